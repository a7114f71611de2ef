import type { Role } from '@common/roles';

/** How a role change moves the platform's admin count (kept on the stats item). */
export function adminCountDelta(from: Role, to: Role): -1 | 0 | 1 {
  if (from === to) return 0;
  if (to === 'admin') return 1;
  if (from === 'admin') return -1;
  return 0;
}
