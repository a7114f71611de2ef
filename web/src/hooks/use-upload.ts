import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadKind } from '../../../common/uploads';
import { isApiError } from '../lib/api-client';
import { checkFile, checkFileContent, UploadCancelled, uploadFile } from '../lib/upload';

/** SPEC §4 upload states: nothing chosen, uploading, completed (with its staging key) or failed. */
export type UploadState =
  | { status: 'none' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'completed'; file: File; key: string }
  | { status: 'error'; file: File; message: string; retryable: boolean };

/**
 * The sentence of a refused file (size, format, permission), said by the early check, the upload
 * ticket or the check of the stored file; null for anything else (network, storage, server failure).
 */
export function uploadRefusal(error: unknown): string | null {
  if (!isApiError(error) || ![400, 403, 413].includes(error.status)) return null;
  // Storage's own refusals carry no sentence of ours (an expired form…): trying again may work.
  return error.code === 'upload_failed' ? null : error.message;
}

/**
 * One file sent straight to storage for `kind` (a presigned POST with real progress, lib/upload.ts):
 * the shared rules, the file's signature included, are checked before any request, so a refused
 * size, type or content is said at once (a fake image never shows as uploaded). A
 * refusal says why and cannot be retried; any other failure shows `failedMessage` and can be.
 * `start` resolves with the staging key the saving request attaches (null when it failed or was
 * cancelled); choosing another file, `clear` or leaving the page aborts the upload in flight.
 */
export function useUpload(kind: UploadKind, failedMessage: string) {
  const [state, setState] = useState<UploadState>({ status: 'none' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<string | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const isCurrent = () => current.current === controller;
      const problem = checkFile(kind, file) ?? (await checkFileContent(kind, file));
      // Another file chosen, or the choice cleared, while this one was read.
      if (!isCurrent()) return null;
      if (problem) {
        current.current = null;
        setState({ status: 'error', file, message: problem.message, retryable: false });
        return null;
      }
      setState({ status: 'uploading', file, percent: 0 });
      try {
        const key = await uploadFile(kind, file, {
          signal: controller.signal,
          onProgress: ({ percent }) => {
            if (isCurrent()) setState({ status: 'uploading', file, percent });
          },
        });
        if (!isCurrent()) return null;
        current.current = null;
        setState({ status: 'completed', file, key });
        return key;
      } catch (error) {
        if (!isCurrent()) return null;
        current.current = null;
        if (error instanceof UploadCancelled) {
          setState({ status: 'none' });
          return null;
        }
        console.error(`[upload] the ${kind} upload failed`, error);
        const refusal = uploadRefusal(error);
        setState({ status: 'error', file, message: refusal ?? failedMessage, retryable: refusal === null });
        return null;
      }
    },
    [kind, failedMessage],
  );

  /** Cancels an upload in flight, or forgets the file: back to nothing chosen. */
  const clear = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'none' });
  }, []);

  /** Sends the same file again after a failure that may pass. */
  const retry = useCallback(() => {
    if (state.status === 'error' && state.retryable) void start(state.file);
  }, [start, state]);

  return { state, start, clear, retry };
}

export type Upload = ReturnType<typeof useUpload>;
