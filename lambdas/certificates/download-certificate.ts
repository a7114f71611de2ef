import { certificatePath } from '@common/certificates';
import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { cohortPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { conflict, notFound } from '../lib/errors';
import { siteOrigin } from '../lib/viewer';
import { contentDisposition } from '../uploads/files';
import { findCertificate } from './certificate-item';
import { renderCertificate } from './certificate-pdf';

/**
 * GET /api/cohorts/{cohortId}/certificate — the caller's own certificate as a PDF, drawn on each
 * request from what was certified when it was issued (a few kilobytes; nothing kept in storage). Its
 * verification address is on the site the request came through.
 */
export const handler = apiHandler(
  'download-certificate',
  { path: cohortPathSchema },
  async ({ caller, event, inputs }) => {
    const certificate = await findCertificate(inputs.path.cohortId, caller.id);
    if (!certificate) throw notFound(COHORT_MESSAGES.cohortNotFound);
    if (certificate.revoked_at) throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
    const pdf = await renderCertificate({
      code: certificate.code,
      holderName: certificate.holder_name,
      cohortName: certificate.cohort_name,
      organisation: certificate.organisation,
      startsOn: certificate.starts_on,
      endsOn: certificate.ends_on,
      managerName: certificate.manager_name,
      issuedAt: certificate.issued_at,
      verifyUrl: `${siteOrigin(event)}${certificatePath(certificate.code)}`,
    });
    return {
      statusCode: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition(
          'attachment',
          `Certificat Tremplin - ${certificate.cohort_name}.pdf`,
        ),
        'cache-control': 'private, no-store',
      },
      isBase64Encoded: true,
      body: Buffer.from(pdf).toString('base64'),
    };
  },
);
