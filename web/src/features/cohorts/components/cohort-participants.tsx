import { useId, useState } from 'react';
import type { Cohort, InviteParticipantsResult } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buttonClasses } from '@/components/ui/button-styles';
import { PlusIcon } from '@/components/ui/icons';
import { SuccessBanner } from '@/components/ui/status-banner';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { ParticipantsList } from './participants-list';

/**
 * "Participants": how many joined and who ("Retirer" each), "Inviter des participants" (a dialog),
 * and the invitations sent with where each stands.
 */
export function CohortParticipants({ cohort, className }: { cohort: Cohort; className?: string }) {
  const id = useId();
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState<InviteParticipantsResult | null>(null);

  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
            {M.participantsHeading}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{M.participantsCount(cohort.participants_count)}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            setSent(null);
            setInviting(true);
          }}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          <PlusIcon className="size-5" />
          {M.inviteParticipants}
        </button>
      </div>
      <ParticipantsList cohortId={cohort.id} />
      <h3 className="text-base font-semibold text-stone-900">{M.invitationsHeading}</h3>
      {sent ? <SuccessBanner>{M.invitationsSent(sent.invited, sent.skipped)}</SuccessBanner> : null}
      <InvitationsList cohortId={cohort.id} />
      <InviteDialog
        cohortId={cohort.id}
        open={inviting}
        onClose={() => setInviting(false)}
        onSent={(result) => {
          setInviting(false);
          setSent(result);
        }}
      />
    </section>
  );
}
