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
  // SPEC §5 and §8: the document form, the dashboard document lists and their empty states.
  uploadInProgress: 'Please wait for file upload to complete',
  uploadFailed: 'Upload failed',
  failedToLoad: 'Failed to load documents. Please try again later.',
  failedToSave: 'Failed to save document. Please try again later.',
  failedToDelete: 'Failed to delete document. Please try again later.',
  emptySession: 'Aucun document',
  emptyFiltered: 'No documents found',
  emptyDashboard: 'Aucun document trouvé',
} as const;
