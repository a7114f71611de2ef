import type { Me } from '../../../../../common/api-types';
import type { NotificationPreferences } from '../../../../../common/notification-preferences';
import { UPLOAD_MESSAGES, PROFILE_MESSAGES } from '../../../../../common/messages';
import { api, isApiError } from '../../../lib/api-client';

export { getMe } from '../../../lib/auth/get-me';

/** PATCH /api/me body: full_name is always required by the API; absent fields stay unchanged. */
export interface ProfilePatch {
  full_name: string;
  bio?: string | null;
  organization?: string | null;
  position?: string | null;
  location?: string | null;
  /** null removes the photo. */
  avatar_url?: null;
  /** The key of an `avatar` upload ticket: the API checks the file and points the profile at it. */
  avatar_upload_key?: string;
  profile_completed?: boolean;
}

export function updateProfile(patch: ProfilePatch): Promise<Me> {
  return api<Me>('/me', { method: 'PATCH', auth: 'required', body: patch });
}

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/me/notification-preferences', { auth: 'required', signal });
}

export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/me/notification-preferences', {
    method: 'PUT',
    auth: 'required',
    body: preferences,
  });
}

const AVATAR_RULE_MESSAGES: readonly string[] = [
  UPLOAD_MESSAGES.avatarTooLarge,
  UPLOAD_MESSAGES.imageUnsupported,
];

/**
 * SPEC §5/§8: a photo refused for its size or format says why (the shared rule's messages, from
 * uploadFile's early check or the API's check of the stored file); anything else is the
 * generic upload failure.
 */
export function avatarUploadErrorMessage(error: unknown): string {
  if (isApiError(error) && AVATAR_RULE_MESSAGES.includes(error.message)) return error.message;
  return PROFILE_MESSAGES.avatarUploadFailed;
}
