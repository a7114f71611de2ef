import type { DocumentItem } from '../../../../../common/api-types';
import type { DocumentCategory } from '../../../../../common/documents';

/** Just what these rules read of a shared session. */
export interface SharedSessionFigures {
  views_count: number;
  downloads_count: number;
  documents: readonly unknown[];
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
