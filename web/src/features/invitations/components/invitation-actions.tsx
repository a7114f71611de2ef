import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { InvitationState } from '@common/cohorts';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { queryKeys } from '@/api/query-keys';
import { buttonClasses } from '@/components/ui/button-styles';
import { AlertIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { backToInvitation, joinedCohortState, paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { isExplained } from '@/lib/api-failure';
import { useAuth } from '@/lib/auth/use-auth';
import { acceptInvitation, invitationPreviewQuery } from '@/features/invitations/api/invitation-api';

/** Why the invitation cannot be used as it is (expired, already used, another account…), in the API's words. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

// Full width, and room for a label on two lines on a narrow phone.
const PRIMARY = buttonClasses('primary', 'lg', 'w-full py-2.5 text-center');
const SECONDARY = buttonClasses('secondary', 'lg', 'w-full py-2.5 text-center');

/**
 * What a refused "Rejoindre la cohorte" leads to: another account (sign out, then in with the
 * invited address), already in the cohort (to the parcours), signed out meanwhile (sign in again),
 * a link no longer valid (nothing more to do here), or no answer (try again).
 */
type JoinFailure =
  { kind: 'otherAccount' | 'member' | 'signIn' | 'refused'; message: string } | { kind: 'retry' };

function joinFailure(error: unknown): JoinFailure {
  if (!isApiError(error) || !isExplained(error)) return { kind: 'retry' };
  const { status, message } = error;
  if (status === 403) return { kind: 'otherAccount', message };
  if (status === 401) return { kind: 'signIn', message };
  // A 409 is "already in it" (their parcours has it), or a link used by someone else or expired.
  if (status === 409 && message === M.alreadyMember) return { kind: 'member', message };
  if ([400, 404, 409, 410].includes(status)) return { kind: 'refused', message };
  return { kind: 'retry' };
}

/**
 * The invitation page's actions, by where the invitation stands and who is signed in. Joining
 * opens Mon parcours, which welcomes them to the cohort.
 */
export function InvitationActions({ token, state }: { token: string; state: InvitationState }) {
  const { status, signOut } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sending = useRef(false);
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: (joined) => {
      // Their parcours (and dashboard) now follow the cohort; this link is used.
      void client.invalidateQueries({ queryKey: queryKeys.parcours });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
      client.removeQueries({ queryKey: invitationPreviewQuery(token).queryKey, type: 'inactive' });
      void navigate(paths.dashboard.parcours, {
        replace: true,
        state: joinedCohortState(joined.cohort_name),
      });
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const join = () => {
    if (sending.current) return;
    sending.current = true;
    accept.mutate();
  };

  const parcoursLink = (
    <Link to={paths.dashboard.parcours} className={PRIMARY}>
      {M.goToParcours}
    </Link>
  );
  const signInLinks = (
    <div className="space-y-3">
      <Link to={backToInvitation(paths.login, token)} className={PRIMARY}>
        {M.signInToJoin}
      </Link>
      <Link to={backToInvitation(paths.signup, token)} className={SECONDARY}>
        {M.signUpToJoin}
      </Link>
    </div>
  );

  if (state === 'expired') return <Notice>{M.invitationExpired}</Notice>;

  if (status === 'loading') {
    return (
      <div className="flex justify-center py-2">
        <Spinner />
      </div>
    );
  }

  if (state === 'accepted') {
    return (
      <div className="space-y-4">
        <Notice>{M.invitationAlreadyAccepted}</Notice>
        {status === 'authenticated' ? (
          parcoursLink
        ) : (
          <Link to={backToInvitation(paths.login, token)} className={SECONDARY}>
            {M.signIn}
          </Link>
        )}
      </div>
    );
  }

  if (status === 'anonymous') return signInLinks;

  if (accept.isSuccess) {
    return (
      <div className="space-y-4">
        <SuccessBanner>{M.joinedCohort(accept.data.cohort_name)}</SuccessBanner>
        {parcoursLink}
      </div>
    );
  }

  const failure = accept.isError ? joinFailure(accept.error) : null;
  if (failure && failure.kind !== 'retry') {
    return (
      <div className="space-y-4">
        <Notice>{failure.message}</Notice>
        {failure.kind === 'otherAccount' ? (
          <button
            type="button"
            onClick={() => {
              accept.reset();
              void signOut();
            }}
            className={SECONDARY}
          >
            {M.switchAccount}
          </button>
        ) : failure.kind === 'member' ? (
          parcoursLink
        ) : failure.kind === 'signIn' ? (
          signInLinks
        ) : null}
      </div>
    );
  }

  // No answer (offline, a server fault): nothing happened, the banner's "Réessayer" sends it again.
  if (failure) return <ErrorBanner onRetry={join}>{M.failedToJoin}</ErrorBanner>;

  return (
    <button type="button" onClick={join} disabled={accept.isPending} className={PRIMARY}>
      {accept.isPending ? <Spinner size="sm" label={M.joiningCohort} /> : null}
      {M.joinCohort}
    </button>
  );
}
