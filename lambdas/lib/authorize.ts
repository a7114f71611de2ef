import { MESSAGES } from '@common/messages';
import { canAdminister } from '@common/roles';
import { forbidden } from './errors';
import type { Caller } from './http';

/**
 * Admin-only routes: 403 'Accès Refusé' (the code a UI keys on), with the spec's explanation
 * 'Seuls les administrateurs peuvent accéder à ce panneau.' as the error's `detail`.
 */
export function requireAdmin(caller: Caller): void {
  if (!canAdminister(caller.role)) throw forbidden(MESSAGES.accessDenied, MESSAGES.adminsOnly);
}
