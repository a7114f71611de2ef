/**
 * Keeping documents in step with their session: after every session save, its documents take its
 * title and status onto their items (which decide the lists and public counts they are in).
 */
import type { SessionStatus } from '@common/session-status';
import type { SessionState } from '../sessions/session-reads';
import { copiesSession, withSessionCopy, type StoredDocument } from './document-item';
import { documentIdsIn, findStoredDocument, findStoredDocuments } from './document-reads';
import { documentTerms, writeDocument } from './document-writes';
import { afterCommit } from '../lib/writes';

/**
 * Brings a session's documents' copies of its title and status in step with it: the copies decide
 * which lists (and public counts) a document is in; who may see it follows the session at every
 * read. Called after every session save, so saving again also repairs an interrupted sync. A
 * document is retried on a fresh read when an edit or a download raced it; when the session itself
 * changed again, that newer save syncs instead. Returns the documents left out of step.
 */
export async function syncDocumentsWithSession(session: {
  id: string;
  title: string;
  status: SessionStatus;
  deleting?: boolean | undefined;
}): Promise<string[]> {
  const state: SessionState = { title: session.title, status: session.status, deleting: !!session.deleting };
  const behind: string[] = [];
  for (const doc of await findStoredDocuments(await documentIdsIn(`SESSION:${session.id}`))) {
    if (copiesSession(doc, state)) continue;
    const outcome = await syncDocument(doc, state);
    if (outcome === 'behind') behind.push(doc.id);
    if (outcome === 'superseded') return behind;
  }
  return behind;
}

async function syncDocument(
  first: StoredDocument,
  state: SessionState,
): Promise<'done' | 'superseded' | 'behind'> {
  for (let attempt = 1; attempt <= 8; attempt++) {
    const doc = attempt === 1 ? first : await findStoredDocument(first.id, true);
    if (!doc || copiesSession(doc, state)) return 'done';
    const next = withSessionCopy(doc, state);
    const outcome = await writeDocument(doc, next, state);
    if (outcome === 'session-changed') return 'superseded';
    if (outcome === 'written') {
      await afterCommit('Search terms', next.id, () => documentTerms(doc, next));
      return 'done';
    }
  }
  return 'behind';
}
