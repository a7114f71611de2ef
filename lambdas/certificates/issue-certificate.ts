import { displayName } from '@common/display-name';
import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { cohortPathSchema } from '@common/schemas/cohort';
import { findCohort } from '../cohorts/cohort-reads';
import { findMember } from '../cohorts/member-reads';
import { apiHandler } from '../lib/api-handler';
import { conflict, forbidden, notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findUser } from '../users/user-records';
import { findCertificate, issueCertificate } from './certificate-item';
import { newCertificateCode } from './certificate-code';
import { certificateSummary } from './certificate-view';
import { participantCompletion } from './completion';

/**
 * POST /api/cohorts/{cohortId}/certificate — a participant who completed the programme gets their
 * certificate: issued once (what it certifies copied in that day), the same one on every later call.
 */
export const handler = apiHandler(
  'issue-certificate',
  { path: cohortPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await findCohort(inputs.path.cohortId);
    const member = cohort ? await findMember(cohort.id, caller.id) : null;
    if (!cohort || !member) throw notFound(COHORT_MESSAGES.cohortNotFound);
    if (member.role !== 'participant') throw forbidden(CERTIFICATE_MESSAGES.participantsOnly);
    const existing = await findCertificate(cohort.id, caller.id);
    if (existing) {
      if (existing.revoked_at) throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
      return json(200, certificateSummary(existing), { 'cache-control': 'no-store' });
    }
    const completion = await participantCompletion(cohort, member);
    if (!completion.complete) {
      throw conflict(
        completion.noCriteria ? CERTIFICATE_MESSAGES.noCriteria : CERTIFICATE_MESSAGES.notComplete,
      );
    }
    const [holder, manager] = await Promise.all([findUser(caller.id), findUser(cohort.created_by)]);
    // A certificate bears a person's name, never an address: their profile's, else the invitation's.
    const holderName = holder?.full_name?.trim() || member.full_name?.trim();
    if (!holderName) throw conflict(CERTIFICATE_MESSAGES.nameRequired);
    const issued = await issueCertificate({
      code: newCertificateCode(),
      cohort_id: cohort.id,
      user_id: caller.id,
      holder_name: holderName,
      cohort_name: cohort.name,
      organisation: cohort.organisation,
      starts_on: cohort.starts_on,
      ends_on: cohort.ends_on,
      manager_name: manager?.full_name?.trim() || displayName(manager?.email ?? ''),
      issued_at: new Date().toISOString(),
    });
    if (!issued) throw notFound(COHORT_MESSAGES.cohortNotFound);
    if (issued.revoked_at) throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
    return json(201, certificateSummary(issued), { 'cache-control': 'no-store' });
  },
);
