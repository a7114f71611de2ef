import { MESSAGES } from '@common/messages';
import { canManageContent } from '@common/roles';
import type { SessionStatus } from '@common/session-status';
import { forbidden } from '../lib/errors';
import type { Caller } from '../lib/http';

/** SPEC §6: editors and admins manage every session; anyone else only their own. */
export function canManageSession(caller: Caller, session: { user_id: string }): boolean {
  return canManageContent(caller.role) || session.user_id === caller.id;
}

/**
 * Publishing, unpublishing (any status change) and deleting are for editors and admins: a user
 * who owns sessions (created while an editor, then demoted) keeps them and their fields to edit,
 * but cannot change what the public sees of them. Checked before anything is written.
 */
export function assertMayChangeStatus(caller: Caller, from: SessionStatus, to: SessionStatus): void {
  if (from !== to && !canManageContent(caller.role)) throw forbidden(MESSAGES.statusChangeEditorsOnly);
}

/**
 * What the public sees of a published session (its fields, its documents) changes only by an
 * editor's or an admin's hand: a demoted editor edits their sessions while they are not public.
 */
export function assertMayEditPublished(caller: Caller, status: SessionStatus): void {
  if (status === 'published' && !canManageContent(caller.role)) {
    throw forbidden(MESSAGES.publishedContentEditorsOnly);
  }
}

export function assertMayDeleteSession(caller: Caller): void {
  if (!canManageContent(caller.role)) throw forbidden(MESSAGES.sessionDeleteEditorsOnly);
}
