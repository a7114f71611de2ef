import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { forbidden, notFound } from '../lib/errors';
import type { Caller } from '../lib/http';
import type { StoredCohort } from './cohort-item';
import { findCohort } from './cohort-reads';
import { canCreateCohort, canManageCohort } from './rules';

/**
 * The cohort if the caller manages it (or is an admin). Someone who may not manage cohorts at all is
 * told so (403); an editor who does not manage this one learns nothing of it (404, as for no cohort).
 */
export async function managedCohort(
  caller: Caller,
  cohortId: string,
  options?: { includeDeleting?: boolean },
): Promise<StoredCohort> {
  if (!canCreateCohort(caller.role)) throw forbidden(COHORT_MESSAGES.managersOnly);
  const cohort = await findCohort(cohortId, options);
  if (!cohort || !canManageCohort(caller, cohort)) throw notFound(COHORT_MESSAGES.cohortNotFound);
  return cohort;
}
