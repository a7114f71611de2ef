import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { invitationPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { emailOfInvitationId, invitationView } from './invitation-item';
import { resendInvitation } from './invitation-writes';
import { managedCohort } from './managed-cohort';

/**
 * POST /api/cohorts/{cohortId}/invitations/{invitationId}/resend — "Renvoyer": a new e-mail whose link
 * works 14 days; the link sent before stops working. An accepted invitation is not sent again (409).
 */
export const handler = apiHandler(
  'resend-invitation',
  { path: invitationPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const email = emailOfInvitationId(inputs.path.invitationId);
    if (!email) throw notFound(COHORT_MESSAGES.invitationNotFound);
    const now = new Date();
    return json(200, invitationView(await resendInvitation(cohort, email, now), now));
  },
);
