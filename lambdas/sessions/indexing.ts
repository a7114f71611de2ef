/**
 * Where a session appears: its sorted-list entries and its search-index terms. Pure, so the
 * repository can diff a session's old and new places and write only the changes.
 */
import type { SessionStatus } from '../../common/session-status';
import { foldedWords, prefixTerms, tagKey, titleSortKey } from '../../common/search';
import { keys, type SessionSort } from '../lib/keys';

export interface IndexedSession {
  id: string;
  title: string;
  description: string | null;
  status: SessionStatus;
  tags: string[];
  user_id: string;
  created_at: string;
  updated_at: string;
}

export type TableKey = { PK: string; SK: string };

const SORT_VALUE: Record<SessionSort, (s: IndexedSession) => string> = {
  created: (s) => s.created_at,
  updated: (s) => s.updated_at,
  title: (s) => titleSortKey(s.title),
};

/** The public catalogue sorts by creation and title; dashboards also by last update. */
export function listingKeys(session: IndexedSession): TableKey[] {
  const { status, user_id: owner } = session;
  const entries: [string, SessionSort][] = [];
  for (const scope of ['ALL', `ALL:${status}`, `OWN:${owner}`, `OWN:${owner}:${status}`]) {
    for (const sort of ['created', 'updated', 'title'] as const) entries.push([scope, sort]);
  }
  if (status === 'published') entries.push(['PUB', 'created'], ['PUB', 'title']);
  return entries.map(([scope, sort]) =>
    keys.sessionListing(scope, sort, SORT_VALUE[sort](session), session.id),
  );
}

export function searchWords(session: Pick<IndexedSession, 'title' | 'description' | 'tags'>): string[] {
  return foldedWords([session.title, session.description ?? '', ...session.tags].join(' '));
}

/** One index entry per word prefix and per tag; each carries what filtering and sorting need. */
export function termItems(session: IndexedSession): Record<string, unknown>[] {
  const words = searchWords(session);
  const tags = [...new Set(session.tags.map(tagKey))];
  const payload = {
    id: session.id,
    user_id: session.user_id,
    status: session.status,
    created_at: session.created_at,
    updated_at: session.updated_at,
    title_sort: titleSortKey(session.title),
    words,
    tags,
  };
  const terms = [...prefixTerms(words).map((p) => `w:${p}`), ...tags.map((t) => `t:${t}`)];
  return terms.map((term) => ({ ...keys.sessionTerm('ALL', term, session.id), ...payload }));
}

/** Published-tag count changes between two versions (either may be absent). */
export function publishedTagDeltas(
  before: IndexedSession | null,
  after: IndexedSession | null,
): Map<string, { label: string; delta: number }> {
  const deltas = new Map<string, { label: string; delta: number }>();
  const apply = (session: IndexedSession | null, sign: 1 | -1) => {
    if (!session || session.status !== 'published') return;
    for (const tag of session.tags) {
      const key = tagKey(tag);
      const entry = deltas.get(key) ?? { label: tag, delta: 0 };
      entry.delta += sign;
      if (sign === 1) entry.label = tag;
      deltas.set(key, entry);
    }
  };
  apply(before, -1);
  apply(after, 1);
  for (const [key, entry] of deltas) if (entry.delta === 0) deltas.delete(key);
  return deltas;
}

export function keyId(key: TableKey): string {
  return `${key.PK}\u0000${key.SK}`;
}

/** Keys in `from` that are not in `to`. */
export function keysMissingFrom(from: TableKey[], to: TableKey[]): TableKey[] {
  const kept = new Set(to.map(keyId));
  return from.filter((k) => !kept.has(keyId(k)));
}
