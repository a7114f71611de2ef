import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DocumentItem } from '@common/api-types';
import { DOCUMENT_MESSAGES, MESSAGES } from '@common/messages';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@common/documents';
import { detectFileType, formatFileSize } from '@common/uploads';
import { buttonClasses } from '@/components/ui/button-styles';
import { AlertIcon } from '@/components/ui/icons';
import { ErrorBanner } from '@/components/ui/status-banner';
import { isApiError } from '@/lib/api-client';
import { useUpload } from '@/hooks/use-upload';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useSaveDocument, type DocumentSave } from '@/features/manage-content/api/manage-documents';
import { titleForChosenFile } from '@/features/manage-content/utils/auto-title';
import {
  checkDocumentChanges,
  checkNewDocument,
  formFieldOf,
  hasUnsavedDocumentChanges,
  type DocumentFormCheck,
  type DocumentFormErrors,
  type DocumentFormField,
  type DocumentFormValues,
} from '@/features/manage-content/utils/document-form-rules';
import { FileDropZone } from './file-drop-zone';

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:ring-2 focus:outline-none sm:text-sm';
const READ_ONLY =
  'mt-1.5 block w-full rounded-lg border border-stone-200 bg-stone-100 px-3 py-2.5 text-base text-stone-800 sm:text-sm';

function controlClasses(invalid: boolean): string {
  return `${CONTROL} ${invalid ? 'border-red-500 focus:border-red-600 focus:ring-red-600/30' : 'border-stone-300 focus:border-brand-700 focus:ring-brand-700/30'}`;
}

function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** What a failed save shows: the server's reason when it gave one the editor can act on. */
function saveFailure(error: unknown): { banner: string; fields: DocumentFormErrors } {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    return { banner: DOCUMENT_MESSAGES.failedToSave, fields: {} };
  }
  const fields: DocumentFormErrors = {};
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = formFieldOf(name);
    if (field) fields[field] ??= message;
  }
  return { banner: error.message || DOCUMENT_MESSAGES.failedToSave, fields };
}

/** A checked form as the request that saves it, or what stops it. */
function prepareSave<T>(
  checked: DocumentFormCheck<T>,
  save: (input: T) => DocumentSave,
): { ok: true; save: DocumentSave } | { ok: false; errors: DocumentFormErrors; blocked?: string } {
  if (!checked.ok) return checked;
  return { ok: true, save: save(checked.input) };
}

/**
 * The document form (SPEC §5), shared by creation and edit: the file goes straight to storage
 * while the editor fills in the rest; the title is proposed from the file name; category and
 * (on creation) file are required; saving waits for the upload. Editing may keep or replace
 * the current file.
 */
export function DocumentForm({
  sessionId,
  document,
  cancelHref,
  onSaved,
}: {
  sessionId: string;
  /** The document being edited; absent on creation. */
  document?: DocumentItem;
  cancelHref: string;
  onSaved: (saved: DocumentItem) => void;
}) {
  const id = useId();
  const editing = document !== undefined;
  const upload = useUpload('document', MESSAGES.uploadFailed);
  const saveDocument = useSaveDocument(document);
  // Still saving once saved: the form stays busy until the next page opens.
  const saving = saveDocument.isPending || saveDocument.isSuccess;
  const [initialValues] = useState<DocumentFormValues>(() => ({
    title: document?.title ?? '',
    description: document?.description ?? '',
    category: document?.category ?? '',
  }));
  const [values, setValues] = useState<DocumentFormValues>(initialValues);
  const [autoTitle, setAutoTitle] = useState<string | null>(null);
  const [errors, setErrors] = useState<DocumentFormErrors>({});
  const [blocked, setBlocked] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const fileSectionRef = useRef<HTMLFieldSetElement>(null);

  const fieldId = (field: DocumentFormField) => `${id}-${field}`;
  const errorId = (field: DocumentFormField) => `${id}-${field}-error`;
  const uploading = upload.state.status === 'uploading';
  // Leaving mid-upload, or with fields typed, loses them: warned as the session form does.
  const leaveGuard = useUnsavedChangesGuard(
    hasUnsavedDocumentChanges(initialValues, values, upload.state.status),
  );

  const set = <K extends keyof DocumentFormValues>(field: K, value: DocumentFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseFile = (file: File) => {
    const next = titleForChosenFile(values.title, autoTitle, file.name);
    setValues((current) => ({ ...current, title: next.title }));
    setAutoTitle(next.auto);
    setErrors((current) => ({ ...current, file: undefined, title: next.title ? undefined : current.title }));
    setBlocked(null);
    void upload.start(file);
  };

  const focusFirstError = (found: DocumentFormErrors) => {
    if (found.file) fileSectionRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    else if (found.title) titleRef.current?.focus();
    else if (found.description) descriptionRef.current?.focus();
    else if (found.category) categoryRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaveError(null);
    const key = upload.state.status === 'completed' ? upload.state.key : null;
    const request = editing
      ? prepareSave(checkDocumentChanges(values, upload.state.status, key), (input) => ({
          update: { documentId: document.id, input },
        }))
      : prepareSave(checkNewDocument(values, upload.state.status, key), (input) => ({
          create: { sessionId, input },
        }));
    if (!request.ok) {
      setBlocked(request.blocked ?? null);
      setErrors(request.errors);
      focusFirstError(request.errors);
      return;
    }
    setBlocked(null);
    setErrors({});
    saveDocument.mutate(request.save, {
      onSuccess: (saved) => {
        leaveGuard.allowLeave();
        onSaved(saved);
      },
      onError: (error) => {
        console.error('[documents] save failed', error);
        const failure = saveFailure(error);
        setSaveError(failure.banner);
        setErrors(failure.fields);
      },
    });
  };

  // Read-only facts about the file that will be kept: the new one if any, else the current one.
  const chosen = upload.state.status === 'none' ? null : upload.state.file;
  const fileType = chosen ? detectFileType(chosen.name) : document?.type;
  const fileSize = chosen ? chosen.size : document?.size;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6" aria-busy={saving}>
      {saveError ? <ErrorBanner>{saveError}</ErrorBanner> : null}

      <fieldset
        ref={fileSectionRef}
        className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        aria-describedby={errors.file ? errorId('file') : undefined}
      >
        <legend className="float-left mb-1 w-full text-base font-semibold text-stone-900">
          Fichier {editing ? null : <span className="text-red-700">*</span>}
        </legend>
        {editing && document ? (
          <p className="clear-left text-sm text-stone-700">
            {document.has_file
              ? 'Le fichier actuel est conservé, sauf si vous en choisissez un nouveau.'
              : "Ce document n'a pas encore de fichier : choisissez-en un."}
          </p>
        ) : null}
        <div className="clear-left">
          <FileDropZone
            state={upload.state}
            onChoose={chooseFile}
            onClear={upload.clear}
            onRetry={upload.retry}
            replacing={editing && Boolean(document?.has_file)}
            error={errors.file}
            describedBy={errors.file ? errorId('file') : undefined}
          />
        </div>
        <FieldError id={errorId('file')}>{errors.file}</FieldError>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={fieldId('file') + '-type'} className="block text-sm font-medium text-stone-800">
              Type de fichier
            </label>
            <input
              id={fieldId('file') + '-type'}
              readOnly
              value={fileType ? fileType.toUpperCase() : '—'}
              className={READ_ONLY}
            />
          </div>
          <div>
            <label htmlFor={fieldId('file') + '-size'} className="block text-sm font-medium text-stone-800">
              Taille du fichier
            </label>
            <input
              id={fieldId('file') + '-size'}
              readOnly
              value={fileSize === undefined ? '—' : formatFileSize(fileSize)}
              className={READ_ONLY}
            />
          </div>
        </div>
      </fieldset>

      <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <div>
          <label htmlFor={fieldId('title')} className="block text-sm font-medium text-stone-800">
            Titre <span className="text-red-700">*</span>
          </label>
          <input
            ref={titleRef}
            id={fieldId('title')}
            type="text"
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            required
            maxLength={200}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? errorId('title') : editing ? undefined : `${id}-title-hint`}
            className={controlClasses(Boolean(errors.title))}
          />
          {errors.title || editing ? null : (
            <p id={`${id}-title-hint`} className="mt-1.5 text-xs text-stone-600">
              Proposé à partir du nom du fichier ; vous pouvez le modifier.
            </p>
          )}
          <FieldError id={errorId('title')}>{errors.title}</FieldError>
        </div>
        <div>
          <label htmlFor={fieldId('description')} className="block text-sm font-medium text-stone-800">
            Description <span className="font-normal text-stone-600">(facultative)</span>
          </label>
          <textarea
            ref={descriptionRef}
            id={fieldId('description')}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            rows={3}
            maxLength={2000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? errorId('description') : undefined}
            className={controlClasses(Boolean(errors.description))}
          />
          <FieldError id={errorId('description')}>{errors.description}</FieldError>
        </div>
        <div>
          <label htmlFor={fieldId('category')} className="block text-sm font-medium text-stone-800">
            Catégorie <span className="text-red-700">*</span>
          </label>
          <select
            ref={categoryRef}
            id={fieldId('category')}
            value={values.category}
            onChange={(event) => set('category', event.target.value as DocumentCategory | '')}
            required
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? errorId('category') : undefined}
            className={`${controlClasses(Boolean(errors.category))} min-h-11`}
          >
            <option value="">Choisissez une catégorie</option>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {DOCUMENT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
          <FieldError id={errorId('category')}>{errors.category}</FieldError>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        {blocked && uploading ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {blocked}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={cancelHref} className={buttonClasses('secondary')}>
            Annuler
          </Link>
          {/* Not `disabled` while uploading: a click must still say why it cannot save yet (SPEC §5). */}
          <button type="submit" aria-disabled={uploading || saving} className={buttonClasses('primary')}>
            {saving ? 'Enregistrement…' : editing ? 'Enregistrer les modifications' : 'Ajouter le document'}
          </button>
        </div>
      </div>
      {leaveGuard.dialog}
    </form>
  );
}
