import { COHORT_MESSAGES } from '@common/messages/cohorts';

/** "Archivée", beside an archived cohort's name. */
export function ArchivedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-300 ring-inset">
      {COHORT_MESSAGES.archivedLabel}
    </span>
  );
}
