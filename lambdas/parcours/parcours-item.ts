/**
 * A person's parcours as the table holds it: one item per document they opened and one per session
 * they marked done, all in their own partition (`PARCOURS#{userId}`), so the whole parcours is one
 * Query. The only place that builds and maps parcours items.
 */
import * as z from 'zod';
import { keys, PARCOURS_DONE, PARCOURS_OPENED } from '../lib/keys';
import { parcoursExpiry } from '../lib/retention';

/** How a document was first opened: a download, or a preview read in the page. */
export type OpenedVia = 'download' | 'preview';

/** The item of a document `userId` opened: once per document, whatever else they do with it. */
export function openedItem(
  userId: string,
  document: { id: string; session_id: string },
  via: OpenedVia,
  at: Date,
): Record<string, unknown> {
  return {
    ...keys.parcoursOpened(userId, document.id),
    ...keys.openedBy(document.id, userId),
    type_: 'parcours-opened',
    user_id: userId,
    document_id: document.id,
    session_id: document.session_id,
    via,
    opened_at: at.toISOString(),
    ...parcoursExpiry(at),
  };
}

/** The item of a session `userId` marked done. */
export function doneItem(userId: string, sessionId: string, at: Date): Record<string, unknown> {
  return {
    ...keys.parcoursDone(userId, sessionId),
    ...keys.doneBy(sessionId, userId),
    type_: 'parcours-done',
    user_id: userId,
    session_id: sessionId,
    done_at: at.toISOString(),
    ...parcoursExpiry(at),
  };
}

const openedSchema = z.object({ SK: z.string().startsWith(PARCOURS_OPENED), session_id: z.string() });
const doneSchema = z.object({ SK: z.string().startsWith(PARCOURS_DONE), session_id: z.string() });

/** What a person's items say: how many documents they opened per session, and the sessions done. */
export interface PersonProgress {
  openedBySession: Map<string, number>;
  doneSessionIds: Set<string>;
}

export function toProgress(items: readonly Record<string, unknown>[]): PersonProgress {
  const openedBySession = new Map<string, number>();
  const doneSessionIds = new Set<string>();
  for (const item of items) {
    const opened = openedSchema.safeParse(item);
    if (opened.success) {
      const id = opened.data.session_id;
      openedBySession.set(id, (openedBySession.get(id) ?? 0) + 1);
      continue;
    }
    const done = doneSchema.safeParse(item);
    if (done.success) doneSessionIds.add(done.data.session_id);
  }
  return { openedBySession, doneSessionIds };
}
