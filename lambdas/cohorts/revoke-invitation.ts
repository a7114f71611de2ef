import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { invitationPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { emailOfInvitationId } from './invitation-item';
import { revokeInvitation } from './invitation-writes';
import { managedCohort } from './managed-cohort';

/** DELETE /api/cohorts/{cohortId}/invitations/{invitationId} — "Révoquer": its link stops working. */
export const handler = apiHandler(
  'revoke-invitation',
  { path: invitationPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const email = emailOfInvitationId(inputs.path.invitationId);
    if (!email) throw notFound(COHORT_MESSAGES.invitationNotFound);
    await revokeInvitation(cohort.id, email);
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  },
);
