import * as z from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { parseTagFilter } from '../tags';

/** Query string of the session lists: ?search=&tags=a,b&sort=&limit=&cursor= */
export const catalogQuerySchema = z.strictObject({
  search: z.string().trim().max(200, { error: 'Recherche trop longue (200 caractères au plus)' }).optional(),
  tags: z
    .string()
    .max(2000, { error: 'Trop de thématiques' })
    .transform(parseTagFilter)
    .pipe(
      z.array(z.string().max(LIMITS.tagMaxLength)).max(LIMITS.tagsMaxCount, { error: 'Trop de thématiques' }),
    )
    .optional(),
  limit: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .int({ error: 'Limite invalide' })
    .min(1, { error: 'Limite invalide' })
    .max(100, { error: 'Limite invalide' })
    .default(LIMITS.catalogPageSize),
  cursor: z.string().max(4096, { error: MESSAGES.invalidCursor }).optional(),
});
