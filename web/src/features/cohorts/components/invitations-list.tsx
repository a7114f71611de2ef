import { useRef, useState } from 'react';
import type { CohortInvitation } from '@common/api-types';
import type { InvitationState } from '@common/cohorts';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { isApiError } from '@/lib/api-client';
import { isExplained } from '@/lib/api-failure';
import { formatDate } from '@/lib/format';
import {
  invitationsQueryOptions,
  useResendInvitation,
  useRevokeInvitation,
} from '@/features/cohorts/api/cohorts-api';

const STATES: Record<InvitationState, { label: string; className: string }> = {
  sent: { label: M.stateSent, className: 'bg-brand-50 text-brand-900 ring-brand-200' },
  accepted: { label: M.stateAccepted, className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  expired: { label: M.stateExpired, className: 'bg-stone-100 text-stone-800 ring-stone-300' },
};

function StateBadge({ state }: { state: InvitationState }) {
  const { label, className } = STATES[state];
  return (
    <span
      data-testid="invitation-state"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`}
    >
      {label}
    </span>
  );
}

/** A refusal in the API's words when it gave some (already accepted…), else `fallback`. */
function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && isExplained(error)
    ? error.message
    : fallback;
}

function InvitationRow({
  cohortId,
  invitation,
  onRevoke,
}: {
  cohortId: string;
  invitation: CohortInvitation;
  onRevoke: (invitation: CohortInvitation) => void;
}) {
  const resend = useResendInvitation(cohortId);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { email, full_name, startup, state } = invitation;
  const who = [full_name, startup].filter(Boolean).join(' · ');

  const onResend = () => {
    if (resend.isPending) return;
    setNotice(null);
    resend.mutate(invitation.id, {
      onSuccess: () => setNotice({ ok: true, text: M.invitationResent }),
      onError: (error) => setNotice({ ok: false, text: failureText(error, M.failedToChangeInvitation) }),
    });
  };

  return (
    // Stacked on a phone (the buttons on a row of their own), side by side on wider screens.
    <li
      data-testid="invitation-row"
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-all text-stone-900">{email}</p>
        {who ? <p className="text-sm break-words text-stone-700">{who}</p> : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <StateBadge state={state} />
          {state === 'accepted' ? null : <span>{M.expiresOn(formatDate(invitation.expires_at))}</span>}
        </p>
        {notice ? (
          <p
            role={notice.ok ? 'status' : 'alert'}
            className={`text-sm ${notice.ok ? 'text-emerald-800' : 'font-medium text-red-700'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {state === 'accepted' ? null : (
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <button
            type="button"
            onClick={onResend}
            disabled={resend.isPending}
            aria-label={M.resendInvitationLabel(email)}
            className={buttonClasses('secondary', 'sm')}
          >
            {resend.isPending ? <Spinner size="sm" label={M.resendingInvitation} /> : null}
            {M.resendInvitation}
          </button>
          <button
            type="button"
            onClick={() => onRevoke(invitation)}
            aria-label={M.revokeInvitationLabel(email)}
            className={buttonClasses('secondary', 'sm', 'text-red-700 hover:text-red-800')}
          >
            {M.revokeInvitation}
          </button>
        </div>
      )}
    </li>
  );
}

function InvitationsSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        {M.loadingInvitations}
      </p>
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The cohort's invitations by address ('Charger plus'): each with its state and how long its link
 * works; "Renvoyer" sends a new link (14 days again), "Révoquer" — after a confirmation — makes the
 * link stop working. Accepted ones are kept as a record.
 */
export function InvitationsList({ cohortId }: { cohortId: string }) {
  const list = useInfiniteList(invitationsQueryOptions(cohortId));
  const revoke = useRevokeInvitation(cohortId);
  const [revoking, setRevoking] = useState<CohortInvitation | null>(null);
  const [revoked, setRevoked] = useState(false);
  const revokedNote = useRef<HTMLParagraphElement>(null);

  const askRevoke = (invitation: CohortInvitation) => {
    revoke.reset();
    setRevoked(false);
    setRevoking(invitation);
  };

  const onRevoke = () => {
    if (!revoking || revoke.isPending) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        setRevoked(true);
        // The row and its button are gone: the focus goes to what happened, not to the page's top.
        requestAnimationFrame(() => revokedNote.current?.focus());
      },
    });
  };

  return (
    <div aria-busy={list.status === 'loading'} className="space-y-4">
      <p
        ref={revokedNote}
        tabIndex={-1}
        role="status"
        className={revoked ? 'rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900' : 'sr-only'}
      >
        {revoked ? M.invitationRevoked : null}
      </p>
      {list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{M.failedToLoadInvitations}</ErrorBanner>
      ) : list.status === 'loading' ? (
        <InvitationsSkeleton />
      ) : list.items.length === 0 ? (
        <p className="text-sm text-stone-600">{M.emptyInvitations}</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-100">
            {list.items.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                cohortId={cohortId}
                invitation={invitation}
                onRevoke={askRevoke}
              />
            ))}
          </ul>
          <LoadMoreFooter
            list={list}
            failedText={M.failedToLoadInvitations}
            loadingLabel={M.loadingMore}
            buttonClassName={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
          />
        </>
      )}

      <ConfirmDialog
        open={revoking !== null}
        title={M.revokeConfirmTitle}
        confirmLabel={M.revokeInvitation}
        cancelLabel={M.cancel}
        onConfirm={onRevoke}
        onCancel={() => setRevoking(null)}
        busy={revoke.isPending}
        busyLabel={M.revokingInvitation}
        error={revoke.isError ? failureText(revoke.error, M.failedToChangeInvitation) : null}
      >
        <p className="break-words">{revoking ? M.revokeConfirmText(revoking.email) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
