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
