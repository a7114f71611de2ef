import { describe, expect, it } from 'vitest';
import type { Me } from '@common/api-types';
import { DEFAULT_NOTIFICATION_PREFERENCES, withDefaultPreferences } from '@common/notification-preferences';
import { contactMessageSchema } from '@common/schemas/contact';
import { notificationPreferencesSchema, profileUpdateSchema } from '@common/schemas/profile';
import {
  applyProfilePatch,
  isOwnAvatarUrl,
  profileUpdateExpression,
  replacedAvatar,
} from '../../lambdas/users/profile';
import { adminCountDelta } from '../../lambdas/users/role-rules';
import { toMe, toUser } from '../../lambdas/users/user-item';

const ME: Me = {
  id: 'u1',
  email: 'a@b.ma',
  role: 'user',
  full_name: null,
  bio: 'bio',
  organization: null,
  position: null,
  location: null,
  country: 'MA',
  gender: 'female',
  avatar_url: '/media/avatars/avatar-u1-old.png',
  profile_completed: false,
  profile_completed_at: null,
  profile_prompt_dismissed_at: null,
  updated_at: null,
  notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  created_at: '2026-01-01T00:00:00.000Z',
  last_sign_in_at: null,
};

describe('profile update payload', () => {
  it('requires the full name with the spec message', () => {
    for (const body of [{}, { full_name: '   ' }, { full_name: 42 }]) {
      const result = profileUpdateSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Veuillez entrer votre nom complet');
    }
  });

  it('trims, clears blanks to null, leaves absent fields undefined', () => {
    const patch = profileUpdateSchema.parse({ full_name: ' Amina ', bio: '  ', location: ' Rabat ' });
    expect(patch).toEqual({ full_name: 'Amina', bio: null, location: 'Rabat' });
  });

  it('accepts only null or a /media/avatars/ path as avatar', () => {
    expect(profileUpdateSchema.safeParse({ full_name: 'A', avatar_url: null }).success).toBe(true);
    for (const url of [
      'https://evil.test/x.png',
      '/media/avatars/../x',
      '/media/images/a.png',
      'javascript:1',
    ]) {
      expect(profileUpdateSchema.safeParse({ full_name: 'A', avatar_url: url }).success).toBe(false);
    }
    expect(isOwnAvatarUrl('/media/avatars/avatar-u1-abc.png', 'u1')).toBe(true);
    expect(isOwnAvatarUrl('/media/avatars/avatar-u2-abc.png', 'u1')).toBe(false);
  });

  it('saves a photo or the prompt’s answer without a full name, but not the profile’s fields', () => {
    const key = 'staging/avatar/u1/abc.png';
    expect(profileUpdateSchema.safeParse({ avatar_upload_key: key }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ avatar_url: null }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ profile_prompt_dismissed: true }).success).toBe(true);
    for (const body of [
      { avatar_upload_key: key, bio: 'Une bio' },
      { organization: 'Atlas' },
      { profile_completed: true },
    ]) {
      const result = profileUpdateSchema.safeParse(body);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['full_name', 'Veuillez entrer votre nom complet'],
      ]);
    }
    expect(profileUpdateSchema.safeParse({ profile_prompt_dismissed: false }).success).toBe(false);
  });

  it('takes the country as an ISO code, upper-cased first, and clears it when blank or null', () => {
    const parse = (country: unknown) => profileUpdateSchema.safeParse({ full_name: 'A', country });
    expect(parse('SN').data?.country).toBe('SN');
    // Upper-cased, not refused: ' ma ' is Morocco whoever typed it.
    expect(parse(' ma ').data?.country).toBe('MA');
    expect(parse('').data?.country).toBeNull();
    expect(parse(null).data?.country).toBeNull();
    expect(profileUpdateSchema.parse({ full_name: 'A' })).not.toHaveProperty('country');
    for (const country of ['XX', 'Maroc', 'MAR', 12, true]) {
      expect(parse(country).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        [
          'country',
          'Pays invalide : choisissez un pays de la liste (code ISO à deux lettres, par exemple MA)',
        ],
      ]);
    }
  });

  it('takes the gender among female, male and other, and clears it when blank or null', () => {
    const parse = (gender: unknown) => profileUpdateSchema.safeParse({ full_name: 'A', gender });
    for (const gender of ['female', 'male', 'other'] as const)
      expect(parse(gender).data?.gender).toBe(gender);
    expect(parse(null).data?.gender).toBeNull();
    expect(parse('').data?.gender).toBeNull();
    for (const gender of ['Femme', 'FEMALE', 'x', 1]) {
      expect(parse(gender).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['gender', 'Genre invalide (female, male ou other)'],
      ]);
    }
  });

  it('asks for the country and gender nothing more than for the other fields (the name, as with location)', () => {
    for (const body of [{ country: 'MA' }, { gender: 'male' }]) {
      expect(profileUpdateSchema.safeParse(body).error?.issues.map((i) => i.message)).toEqual([
        'Veuillez entrer votre nom complet',
      ]);
      expect(profileUpdateSchema.safeParse({ full_name: 'A', ...body }).success).toBe(true);
    }
  });

  it('rejects unknown fields', () => {
    expect(profileUpdateSchema.safeParse({ full_name: 'A', role: 'admin' }).success).toBe(false);
  });
});

describe('applying a profile update', () => {
  it('leaves absent fields alone and stamps the first completion only', () => {
    const patch = profileUpdateSchema.parse({ full_name: 'Amina', profile_completed: true });
    const after = applyProfilePatch(ME, patch, '2026-02-01T00:00:00.000Z');
    expect(after).toMatchObject({ full_name: 'Amina', bio: 'bio', profile_completed: true });
    expect(after.profile_completed_at).toBe('2026-02-01T00:00:00.000Z');
    const again = applyProfilePatch(after, patch, '2026-03-01T00:00:00.000Z');
    expect(again.profile_completed_at).toBe('2026-02-01T00:00:00.000Z');
    expect(profileUpdateExpression(patch, 'now').UpdateExpression).toContain(
      'if_not_exists(profile_completed_at',
    );
  });

  it('keeps the name and the profile’s date when only the photo or the prompt’s answer changes', () => {
    const named = { ...ME, full_name: 'Amina', updated_at: '2026-01-02T00:00:00.000Z' };
    const photo = profileUpdateSchema.parse({ avatar_url: null });
    expect(applyProfilePatch(named, photo, 'now')).toMatchObject({ full_name: 'Amina', avatar_url: null });
    expect(profileUpdateExpression(photo, 'now').UpdateExpression).not.toContain('full_name');
    const answered = profileUpdateSchema.parse({ profile_prompt_dismissed: true });
    const after = applyProfilePatch(named, answered, '2026-02-01T00:00:00.000Z');
    expect(after).toMatchObject({
      full_name: 'Amina',
      updated_at: '2026-01-02T00:00:00.000Z',
      profile_prompt_dismissed_at: '2026-02-01T00:00:00.000Z',
    });
    expect(applyProfilePatch(after, answered, 'later').profile_prompt_dismissed_at).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(profileUpdateExpression(answered, 'now').UpdateExpression).toBe(
      'SET profile_prompt_dismissed_at = if_not_exists(profile_prompt_dismissed_at, :now)',
    );
  });

  it('sets, keeps and clears the country and gender', () => {
    const kept = profileUpdateSchema.parse({ full_name: 'Amina', bio: 'x' });
    expect(applyProfilePatch(ME, kept, 'now')).toMatchObject({ country: 'MA', gender: 'female' });
    expect(profileUpdateExpression(kept, 'now').UpdateExpression).not.toMatch(/country|gender/);
    const changed = profileUpdateSchema.parse({ full_name: 'Amina', country: 'ci', gender: 'other' });
    expect(applyProfilePatch(ME, changed, 'now')).toMatchObject({ country: 'CI', gender: 'other' });
    const cleared = profileUpdateSchema.parse({ full_name: 'Amina', country: '', gender: null });
    expect(applyProfilePatch(ME, cleared, 'now')).toMatchObject({ country: null, gender: null });
    expect(profileUpdateExpression(cleared, 'now')).toMatchObject({
      ExpressionAttributeNames: { '#country': 'country', '#gender': 'gender' },
      ExpressionAttributeValues: { ':country': null, ':gender': null },
    });
  });

  it('reads a stored country and gender, and an unknown or missing one as not answered', () => {
    const item = { id: 'u1', email: 'a@b.ma', created_at: '2026-01-01T00:00:00.000Z' };
    expect(toUser({ ...item, country: 'SN', gender: 'male' })).toMatchObject({
      country: 'SN',
      gender: 'male',
    });
    expect(toMe(toUser({ ...item, country: 'SN', gender: 'male' }))).toMatchObject({
      country: 'SN',
      gender: 'male',
    });
    for (const stored of [{}, { country: 'XX', gender: 'femme' }, { country: 'ma', gender: 3 }]) {
      expect(toUser({ ...item, ...stored })).toMatchObject({ country: null, gender: null });
    }
  });

  it('names the avatar a change replaced, and none when unchanged or absent', () => {
    const remove = profileUpdateSchema.parse({ full_name: 'A', avatar_url: null });
    expect(replacedAvatar(ME.avatar_url, remove)).toBe(ME.avatar_url);
    expect(replacedAvatar(ME.avatar_url, profileUpdateSchema.parse({ full_name: 'A' }))).toBeNull();
    expect(replacedAvatar(null, remove)).toBeNull();
    const same = profileUpdateSchema.parse({ full_name: 'A', avatar_url: ME.avatar_url });
    expect(replacedAvatar(ME.avatar_url, same)).toBeNull();
  });
});

describe('notification preferences', () => {
  it('defaults: followed sessions and status changes on, downloads and marketing off', () => {
    expect(withDefaultPreferences(undefined)).toEqual({
      new_documents: true,
      session_status_changes: true,
      document_downloads: false,
      marketing_emails: false,
    });
    expect(withDefaultPreferences({ marketing_emails: true, new_documents: 'yes' })).toMatchObject({
      marketing_emails: true,
      new_documents: true,
    });
  });

  it('needs all four booleans and nothing else', () => {
    const all = {
      new_documents: false,
      session_status_changes: true,
      document_downloads: true,
      marketing_emails: false,
    };
    expect(notificationPreferencesSchema.parse(all)).toEqual(all);
    expect(notificationPreferencesSchema.safeParse({ ...all, new_documents: 'false' }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ ...all, extra: true }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ new_documents: true }).success).toBe(false);
  });
});

describe('roles and the admin count', () => {
  it('moves the count only when admin is gained or lost', () => {
    expect(adminCountDelta('user', 'admin')).toBe(1);
    expect(adminCountDelta('editor', 'admin')).toBe(1);
    expect(adminCountDelta('admin', 'user')).toBe(-1);
    expect(adminCountDelta('admin', 'admin')).toBe(0);
    expect(adminCountDelta('user', 'editor')).toBe(0);
  });
});

describe('contact form payload', () => {
  it('needs every field, with French messages', () => {
    const result = contactMessageSchema.safeParse({
      name: ' ',
      email: 'pas-un-email',
      subject: '',
      message: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Veuillez entrer votre nom',
        'Veuillez entrer une adresse e-mail valide',
        'Veuillez entrer un sujet',
        'Veuillez entrer votre message',
      ]),
    );
  });
});
