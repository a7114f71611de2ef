/**
 * Field names of the dashboard document totals: on an owner's counters, on the catalogue item, and
 * the downloads sum of the documents that exist (on the platform item and on each session owner's
 * counters: their 'My Downloads'). A module of its own: the dashboard stats read these names
 * without loading the documents' write modules.
 */
export const DOCUMENT_TOTAL_FIELDS = {
  owner: { documents: 'documents' },
  all: { documents: 'allDocuments' },
  downloads: 'documentDownloads',
} as const;
