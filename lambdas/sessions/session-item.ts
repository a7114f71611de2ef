/**
 * A session as the table holds it: the item's schema (what reading an item may expect, and what
 * older items lacked), and the item a save writes. The only place that maps session items.
 */
import * as z from 'zod';
import type { Session } from '@common/api-types';
import type { CoverVariant } from '@common/cover-variants';
import { SESSION_STATUSES } from '@common/session-status';
import { keys } from '../lib/keys';
import { listingEntries } from '../lib/listing';
import { listingKeys, type IndexedSession } from './indexing';

/** A session as stored, with the bookkeeping the API does not return. */
export interface StoredSession extends Session {
  image_variants: CoverVariant[];
  image_width: number | null;
  phase: number | null;
  number: number | null;
  documents_count: number;
  downloads_count: number;
  deleting?: boolean;
}

const counter = z.number().catch(0);
const textOrNull = z.string().nullable().catch(null);

/** The variants list (`[{ width, url }]`, narrowest first); sessions saved before it have none, and bad entries are skipped. */
const coverVariants = z
  .array(z.unknown())
  .catch([])
  .transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = z.object({ width: z.number(), url: z.string() }).safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const sessionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: textOrNull,
  status: z.enum(SESSION_STATUSES),
  image_url: textOrNull,
  image_variants: coverVariants,
  image_width: z.number().nullable().catch(null),
  tags: z.array(z.coerce.string()).catch([]),
  user_id: z.string(),
  views_count: counter,
  documents_count: counter,
  downloads_count: counter,
  created_at: z.string(),
  updated_at: z.string(),
  // Sessions saved before the programme's places have none (outside the programme).
  phase: z.number().nullable().catch(null),
  number: z.number().nullable().catch(null),
  deleting: z.literal(true).optional().catch(undefined),
});

export function toSession(item: Record<string, unknown>): StoredSession {
  const { deleting, ...session } = sessionItemSchema.parse(item);
  return deleting ? { ...session, deleting } : session;
}

/** The session item as createSession writes it (exported for the benchmark's data generator). */
export function sessionItem(session: StoredSession): Record<string, unknown> {
  return { ...keys.session(session.id), type: 'session', ...session };
}

/** A session's sorted-list entry items, as written with it. */
export function sessionListingItems(session: IndexedSession): Record<string, unknown>[] {
  return listingEntries(session.id, listingKeys(session));
}
