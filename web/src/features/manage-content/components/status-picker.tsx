import { useId } from 'react';
import { SESSION_STATUS_LABELS, SESSION_STATUSES, type SessionStatus } from '@common/session-status';
import { sessionStatusStyle } from '@/components/ui/status-badge';

const HINTS: Record<SessionStatus, string> = {
  draft: 'Visible seulement dans le tableau de bord.',
  review: 'Prête à être relue avant publication.',
  published: 'Visible par tous dans le catalogue public.',
};

/** SPEC §4/§5: any of the three statuses, freely, as radio cards in their colours. */
export function StatusPicker({
  value,
  onChange,
  error,
}: {
  value: SessionStatus;
  onChange: (status: SessionStatus) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-800">Statut</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {SESSION_STATUSES.map((status) => {
          const checked = value === status;
          const style = sessionStatusStyle(status);
          return (
            <label
              key={status}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${
                checked ? style.card : 'border-stone-200 bg-white hover:border-stone-300'
              }`}
            >
              <input
                type="radio"
                name={`${id}-status`}
                value={status}
                checked={checked}
                onChange={() => onChange(status)}
                aria-describedby={`${id}-${status}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="flex items-center gap-2 text-sm font-semibold text-stone-900">
                  <span aria-hidden="true" className={`size-2.5 rounded-full ${style.dot}`} />
                  {SESSION_STATUS_LABELS[status]}
                </span>
                <span id={`${id}-${status}-hint`} className="mt-0.5 block text-xs text-stone-600">
                  {HINTS[status]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
