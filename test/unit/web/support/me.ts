import type { Me } from '@common/api-types';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@common/notification-preferences';

/** A fresh account's /api/me answer (nothing filled in yet), with what a test sets itself. */
export function freshMe(fields: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    email: 'awa@exemple.ma',
    role: 'user',
    full_name: null,
    bio: null,
    organization: null,
    position: null,
    location: null,
    country: null,
    gender: null,
    avatar_url: null,
    profile_completed: false,
    profile_completed_at: null,
    profile_prompt_dismissed_at: null,
    updated_at: null,
    notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    created_at: '2026-11-20T10:00:00.000Z',
    last_sign_in_at: null,
    ...fields,
  };
}
