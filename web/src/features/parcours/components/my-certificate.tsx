import { useMutation } from '@tanstack/react-query';
import type { ParcoursCohort } from '@common/api-types';
import { CERTIFICATE_MESSAGES as C } from '@common/messages/certificates';
import { downloadMyCertificate } from '@/api/certificates';
import { buttonClasses } from '@/components/ui/button-styles';
import { DownloadIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { isApiFailure, isExplained } from '@/lib/api-failure';

/**
 * "Certificat" in Mon parcours: one button that gets the participant's certificate once the programme
 * is completed, and otherwise says what is still missing (the API's sentence).
 */
export function MyCertificate({ cohort, className }: { cohort: ParcoursCohort; className?: string }) {
  const download = useMutation({ mutationFn: () => downloadMyCertificate(cohort.id, cohort.name) });
  const refusal =
    download.isError &&
    isApiFailure(download.error) &&
    isExplained(download.error) &&
    download.error.status < 500
      ? download.error.message
      : null;
  return (
    <section aria-labelledby="my-certificate-heading" className={className}>
      <h2 id="my-certificate-heading" className="text-lg font-semibold text-stone-900">
        {C.pdfTitle}
      </h2>
      <p className="text-sm text-stone-700">{C.participantIntro}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? (
          <Spinner size="sm" label={C.downloading} />
        ) : (
          <DownloadIcon className="size-5" />
        )}
        {C.download}
      </button>
      <div aria-live="polite">
        {download.isError ? (
          refusal ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{refusal}</p>
          ) : (
            <ErrorBanner onRetry={() => download.mutate()}>{C.failedToDownload}</ErrorBanner>
          )
        ) : null}
      </div>
    </section>
  );
}
