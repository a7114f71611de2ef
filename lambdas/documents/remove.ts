import { deleteFile } from '../uploads/files';
import { deleteDocumentItems } from './document-delete';
import { deleteDownloadRecords } from './downloads';
import { documentIdsIn, findStoredDocuments } from './document-reads';
import { type StoredDocument } from './document-item';
import { deleteOpenings } from '../parcours/parcours-writes';

/**
 * File first, then who downloaded and who opened it, then items: an interruption leaves at worst
 * an item without a file, finished by deleting again.
 */
export async function removeDocument(doc: StoredDocument): Promise<void> {
  if (doc.file_key) await deleteFile('documents', doc.file_key);
  await deleteDownloadRecords(doc.id);
  await deleteOpenings(doc.id);
  await deleteDocumentItems(doc);
}

/** The cascade of a session delete, one document at a time (any number, beyond one transaction). */
export async function removeDocumentsOfSession(sessionId: string): Promise<void> {
  for (const doc of await findStoredDocuments(await documentIdsIn(`SESSION:${sessionId}`)))
    await removeDocument(doc);
}
