import { useId, useState } from 'react';
import type { CohortParticipant } from '@common/api-types';
import { COHORT_LIMITS } from '@common/cohorts';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { isExplained } from '@/lib/api-failure';
import { useSetMemberRole } from '@/features/cohorts/api/cohorts-api';

/** A refusal in the API's words when it gave some (a startup gone, removed meanwhile…), else the generic message. */
function failureText(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && isExplained(error)
    ? error.message
    : M.failedToSaveRole;
}

/**
 * "Modifier le rôle": participant or "Mentor", and a mentor's startups picked among `startups` (the
 * cohort's, as its participants joined under them). Opened with the member's current choice; "Enregistrer"
 * saves both at once, and the dialog closes on success (`onSaved`).
 */
export function MemberRoleDialog({
  cohortId,
  member,
  startups,
  onClose,
  onSaved,
}: {
  cohortId: string;
  /** The member whose role is changed; null: the dialog is closed. */
  member: CohortParticipant | null;
  startups: readonly string[];
  onClose: () => void;
  onSaved: (saved: CohortParticipant) => void;
}) {
  // Mounted while open: each opening starts from the member's current choice (closing restores the focus).
  return member ? (
    <RoleForm
      key={member.id}
      cohortId={cohortId}
      member={member}
      startups={startups}
      onClose={onClose}
      onSaved={onSaved}
    />
  ) : null;
}

function RoleForm({
  cohortId,
  member,
  startups,
  onClose,
  onSaved,
}: {
  cohortId: string;
  member: CohortParticipant;
  startups: readonly string[];
  onClose: () => void;
  onSaved: (saved: CohortParticipant) => void;
}) {
  const id = useId();
  const save = useSetMemberRole(cohortId);
  const [role, setRole] = useState(member.role);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(member.mentored_startups));
  // The member's own startups stay offered even if no participant has them any more (to untick them).
  const offered = [...new Set([...startups, ...member.mentored_startups])].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
  const full = chosen.size >= COHORT_LIMITS.mentoredStartupsMax;

  const toggle = (name: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const onConfirm = () => {
    if (save.isPending) return;
    save.mutate(
      {
        userId: member.id,
        role,
        startups: role === 'mentor' ? offered.filter((name) => chosen.has(name)) : [],
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <ConfirmDialog
      open
      title={M.roleDialogTitle(member.name)}
      confirmLabel={M.save}
      cancelLabel={M.cancel}
      onConfirm={onConfirm}
      onCancel={onClose}
      busy={save.isPending}
      busyLabel={M.saving}
      error={save.isError ? failureText(save.error) : null}
      tone="primary"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-900">{M.roleLegend}</legend>
        {(['participant', 'mentor'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-stone-900">
            <input
              type="radio"
              name={`${id}-role`}
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
              className="size-4 accent-brand-700"
            />
            {value === 'mentor' ? M.roleMentor : M.participantColumn}
          </label>
        ))}
      </fieldset>
      {role === 'mentor' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-stone-900">{M.mentoredStartupsLegend}</legend>
          {offered.length === 0 ? (
            <p className="text-sm text-stone-600">{M.noStartupsToMentor}</p>
          ) : (
            <ul className="max-h-64 space-y-1 overflow-y-auto">
              {offered.map((name) => (
                <li key={name}>
                  <label className="flex min-h-11 items-center gap-3 break-words text-stone-900">
                    <input
                      type="checkbox"
                      checked={chosen.has(name)}
                      disabled={full && !chosen.has(name)}
                      onChange={() => toggle(name)}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    {name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {full ? <p className="text-sm text-stone-600">{M.tooManyMentoredStartups}</p> : null}
        </fieldset>
      ) : null}
    </ConfirmDialog>
  );
}
