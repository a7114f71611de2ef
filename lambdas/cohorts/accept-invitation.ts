import type { InvitationAccepted } from '@common/api-types';
import { invitationState, maskEmail, normalizeEmail } from '@common/cohorts';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { invitationTokenSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { conflict, forbidden } from '../lib/errors';
import { json } from '../lib/http';
import { invitationOfLink } from './invitation-link-check';
import { acceptInvitation } from './invitation-writes';

/**
 * POST /api/invitations/accept — the invitation's link used by the person it was sent to, signed in
 * with that address (a forwarded link lets nobody else in): they join the cohort. Once only: a second
 * use, a replaced link or an expired one is refused, and nothing changes.
 */
export const handler = apiHandler(
  'accept-invitation',
  { body: invitationTokenSchema },
  async ({ caller, inputs }) => {
    const { cohort, invitation, nonce } = await invitationOfLink(inputs.body.invitation_token);
    if (normalizeEmail(caller.email) !== invitation.email) {
      throw forbidden(COHORT_MESSAGES.invitationOtherAccount(maskEmail(invitation.email)));
    }
    const state = invitationState(invitation);
    if (state === 'accepted') {
      throw conflict(
        invitation.accepted_by === caller.id
          ? COHORT_MESSAGES.alreadyMember
          : COHORT_MESSAGES.invitationAlreadyAccepted,
      );
    }
    if (state === 'expired') throw conflict(COHORT_MESSAGES.invitationExpired);
    await acceptInvitation(cohort, invitation, nonce, caller.id, new Date());
    const accepted: InvitationAccepted = { cohort_id: cohort.id, cohort_name: cohort.name };
    return json(200, accepted);
  },
);
