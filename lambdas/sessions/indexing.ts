/**
 * Where a session appears: its sorted-list entries and its search-index terms. Pure, so the
 * entity modules can diff a session's old and new places and write only the changes.
 */
import type { SessionStatus } from '@common/session-status';
import { foldedWords, prefixTerms, tagKey, titleSortKey } from '@common/search';
import { keys, type SessionSort } from '../lib/keys';
import type { TableKey } from '../lib/listing';

export interface IndexedSession {
  id: string;
  title: string;
  description: string | null;
  status: SessionStatus;
  tags: string[];
  user_id: string;
  created_at: string;
  updated_at: string;
  /** Its number in the programme (1–14), or null outside it. */
  number: number | null;
}

/**
 * The programme's order: its sessions by number (then by creation, should two share a number),
 * then every other session by creation. The programme's own sessions are the values that begin
 * with IN_PROGRAMME, so "Mon parcours" reads them, and only them, with one begins_with Query.
 */
export const IN_PROGRAMME = 'P';
const OUTSIDE_PROGRAMME = 'Q';

export function programmeSortValue(session: Pick<IndexedSession, 'number' | 'created_at'>): string {
  return session.number === null
    ? `${OUTSIDE_PROGRAMME}#${session.created_at}`
    : `${IN_PROGRAMME}${String(session.number).padStart(3, '0')}#${session.created_at}`;
}

const SORT_VALUE: Record<SessionSort, (s: IndexedSession) => string> = {
  created: (s) => s.created_at,
  updated: (s) => s.updated_at,
  title: (s) => titleSortKey(s.title),
  programme: programmeSortValue,
};

/** The public catalogue sorts by creation, title and the programme's order; dashboards also by last update. */
export function listingKeys(session: IndexedSession): TableKey[] {
  const { status, user_id: owner } = session;
  const entries: [string, SessionSort][] = [];
  for (const scope of ['ALL', `ALL:${status}`, `OWN:${owner}`, `OWN:${owner}:${status}`]) {
    for (const sort of ['created', 'updated', 'title'] as const) entries.push([scope, sort]);
  }
  if (status === 'published') entries.push(['PUB', 'created'], ['PUB', 'title'], ['PUB', 'programme']);
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
  const tags = [...tagSpellings(session).keys()];
  const payload = {
    id: session.id,
    user_id: session.user_id,
    status: session.status,
    created_at: session.created_at,
    updated_at: session.updated_at,
    title_sort: titleSortKey(session.title),
    number: session.number,
    words,
    tags,
  };
  const terms = [...prefixTerms(words).map((p) => `w:${p}`), ...tags.map((t) => `t:${t}`)];
  return terms.map((term) => ({ ...keys.sessionTerm('ALL', term, session.id), ...payload }));
}

/** A session's tags by key (case and accents ignored), each once, in the spelling it carries. */
export function tagSpellings(session: Pick<IndexedSession, 'tags'>): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const tag of session.tags) {
    const key = tagKey(tag);
    if (key && !spellings.has(key)) spellings.set(key, tag);
  }
  return spellings;
}

/**
 * How a published tag's count moves: `delta` published sessions carry it, and per spelling how
 * many carry it spelt that way (the tag is shown in the spelling most of them use).
 */
export interface TagCountChange {
  delta: number;
  spellings: Map<string, number>;
}

/** The attribute of a published-tag count item that counts one spelling: `spelling:{as typed}`. */
export const TAG_SPELLING_PREFIX = 'spelling:';

/**
 * The spelling a published tag is shown in: the one most of its sessions use (ties: French
 * alphabetical order, so the choice is stable); `label` for an item counted before spellings were.
 */
export function tagLabel(item: Record<string, unknown>): string {
  let best: { spelling: string; count: number } | null = null;
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(TAG_SPELLING_PREFIX)) continue;
    const count = Number(value);
    if (!(count > 0)) continue;
    const spelling = name.slice(TAG_SPELLING_PREFIX.length);
    if (
      !best ||
      count > best.count ||
      (count === best.count && spelling.localeCompare(best.spelling, 'fr') < 0)
    ) {
      best = { spelling, count };
    }
  }
  return best?.spelling ?? (typeof item.label === 'string' ? item.label : '');
}

/** Published-tag count changes between two versions (either may be absent); unchanged tags left out. */
export function publishedTagDeltas(
  before: IndexedSession | null,
  after: IndexedSession | null,
): Map<string, TagCountChange> {
  const changes = new Map<string, TagCountChange>();
  const apply = (session: IndexedSession | null, sign: 1 | -1) => {
    if (!session || session.status !== 'published') return;
    for (const [key, spelling] of tagSpellings(session)) {
      const change = changes.get(key) ?? { delta: 0, spellings: new Map<string, number>() };
      change.delta += sign;
      change.spellings.set(spelling, (change.spellings.get(spelling) ?? 0) + sign);
      changes.set(key, change);
    }
  };
  apply(before, -1);
  apply(after, 1);
  for (const [key, change] of changes) {
    for (const [spelling, delta] of change.spellings) if (delta === 0) change.spellings.delete(spelling);
    if (change.delta === 0 && change.spellings.size === 0) changes.delete(key);
  }
  return changes;
}
