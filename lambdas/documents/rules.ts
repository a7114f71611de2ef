import { canManageContent } from '../../common/roles';
import type { Caller } from '../lib/http';

/** SPEC §6: editors and admins manage every document; a user only those of their own sessions. */
export function canManageDocument(caller: Caller, doc: { session_owner: string }): boolean {
  return canManageContent(caller.role) || doc.session_owner === caller.id;
}
