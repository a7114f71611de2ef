import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Me } from '@common/api-types';
import type { Gender } from '@common/demographics';
import {
  withDefaultPreferences,
  withDefaultSettings,
  type NotificationSettings,
} from '@common/notification-preferences';
import { PROFILE_MESSAGES } from '@common/messages';
import { queryKeys } from '@/api/query-keys';
import { uploadRefusal, useUpload } from '@/hooks/use-upload';
import { api } from '@/lib/api-client';
import { getMe } from '@/lib/auth/get-me';
import { useAuth } from '@/lib/auth/use-auth';

const accountKeys = {
  me: [...queryKeys.account, 'me'] as const,
  notificationPreferences: [...queryKeys.account, 'notification-preferences'] as const,
};

/** GET /api/me — the profile the settings edit, as the API holds it. */
export function meQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me, queryFn: ({ signal }) => getMe(signal) });
}

/**
 * PATCH /api/me body: absent fields stay unchanged. The API wants full_name with any profile field;
 * a photo, or the answer to the profile prompt, is saved on its own.
 */
export interface ProfilePatch {
  full_name?: string;
  bio?: string | null;
  organization?: string | null;
  position?: string | null;
  location?: string | null;
  /** An ISO country code (common/demographics.ts); null clears it. */
  country?: string | null;
  /** null clears it. */
  gender?: Gender | null;
  /** null removes the photo. */
  avatar_url?: null;
  /** The key of an `avatar` upload ticket: the API checks the file and points the profile at it. */
  avatar_upload_key?: string;
  profile_completed?: boolean;
  /** The dashboard's profile prompt was answered: not shown again, on any device. */
  profile_prompt_dismissed?: true;
}

export function updateProfile(patch: ProfilePatch): Promise<Me> {
  return api<Me>('/me', { method: 'PATCH', auth: 'required', body: patch });
}

/**
 * Saves a profile change (details, photo, completion): the settings show the saved profile at once,
 * and the auth context, which the navbar and sidebar read, loads it again.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      client.setQueryData(accountKeys.me, saved);
      void refreshProfile();
    },
  });
}

/**
 * A new profile photo (SPEC §5): sent to storage by the shared upload hook (size, format and content
 * checked first, real progress), then attached to the profile, on its own or with the `fields` being
 * saved alongside. `percent` runs from the first byte until the profile points at the photo; `error`
 * says why a photo was refused or failed. Resolves with the saved profile, or null.
 */
export function useProfilePhoto() {
  const upload = useUpload('avatar', PROFILE_MESSAGES.avatarUploadFailed);
  const attach = useUpdateProfile();
  const [attachFailure, setAttachFailure] = useState<string | null>(null);

  const change = async (
    file: File,
    fields: Omit<ProfilePatch, 'avatar_upload_key' | 'avatar_url'> = {},
  ): Promise<Me | null> => {
    setAttachFailure(null);
    const key = await upload.start(file);
    if (!key) return null;
    try {
      return await attach.mutateAsync({ ...fields, avatar_upload_key: key });
    } catch (error) {
      console.error('[settings] the photo was not attached', error);
      setAttachFailure(uploadRefusal(error) ?? PROFILE_MESSAGES.avatarUploadFailed);
      return null;
    } finally {
      upload.clear();
    }
  };

  return {
    change,
    percent: upload.state.status === 'uploading' ? upload.state.percent : attach.isPending ? 100 : null,
    error: upload.state.status === 'error' ? upload.state.message : attachFailure,
    clearError: () => {
      upload.clear();
      setAttachFailure(null);
    },
  };
}

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationSettings> {
  return api<NotificationSettings>('/me/notification-preferences', { auth: 'required', signal });
}

/** The four switches and the e-mails' frequency, over the defaults. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.notificationPreferences,
    queryFn: async ({ signal }) => {
      const stored = await getNotificationPreferences(signal);
      return withDefaultSettings(stored, stored.email_frequency);
    },
  });
}

export function saveNotificationPreferences(settings: NotificationSettings): Promise<NotificationSettings> {
  return api<NotificationSettings>('/me/notification-preferences', {
    method: 'PUT',
    auth: 'required',
    body: settings,
  });
}

/** Saves the switches and the frequency; the profile, which carries the switches too, follows. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) => {
      const saved = await saveNotificationPreferences(settings);
      return withDefaultSettings(saved, saved.email_frequency);
    },
    onSuccess: (saved) => {
      client.setQueryData(accountKeys.notificationPreferences, saved);
      client.setQueryData<Me>(
        accountKeys.me,
        (me) => me && { ...me, notification_preferences: withDefaultPreferences(saved) },
      );
    },
  });
}
