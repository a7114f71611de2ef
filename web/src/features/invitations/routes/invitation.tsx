import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { Head } from '@/components/seo/head';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { QUERY } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { isExplained } from '@/lib/api-failure';
import { formatDate, formatDayRange } from '@/lib/format';
import { invitationPreviewQuery } from '@/features/invitations/api/invitation-api';
import { InvitationActions, Notice } from '@/features/invitations/components/invitation-actions';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center bg-stone-50 px-4 py-8 sm:py-12">
      <Head title={title} />
      <section className="w-full max-w-lg space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </section>
    </main>
  );
}

/**
 * /invitation?token=… — the link of an invitation e-mail. Anyone holding it sees the cohort (name,
 * organisation, dates) and, masked, the address it was sent to; signed out, the way to sign in or
 * to create an account, both coming back here; signed in, "Rejoindre la cohorte". The API says
 * whether the link still works (revoked, replaced by a newer one, expired, already used).
 */
export function InvitationRoute() {
  const [params] = useSearchParams();
  const token = params.get(QUERY.token) ?? '';
  const preview = useQuery({ ...invitationPreviewQuery(token), enabled: token !== '' });

  if (!token) {
    return (
      <Page title={M.invitationPageTitle}>
        <h1 className="text-2xl font-bold text-stone-900">{M.invitationPageTitle}</h1>
        <Notice>{M.invitationLinkInvalid}</Notice>
      </Page>
    );
  }

  if (preview.isError) {
    const error = preview.error;
    // A link the API refuses (forged, revoked, replaced): its sentence, as given. Anything else may pass.
    const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
    return (
      <Page title={M.invitationPageTitle}>
        <h1 className="text-2xl font-bold text-stone-900">{M.invitationPageTitle}</h1>
        {refused ? (
          <Notice>{isExplained(error) ? error.message : M.invitationLinkInvalid}</Notice>
        ) : (
          <ErrorBanner onRetry={() => void preview.refetch()}>{M.failedToLoadInvitation}</ErrorBanner>
        )}
      </Page>
    );
  }

  if (!preview.data) {
    return (
      <Page title={M.invitationPageTitle}>
        <h1 className="text-2xl font-bold text-stone-900">{M.invitationPageTitle}</h1>
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner size="sm" label={M.loadingInvitation} />
          {M.loadingInvitation}
        </p>
      </Page>
    );
  }

  const { cohort, email_hint, state, expires_at } = preview.data;
  return (
    <Page title={M.invitationTitle(cohort.name)}>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold break-words text-stone-900">{M.invitationTitle(cohort.name)}</h1>
        <p className="font-medium break-words text-stone-800">{cohort.organisation}</p>
        <p className="text-stone-700">{formatDayRange(cohort.starts_on, cohort.ends_on)}</p>
      </div>
      <div className="space-y-1 rounded-xl bg-stone-50 p-4 text-sm text-stone-700">
        <p className="break-all">{M.invitationFor(email_hint)}</p>
        {state === 'sent' ? <p>{M.expiresOn(formatDate(expires_at))}</p> : null}
      </div>
      <InvitationActions token={token} state={state} />
    </Page>
  );
}
