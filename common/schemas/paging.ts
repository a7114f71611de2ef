import * as z from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES, VALIDATION_MESSAGES } from '../messages';

/** `?limit=`: how many items a page holds, from 1 to the largest page any list serves. */
export const pageLimitSchema = (defaultLimit: number) =>
  z.coerce
    .number({ error: VALIDATION_MESSAGES.invalidLimit })
    .int({ error: VALIDATION_MESSAGES.invalidLimit })
    .min(1, { error: VALIDATION_MESSAGES.invalidLimit })
    .max(LIMITS.pageSizeMax, { error: VALIDATION_MESSAGES.invalidLimit })
    .default(defaultLimit);

/** `?cursor=`: where the previous page ended, as the list handed it out (checked by lambdas/lib/cursor.ts). */
export const pageCursorSchema = z.string().max(4096, { error: MESSAGES.invalidCursor }).optional();

/** The query of a list with nothing but pages. */
export const pageQuerySchema = (defaultLimit: number) =>
  z.strictObject({ limit: pageLimitSchema(defaultLimit), cursor: pageCursorSchema });
