import { useCallback, useEffect, useRef, useState } from 'react';
import type { Me } from '../../../../../common/api-types';
import { UploadCancelled, uploadFile } from '../../../lib/upload';
import { avatarUploadErrorMessage, updateProfile, type ProfilePatch } from '../api/profile';

export interface AvatarUpload {
  /** 0..100 while a photo is on its way, null otherwise. */
  percent: number | null;
  error: string | null;
  clearError: () => void;
  /**
   * Sends the photo straight to storage (size and format checked first, real progress), then
   * PATCH /api/me with its key and `profile` (full_name is required by the API). Resolves with
   * the updated profile, or null when it failed (the message is in `error`) or was cancelled.
   */
  upload: (file: File, profile: Omit<ProfilePatch, 'avatar_upload_key' | 'avatar_url'>) => Promise<Me | null>;
}

export function useAvatarUpload(): AvatarUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback<AvatarUpload['upload']>(async (file, profile) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setError(null);
    setPercent(0);
    try {
      const key = await uploadFile('avatar', file, {
        signal: current.signal,
        onProgress: (progress) => setPercent(progress.percent),
      });
      return await updateProfile({ ...profile, avatar_upload_key: key });
    } catch (failure) {
      if (failure instanceof UploadCancelled || current.signal.aborted) return null;
      console.error('[profile] avatar upload failed', failure);
      setError(avatarUploadErrorMessage(failure));
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPercent(null);
      }
    }
  }, []);

  return { percent, error, clearError: () => setError(null), upload };
}
