import * as z from 'zod';
import { LIMITS } from '../limits';
import { VALIDATION_MESSAGES } from '../messages';
import { SESSION_STATUSES } from '../session-status';
import { parseTagFilter } from '../tags';
import { pageCursorSchema, pageLimitSchema } from './paging';

/** Query string of the session lists: ?search=&tags=a,b&sort=&limit=&cursor= */
export const catalogQuerySchema = z.strictObject({
  search: z.string().trim().max(200, { error: VALIDATION_MESSAGES.searchTooLong }).optional(),
  tags: z
    .string()
    .max(2000, { error: VALIDATION_MESSAGES.tooManyTagFilters })
    .transform(parseTagFilter)
    .pipe(
      z
        .array(
          z.string().max(LIMITS.tagMaxLength, {
            error: (issue) =>
              VALIDATION_MESSAGES.tagTooLong(typeof issue.input === 'string' ? issue.input.length : 0),
          }),
        )
        .max(LIMITS.tagsMaxCount, { error: VALIDATION_MESSAGES.tooManyTagFilters }),
    )
    .optional(),
  limit: pageLimitSchema(LIMITS.catalogPageSize),
  cursor: pageCursorSchema,
});

/** GET /api/shared-sessions: newest first (as it always was), or in the programme's order. */
export const sharedSessionsQuerySchema = catalogQuerySchema.extend({
  sort: z.enum(['newest', 'programme'], { error: VALIDATION_MESSAGES.invalidSharedSort }).default('newest'),
});

/** GET /api/dashboard/sessions: the lists' query, sorted by last change unless asked, and by status. */
export const dashboardSessionsQuerySchema = catalogQuerySchema.extend({
  sort: z
    .enum(['updated', 'created', 'title'], { error: VALIDATION_MESSAGES.invalidDashboardSort })
    .default('updated'),
  status: z.enum(SESSION_STATUSES, { error: VALIDATION_MESSAGES.invalidStatus }).optional(),
});
