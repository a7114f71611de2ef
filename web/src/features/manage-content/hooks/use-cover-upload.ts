import { useCallback, useEffect, useRef, useState } from 'react';
import { checkUploadDeclaration } from '../../../../../common/uploads';
import { isApiError } from '../../../lib/api-client';
import { uploadFile, UploadCancelled } from '../../../lib/upload';
import { uploadErrorMessage, type CoverChoice } from '../utils/session-form';

type Settled =
  | { kind: 'none' }
  | { kind: 'current'; url: string }
  | { kind: 'uploaded'; previewUrl: string; key: string; fileName: string };

export type CoverState =
  Settled | { kind: 'uploading'; previewUrl: string; percent: number; fileName: string; fallback: Settled };

/**
 * The session cover (SPEC §5): keep the current image, remove it (image_url null), or upload a
 * new one straight to storage with real progress. Images only, 10 MB at most — checked before
 * a byte is sent, with the spec's messages; a failed or cancelled upload restores what was there.
 */
export function useCoverUpload(initialUrl: string | null) {
  const [state, setState] = useState<CoverState>(
    initialUrl ? { kind: 'current', url: initialUrl } : { kind: 'none' },
  );
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Previews are object URLs of the chosen files; released when the form goes away.
  const previews = useRef<string[]>([]);

  useEffect(() => {
    const created = previews.current;
    return () => {
      upload.current?.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  const settled = (current: CoverState): Settled =>
    current.kind === 'uploading' ? current.fallback : current;

  const choose = useCallback(async (file: File) => {
    const problem = checkUploadDeclaration({
      kind: 'session-image',
      fileName: file.name,
      contentType: file.type,
      size: file.size,
    });
    if (problem) {
      setError(problem.message);
      return;
    }
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    const previewUrl = URL.createObjectURL(file);
    previews.current.push(previewUrl);
    setError(null);
    setState((current) => ({
      kind: 'uploading',
      previewUrl,
      percent: 0,
      fileName: file.name,
      fallback: settled(current),
    }));
    // Only the upload that is still on screen may change the state.
    const mine = (change: (current: Extract<CoverState, { kind: 'uploading' }>) => CoverState) =>
      setState((current) =>
        current.kind === 'uploading' && current.previewUrl === previewUrl ? change(current) : current,
      );
    try {
      const key = await uploadFile('session-image', file, {
        signal: controller.signal,
        onProgress: (progress) => mine((current) => ({ ...current, percent: progress.percent })),
      });
      mine(() => ({ kind: 'uploaded', previewUrl, key, fileName: file.name }));
    } catch (failure) {
      mine((current) => current.fallback);
      if (failure instanceof UploadCancelled) return;
      console.error('[manage-sessions] cover upload failed', failure);
      setError(uploadErrorMessage(isApiError(failure) ? failure : null));
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  }, []);

  const cancel = useCallback(() => upload.current?.abort(), []);

  const remove = useCallback(() => {
    upload.current?.abort();
    setError(null);
    setState({ kind: 'none' });
  }, []);

  const restore = useCallback(() => {
    if (!initialUrl) return;
    setError(null);
    setState({ kind: 'current', url: initialUrl });
  }, [initialUrl]);

  /** What a save sends; null while an upload is still running. */
  const choice: CoverChoice | null =
    state.kind === 'uploading'
      ? null
      : state.kind === 'uploaded'
        ? { kind: 'upload', key: state.key }
        : state;

  return { state, error, choice, choose, cancel, remove, restore, initialUrl };
}

export type CoverUpload = ReturnType<typeof useCoverUpload>;
