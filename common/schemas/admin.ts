import * as z from 'zod';
import { LIMITS } from '../limits';
import { ROLES } from '../roles';

const PAGE_MESSAGE = 'Numéro de page invalide';

/** GET /api/admin/users: page (1-based) and an optional e-mail search (SPEC §5 "User search"). */
export const listUsersQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(1_000_000, { error: PAGE_MESSAGE })
    .default(1),
  /** SPEC §7 sends per_page=50; the page size is fixed, so anything else is refused rather than ignored. */
  per_page: z.coerce
    .number({ error: `per_page vaut toujours ${LIMITS.usersPageSize}` })
    .refine((v) => v === LIMITS.usersPageSize, { error: `per_page vaut toujours ${LIMITS.usersPageSize}` })
    .optional(),
  search: z.string().max(254, { error: 'La recherche ne doit pas dépasser 254 caractères' }).optional(),
});

/** PUT /api/admin/users/{userId}/role. The spec's unused permissions list is not accepted. */
export const roleAssignmentSchema = z.strictObject({
  role: z.enum(ROLES, { error: 'Rôle invalide (user, editor ou admin)' }),
});

/** Cognito subs are UUIDs; anything else cannot name a user and never reaches a key. */
export const userIdParamsSchema = z.object({
  userId: z.string().regex(/^[\w-]{1,128}$/, { error: 'Identifiant utilisateur invalide' }),
});
