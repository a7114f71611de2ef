import { useEffect, useState } from 'react';
import type { DocumentItem } from '../../../../../common/api-types';
import { listDashboardDocuments } from '../api/manage-documents';
import { documentStats, type DocumentStats } from '../utils/document-stats';

/** Pages read for the figures: 100 documents each (the API's maximum), at most 1 000 documents. */
export const STATS_PAGE_SIZE = 100;
export const STATS_MAX_PAGES = 10;

type StatsState =
  { status: 'loading' } | { status: 'ready'; stats: DocumentStats; complete: boolean } | { status: 'error' };

/**
 * The /dashboard/documents figures. The dashboard list API answers pages without totals, so the
 * figures are summed over every document the caller may see, read page by page up to a cap;
 * `complete` is false when the cap was reached (the page then says the figures are partial).
 */
export function useDocumentStats(): StatsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: StatsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const items: DocumentItem[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < STATS_MAX_PAGES; page += 1) {
        const answer = await listDashboardDocuments({
          sort: 'newest',
          limit: STATS_PAGE_SIZE,
          cursor,
          signal: controller.signal,
        });
        items.push(...answer.items);
        cursor = answer.next_cursor;
        if (!cursor) break;
      }
      return { stats: documentStats(items), complete: cursor === null };
    })().then(
      ({ stats, complete }) => setResult({ attempt, state: { status: 'ready', stats, complete } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[documents] stats failed', error);
        setResult({ attempt, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const state: StatsState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
