import middy from '@middy/core';
import { MESSAGES } from '../../common/messages';
import { profileUpdateSchema } from '../../common/schemas/profile';
import { notFound, validationFailed } from '../lib/errors';
import { json, parseBody, type ApiContext, type ApiEvent, type ApiResult } from '../lib/http';
import { httpErrors, requireCaller, signedInCaller } from '../lib/middleware';
import { onAvatarReplaced } from './avatar';
import { isOwnAvatarUrl } from './profile';
import { updateProfile } from './repository';

const AVATAR_NOT_YOURS = "Adresse d'avatar invalide";

/** PATCH /api/me — the caller's profile (SPEC §5 "Profile"); returns the updated profile. */
export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(httpErrors())
  .use(requireCaller())
  .handler(async (event, context) => {
    const caller = signedInCaller(context);
    const patch = parseBody(event, profileUpdateSchema);
    // Only the caller's own uploads: a foreign avatar would be deleted when this one replaces it.
    if (patch.avatar_url && !isOwnAvatarUrl(patch.avatar_url, caller.id)) {
      throw validationFailed(AVATAR_NOT_YOURS, { avatar_url: AVATAR_NOT_YOURS });
    }
    const result = await updateProfile(caller.id, patch, new Date().toISOString());
    if (!result) throw notFound(MESSAGES.userNotFound);
    if (result.replacedAvatarUrl) await onAvatarReplaced(result.replacedAvatarUrl);
    return json(200, result.user);
  });
