import type { CertificateSummary, CertificateVerification } from '@common/api-types';
import { certificatePath } from '@common/certificates';
import type { StoredCertificate } from './certificate-item';

export function certificateSummary(certificate: StoredCertificate): CertificateSummary {
  return {
    code: certificate.code,
    issued_at: certificate.issued_at,
    revoked_at: certificate.revoked_at,
    verify_path: certificatePath(certificate.code),
  };
}

/** What the public page may show: the holder's name and what they completed, nothing more. */
export function certificateVerification(certificate: StoredCertificate): CertificateVerification {
  return {
    code: certificate.code,
    holder_name: certificate.holder_name,
    cohort_name: certificate.cohort_name,
    organisation: certificate.organisation,
    starts_on: certificate.starts_on,
    ends_on: certificate.ends_on,
    issued_at: certificate.issued_at,
  };
}
