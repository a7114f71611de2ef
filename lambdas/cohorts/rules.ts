/** Who may do what with a cohort: pure rules, the routes apply them. */
import { randomBytes } from 'node:crypto';
import { canAdminister, canManageContent, type Role } from '@common/roles';

/** Editors and admins create cohorts ("Cohortes" is theirs in the dashboard). */
export function canCreateCohort(role: Role): boolean {
  return canManageContent(role);
}

/**
 * A cohort's managers (while they keep the editor or admin role) and every admin see and change it,
 * its participants and its figures; nobody else learns it exists.
 */
export function canManageCohort(
  caller: { id: string; role: Role },
  cohort: { managers: readonly string[] },
): boolean {
  if (canAdminister(caller.role)) return true;
  return canManageContent(caller.role) && cohort.managers.includes(caller.id);
}

/** The managers after a save: the creator always, then the co-managers named, each once. */
export function managersOf(createdBy: string, coManagers: readonly string[]): string[] {
  return [...new Set([createdBy, ...coManagers])];
}

/** A feed's secret: 256 random bits, as a calendar app's subscription address carries it. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}
