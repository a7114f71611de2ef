import { useId } from 'react';
import {
  PROGRAMME_PHASES,
  PROGRAMME_SESSION_COUNT,
  phaseLabel,
  programmePlaceLabel,
} from '@common/programme';

const SELECT =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-[invalid=true]:border-red-600 sm:text-sm';

const NUMBERS = Array.from({ length: PROGRAMME_SESSION_COUNT }, (_, index) => index + 1);

/**
 * The session's place in the programme (issue 28): its phase and its number, or neither ('Hors
 * programme'). The page shows what the cards will read.
 */
export function ProgrammePlaceField({
  phase,
  number,
  onChange,
  errors,
}: {
  phase: number | null;
  number: number | null;
  onChange: (place: { phase: number | null; number: number | null }) => void;
  errors: { phase?: string | undefined; number?: string | undefined };
}) {
  const id = useId();
  const label = programmePlaceLabel({ phase, number });
  const parse = (value: string) => (value === '' ? null : Number(value));
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-stone-800">Place dans le programme</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-600">
        {label
          ? `Les cartes afficheront « ${label} » ; « Ordre du programme » la classe à ce rang.`
          : 'Hors programme : la session ne compte pas dans les parcours des participants.'}
      </p>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-phase`} className="block text-sm text-stone-800">
            Phase
          </label>
          <select
            id={`${id}-phase`}
            value={phase ?? ''}
            // Out of the programme: the number goes too.
            onChange={(event) => {
              const next = parse(event.target.value);
              onChange({ phase: next, number: next === null ? null : number });
            }}
            aria-invalid={errors.phase ? true : undefined}
            aria-describedby={errors.phase ? `${id}-phase-error` : undefined}
            className={SELECT}
          >
            <option value="">Hors programme</option>
            {PROGRAMME_PHASES.map((p) => (
              <option key={p.number} value={p.number}>
                {phaseLabel(p.number)}
              </option>
            ))}
          </select>
          {errors.phase ? (
            <p id={`${id}-phase-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.phase}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-number`} className="block text-sm text-stone-800">
            Numéro de la session
          </label>
          <select
            id={`${id}-number`}
            value={number ?? ''}
            onChange={(event) => onChange({ phase, number: parse(event.target.value) })}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={errors.number ? `${id}-number-error` : undefined}
            className={SELECT}
          >
            <option value="">—</option>
            {NUMBERS.map((n) => (
              <option key={n} value={n}>
                {`Session ${n}/${PROGRAMME_SESSION_COUNT}`}
              </option>
            ))}
          </select>
          {errors.number ? (
            <p id={`${id}-number-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.number}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
