import { http, HttpResponse } from 'msw';
import type { Cohort, CohortProgressPage, CohortSummary } from '@common/api-types';

export const COHORT_ID = '6f1c2b9e-8a47-4d6b-9a0e-2f5c7d3e1a01';
export const SESSION_IDS = [
  '0b7f5a2c-1d3e-4f60-8a9b-1c2d3e4f5a01',
  '0b7f5a2c-1d3e-4f60-8a9b-1c2d3e4f5a02',
  '0b7f5a2c-1d3e-4f60-8a9b-1c2d3e4f5a03',
  '0b7f5a2c-1d3e-4f60-8a9b-1c2d3e4f5a04',
] as const;

/** A cohort as GET /api/cohorts/{id} answers it: three sessions, the third since withdrawn. */
export function cohort(overrides: Partial<Cohort> = {}): Cohort {
  return {
    id: COHORT_ID,
    name: 'Bootcamp Casablanca 2026',
    organisation: 'Technopark Casablanca',
    starts_on: '2026-03-02',
    ends_on: '2026-06-15',
    archived: false,
    sessions_count: 3,
    participants_count: 12,
    description: null,
    attendance_threshold: null,
    programme: [
      {
        session_id: SESSION_IDS[0],
        planned_on: '2026-03-02',
        place: 'Salle 2',
        link: null,
        session: { title: 'Identification du problème', phase: 1, number: 1 },
      },
      {
        session_id: SESSION_IDS[1],
        planned_on: '2026-03-16',
        place: null,
        link: 'https://meet.exemple.ma/s2',
        session: { title: 'Recherche utilisateurs', phase: 1, number: 2 },
      },
      { session_id: SESSION_IDS[2], planned_on: '2026-03-30', place: null, link: null, session: null },
    ],
    managers: [
      { id: 'user-1', email: 'awa@exemple.ma', name: 'Awa Diallo' },
      { id: 'user-2', email: 'karim@exemple.ma', name: 'Karim Benali' },
    ],
    created_by: 'user-1',
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    version: 3,
    calendar_path: `/api/calendars/${COHORT_ID}/${'t'.repeat(43)}.ics`,
    ...overrides,
  };
}

export function summary(overrides: Partial<CohortSummary> = {}): CohortSummary {
  const { id, name, organisation, starts_on, ends_on, archived, sessions_count, participants_count } =
    cohort();
  return {
    id,
    name,
    organisation,
    starts_on,
    ends_on,
    archived,
    sessions_count,
    participants_count,
    ...overrides,
  };
}

/**
 * The "Progression" section's read, GET /api/cohorts/{id}/progress: by default nobody in the grid
 * yet (the section shows its empty text, no 'Charger plus'). Pages are answered by their cursor
 * (none: the first); each read's query is kept in `reads`.
 */
export function progressHandler(
  pages: CohortProgressPage[] = [{ sessions: [], items: [], next_cursor: null }],
  reads: URLSearchParams[] = [],
) {
  return http.get(`*/api/cohorts/${COHORT_ID}/progress`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    reads.push(query);
    const cursor = query.get('cursor');
    const page =
      cursor === null ? pages[0] : pages.find((_, index) => pages[index - 1]?.next_cursor === cursor);
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json({ error: { code: 'bad_request', message: 'Curseur inconnu.' } }, { status: 400 });
  });
}
