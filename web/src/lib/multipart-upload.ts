/**
 * A file over 5 MB goes up in parts (S3 multipart upload, a presigned URL per part), so that a
 * dropped connection or a reload costs at most the parts in flight:
 * - the upload (its id, staging key, and the file it is of) is kept in localStorage; the same file
 *   picked again, after a failure or a reload, resumes it: the API lists the parts S3 holds and
 *   only the others are sent, the progress counting the held ones from the start;
 * - parts go with XMLHttpRequest, two at a time, each retried with a growing pause after a network
 *   error, its URL signed again when it expired;
 * - cancelling (the signal) aborts the upload: S3 drops its parts.
 * Only the API's French sentences reach a person; S3's and the browser's words never do.
 */
import { MESSAGES } from '@common/messages';
import { partPlan, type PlannedPart } from '@common/multipart';
import type {
  MultipartCompleteResponse,
  MultipartPartsResponse,
  MultipartStartResponse,
  MultipartUrlsResponse,
} from '@common/schemas/upload';
import type { UploadKind } from '@common/uploads';
import { api, ApiError, isApiError } from './api-client';
import { SAVED_UPLOAD_PREFIX } from './saved-uploads';

export interface PartProgress {
  loaded: number;
  total: number;
  percent: number;
}

/** Thrown when the signal aborts: the upload was cancelled (upload.ts turns it into UploadCancelled). */
export class PartsCancelled extends Error {
  constructor() {
    super('Multipart upload cancelled');
    this.name = 'PartsCancelled';
  }
}

/** What is kept of an upload in progress, to resume it with the same file. */
export interface SavedUpload {
  kind: UploadKind;
  key: string;
  uploadId: string;
  partSize: number;
  fileName: string;
  size: number;
  lastModified: number;
  savedAt: number;
}

export interface HeldPart {
  part_number: number;
  etag: string;
  size: number;
}

export interface ResumePlan {
  /** The parts still to send, in order. */
  toSend: PlannedPart[];
  /** The ETag of each part S3 holds whole, by number. */
  held: Map<number, string>;
  /** Their bytes: where the progress starts. */
  heldBytes: number;
}

/** Parts in flight at once: enough to fill a slow line, few enough that a drop loses little. */
export const PARALLEL_PARTS = 2;
/** Tries of one part before the upload fails (after a network error, with a growing pause). */
export const PART_ATTEMPTS = 4;
/** A part URL is asked for again past this age (the API signs them for 15 minutes). */
const URL_FRESH_MS = 10 * 60 * 1000;
/** S3's lifecycle rule aborts what is left after a day: an older upload is not resumed. */
const SAVED_LIFETIME_MS = 20 * 60 * 60 * 1000;

/** Which parts are left: a held part counts only when S3 holds it at its planned size. */
export function resumePlan(plan: readonly PlannedPart[], heldParts: readonly HeldPart[]): ResumePlan {
  const byNumber = new Map(heldParts.map((part) => [part.part_number, part]));
  const held = new Map<number, string>();
  let heldBytes = 0;
  const toSend: PlannedPart[] = [];
  for (const part of plan) {
    const stored = byNumber.get(part.number);
    if (stored && stored.size === part.end - part.start) {
      held.set(part.number, stored.etag);
      heldBytes += stored.size;
    } else {
      toSend.push(part);
    }
  }
  return { toSend, held, heldBytes };
}

/** The pause before try `attempt` (1-based) of a part: 1 s, 2 s, 4 s… */
export const retryDelayMs = (attempt: number): number => 1000 * 2 ** Math.max(0, attempt - 2);

/** One upload per file and kind: the file as the browser knows it (name, size, date). */
export function savedUploadId(kind: UploadKind, file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${SAVED_UPLOAD_PREFIX}${kind}:${file.size}:${file.lastModified}:${file.name}`;
}

/** The kept upload of this file, when it is that file's and young enough to resume. */
export function matchingSaved(
  saved: SavedUpload | null,
  kind: UploadKind,
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
  now: number,
): SavedUpload | null {
  if (!saved) return null;
  const same =
    saved.kind === kind &&
    saved.fileName === file.name &&
    saved.size === file.size &&
    saved.lastModified === file.lastModified;
  return same && now - saved.savedAt < SAVED_LIFETIME_MS ? saved : null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readSaved(kind: UploadKind, file: File): SavedUpload | null {
  const id = savedUploadId(kind, file);
  let saved: SavedUpload | null;
  try {
    saved = JSON.parse(storage()?.getItem(id) ?? 'null') as SavedUpload | null;
  } catch {
    saved = null;
  }
  const usable = matchingSaved(saved, kind, file, Date.now());
  if (!usable) storage()?.removeItem(id);
  return usable;
}

function save(upload: SavedUpload): void {
  try {
    storage()?.setItem(
      savedUploadId(upload.kind, { name: upload.fileName, ...upload }),
      JSON.stringify(upload),
    );
  } catch {
    // Storage full or refused: the upload still goes, it just cannot be resumed after a reload.
  }
}

function forget(kind: UploadKind, file: File): void {
  storage()?.removeItem(savedUploadId(kind, file));
}

const failed = (status = 0) =>
  new ApiError(status, status === 0 ? 'network_error' : 'upload_failed', MESSAGES.uploadFailed);

/** One part's PUT; resolves with S3's ETag. `status` 0 is a network failure. */
function putPart(
  url: string,
  body: Blob,
  signal: AbortSignal,
  onProgress: (loaded: number) => void,
): Promise<{ status: number; etag: string | null }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    request.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    request.addEventListener('load', () => {
      done();
      resolve({ status: request.status, etag: request.getResponseHeader('ETag') });
    });
    request.addEventListener('error', () => {
      done();
      resolve({ status: 0, etag: null });
    });
    request.addEventListener('abort', () => {
      done();
      reject(new PartsCancelled());
    });
    request.open('PUT', url);
    request.send(body);
  });
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new PartsCancelled());
      },
      { once: true },
    );
  });

/** The upload to continue: the kept one if S3 still has it, else a new one. */
async function begin(
  kind: UploadKind,
  file: File,
  signal: AbortSignal,
): Promise<{ upload: SavedUpload; held: HeldPart[] }> {
  const saved = readSaved(kind, file);
  if (saved) {
    try {
      const listed = await api<MultipartPartsResponse>('/uploads/multipart/parts', {
        auth: 'required',
        query: { upload_key: saved.key, upload_id: saved.uploadId },
        signal,
      });
      return { upload: saved, held: listed.parts };
    } catch (error) {
      // Completed, aborted or expired: start again. Anything else (offline…) is the upload's failure.
      if (!isApiError(error) || ![400, 403, 404].includes(error.status)) throw error;
      forget(kind, file);
    }
  }
  const started = await api<MultipartStartResponse>('/uploads/multipart', {
    method: 'POST',
    auth: 'required',
    body: { kind, file_name: file.name, content_type: file.type, size: file.size },
    signal,
  });
  const upload: SavedUpload = {
    kind,
    key: started.key,
    uploadId: started.upload_id,
    partSize: started.part_size,
    fileName: file.name,
    size: file.size,
    lastModified: file.lastModified,
    savedAt: Date.now(),
  };
  save(upload);
  return { upload, held: [] };
}

/**
 * Sends `file` in parts (resuming the kept upload of the same file) and resolves with the staging
 * key the saving route attaches. Rejects with ApiError (the API's sentence, or MESSAGES.uploadFailed
 * for a network or storage failure) or PartsCancelled when `signal` aborts (the upload is aborted).
 */
export async function uploadInParts(
  kind: UploadKind,
  file: File,
  options: { onProgress?: (progress: PartProgress) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const controller = new AbortController();
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  const signal = controller.signal;
  let upload: SavedUpload | null = null;
  try {
    if (outer?.aborted) throw new PartsCancelled();
    const begun = await begin(kind, file, signal);
    upload = begun.upload;
    const plan = resumePlan(partPlan(file.size, upload.partSize), begun.held);
    const etags = new Map(plan.held);
    const inFlight = new Map<number, number>();
    let sentBytes = plan.heldBytes;
    const report = () => {
      const loaded = Math.min(file.size, sentBytes + [...inFlight.values()].reduce((a, b) => a + b, 0));
      options.onProgress?.({
        loaded,
        total: file.size,
        percent: Math.min(100, Math.floor((loaded / Math.max(1, file.size)) * 100)),
      });
    };
    report();

    const queue = [...plan.toSend];
    const urls = new Map<number, { url: string; at: number }>();
    const current = upload;
    const urlOf = async (number: number, refresh: boolean): Promise<string> => {
      const known = urls.get(number);
      if (known && !refresh && Date.now() - known.at < URL_FRESH_MS) return known.url;
      // This part and the next ones waiting, in one request.
      const numbers = [number, ...queue.slice(0, PARALLEL_PARTS).map((part) => part.number)];
      const signed = await api<MultipartUrlsResponse>('/uploads/multipart/urls', {
        method: 'POST',
        auth: 'required',
        body: { upload_key: current.key, upload_id: current.uploadId, part_numbers: numbers },
        signal,
      });
      for (const part of signed.parts) urls.set(part.part_number, { url: part.url, at: Date.now() });
      return urls.get(number)?.url ?? '';
    };

    const sendPart = async (part: PlannedPart) => {
      const body = file.slice(part.start, part.end);
      let refresh = false;
      for (let attempt = 1; ; attempt++) {
        if (attempt > 1) await pause(retryDelayMs(attempt), signal);
        const url = await urlOf(part.number, refresh);
        inFlight.set(part.number, 0);
        const answer = await putPart(url, body, signal, (loaded) => {
          inFlight.set(part.number, loaded);
          report();
        });
        inFlight.delete(part.number);
        if (answer.status >= 200 && answer.status < 300 && answer.etag) {
          etags.set(part.number, answer.etag);
          sentBytes += part.end - part.start;
          report();
          return;
        }
        // The upload is gone (completed, aborted, expired): it cannot be resumed.
        if (answer.status === 404) {
          forget(kind, file);
          throw failed(404);
        }
        // An expired URL: signed again. A network error: tried again after a pause.
        refresh = answer.status === 403;
        if (
          attempt >= PART_ATTEMPTS ||
          (answer.status !== 0 && answer.status !== 403 && answer.status < 500)
        ) {
          report();
          throw failed(answer.status);
        }
      }
    };

    const worker = async () => {
      for (let part = queue.shift(); part; part = queue.shift()) await sendPart(part);
    };
    await Promise.all(Array.from({ length: PARALLEL_PARTS }, worker)).catch((error: unknown) => {
      // One part failed for good: the others stop (the upload stays kept, to resume).
      if (!signal.aborted) controller.abort();
      throw error;
    });

    try {
      const done = await api<MultipartCompleteResponse>('/uploads/multipart/complete', {
        method: 'POST',
        auth: 'required',
        body: {
          upload_key: upload.key,
          upload_id: upload.uploadId,
          parts: [...etags].sort(([a], [b]) => a - b).map(([part_number, etag]) => ({ part_number, etag })),
        },
        signal,
      });
      forget(kind, file);
      return done.key;
    } catch (error) {
      // Refused (too large, parts not as sent) or gone: nothing left to resume.
      if (isApiError(error) && error.status >= 400 && error.status < 500) forget(kind, file);
      throw error;
    }
  } catch (error) {
    if (outer?.aborted) {
      if (upload) await cancel(upload);
      forget(kind, file);
      throw new PartsCancelled();
    }
    if (error instanceof PartsCancelled || (error instanceof DOMException && error.name === 'AbortError')) {
      throw failed();
    }
    throw error;
  } finally {
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** Cancelled: S3 drops the parts (best effort; the lifecycle rule removes what this leaves). */
async function cancel(upload: SavedUpload): Promise<void> {
  await api('/uploads/multipart', {
    method: 'DELETE',
    auth: 'required',
    query: { upload_key: upload.key, upload_id: upload.uploadId },
  }).catch((error: unknown) => console.warn('[upload] the cancelled upload was not aborted', error));
}
