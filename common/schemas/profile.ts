import * as z from 'zod';
import { STAGING_KEY_PATTERN } from '../storage-keys';
import { LIMITS } from '../limits';
import { MESSAGES, VALIDATION_MESSAGES } from '../messages';
import {
  EMAIL_FREQUENCIES,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferenceKey,
} from '../notification-preferences';
import { fieldSubject, type FieldName } from '../messages/fields';
import { GENDERS, isCountryCode } from '../demographics';

/** Avatars are public media uploaded under /media/avatars/ (SPEC §7); nothing else may be linked. */
export const AVATAR_URL_PATTERN = /^\/media\/avatars\/[\w\-.]+$/;

/** Optional free text: absent = unchanged, blank = cleared (null), otherwise trimmed and bounded. */
const optionalText = (name: FieldName, max: number) =>
  z
    .string({ error: VALIDATION_MESSAGES.notText(fieldSubject(name)) })
    .trim()
    .max(max, { error: VALIDATION_MESSAGES.tooLong(fieldSubject(name), max) })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The profile's own fields: saving any of them is saving the profile, which needs a full name. */
const PROFILE_FIELDS = [
  'full_name',
  'bio',
  'organization',
  'position',
  'location',
  'country',
  'gender',
  'profile_completed',
] as const;

/**
 * PATCH /api/me (SPEC §5 "Profile": full name required, the other fields free but bounded). The
 * full name is required to save the profile's fields; a new or removed photo, or the dismissed
 * profile prompt, is saved on its own (a photo chosen before the name is typed is not refused).
 */
export const profileUpdateSchema = z
  .strictObject({
    full_name: z
      .string({ error: MESSAGES.fullNameRequired })
      .trim()
      .min(1, { error: MESSAGES.fullNameRequired })
      .max(LIMITS.fullNameMaxLength, {
        error: VALIDATION_MESSAGES.tooLong(fieldSubject('full_name'), LIMITS.fullNameMaxLength),
      })
      .optional(),
    bio: optionalText('bio', LIMITS.bioMaxLength),
    organization: optionalText('organization', LIMITS.profileFieldMaxLength),
    position: optionalText('position', LIMITS.profileFieldMaxLength),
    location: optionalText('location', LIMITS.profileFieldMaxLength),
    /**
     * "Pays" (optional, for the funder's report): an ISO 3166-1 alpha-2 code, upper-cased first
     * (' ma ' is MA); blank or null clears it.
     */
    country: z
      .string({ error: VALIDATION_MESSAGES.invalidCountry })
      .trim()
      .toUpperCase()
      .refine((code) => code === '' || isCountryCode(code), { error: VALIDATION_MESSAGES.invalidCountry })
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    /** "Genre" (optional, for the funder's report): female, male or other; blank or null clears it. */
    gender: z
      .enum(['', ...GENDERS], { error: VALIDATION_MESSAGES.invalidGender })
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    avatar_url: z
      .string({ error: VALIDATION_MESSAGES.invalidAvatarUrl })
      .max(512, { error: VALIDATION_MESSAGES.invalidAvatarUrl })
      .regex(AVATAR_URL_PATTERN, { error: VALIDATION_MESSAGES.invalidAvatarUrl })
      .nullable()
      .optional(),
    /** A new photo: the `key` of an avatar upload ticket; the API checks the file and sets avatar_url. */
    avatar_upload_key: z
      .string({ error: VALIDATION_MESSAGES.invalidUpload })
      .max(512, { error: VALIDATION_MESSAGES.invalidUpload })
      .regex(STAGING_KEY_PATTERN, { error: VALIDATION_MESSAGES.invalidUpload })
      .optional(),
    /** Sent true when the profile-completion modal finishes. */
    profile_completed: z
      .boolean({ error: VALIDATION_MESSAGES.notBoolean(fieldSubject('profile_completed')) })
      .optional(),
    /** Sent true when the user answers the dashboard's profile prompt: it is not shown again, on any device. */
    profile_prompt_dismissed: z
      .literal(true, { error: VALIDATION_MESSAGES.alwaysTrue(fieldSubject('profile_prompt_dismissed')) })
      .optional(),
  })
  .superRefine((patch, context) => {
    if (patch.full_name !== undefined) return;
    const savesFields = PROFILE_FIELDS.some((field) => patch[field] !== undefined);
    const savesOnItsOwn =
      patch.avatar_url !== undefined ||
      patch.avatar_upload_key !== undefined ||
      patch.profile_prompt_dismissed !== undefined;
    if (savesFields || !savesOnItsOwn) {
      context.addIssue({ code: 'custom', path: ['full_name'], message: MESSAGES.fullNameRequired });
    }
  });

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * PUT /api/me/notification-preferences: all four switches (booleans only) and how often notifications
 * are e-mailed (absent: unchanged).
 */
export const notificationPreferencesSchema = z.strictObject({
  ...(Object.fromEntries(
    NOTIFICATION_PREFERENCE_KEYS.map((key) => [
      key,
      z.boolean({ error: VALIDATION_MESSAGES.notBoolean(fieldSubject(key)) }),
    ]),
  ) as Record<NotificationPreferenceKey, z.ZodBoolean>),
  email_frequency: z.enum(EMAIL_FREQUENCIES, { error: VALIDATION_MESSAGES.invalidEmailFrequency }).optional(),
});

export type NotificationPreferencesInput = z.output<typeof notificationPreferencesSchema>;
