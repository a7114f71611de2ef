import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '@common/messages';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { SessionForm } from '@/features/manage-content/components/session-form';
import { SessionNotFound } from '@/components/sessions/session-not-found';
import { managedSessionQueryOptions } from '@/features/manage-content/api/sessions-api';
import { resourceState } from '@/features/manage-content/utils/resource-state';

const TITLE = 'Modifier la session';

/**
 * /dashboard/sessions/{id}/edit — the owner, any editor or any admin edits the session. It is
 * loaded by id without an owner filter (the SPEC §6 bug, fixed): the API decides who may.
 */
export function EditSessionRoute() {
  const { sessionId = '' } = useParams();
  const query = useQuery(managedSessionQueryOptions(sessionId));
  const session = resourceState(query);

  if (session.status === 'not-found') return <SessionNotFound scope="dashboard" />;

  const back = (
    <Link
      to={paths.dashboard.session(sessionId)}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      Retour à la session
    </Link>
  );

  return (
    <DashboardPage title={TITLE} description={back}>
      {session.status === 'loading' ? (
        <div aria-busy="true" className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
          <p className="sr-only" role="status">
            Chargement de la session…
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : session.status === 'error' ? (
        <ErrorBanner onRetry={() => void query.refetch()}>{MESSAGES.failedToLoadSession}</ErrorBanner>
      ) : (
        // Keyed by id so opening another session's form starts from its own values.
        <SessionForm key={session.value.id} session={session.value} />
      )}
    </DashboardPage>
  );
}
