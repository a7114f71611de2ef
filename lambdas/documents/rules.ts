import { MESSAGES, DOCUMENT_MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import { forbidden, notFound } from '../lib/errors';
import type { Caller } from '../lib/http';
import { findDocument } from './document-reads';
import { isPublicNow, type LoadedDocument } from './document-item';

/** SPEC §6: editors and admins manage every document; a user only those of their own sessions. */
export function canManageDocument(caller: Caller, doc: { session_owner: string }): boolean {
  return canManageContent(caller.role) || doc.session_owner === caller.id;
}

/** Deleting is for editors and admins (SPEC §6): a demoted editor keeps their documents. */
export function assertMayDeleteDocument(caller: Caller): void {
  if (!canManageContent(caller.role)) throw forbidden(MESSAGES.documentDeleteEditorsOnly);
}

/**
 * The document a caller asks for, or the error they get:
 * - 'read' (download, preview): documents public now (their session as read at this request), and
 *   those the caller manages; others are 404;
 * - 'view' (the form): only those the caller manages, others 404 (their existence is not disclosed);
 * - 'manage' (edit, delete): 404 if missing, 403 if not the caller's to manage.
 */
export async function documentFor(
  caller: Caller,
  documentId: string,
  intent: 'read' | 'view' | 'manage',
): Promise<LoadedDocument> {
  const doc = await findDocument(documentId);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  const manages = canManageDocument(caller, doc);
  if (intent === 'manage' && !manages) throw forbidden(MESSAGES.noEditPermissionDocument);
  if (intent === 'view' && !manages) throw notFound(DOCUMENT_MESSAGES.notFound);
  if (intent === 'read' && !manages && !isPublicNow(doc)) throw notFound(DOCUMENT_MESSAGES.notFound);
  return doc;
}
