/** Document categories and file kinds (SPEC §3, §5), free of zod for the public pages. */
export const DOCUMENT_CATEGORIES = ['presentation', 'guide', 'exercise', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  presentation: 'Présentation',
  guide: 'Guide',
  exercise: 'Exercice',
  other: 'Autre',
};

export const DOCUMENT_MESSAGES = {
  categoryRequired: 'Please select a document category',
  fileRequired: 'Veuillez sélectionner un fichier',
  titleRequired: 'Le titre est obligatoire',
  notFound: 'Document introuvable',
  noFile: "Ce document n'a pas de fichier",
} as const;
