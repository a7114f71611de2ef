import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import { participantPathSchema } from '@common/schemas/cohort';
import { managedCohort } from '../cohorts/managed-cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findCertificate } from './certificate-item';
import { certificateSummary } from './certificate-view';

/** GET /api/cohorts/{cohortId}/participants/{userId}/certificate — for the cohort's managers: the one issued, if any. */
export const handler = apiHandler(
  'get-participant-certificate',
  { path: participantPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const certificate = await findCertificate(cohort.id, inputs.path.userId);
    if (!certificate) throw notFound(CERTIFICATE_MESSAGES.notIssued);
    return json(200, certificateSummary(certificate), { 'cache-control': 'no-store' });
  },
);
