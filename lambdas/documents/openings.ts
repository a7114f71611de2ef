import { logger } from '../lib/observability';
import { recordOpened } from '../parcours/parcours-writes';
import type { OpenedVia } from '../parcours/parcours-item';
import { isPublicNow, type LoadedDocument } from './document-item';

/**
 * A person opened a document (download or preview): it counts in their parcours, once. Only public
 * documents count (the parcours follows the published programme; an editor reading a draft's
 * document is not learning from it). A failure is logged, never in the way of the file.
 */
export async function recordOpening(userId: string, doc: LoadedDocument, via: OpenedVia): Promise<void> {
  if (!isPublicNow(doc)) return;
  try {
    await recordOpened(userId, doc, via);
  } catch (error) {
    logger.error('Opening not recorded', { documentId: doc.id, error: error as Error });
  }
}
