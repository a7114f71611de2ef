import { queryOptions } from '@tanstack/react-query';
import type { CertificateVerification } from '@common/api-types';
import { api } from '@/lib/api-client';

/** GET /api/certificates/{code}: public, read without signing in. */
export const certificateVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) =>
      api<CertificateVerification>(`/certificates/${encodeURIComponent(code)}`, { auth: 'none', signal }),
    // A "not found" is an answer, not a failure to try again.
    retry: false,
    staleTime: 60_000,
  });
