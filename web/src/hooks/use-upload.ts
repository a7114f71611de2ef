import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadKind } from '@common/uploads';
import { isApiError } from '@/lib/api-client';
import { checkFile, checkFileContent, UploadCancelled, uploadFile } from '@/lib/upload';

/** A smaller copy of the file, made in the browser and sent with it (a cover's variants). */
export interface Variant {
  width: number;
  file: File;
}

/** A variant once it is in storage: the staging key its save attaches. */
export interface UploadedVariant {
  width: number;
  key: string;
}

/** SPEC §4 upload states: nothing chosen, uploading, completed (with its staging keys) or failed. */
export type UploadState =
  | { status: 'none' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'completed'; file: File; key: string; variants: UploadedVariant[] }
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
 * `makeVariants` (a cover's: lib/cover-variants.ts) makes smaller copies of the checked file that
 * go with it, each with a ticket of its own, the progress counting every byte; if they cannot be
 * made, the file goes alone (it still works everywhere, at its own size).
 */
export function useUpload(
  kind: UploadKind,
  failedMessage: string,
  makeVariants?: (file: File) => Promise<Variant[]>,
) {
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
        const variants = makeVariants
          ? await makeVariants(file).catch((error: unknown) => {
              console.warn(`[upload] no smaller copies of the ${kind}: it goes alone`, error);
              return [];
            })
          : [];
        if (!isCurrent()) return null;
        const files = [file, ...variants.map((variant) => variant.file)];
        const total = files.reduce((sum, f) => sum + f.size, 0);
        const loaded = files.map(() => 0);
        const keys = await Promise.all(
          files.map((part, index) =>
            uploadFile(kind, part, {
              signal: controller.signal,
              onProgress: (progress) => {
                loaded[index] = progress.loaded;
                const sum = loaded.reduce((a, b) => a + b, 0);
                const percent = Math.min(100, Math.round((sum / Math.max(1, total)) * 100));
                if (isCurrent()) setState({ status: 'uploading', file, percent });
              },
            }),
          ),
        ).catch((error: unknown) => {
          // One part failed: the others stop too (their cancellation is not what is reported).
          controller.abort();
          throw error;
        });
        if (!isCurrent()) return null;
        current.current = null;
        const [key = '', ...variantKeys] = keys;
        const uploaded = variants.map((variant, index) => ({
          width: variant.width,
          key: variantKeys[index] ?? '',
        }));
        setState({ status: 'completed', file, key, variants: uploaded });
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
    [kind, failedMessage, makeVariants],
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
