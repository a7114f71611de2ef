import * as z from 'zod';
import { LIMITS } from '../limits';
import { ROLES } from '../roles';
import { VALIDATION_MESSAGES } from '../messages';
import { fieldSubject } from '../messages/fields';

/** GET /api/admin/users: page (1-based) and an optional e-mail search (SPEC §5 "User search"). */
export const listUsersQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: VALIDATION_MESSAGES.invalidPage })
    .int({ error: VALIDATION_MESSAGES.invalidPage })
    .min(1, { error: VALIDATION_MESSAGES.invalidPage })
    .max(1_000_000, { error: VALIDATION_MESSAGES.invalidPage })
    .default(1),
  /** SPEC §7 sends per_page=50; the page size is fixed, so anything else is refused rather than ignored. */
  per_page: z.coerce
    .number({ error: VALIDATION_MESSAGES.perPageFixed })
    .refine((v) => v === LIMITS.usersPageSize, { error: VALIDATION_MESSAGES.perPageFixed })
    .optional(),
  search: z
    .string()
    .max(254, { error: VALIDATION_MESSAGES.tooLong(fieldSubject('search'), 254) })
    .optional(),
});

/** PUT /api/admin/users/{userId}/role. The spec's unused permissions list is not accepted. */
export const roleAssignmentSchema = z.strictObject({
  role: z.enum(ROLES, { error: VALIDATION_MESSAGES.invalidRole }),
});

/** Cognito subs are UUIDs; anything else cannot name a user and never reaches a key. */
export const userIdParamsSchema = z.object({
  userId: z.string().regex(/^[\w-]{1,128}$/, { error: VALIDATION_MESSAGES.invalidUserId }),
});
