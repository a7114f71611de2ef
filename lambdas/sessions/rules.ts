import { canManageContent } from '../../common/roles';
import type { Caller } from '../lib/http';

/** SPEC §6: editors and admins manage every session; anyone else only their own. */
export function canManageSession(caller: Caller, session: { user_id: string }): boolean {
  return canManageContent(caller.role) || session.user_id === caller.id;
}
