import { queryOptions } from '@tanstack/react-query';
import type { CertificateSummary } from '@common/api-types';
import { api, isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { queryKeys } from './query-keys';

/**
 * A participant's certificate for a cohort, as its managers see it (null: none issued yet). Shared by
 * the manager's page of a participant and anything else that shows it.
 */
export function participantCertificateQuery(cohortId: string, userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.certificates, cohortId, userId],
    queryFn: async ({ signal }) => {
      try {
        return await api<CertificateSummary>(`/cohorts/${cohortId}/participants/${userId}/certificate`, {
          auth: 'required',
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function revokeCertificate(cohortId: string, userId: string): Promise<void> {
  return api<void>(`/cohorts/${cohortId}/participants/${userId}/certificate`, {
    method: 'DELETE',
    auth: 'required',
  });
}

/**
 * The signed-in participant's certificate for a cohort: issued on the first call once the programme
 * is completed (the API says in French what is missing otherwise), then saved as a PDF.
 */
export async function downloadMyCertificate(cohortId: string, cohortName: string): Promise<void> {
  await api<CertificateSummary>(`/cohorts/${cohortId}/certificate`, { method: 'POST', auth: 'required' });
  const pdf = await api<Blob>(`/cohorts/${cohortId}/certificate`, { auth: 'required', as: 'blob' });
  saveBlob(pdf, `Certificat Tremplin - ${cohortName}.pdf`);
}
