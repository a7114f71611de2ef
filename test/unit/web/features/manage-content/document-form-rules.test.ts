import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MESSAGES } from '@common/messages';
import {
  checkDocumentChanges,
  checkNewDocument,
  formFieldOf,
  type DocumentFormValues,
} from '@/features/manage-content/utils/document-form-rules';

const KEY = 'staging/user-1/abc-123.pdf';
const filled: DocumentFormValues = { title: 'Guide', description: '', category: 'guide' };

describe('document form, creation (SPEC §5)', () => {
  it('is blocked while the file uploads, whatever else is missing', () => {
    expect(checkNewDocument({ title: '', description: '', category: '' }, 'uploading', null)).toEqual({
      ok: false,
      errors: {},
      blocked: DOCUMENT_MESSAGES.uploadInProgress,
    });
  });

  it('requires a category, a title and a file', () => {
    const result = checkNewDocument({ title: ' ', description: '', category: '' }, 'none', null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: MESSAGES.titleRequired,
      category: DOCUMENT_MESSAGES.categoryRequired,
      file: DOCUMENT_MESSAGES.fileRequired,
    });
  });

  it('does not save a failed upload', () => {
    const result = checkNewDocument(filled, 'error', null);
    expect(result).toMatchObject({ ok: false, errors: { file: MESSAGES.uploadFailed } });
  });

  it('gives the API body once the upload completed', () => {
    expect(checkNewDocument({ ...filled, title: '  Guide  ' }, 'completed', KEY)).toEqual({
      ok: true,
      input: { title: 'Guide', description: null, category: 'guide', upload_key: KEY },
    });
  });
});

describe('document form, edit', () => {
  it('keeps the current file when none was chosen', () => {
    expect(checkDocumentChanges({ ...filled, description: 'Pas à pas' }, 'none', null)).toEqual({
      ok: true,
      input: { title: 'Guide', description: 'Pas à pas', category: 'guide' },
    });
  });

  it('sends the new upload to replace the file', () => {
    expect(checkDocumentChanges(filled, 'completed', KEY)).toMatchObject({
      ok: true,
      input: { upload_key: KEY },
    });
  });

  it('is blocked while the replacement uploads, and refuses a failed one', () => {
    expect(checkDocumentChanges(filled, 'uploading', null)).toMatchObject({
      ok: false,
      blocked: DOCUMENT_MESSAGES.uploadInProgress,
    });
    expect(checkDocumentChanges(filled, 'error', null)).toMatchObject({
      ok: false,
      errors: { file: MESSAGES.uploadFailed },
    });
  });

  it('still needs a category', () => {
    expect(checkDocumentChanges({ ...filled, category: '' }, 'none', null)).toMatchObject({
      ok: false,
      errors: { category: DOCUMENT_MESSAGES.categoryRequired },
    });
  });
});

describe('API field names', () => {
  it('maps upload_key to the file and ignores unknown fields', () => {
    expect(formFieldOf('upload_key')).toBe('file');
    expect(formFieldOf('category')).toBe('category');
    expect(formFieldOf('session_id')).toBeNull();
  });
});
