import { useRef, useState } from 'react';
import type { CohortParticipant } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { isApiError } from '@/lib/api-client';
import { isExplained } from '@/lib/api-failure';
import { participantsQueryOptions, useRemoveParticipant } from '@/features/cohorts/api/cohorts-api';
import { MemberRoleDialog } from '@/features/cohorts/components/member-role-dialog';

/** A refusal in the API's words when it gave some (removed meanwhile…), else the generic message. */
function failureText(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && isExplained(error)
    ? error.message
    : M.failedToRemoveParticipant;
}

function ParticipantRow({
  participant,
  onRemove,
  onChangeRole,
}: {
  participant: CohortParticipant;
  onRemove: (participant: CohortParticipant) => void;
  onChangeRole: (participant: CohortParticipant) => void;
}) {
  const { name, email, startup, role, mentored_startups } = participant;
  return (
    // Stacked on a phone ("Retirer" on a row of its own), side by side on wider screens.
    <li
      data-testid="participant-row"
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-stone-900">{name}</span>
          {role === 'mentor' ? (
            <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
              {M.roleMentor}
            </span>
          ) : null}
        </p>
        {startup ? <p className="text-sm break-words text-stone-700">{startup}</p> : null}
        {role === 'mentor' && mentored_startups.length > 0 ? (
          <p className="text-sm break-words text-stone-700">{M.mentorOf(mentored_startups.join(', '))}</p>
        ) : null}
        {name !== email ? <p className="text-sm break-all text-stone-600">{email}</p> : null}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => onChangeRole(participant)}
          aria-label={M.changeRoleLabel(name)}
          className={buttonClasses('secondary', 'sm', 'w-full sm:w-auto')}
        >
          {M.changeRole}
        </button>
        <button
          type="button"
          onClick={() => onRemove(participant)}
          aria-label={M.removeParticipantLabel(name)}
          className={buttonClasses('secondary', 'sm', 'w-full text-red-700 hover:text-red-800 sm:w-auto')}
        >
          {M.removeShort}
        </button>
      </div>
    </li>
  );
}

function ParticipantsSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        {M.loadingParticipants}
      </p>
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Who joined the cohort ('Charger plus'): name, startup, address, "Mentor" for its mentors (with
 * the startups they follow), "Modifier le rôle" to make someone "Mentor" of some startups or
 * participant again, and "Retirer" — after a confirmation — to take someone out of it.
 */
export function ParticipantsList({ cohortId }: { cohortId: string }) {
  const list = useInfiniteList(participantsQueryOptions(cohortId));
  const remove = useRemoveParticipant(cohortId);
  const [removing, setRemoving] = useState<CohortParticipant | null>(null);
  const [changing, setChanging] = useState<CohortParticipant | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const removedNote = useRef<HTMLParagraphElement>(null);
  // The startups a mentor may follow: those its participants joined under (of the pages loaded).
  const startups = [
    ...new Set(list.items.flatMap((p) => (p.role === 'participant' && p.startup ? [p.startup] : []))),
  ];

  const askRemove = (participant: CohortParticipant) => {
    remove.reset();
    setNote(null);
    setRemoving(participant);
  };

  const askRole = (participant: CohortParticipant) => {
    setNote(null);
    setChanging(participant);
  };

  const onRemove = () => {
    if (!removing || remove.isPending) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        setNote(M.participantRemoved);
        // The row and its button are gone: the focus goes to what happened, not to the page's top.
        requestAnimationFrame(() => removedNote.current?.focus());
      },
    });
  };

  return (
    <div aria-busy={list.status === 'loading'} className="space-y-4">
      <p
        ref={removedNote}
        tabIndex={-1}
        role="status"
        className={note ? 'rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900' : 'sr-only'}
      >
        {note}
      </p>
      {list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{M.failedToLoadParticipants}</ErrorBanner>
      ) : list.status === 'loading' ? (
        <ParticipantsSkeleton />
      ) : list.items.length === 0 ? (
        <p className="text-sm text-stone-600">{M.emptyParticipants}</p>
      ) : (
        <>
          <ul aria-label={M.participantsListLabel} className="divide-y divide-stone-100">
            {list.items.map((participant) => (
              <ParticipantRow
                key={participant.id}
                participant={participant}
                onRemove={askRemove}
                onChangeRole={askRole}
              />
            ))}
          </ul>
          <LoadMoreFooter
            list={list}
            failedText={M.failedToLoadParticipants}
            loadingLabel={M.loadingMore}
            buttonClassName={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
          />
        </>
      )}

      <MemberRoleDialog
        cohortId={cohortId}
        member={changing}
        startups={startups}
        onClose={() => setChanging(null)}
        onSaved={() => {
          setChanging(null);
          setNote(M.roleSaved);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={M.removeConfirmTitle}
        confirmLabel={M.removeShort}
        cancelLabel={M.cancel}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
        busyLabel={M.removingParticipant}
        error={remove.isError ? failureText(remove.error) : null}
      >
        <p className="break-words">{removing ? M.removeConfirmText(removing.name) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
