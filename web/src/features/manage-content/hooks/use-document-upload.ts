import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../../common/messages';
import { checkUploadDeclaration } from '../../../../../common/uploads';
import { isApiError } from '../../../lib/api-client';
import { UploadCancelled, uploadFile } from '../../../lib/upload';

/** SPEC §4 document upload: nothing chosen, uploading, completed or error. */
export type DocumentUploadState =
  | { status: 'none' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'completed'; file: File; key: string }
  | { status: 'error'; file: File; message: string; retryable: boolean };

/** The message for a failed upload: the refusal the server (or the early check) gave, else 'Upload failed'. */
function uploadFailure(error: unknown): { message: string; retryable: boolean } {
  if (isApiError(error) && [400, 403, 413].includes(error.status)) {
    return { message: error.message, retryable: false };
  }
  return { message: MESSAGES.uploadFailed, retryable: true };
}

/**
 * Sends the chosen document straight to storage with real progress, and lets the form cancel
 * (back to no file), retry after a failure, or clear it. The staging key of a completed upload is
 * what the save attaches. Leaving the page aborts an upload in flight.
 */
export function useDocumentUpload() {
  const [state, setState] = useState<DocumentUploadState>({ status: 'none' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback((file: File) => {
    current.current?.abort();
    current.current = null;
    // Told before a byte is sent (size, refused types), so no progress bar flashes for nothing.
    const problem = checkUploadDeclaration({
      kind: 'document',
      fileName: file.name,
      contentType: file.type,
      size: file.size,
    });
    if (problem) {
      setState({ status: 'error', file, message: problem.message, retryable: false });
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    const isCurrent = () => current.current === controller;
    setState({ status: 'uploading', file, percent: 0 });
    uploadFile('document', file, {
      signal: controller.signal,
      onProgress: ({ percent }) => {
        if (isCurrent()) setState({ status: 'uploading', file, percent });
      },
    }).then(
      (key) => {
        if (!isCurrent()) return;
        current.current = null;
        setState({ status: 'completed', file, key });
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        current.current = null;
        if (error instanceof UploadCancelled) {
          setState({ status: 'none' });
          return;
        }
        console.error('[documents] upload failed', error);
        setState({ status: 'error', file, ...uploadFailure(error) });
      },
    );
  }, []);

  /** Cancels an upload in flight, or forgets the chosen file: back to no file. */
  const clear = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'none' });
  }, []);

  const retry = useCallback(() => {
    if (state.status === 'error') start(state.file);
  }, [start, state]);

  return { state, start, clear, retry };
}
