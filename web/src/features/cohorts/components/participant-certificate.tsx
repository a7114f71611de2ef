import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@common/format';
import { CERTIFICATE_MESSAGES as C } from '@common/messages/certificates';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { participantCertificateQuery, revokeCertificate } from '@/api/certificates';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { isApiFailure, isExplained } from '@/lib/api-failure';

/**
 * The participant's certificate as the cohort's managers see it: none yet, issued (with its public
 * address) or revoked; "Révoquer le certificat" asks first, naming the person.
 */
export function ParticipantCertificate({
  cohortId,
  userId,
  name,
}: {
  cohortId: string;
  userId: string;
  name: string;
}) {
  const queryClient = useQueryClient();
  const query = participantCertificateQuery(cohortId, userId);
  const certificate = useQuery(query);
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeCertificate(cohortId, userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      setConfirming(false);
    },
  });

  return (
    <section
      aria-labelledby="certificate-heading"
      className="mt-8 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="certificate-heading" className="font-semibold text-stone-900">
        {C.pdfTitle}
      </h2>
      {certificate.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-stone-600">
          <Spinner size="sm" label={C.loading} />
          {C.loading}
        </p>
      ) : certificate.isError ? (
        <div className="mt-2">
          <ErrorBanner onRetry={() => void certificate.refetch()}>{C.failedToLoad}</ErrorBanner>
        </div>
      ) : certificate.data === null ? (
        <p className="mt-2 text-sm text-stone-700">{C.noneYet}</p>
      ) : certificate.data.revoked_at ? (
        <p className="mt-2 text-sm text-stone-700">{C.revokedOn(formatDate(certificate.data.revoked_at))}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-700">
            {C.issuedOn(formatDate(certificate.data.issued_at))}{' '}
            <Link to={certificate.data.verify_path} className="font-medium text-brand-700 underline">
              {C.verifyLink}
            </Link>
          </p>
          <button type="button" className={buttonClasses('danger')} onClick={() => setConfirming(true)}>
            {C.revoke}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={C.revoke}
        confirmLabel={C.revoke}
        cancelLabel={M.cancel}
        busy={revoke.isPending}
        busyLabel={C.revoking}
        error={
          revoke.isError
            ? isApiFailure(revoke.error) && isExplained(revoke.error) && revoke.error.status < 500
              ? revoke.error.message
              : C.failedToRevoke
            : null
        }
        onConfirm={() => revoke.mutate()}
        onCancel={() => {
          revoke.reset();
          setConfirming(false);
        }}
      >
        <p>{C.revokeConfirm(name)}</p>
      </ConfirmDialog>
    </section>
  );
}
