import type { Me } from '../../common/api-types';
import type { ProfileUpdate } from '../../common/schemas/profile';

/** Avatars are stored as `/media/avatars/avatar-{userId}-{random}.{ext}` (SPEC §7, lambdas/uploads). */
export function isOwnAvatarUrl(url: string, userId: string): boolean {
  return url.startsWith(`/media/avatars/avatar-${userId}-`) && !url.includes('..');
}

const TEXT_FIELDS = ['bio', 'organization', 'position', 'location'] as const;

/**
 * The UpdateItem of a profile update: fields absent from the patch are left as they are;
 * the first completion is time-stamped and later ones keep that time.
 */
export function profileUpdateExpression(patch: ProfileUpdate, now: string) {
  const sets = ['full_name = :full_name', 'updated_at = :now'];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':full_name': patch.full_name, ':now': now };
  for (const field of [...TEXT_FIELDS, 'avatar_url'] as const) {
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
  const after: Me = { ...before, full_name: patch.full_name, updated_at: now };
  for (const field of [...TEXT_FIELDS, 'avatar_url'] as const) {
    const value = patch[field];
    if (value !== undefined) after[field] = value;
  }
  if (patch.profile_completed === true) {
    after.profile_completed = true;
    after.profile_completed_at = before.profile_completed_at ?? now;
  } else if (patch.profile_completed === false) {
    after.profile_completed = false;
    after.profile_completed_at = null;
  }
  return after;
}
