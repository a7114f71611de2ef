/** The user item: its shape, its reading (toUser), what the API shows (toMe), and the items sign-up writes. */
import type { Me } from '@common/api-types';
import { GENDERS, isCountryCode, type Gender } from '@common/demographics';
import {
  emailFrequencyOf,
  withDefaultPreferences,
  type EmailFrequency,
} from '@common/notification-preferences';
import { isRole } from '@common/roles';
import { keys } from '../lib/keys';
import { suffixes } from './search';

/** The user item: the API's `Me` (its `country` and `gender` read by the funder's report), plus the bookkeeping of the admin list and search. */
export interface UserRecord extends Me {
  /** Sign-up sequence number (admin list order); null until listed. */
  seq: number | null;
  /** True once every trigram item of the e-mail is written (admin search). */
  search_indexed: boolean;
  /**
   * Sessions signed in before this time (epoch seconds; the access token's auth_time) are over: the
   * password was changed or reset, or two-factor sign-in turned on (sessions.ts). Null: none ended.
   */
  tokens_valid_after: number | null;
  /** When two-factor sign-in was last turned on, as the platform learnt it (epoch seconds; admin-mfa.ts). */
  mfa_enabled_at: number | null;
  /** How often notifications are e-mailed (Paramètres → Notifications). */
  email_frequency: EmailFrequency;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A stored country or gender the platform does not know (any more) reads as not answered. */
const country = (value: unknown): string | null =>
  typeof value === 'string' && isCountryCode(value) ? value : null;
const gender = (value: unknown): Gender | null => GENDERS.find((known) => known === value) ?? null;

export function toUser(item: Record<string, unknown>): UserRecord {
  return {
    id: String(item.id),
    email: String(item.email),
    role: isRole(item.role) ? item.role : 'user',
    full_name: text(item.full_name),
    bio: text(item.bio),
    organization: text(item.organization),
    position: text(item.position),
    location: text(item.location),
    country: country(item.country),
    gender: gender(item.gender),
    avatar_url: text(item.avatar_url),
    profile_completed: item.profile_completed === true,
    profile_completed_at: text(item.profile_completed_at),
    profile_prompt_dismissed_at: text(item.profile_prompt_dismissed_at),
    updated_at: text(item.updated_at),
    notification_preferences: withDefaultPreferences(item.notification_preferences),
    created_at: String(item.created_at),
    last_sign_in_at: text(item.last_sign_in_at),
    seq: typeof item.seq === 'number' ? item.seq : null,
    search_indexed: item.search_indexed === true,
    tokens_valid_after: typeof item.tokens_valid_after === 'number' ? item.tokens_valid_after : null,
    mfa_enabled_at: typeof item.mfa_enabled_at === 'number' ? item.mfa_enabled_at : null,
    email_frequency: emailFrequencyOf(item.email_frequency),
  };
}

/** What the API shows of a user record. */
export function toMe(user: UserRecord): Me {
  const { seq, search_indexed, tokens_valid_after, mfa_enabled_at, email_frequency, ...me } = user;
  void seq;
  void search_indexed;
  void tokens_valid_after;
  void mfa_enabled_at;
  void email_frequency;
  return me;
}

/** A user's record as sign-up first writes it (exported for the benchmark's data generator). */
export function newUserItem(userId: string, address: string, now: string): Record<string, unknown> {
  return {
    ...keys.user(userId),
    type: 'user',
    id: userId,
    email: address,
    role: 'user',
    profile_completed: false,
    created_at: now,
    last_sign_in_at: null,
  };
}

/** The e-mail search items of one user (one per distinct suffix). */
export function emailSuffixItems(userId: string, email: string, seq: number): Record<string, unknown>[] {
  return suffixes(email).map((suffix) => ({
    ...keys.userSuffix(suffix, seq, userId),
    type: 'user-suffix',
    id: userId,
    email,
    seq,
  }));
}
