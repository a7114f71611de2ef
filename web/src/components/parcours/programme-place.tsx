import type { Session } from '@common/api-types';
import { programmePlaceLabel } from '@common/programme';
import { FlagIcon } from '@/components/ui/icons';

/**
 * A session's place in the programme, 'Session 3/14 · Phase 1 — Idéation et concept' (cards, the
 * session page, the quick details); nothing for a session outside the programme.
 */
export function ProgrammePlace({
  session,
  className = '',
}: {
  session: Pick<Session, 'phase' | 'number'>;
  className?: string;
}) {
  const label = programmePlaceLabel(session);
  if (!label) return null;
  return (
    <p
      data-testid="programme-place"
      className={`inline-flex items-start gap-1.5 text-xs font-semibold text-brand-800 ${className}`}
    >
      <FlagIcon className="mt-px size-3.5 shrink-0" />
      <span>{label}</span>
    </p>
  );
}
