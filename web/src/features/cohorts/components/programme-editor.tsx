import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { COHORT_LIMITS } from '@common/cohorts';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { programmePlaceLabel } from '@common/programme';
import { allPublishedSessionsQuery } from '@/api/published-sessions';
import { buttonClasses } from '@/components/ui/button-styles';
import { ChevronDownIcon, ChevronUpIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { ErrorBanner } from '@/components/ui/status-banner';
import {
  addRow,
  moveRow,
  sessionNumberLabel,
  type CohortFormErrors,
  type ProgrammeField,
  type ProgrammeRow,
} from '@/features/cohorts/utils/cohort-form';
import { InputField, INPUT } from './field';

/** The element id of one programme field, so the page can focus the first wrong one. */
export function programmeFieldId(
  formId: string,
  sessionId: string,
  field: ProgrammeField | 'up' | 'down' | 'remove',
) {
  return `${formId}-programme-${sessionId}-${field}`;
}

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 shadow-sm hover:bg-stone-100 hover:text-stone-950 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

function rowTitle(row: ProgrammeRow): string {
  return row.session?.title ?? M.sessionRemoved;
}

/**
 * The cohort's programme, in order: each session with its day, place and online link, moved up or
 * down or taken out with buttons (their names say which session), and a published session not yet
 * in it added at the end. Focus follows the session that moved, so a keyboard keeps its place.
 */
export function ProgrammeEditor({
  formId,
  rows,
  errors,
  fallbackDay,
  onChange,
  onFieldChange,
}: {
  formId: string;
  rows: readonly ProgrammeRow[];
  errors: Pick<CohortFormErrors, 'programme' | 'programmeList'>;
  /** The day a session added to an empty programme starts on (the cohort's first day). */
  fallbackDay: string;
  onChange: (rows: ProgrammeRow[]) => void;
  onFieldChange: (sessionId: string, field: ProgrammeField, value: string) => void;
}) {
  const [picked, setPicked] = useState('');
  const focusNext = useRef<string | null>(null);
  const sessions = useQuery(allPublishedSessionsQuery('programme'));
  const inProgramme = new Set(rows.map((row) => row.session_id));
  const available = (sessions.data ?? []).filter((session) => !inProgramme.has(session.id));
  const full = rows.length >= COHORT_LIMITS.programmeMaxSessions;
  const addSelectId = `${formId}-programme-add`;

  // After a move, a removal or an addition, the focus goes where the person's attention is.
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    if (!row) return;
    const target = index + by;
    // At either end the arrow goes grey: the focus moves to the other one.
    const edge = target === 0 || target === rows.length - 1;
    const direction = by === -1 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    focusNext.current = programmeFieldId(formId, row.session_id, rows.length > 1 ? direction : 'remove');
    onChange(moveRow(rows, index, by));
  };

  const remove = (index: number) => {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? programmeFieldId(formId, neighbour.session_id, 'remove') : addSelectId;
    onChange(rows.filter((_, i) => i !== index));
  };

  const add = () => {
    const session = available.find((s) => s.id === picked);
    if (!session || full) return;
    focusNext.current = programmeFieldId(formId, session.id, 'planned_on');
    setPicked('');
    onChange(addRow(rows, session, fallbackDay));
  };

  return (
    <div className="space-y-4">
      {errors.programmeList ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.programmeList}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-600">
          {M.programmeEmpty}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={M.programmeHeading}>
          {rows.map((row, index) => {
            const title = rowTitle(row);
            const place = row.session ? programmePlaceLabel(row.session) : null;
            const rowErrors = errors.programme[row.session_id] ?? {};
            const headingId = `${formId}-programme-${row.session_id}-title`;
            return (
              <li
                key={row.session_id}
                aria-labelledby={headingId}
                data-testid="programme-entry"
                className="rounded-xl border border-stone-200 bg-stone-50/60 p-3 sm:p-4"
              >
                {/* The buttons sit beside the title when both fit, under it on a phone. */}
                <div className="flex flex-wrap items-start gap-3">
                  <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                    >
                      {index + 1}
                    </span>
                    <div className="min-w-0 flex-1">
                      {place ? <p className="text-xs font-semibold text-brand-800">{place}</p> : null}
                      <h3
                        id={headingId}
                        className={`font-semibold break-words ${row.session ? 'text-stone-900' : 'text-stone-600 italic'}`}
                      >
                        {title}
                      </h3>
                    </div>
                  </div>
                  <div className="ml-auto flex shrink-0 gap-1.5">
                    <button
                      type="button"
                      id={programmeFieldId(formId, row.session_id, 'up')}
                      aria-label={M.moveUp(title)}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      className={ICON_BUTTON}
                    >
                      <ChevronUpIcon className="size-5" />
                    </button>
                    <button
                      type="button"
                      id={programmeFieldId(formId, row.session_id, 'down')}
                      aria-label={M.moveDown(title)}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                      className={ICON_BUTTON}
                    >
                      <ChevronDownIcon className="size-5" />
                    </button>
                    <button
                      type="button"
                      id={programmeFieldId(formId, row.session_id, 'remove')}
                      aria-label={M.remove(title)}
                      title={M.removeShort}
                      onClick={() => remove(index)}
                      className={`${ICON_BUTTON} text-red-700 hover:text-red-800`}
                    >
                      <TrashIcon className="size-5" />
                    </button>
                  </div>
                </div>
                <div className="mt-3 grid gap-3 md:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_minmax(0,1fr)]">
                  <InputField
                    id={programmeFieldId(formId, row.session_id, 'planned_on')}
                    label={M.plannedOnLabel}
                    type="date"
                    required
                    value={row.planned_on}
                    error={rowErrors.planned_on}
                    onChange={(event) => onFieldChange(row.session_id, 'planned_on', event.target.value)}
                  />
                  <InputField
                    id={programmeFieldId(formId, row.session_id, 'place')}
                    label={M.placeLabel}
                    value={row.place}
                    maxLength={COHORT_LIMITS.placeMaxLength}
                    placeholder={M.placePlaceholder}
                    error={rowErrors.place}
                    onChange={(event) => onFieldChange(row.session_id, 'place', event.target.value)}
                  />
                  <InputField
                    id={programmeFieldId(formId, row.session_id, 'link')}
                    label={M.linkLabel}
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={row.link}
                    maxLength={COHORT_LIMITS.linkMaxLength}
                    placeholder="https://"
                    error={rowErrors.link}
                    onChange={(event) => onFieldChange(row.session_id, 'link', event.target.value)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <div className="rounded-xl border border-stone-200 p-3 sm:p-4">
        {sessions.isError ? (
          <ErrorBanner onRetry={() => void sessions.refetch()}>{M.failedToLoadSessions}</ErrorBanner>
        ) : full ? (
          <p className="text-sm text-stone-700">{M.programmeFull}</p>
        ) : sessions.isSuccess && available.length === 0 ? (
          <p className="text-sm text-stone-700">{M.allSessionsInProgramme}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <label htmlFor={addSelectId} className="block text-sm font-medium text-stone-800">
                {M.addSessionLabel}
              </label>
              <select
                id={addSelectId}
                value={picked}
                disabled={!sessions.isSuccess}
                onChange={(event) => setPicked(event.target.value)}
                className={`${INPUT} min-h-11`}
              >
                <option value="">{M.addSessionPlaceholder}</option>
                {available.map((session) => {
                  const number = sessionNumberLabel(session);
                  return (
                    <option key={session.id} value={session.id}>
                      {number ? `${number} — ${session.title}` : session.title}
                    </option>
                  );
                })}
              </select>
            </div>
            <button
              type="button"
              onClick={add}
              disabled={!picked}
              className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
            >
              <PlusIcon className="size-5" />
              {M.addSession}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
