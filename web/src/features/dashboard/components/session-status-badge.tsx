import { SESSION_STATUS_LABELS, type SessionStatus } from '@common/session-status';

// SPEC §4: draft grey, review amber, published green; anything else the default look.
const TONES: Record<SessionStatus, string> = {
  draft: 'bg-stone-100 text-stone-800 ring-stone-300',
  review: 'bg-amber-50 text-amber-900 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
};

/** Takes any string: a status this build does not know yet still gets a badge. */
export function SessionStatusBadge({ status }: { status: string }) {
  const known = status in SESSION_STATUS_LABELS ? (status as SessionStatus) : null;
  const label = known
    ? SESSION_STATUS_LABELS[known]
    : status.charAt(0).toLocaleUpperCase('fr-FR') + status.slice(1);
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        known ? TONES[known] : 'bg-stone-100 text-stone-800 ring-stone-300'
      }`}
    >
      {label}
    </span>
  );
}
