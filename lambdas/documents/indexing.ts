/** Where a document appears: sorted-list entries, search terms, public counts. Pure. */
import type { DocumentCategory } from '@common/documents';
import { foldedWords, prefixTerms, titleSortKey } from '@common/search';
import type { SessionStatus } from '@common/session-status';
import { keys, type DocumentSort } from '../lib/keys';
import type { TableKey } from '../lib/listing';

export interface IndexedDocument {
  id: string;
  session_id: string;
  session_title: string;
  session_status: SessionStatus;
  session_owner: string;
  session_deleting?: boolean;
  title: string;
  description: string | null;
  category: DocumentCategory | null;
  created_at: string;
}

/** Public: its session is published (and not being deleted). */
export function isPublic(doc: Pick<IndexedDocument, 'session_status' | 'session_deleting'>): boolean {
  return doc.session_status === 'published' && !doc.session_deleting;
}

export function documentScopes(doc: IndexedDocument): string[] {
  const category = doc.category ?? 'none';
  const scopes = [`SESSION:${doc.session_id}`, `OWN:${doc.session_owner}`, 'ALL', `ALL:${category}`];
  if (isPublic(doc)) scopes.push('PUB', `PUB:${category}`);
  return scopes;
}

const SORT_VALUE: Record<DocumentSort, (d: IndexedDocument) => string> = {
  created: (d) => d.created_at,
  title: (d) => titleSortKey(d.title),
};

export function documentListingKeys(doc: IndexedDocument): TableKey[] {
  return documentScopes(doc).flatMap((scope) =>
    (['created', 'title'] as const).map((sort) =>
      keys.documentListing(scope, sort, SORT_VALUE[sort](doc), doc.id),
    ),
  );
}

export function documentTermItems(doc: IndexedDocument): Record<string, unknown>[] {
  const words = foldedWords([doc.title, doc.description ?? '', doc.session_title].join(' '));
  const payload = {
    id: doc.id,
    session_id: doc.session_id,
    session_owner: doc.session_owner,
    public: isPublic(doc),
    category: doc.category ?? 'none',
    created_at: doc.created_at,
    title_sort: titleSortKey(doc.title),
    words,
  };
  return prefixTerms(words).map((term) => ({ ...keys.documentTerm(`w:${term}`, doc.id), ...payload }));
}

/** Changes to the public counts (total and per category) between two versions. */
export function publicCountDeltas(
  before: IndexedDocument | null,
  after: IndexedDocument | null,
): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (doc: IndexedDocument | null, sign: 1 | -1) => {
    if (!doc || !isPublic(doc)) return;
    deltas.set('publishedDocuments', (deltas.get('publishedDocuments') ?? 0) + sign);
    const field = `documents_${doc.category ?? 'none'}`;
    deltas.set(field, (deltas.get(field) ?? 0) + sign);
  };
  add(before, -1);
  add(after, 1);
  for (const [field, delta] of deltas) if (delta === 0) deltas.delete(field);
  return deltas;
}
