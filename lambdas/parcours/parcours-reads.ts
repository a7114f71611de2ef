/** Reading a person's parcours: their own items (one Query), their cohort, and its programme or the published one. */
import type { Parcours, ParcoursCohort } from '@common/api-types';
import { buildParcours, type ProgrammeSession } from '@common/parcours';
import { calendarPath, participantCohort } from '../cohorts/cohort-reads';
import type { StoredCohort } from '../cohorts/cohort-item';
import { queryAll } from '../lib/batch';
import { keys } from '../lib/keys';
import { findSessions, publishedProgramme } from '../sessions/session-reads';
import { toProgress } from './parcours-item';

/**
 * Everything "Mon parcours" shows, in a few calls whatever the catalogue's size: the person's
 * partition (the documents they opened and the sessions they finished) and, beside it, their
 * cohort's programme with its dates (their memberships, the cohort, its sessions) or, for someone in
 * no cohort, the programme's part of the published sessions' sorted list and those sessions.
 */
export async function readParcours(userId: string): Promise<Parcours> {
  const [items, { programme, cohort }] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.parcours(userId).PK },
    }),
    programmeOf(userId),
  ]);
  const { openedBySession, doneSessionIds } = toProgress(items);
  return buildParcours(programme, openedBySession, doneSessionIds, cohort);
}

async function programmeOf(
  userId: string,
): Promise<{ programme: ProgrammeSession[]; cohort: ParcoursCohort | null }> {
  const cohort = await participantCohort(userId);
  if (!cohort) {
    const published = await publishedProgramme();
    return { programme: published.map(programmeSession), cohort: null };
  }
  const sessions = new Map(
    (await findSessions(cohort.programme.map((entry) => entry.session_id))).map((s) => [s.id, s]),
  );
  // A session unpublished or deleted since the cohort was planned is left out, as in the catalogue.
  const programme = cohort.programme.flatMap((entry) => {
    const session = sessions.get(entry.session_id);
    if (!session || session.status !== 'published' || session.deleting) return [];
    if (session.phase === null || session.number === null) return [];
    return [
      {
        ...programmeSession({ ...session, phase: session.phase, number: session.number }),
        schedule: { planned_on: entry.planned_on, place: entry.place, link: entry.link },
      },
    ];
  });
  return { programme, cohort: parcoursCohort(cohort) };
}

function programmeSession(session: {
  id: string;
  title: string;
  phase: number;
  number: number;
  documents_count: number;
}): ProgrammeSession {
  return {
    id: session.id,
    title: session.title,
    phase: session.phase,
    number: session.number,
    documents_count: session.documents_count,
  };
}

function parcoursCohort(cohort: StoredCohort): ParcoursCohort {
  return {
    id: cohort.id,
    name: cohort.name,
    organisation: cohort.organisation,
    starts_on: cohort.starts_on,
    ends_on: cohort.ends_on,
    version: cohort.version,
    updated_at: cohort.updated_at,
    calendar_path: cohort.calendar_token ? calendarPath(cohort.id, cohort.calendar_token) : null,
  };
}
