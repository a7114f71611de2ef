import type { Me } from '@common/api-types';
import type { ProfileUpdate } from '@common/schemas/profile';

/** Avatars are stored as `/media/avatars/avatar-{userId}-{random}.{ext}` (SPEC §7, lambdas/uploads). */
export function isOwnAvatarUrl(url: string, userId: string): boolean {
  return url.startsWith(`/media/avatars/avatar-${userId}-`) && !url.includes('..');
}

const TEXT_FIELDS = ['bio', 'organization', 'position', 'location'] as const;

/** The fields a patch sets as given (null: cleared), absent ones left as they are. */
const SET_FIELDS = ['full_name', ...TEXT_FIELDS, 'country', 'gender', 'avatar_url'] as const;

/** Whether a patch changes the profile itself (fields or photo), which dates it; the prompt's answer does not. */
function changesProfile(patch: ProfileUpdate): boolean {
  return (Object.keys(patch) as (keyof ProfileUpdate)[]).some(
    (field) => field !== 'profile_prompt_dismissed' && patch[field] !== undefined,
  );
}

/**
 * The UpdateItem of a profile update: fields absent from the patch are left as they are (the full
 * name too: a photo is saved on its own); the first completion and the prompt's first answer are
 * time-stamped and later ones keep that time.
 */
export function profileUpdateExpression(patch: ProfileUpdate, now: string) {
  const sets: string[] = [];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now };
  if (changesProfile(patch)) sets.push('updated_at = :now');
  for (const field of SET_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    names[`#${field}`] = field;
    sets.push(`#${field} = :${field}`);
    values[`:${field}`] = value;
  }
  if (patch.profile_completed === true) {
    sets.push(
      'profile_completed = :true',
      'profile_completed_at = if_not_exists(profile_completed_at, :now)',
    );
    values[':true'] = true;
  } else if (patch.profile_completed === false) {
    sets.push('profile_completed = :false');
    removes.push('profile_completed_at');
    values[':false'] = false;
  }
  if (patch.profile_prompt_dismissed) {
    sets.push('profile_prompt_dismissed_at = if_not_exists(profile_prompt_dismissed_at, :now)');
  }
  return {
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  };
}

/** The avatar a successful update replaced (to be deleted), or null when it is unchanged or absent. */
export function replacedAvatar(before: string | null, patch: ProfileUpdate): string | null {
  if (patch.avatar_url === undefined || before === null || before === patch.avatar_url) return null;
  return before;
}

/** The profile after `patch`, computed from the record as it was just before the update. */
export function applyProfilePatch(before: Me, patch: ProfileUpdate, now: string): Me {
  const after: Me = { ...before, ...(changesProfile(patch) ? { updated_at: now } : {}) };
  for (const field of ['full_name', ...TEXT_FIELDS, 'avatar_url'] as const) {
    const value = patch[field];
    if (value !== undefined) after[field] = value;
  }
  if (patch.country !== undefined) after.country = patch.country;
  if (patch.gender !== undefined) after.gender = patch.gender;
  if (patch.profile_completed === true) {
    after.profile_completed = true;
    after.profile_completed_at = before.profile_completed_at ?? now;
  } else if (patch.profile_completed === false) {
    after.profile_completed = false;
    after.profile_completed_at = null;
  }
  if (patch.profile_prompt_dismissed) {
    after.profile_prompt_dismissed_at = before.profile_prompt_dismissed_at ?? now;
  }
  return after;
}
