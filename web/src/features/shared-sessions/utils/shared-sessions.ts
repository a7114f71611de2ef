import type { DocumentItem } from '../../../../../common/api-types';
import type { DocumentCategory } from '../../../../../common/documents';

/** Just what these rules read of a shared session. */
export interface SharedSessionFigures {
  views_count: number;
  downloads_count: number;
  documents: readonly Pick<DocumentItem, 'id' | 'downloads_count'>[];
}

export interface SharedTotals {
  sessions: number;
  documents: number;
  views: number;
  downloads: number;
}

/** SPEC §2: the hero's four totals, over the sessions loaded on the page. */
export function sharedTotals(sessions: readonly SharedSessionFigures[]): SharedTotals {
  return sessions.reduce<SharedTotals>(
    (totals, session) => ({
      sessions: totals.sessions + 1,
      documents: totals.documents + session.documents.length,
      views: totals.views + session.views_count,
      downloads: totals.downloads + session.downloads_count,
    }),
    { sessions: 0, documents: 0, views: 0, downloads: 0 },
  );
}

/** The document the Guide / Présentation button downloads: the newest with a file in that category. */
export function newestOfCategory<T extends Pick<DocumentItem, 'category' | 'created_at' | 'has_file'>>(
  documents: readonly T[],
  category: DocumentCategory,
): T | undefined {
  let newest: T | undefined;
  for (const document of documents) {
    if (document.category !== category || !document.has_file) continue;
    if (!newest || document.created_at > newest.created_at) newest = document;
  }
  return newest;
}

/**
 * After a download the API answers the document's new count: put it on the document and move the
 * session's summed downloads by the same difference (others may have downloaded meanwhile).
 */
export function withDownloadCount<S extends SharedSessionFigures>(
  sessions: readonly S[],
  documentId: string,
  count: number,
): S[] {
  return sessions.map((session) => {
    const document = session.documents.find((d) => d.id === documentId);
    if (!document) return session;
    return {
      ...session,
      downloads_count: Math.max(0, session.downloads_count + count - document.downloads_count),
      documents: session.documents.map((d) => (d.id === documentId ? { ...d, downloads_count: count } : d)),
    };
  });
}
