/** Document categories and file kinds (SPEC §3, §5), free of zod for the public pages. */
export const DOCUMENT_CATEGORIES = ['presentation', 'guide', 'exercise', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  presentation: 'Présentation',
  guide: 'Guide',
  exercise: 'Exercice',
  other: 'Autre',
};

/**
 * The order a session's documents are listed in: the order they are used in (read the guide, follow
 * the presentation, do the exercise), other files after, uncategorised ones last; then by title.
 */
export const DOCUMENT_CATEGORY_USE_ORDER = [
  'guide',
  'presentation',
  'exercise',
  'other',
] as const satisfies readonly DocumentCategory[];

/** A category's place in DOCUMENT_CATEGORY_USE_ORDER (uncategorised after every category). */
export function categoryRank(category: DocumentCategory | null | undefined): number {
  const rank = (DOCUMENT_CATEGORY_USE_ORDER as readonly (string | null | undefined)[]).indexOf(category);
  return rank === -1 ? DOCUMENT_CATEGORY_USE_ORDER.length : rank;
}
