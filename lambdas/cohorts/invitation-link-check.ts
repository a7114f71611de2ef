import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { notFound } from '../lib/errors';
import { pipelineEnv } from '../notifications/settings';
import type { StoredCohort } from './cohort-item';
import { findCohort } from './cohort-reads';
import type { StoredInvitation } from './invitation-item';
import { checkInvitationLink } from './invitation-links';
import { findInvitation } from './invitation-reads';

/**
 * The cohort and invitation a link names, when its signature holds and it is the last link sent for
 * that invitation. A forged, revoked or replaced link, or a deleted cohort: one 404 for all.
 */
export async function invitationOfLink(
  token: string,
): Promise<{ cohort: StoredCohort; invitation: StoredInvitation; nonce: string }> {
  const link = checkInvitationLink(pipelineEnv.linkSecret(), token);
  if (!link) throw notFound(COHORT_MESSAGES.invitationLinkInvalid);
  const [cohort, invitation] = await Promise.all([
    findCohort(link.cohortId),
    findInvitation(link.cohortId, link.email),
  ]);
  if (!cohort || !invitation || invitation.nonce !== link.nonce) {
    throw notFound(COHORT_MESSAGES.invitationLinkInvalid);
  }
  return { cohort, invitation, nonce: link.nonce };
}
