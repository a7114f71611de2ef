import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatCertificateCode } from '@common/certificates';
import { formatDate } from '@common/format';
import { CERTIFICATE_MESSAGES } from '@common/messages/certificates';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { Head } from '@/components/seo/head';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { isApiError } from '@/lib/api-client';
import { certificateVerificationQuery } from '../api/certificate-verification';

/** A cohort's calendar day as it was set, whatever the reader's time zone. */
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, 'UTC');

/**
 * /certificats/{code} — public: the address a certificate's QR code opens. It confirms the
 * certificate ("Certificat vérifié", with the holder's name, the cohort and the date) or says
 * "Certificat introuvable" — for a revoked one too, and for a code that cannot be one.
 */
export function CertificateRoute() {
  const { code = '' } = useParams();
  const verification = useQuery(certificateVerificationQuery(code));
  const missing =
    verification.isError &&
    isApiError(verification.error) &&
    (verification.error.status === 404 || verification.error.status === 400);

  return (
    <main className="flex flex-1 items-start justify-center bg-stone-50 px-4 py-10">
      <Head title={CERTIFICATE_MESSAGES.pdfTitle} />
      <section
        className="w-full max-w-lg rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        aria-live="polite"
      >
        {verification.data ? (
          <>
            <h1 className="flex items-center gap-3 text-2xl font-bold text-emerald-800">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100">
                <CheckIcon className="size-6" />
              </span>
              {CERTIFICATE_MESSAGES.verified}
            </h1>
            <p className="mt-3 text-stone-700">{CERTIFICATE_MESSAGES.verifiedText}</p>
            <dl className="mt-6 space-y-4">
              <Fact label={CERTIFICATE_MESSAGES.holderLabel}>
                <span className="text-lg font-semibold">{verification.data.holder_name}</span>
              </Fact>
              <Fact label={CERTIFICATE_MESSAGES.cohortLabel}>{verification.data.cohort_name}</Fact>
              <Fact label={COHORT_MESSAGES.organisationLabel}>{verification.data.organisation}</Fact>
              <Fact label={CERTIFICATE_MESSAGES.periodLabel}>
                {CERTIFICATE_MESSAGES.period(
                  day(verification.data.starts_on),
                  day(verification.data.ends_on),
                )}
              </Fact>
              <Fact label={CERTIFICATE_MESSAGES.issuedLabel}>{formatDate(verification.data.issued_at)}</Fact>
            </dl>
            <p className="mt-6 font-mono text-sm text-stone-500">
              {CERTIFICATE_MESSAGES.pdfCode(formatCertificateCode(verification.data.code))}
            </p>
          </>
        ) : missing ? (
          <>
            <h1 className="flex items-center gap-3 text-2xl font-bold text-stone-900">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700">
                <AlertIcon className="size-6" />
              </span>
              {CERTIFICATE_MESSAGES.notFound}
            </h1>
            <p className="mt-3 text-stone-700">{CERTIFICATE_MESSAGES.notFoundText}</p>
          </>
        ) : verification.isError ? (
          <>
            <h1 className="text-2xl font-bold text-stone-900">{CERTIFICATE_MESSAGES.pdfTitle}</h1>
            <div className="mt-4">
              <ErrorBanner onRetry={() => void verification.refetch()}>
                {CERTIFICATE_MESSAGES.failedToVerify}
              </ErrorBanner>
            </div>
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner size="sm" label={CERTIFICATE_MESSAGES.verifying} />
            {CERTIFICATE_MESSAGES.verifying}
          </p>
        )}
      </section>
    </main>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-500">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}
