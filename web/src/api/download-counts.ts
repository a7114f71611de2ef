import type { QueryClient } from '@tanstack/react-query';

/**
 * `data` with the document `documentId` showing `count` downloads wherever it appears (lists,
 * pages of infinite lists, nested objects); the very same objects where nothing changed, so
 * queries that do not hold the document do not re-render.
 */
export function withDownloadCount<T>(data: T, documentId: string, count: number): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const updated = withDownloadCount(item, documentId, count);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  if (record.id === documentId && typeof record.downloads_count === 'number') {
    return record.downloads_count === count ? data : ({ ...record, downloads_count: count } as T);
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const updated = withDownloadCount(value, documentId, count);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return (changed ? next : data) as T;
}

/**
 * After a download: every cached list shows the document's new count at once, and the answers
 * that sum or rank downloads (`meta.countsDownloads`) are fetched again.
 */
export function recordDownload(client: QueryClient, documentId: string, count: number): void {
  client.setQueriesData<unknown>({}, (data: unknown) =>
    data === undefined ? data : withDownloadCount(data, documentId, count),
  );
  void client.invalidateQueries({ predicate: (query) => query.meta?.countsDownloads === true });
}
