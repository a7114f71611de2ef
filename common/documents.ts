/** Document categories and file kinds (SPEC §3, §5), free of zod for the public pages. */
export const DOCUMENT_CATEGORIES = ['presentation', 'guide', 'exercise', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  presentation: 'Présentation',
  guide: 'Guide',
  exercise: 'Exercice',
  other: 'Autre',
};
