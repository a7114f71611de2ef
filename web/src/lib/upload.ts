import { sniffUpload } from '@common/file-signatures';
import type { UploadKind, UploadProblem } from '@common/uploads';
import { checkUploadDeclaration, fileExtension, UPLOAD_RULES } from '@common/uploads';
import type { UploadTicketResponse } from '@common/schemas/upload';
import { MESSAGES, UPLOAD_MESSAGES } from '@common/messages';
import { goesInParts } from '@common/multipart';
import { api, ApiError } from './api-client';
import { readHead } from './file-head';
import { PartsCancelled, uploadInParts } from './multipart-upload';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, whole numbers. */
  percent: number;
}

/** Thrown when the user cancels an upload (not an error to show). */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** What the shared rules say of `file` for `kind` (size, type) before anything is sent; null when it may go. */
export function checkFile(kind: UploadKind, file: File): UploadProblem | null {
  return checkUploadDeclaration({ kind, fileName: file.name, contentType: file.type, size: file.size });
}

/** Whether the browser can draw the image; true where it cannot tell (no createImageBitmap). */
async function imageDecodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * What the file's own bytes say, before anything is sent: its signature against the kind's rules
 * (the very check the API makes before attaching it, so a text file renamed .png is refused here
 * and now rather than on save), and, for images, whether the browser can draw it (a damaged
 * image would otherwise upload and show broken). Null when it may go.
 */
export async function checkFileContent(kind: UploadKind, file: File): Promise<UploadProblem | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    // Unreadable here (a file gone from the disk…): the upload says what happens.
    return null;
  }
  const sniffed = sniffUpload(kind, fileExtension(file.name), head);
  if (!sniffed.ok) return sniffed.problem;
  if (UPLOAD_RULES[kind].imagesOnly && !(await imageDecodes(file))) {
    return { reason: 'unsupported', message: UPLOAD_MESSAGES.imageUnreadable };
  }
  return null;
}

/**
 * Sends a file straight to S3 (SPEC §7 file storage, via a presigned POST; over 5 MB in parts that
 * survive a dropped connection, multipart-upload.ts):
 * 1. checks it against the shared rules (same messages as the server: size, type);
 * 2. asks POST /api/uploads for a ticket;
 * 3. POSTs the form with XMLHttpRequest, reporting real progress;
 * and resolves with the staging key that the saving route (session, document, profile) attaches.
 * Rejects with ApiError (status 0 for network failures, the server's message otherwise) or
 * UploadCancelled when `signal` aborts.
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const problem = checkFile(kind, file);
  if (problem) {
    const status = problem.reason === 'too-large' ? 413 : 400;
    throw new ApiError(status, status === 413 ? 'payload_too_large' : 'validation_failed', problem.message);
  }
  if (options.signal?.aborted) throw new UploadCancelled();
  if (goesInParts(file.size)) {
    // Over 5 MB: in parts, resumable after a dropped connection or a reload (multipart-upload.ts).
    return uploadInParts(kind, file, options).catch((error: unknown) => {
      throw error instanceof PartsCancelled ? new UploadCancelled() : error;
    });
  }
  const ticket = await api<UploadTicketResponse>('/uploads', {
    method: 'POST',
    auth: 'required',
    body: { kind, file_name: file.name, content_type: file.type, size: file.size },
    signal: options.signal,
  }).catch((error: unknown) => {
    if (options.signal?.aborted) throw new UploadCancelled();
    throw error;
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);

  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    request.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.round((event.loaded / event.total) * 100)),
      });
    });
    request.addEventListener('load', () => {
      done();
      if (request.status >= 200 && request.status < 300) resolve();
      else if (request.status === 400 && /EntityTooLarge/.test(request.responseText))
        reject(new ApiError(413, 'payload_too_large', UPLOAD_RULES[kind].tooLarge));
      else reject(new ApiError(request.status, 'upload_failed', MESSAGES.uploadFailed));
    });
    request.addEventListener('error', () => {
      done();
      reject(new ApiError(0, 'network_error', MESSAGES.uploadFailed));
    });
    request.addEventListener('abort', () => {
      done();
      reject(new UploadCancelled());
    });
    request.open('POST', ticket.url);
    request.send(form);
  });
  options.onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
  return ticket.key;
}
