import type { InvitationPreview } from '@common/api-types';
import { invitationState, maskEmail } from '@common/cohorts';
import { invitationTokenSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { json } from '../lib/http';
import { invitationOfLink } from './invitation-link-check';

/**
 * POST /api/invitations/preview — what the invitation page shows before anyone signs in: the cohort,
 * the address masked, and whether the link still works. A POST: the token never sits in an address
 * that logs or the offline cache keep.
 */
export const handler = apiHandler(
  'preview-invitation',
  { body: invitationTokenSchema },
  async ({ inputs }) => {
    const { cohort, invitation } = await invitationOfLink(inputs.body.invitation_token);
    const preview: InvitationPreview = {
      cohort: {
        id: cohort.id,
        name: cohort.name,
        organisation: cohort.organisation,
        starts_on: cohort.starts_on,
        ends_on: cohort.ends_on,
      },
      email_hint: maskEmail(invitation.email),
      state: invitationState(invitation),
      expires_at: invitation.expires_at,
    };
    return json(200, preview);
  },
);
