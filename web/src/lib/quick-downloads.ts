import type { DocumentItem } from '@common/api-types';
import type { DocumentCategory } from '@common/documents';

/** The categories that get a quick-download button (a session's page, the shared catalogue), in display order. */
export const QUICK_DOWNLOAD_CATEGORIES = [
  'guide',
  'presentation',
] as const satisfies readonly DocumentCategory[];

/**
 * The newest document of a category that has a file (what 'Guide' and 'Présentation'
 * download), or null when there is none — the button is then not shown.
 */
export function newestOfCategory<T extends Pick<DocumentItem, 'category' | 'created_at' | 'has_file'>>(
  documents: readonly T[],
  category: DocumentCategory,
): T | null {
  let newest: T | null = null;
  for (const document of documents) {
    if (document.category !== category || !document.has_file) continue;
    if (!newest || document.created_at > newest.created_at) newest = document;
  }
  return newest;
}
