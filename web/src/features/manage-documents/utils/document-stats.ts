import type { DocumentItem } from '../../../../../common/api-types';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../../../../../common/documents';

export interface DocumentStats {
  count: number;
  downloads: number;
  /** 'none' holds documents without a category (SPEC §3: empty means uncategorised). */
  byCategory: Record<DocumentCategory | 'none', number>;
}

/** The /dashboard/documents figures, summed over the documents the page has read. */
export function documentStats(
  items: readonly Pick<DocumentItem, 'category' | 'downloads_count'>[],
): DocumentStats {
  const byCategory = Object.fromEntries([...DOCUMENT_CATEGORIES, 'none'].map((c) => [c, 0])) as Record<
    DocumentCategory | 'none',
    number
  >;
  let downloads = 0;
  for (const item of items) {
    byCategory[item.category ?? 'none'] += 1;
    downloads += item.downloads_count;
  }
  return { count: items.length, downloads, byCategory };
}
