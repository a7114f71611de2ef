import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import { certificateCodePathSchema } from '@common/schemas/certificate';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findCertificateByCode } from './certificate-item';
import { certificateVerification } from './certificate-view';

/**
 * GET /api/certificates/{code} — public: the page a certificate's QR code opens confirms it, or says
 * "Certificat introuvable" (for a revoked one too: a revoked certificate certifies nothing).
 */
export const handler = apiHandler(
  'get-certificate',
  { path: certificateCodePathSchema },
  async ({ inputs }) => {
    const certificate = await findCertificateByCode(inputs.path.code);
    if (!certificate || certificate.revoked_at) throw notFound(CERTIFICATE_MESSAGES.notFound);
    return json(200, certificateVerification(certificate), { 'cache-control': 'no-store' });
  },
);
