import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import { participantPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { managedCohort } from '../cohorts/managed-cohort';
import { findCertificate, revokeCertificate } from './certificate-item';

/**
 * DELETE /api/cohorts/{cohortId}/participants/{userId}/certificate — a manager revokes it: from then
 * on its address answers "Certificat introuvable" and its holder cannot download it again. Revoking
 * one already revoked changes nothing and answers the same.
 */
export const handler = apiHandler(
  'revoke-certificate',
  { path: participantPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const revoked = await revokeCertificate(cohort.id, inputs.path.userId, caller.id, new Date());
    if (!revoked) {
      if (!(await findCertificate(cohort.id, inputs.path.userId)))
        throw notFound(CERTIFICATE_MESSAGES.notIssued);
    }
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  },
);
