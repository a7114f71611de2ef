import { PARCOURS_STATE_LABELS } from '@common/parcours';
import { useSessionDone } from '@/hooks/use-parcours';
import { CheckIcon } from '@/components/ui/icons';

/**
 * The tick on a session the signed-in person marked done (cards, the session page, its quick
 * details): a check and the word 'Terminée', so it is read, not only seen.
 */
export function DoneMark({ sessionId, className = '' }: { sessionId: string; className?: string }) {
  const done = useSessionDone(sessionId);
  if (!done) return null;
  return (
    <span
      data-testid="session-done-mark"
      className={`inline-flex items-center gap-1 self-start rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ${className}`}
    >
      <CheckIcon className="size-3.5" strokeWidth={2.5} />
      <span className="sr-only">Session </span>
      {PARCOURS_STATE_LABELS.done}
    </span>
  );
}
