/**
 * "Mon parcours": the rules of where a person is in the programme, pure, for the API (which builds
 * the answer) and the web app (which shows it, and updates it at once when a session is marked done).
 */
import type { Parcours, ParcoursCohort, ParcoursSchedule, ParcoursSession, ParcoursState } from './api-types';
import { formatNumber, isPlural } from './format';

/**
 * What a person's parcours records (the documents they opened, the sessions they marked done) is
 * kept two years from each event: the longest programme (28 weeks) and a return to it, with room.
 * "Mon parcours" says so; the table's TTL removes it then.
 */
export const PARCOURS_RETENTION_MONTHS = 24;

export const PARCOURS_STATE_LABELS: Record<ParcoursState, string> = {
  todo: 'À faire',
  in_progress: 'En cours',
  done: 'Terminée',
};

/**
 * Done when the person says so (however many documents they opened: a session is also workshops
 * and pitches); in progress once they opened one of its documents; to do otherwise.
 */
export function parcoursState(session: { done: boolean; opened_count: number }): ParcoursState {
  if (session.done) return 'done';
  return session.opened_count > 0 ? 'in_progress' : 'todo';
}

/** « 2 documents ouverts sur 3 », « 1 document ouvert sur 3 ». */
export function openedLine(opened: number, total: number): string {
  return `${formatNumber(opened)} ${isPlural(opened) ? 'documents ouverts' : 'document ouvert'} sur ${formatNumber(total)}`;
}

/** « 5 sessions terminées sur 14 », « 1 session terminée sur 14 ». */
export function doneLine(done: number, total: number): string {
  return `${formatNumber(done)} ${isPlural(done) ? 'sessions terminées' : 'session terminée'} sur ${formatNumber(total)}`;
}

/** A programme session as the parcours reads it, before the person's own marks. */
export interface ProgrammeSession {
  id: string;
  title: string;
  phase: number;
  number: number;
  documents_count: number;
  /** Its date in the person's cohort (null or absent outside a cohort). */
  schedule?: ParcoursSchedule | null;
}

/**
 * The parcours from the programme's published sessions (in programme order), how many documents the
 * person opened in each session, and every session they marked done. An opened count never exceeds
 * the session's documents (an opening recorded while its document was being deleted).
 */
export function buildParcours(
  programme: readonly ProgrammeSession[],
  openedBySession: ReadonlyMap<string, number>,
  doneSessionIds: ReadonlySet<string>,
  cohort: ParcoursCohort | null = null,
): Parcours {
  const sessions: ParcoursSession[] = programme.map(({ schedule = null, ...session }) => {
    const opened_count = Math.min(openedBySession.get(session.id) ?? 0, session.documents_count);
    const done = doneSessionIds.has(session.id);
    return { ...session, opened_count, done, state: parcoursState({ done, opened_count }), schedule };
  });
  return summarise(sessions, [...doneSessionIds], cohort);
}

function summarise(
  sessions: ParcoursSession[],
  doneSessionIds: string[],
  cohort: ParcoursCohort | null,
): Parcours {
  const next = sessions.find((session) => !session.done);
  return {
    sessions,
    cohort,
    done_count: sessions.filter((session) => session.done).length,
    next: next ? { id: next.id, title: next.title } : null,
    done_session_ids: doneSessionIds,
  };
}

/** The parcours once `sessionId` is marked done (or not): what the page shows before the API answers. */
export function withSessionDone(parcours: Parcours, sessionId: string, done: boolean): Parcours {
  const sessions = parcours.sessions.map((session) =>
    session.id === sessionId
      ? { ...session, done, state: parcoursState({ done, opened_count: session.opened_count }) }
      : session,
  );
  const others = parcours.done_session_ids.filter((id) => id !== sessionId);
  return summarise(sessions, done ? [...others, sessionId] : others, parcours.cohort);
}

/** Where a cohort's session stands against today (both « 2027-01-04 »): « À venir » until its day. */
export type ScheduleTiming = 'upcoming' | 'today' | 'past';

export function scheduleTiming(plannedOn: string, today: string): ScheduleTiming {
  if (plannedOn > today) return 'upcoming';
  return plannedOn === today ? 'today' : 'past';
}

export const SCHEDULE_TIMING_LABELS: Record<Exclude<ScheduleTiming, 'past'>, string> = {
  upcoming: 'À venir',
  today: "Aujourd'hui",
};

/**
 * The cohort's next session: the earliest dated today or later (the first of them in the
 * programme's order on a tie); null outside a cohort or once every date has passed.
 */
export function nextScheduledSession<S extends { id: string; schedule: ParcoursSchedule | null }>(
  sessions: readonly S[],
  today: string,
): S | null {
  let next: S | null = null;
  for (const session of sessions) {
    const day = session.schedule?.planned_on;
    if (!day || day < today) continue;
    if (!next || day < (next.schedule?.planned_on ?? '')) next = session;
  }
  return next;
}

/** The programme's sessions by phase, in programme order, each phase once (phases without sessions left out). */
export function sessionsByPhase<S extends { phase: number }>(sessions: readonly S[]): [number, S[]][] {
  const groups = new Map<number, S[]>();
  for (const session of [...sessions].sort((a, b) => a.phase - b.phase)) {
    const group = groups.get(session.phase) ?? [];
    group.push(session);
    groups.set(session.phase, group);
  }
  return [...groups];
}
