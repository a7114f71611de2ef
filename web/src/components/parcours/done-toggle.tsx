import { PARCOURS_MESSAGES } from '@common/messages';
import { useSessionDone, useSessionDoneToggle } from '@/hooks/use-parcours';
import { CheckIcon } from '@/components/ui/icons';

/**
 * "J'ai terminé cette session": a toggle button (aria-pressed). Pressed again, the session is no
 * longer marked done; the line under it says so. Only for the signed-in person, once their parcours
 * is read (until then nothing says whether it is pressed).
 */
export function DoneToggle({ sessionId, title }: { sessionId: string; title: string }) {
  const done = useSessionDone(sessionId);
  const toggle = useSessionDoneToggle();
  if (done === undefined) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <button
        type="button"
        aria-pressed={done}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ sessionId, done: !done })}
        className={`inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg border px-4 text-sm font-semibold shadow-sm transition-colors disabled:cursor-wait disabled:opacity-70 ${
          done
            ? 'border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800'
            : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-5 items-center justify-center rounded-full border-2 ${
            done ? 'border-white bg-white text-emerald-800' : 'border-stone-400'
          }`}
        >
          {done ? <CheckIcon className="size-3.5" strokeWidth={3} /> : null}
        </span>
        {PARCOURS_MESSAGES.markDone}
        <span className="sr-only"> : « {title} »</span>
      </button>
      {done ? <p className="text-xs text-stone-600">{PARCOURS_MESSAGES.undoHint}</p> : null}
      {toggle.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {PARCOURS_MESSAGES.toggleFailed}
        </p>
      ) : null}
    </div>
  );
}
