import { PARCOURS_MESSAGES } from '@common/messages';
import { doneLine } from '@common/parcours';

/** The programme's progress bar, '5 sessions terminées sur 14', read by assistive technology as a progress bar. */
export function ParcoursProgress({
  done,
  total,
  dark = false,
}: {
  done: number;
  total: number;
  dark?: boolean;
}) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const line = doneLine(done, total);
  return (
    <div className="flex flex-col gap-2">
      <p
        className={`text-sm font-semibold ${dark ? 'text-white' : 'text-stone-900'}`}
        data-testid="parcours-done-line"
      >
        {line}
      </p>
      <div
        role="progressbar"
        aria-label={PARCOURS_MESSAGES.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={line}
        className={`h-3 w-full overflow-hidden rounded-full ${dark ? 'bg-white/20' : 'bg-stone-200'}`}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${dark ? 'bg-amber-400' : 'bg-emerald-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
