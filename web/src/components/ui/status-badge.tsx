import { SESSION_STATUS_LABELS, type SessionStatus } from '@common/session-status';

/**
 * SPEC §4 status colours, in one place for every screen that shows a session's status:
 * Brouillon grey, En révision amber, Publié green; any other value gets the default style.
 * Text and background pairs keep WCAG AA contrast.
 */
export const SESSION_STATUS_STYLES: Record<SessionStatus, { badge: string; dot: string; card: string }> = {
  draft: {
    badge: 'bg-stone-100 text-stone-800 ring-stone-300',
    dot: 'bg-stone-500',
    card: 'border-stone-400 bg-stone-50',
  },
  review: {
    badge: 'bg-amber-100 text-amber-900 ring-amber-300',
    dot: 'bg-amber-500',
    card: 'border-amber-500 bg-amber-50',
  },
  published: {
    badge: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
    dot: 'bg-emerald-600',
    card: 'border-emerald-600 bg-emerald-50',
  },
};

const DEFAULT_STYLE = { badge: 'bg-white text-stone-700 ring-stone-300', dot: 'bg-stone-400', card: '' };

function isKnownStatus(status: string): status is SessionStatus {
  return Object.hasOwn(SESSION_STATUS_STYLES, status);
}

/** Styles of a status; unknown values (SPEC §4 "other values") get the default styling. */
export function sessionStatusStyle(status: string) {
  return isKnownStatus(status) ? SESSION_STATUS_STYLES[status] : DEFAULT_STYLE;
}

/** The French label of a status, or the raw value when it is not one of the three. */
export function sessionStatusLabel(status: string): string {
  return isKnownStatus(status) ? SESSION_STATUS_LABELS[status] : status;
}

/** A session's status as a coloured pill ('Brouillon', 'En révision', 'Publié'). */
export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const style = sessionStatusStyle(status);
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
      {sessionStatusLabel(status)}
    </span>
  );
}
