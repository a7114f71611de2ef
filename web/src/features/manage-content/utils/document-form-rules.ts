import { DOCUMENT_MESSAGES, MESSAGES } from '@common/messages';
import type { DocumentCategory } from '@common/documents';
import { inputErrors } from '@common/schemas/input-errors';
import {
  documentCreateSchema,
  documentUpdateSchema,
  type DocumentCreateInput,
  type DocumentUpdateInput,
} from '@common/schemas/document';

export interface DocumentFormValues {
  title: string;
  description: string;
  category: DocumentCategory | '';
}

export type DocumentFormField = 'title' | 'description' | 'category' | 'file';
export type DocumentFormErrors = Partial<Record<DocumentFormField, string>>;

/** Where the form's file stands (SPEC §4): only a completed upload has a key to attach. */
export type FileState = 'none' | 'uploading' | 'completed' | 'error';

export type DocumentFormCheck<T> =
  { ok: true; input: T } | { ok: false; errors: DocumentFormErrors; blocked?: string };

/** The API's field names mapped to the form's (upload_key is the file). */
export function formFieldOf(apiField: string): DocumentFormField | null {
  if (apiField === 'upload_key') return 'file';
  if (apiField === 'title' || apiField === 'description' || apiField === 'category') return apiField;
  return null;
}

type ParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

function check<T>(result: ParseResult<T>, file: FileState): DocumentFormCheck<T> {
  const errors: DocumentFormErrors = {};
  // A failed upload is never saved over: neither as a new document nor as a replacement.
  if (file === 'error') errors.file = MESSAGES.uploadFailed;
  if (result.success) return errors.file ? { ok: false, errors } : { ok: true, input: result.data };
  for (const issue of result.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * SPEC §5, with the same schemas as the API: title and category required, a file required on
 * creation; saving is blocked while a file is still uploading.
 */
export function checkNewDocument(
  values: DocumentFormValues,
  file: FileState,
  uploadKey: string | null,
): DocumentFormCheck<DocumentCreateInput> {
  if (file === 'uploading') return { ok: false, errors: {}, blocked: DOCUMENT_MESSAGES.uploadInProgress };
  return check(
    documentCreateSchema.safeParse(
      {
        title: values.title,
        description: values.description,
        category: values.category || undefined,
        upload_key: file === 'completed' && uploadKey ? uploadKey : undefined,
      },
      { error: inputErrors('body') },
    ),
    file,
  );
}

/** Editing: without a new upload the current file stays. */
export function checkDocumentChanges(
  values: DocumentFormValues,
  file: FileState,
  uploadKey: string | null,
): DocumentFormCheck<DocumentUpdateInput> {
  if (file === 'uploading') return { ok: false, errors: {}, blocked: DOCUMENT_MESSAGES.uploadInProgress };
  return check(
    documentUpdateSchema.safeParse(
      {
        title: values.title,
        description: values.description,
        category: values.category || undefined,
        ...(file === 'completed' && uploadKey ? { upload_key: uploadKey } : {}),
      },
      { error: inputErrors('body') },
    ),
    file,
  );
}

/**
 * Whether leaving would lose work: a file uploading or uploaded (not yet attached to anything), or
 * a field that differs from what the form opened with.
 */
export function hasUnsavedDocumentChanges(
  initial: DocumentFormValues,
  current: DocumentFormValues,
  file: FileState,
): boolean {
  return (
    file === 'uploading' ||
    file === 'completed' ||
    initial.title !== current.title ||
    initial.description !== current.description ||
    initial.category !== current.category
  );
}
