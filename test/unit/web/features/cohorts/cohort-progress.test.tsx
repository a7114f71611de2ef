import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  Attendance,
  CohortParticipant,
  CohortProgressPage,
  ParticipantProgress,
  ProgressRow,
  ProgressSession,
  SessionProgress,
} from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { CohortRoute } from '@/features/cohorts/routes/cohort';
import { ParticipantRoute } from '@/features/cohorts/routes/participant';
import { catalogPage } from '../../support/public-data';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { catchDownloads, fileBytes, restoreDownloads } from '../../support/downloads';
import { cohort, COHORT_ID, progressHandler, SESSION_IDS } from './cohort-fixtures';

function Screens() {
  return (
    <Routes>
      <Route path="/dashboard/cohortes/:cohortId" element={<CohortRoute />} />
      <Route path="/dashboard/cohortes/:cohortId/participants/:userId" element={<ParticipantRoute />} />
    </Routes>
  );
}

/** The cohort's programme as the grid's columns: a session of two documents, one of none. */
const SESSIONS: ProgressSession[] = [
  {
    id: SESSION_IDS[0],
    title: 'Identification du problème',
    phase: 1,
    number: 1,
    planned_on: '2026-03-02',
    documents_count: 3,
  },
  {
    id: SESSION_IDS[1],
    title: 'Recherche utilisateurs',
    phase: 1,
    number: 2,
    planned_on: '2026-03-16',
    documents_count: 2,
  },
  {
    id: SESSION_IDS[3],
    title: 'Proposition de valeur',
    phase: 1,
    number: 3,
    planned_on: '2026-03-30',
    documents_count: 0,
  },
];

function person(id: string, name: string, startup: string | null = null): CohortParticipant {
  return {
    id,
    name,
    email: `${id}@exemple.ma`,
    startup,
    role: 'participant',
    mentored_startups: [],
    joined_at: '2026-02-27T09:00:00.000Z',
  };
}

const at = (opened: number, done: boolean, attendance: Attendance | null = null): SessionProgress => ({
  opened,
  done,
  attendance,
});
const NONE = at(0, false);

function progressRow(participant: CohortParticipant, cells: SessionProgress[]): ProgressRow {
  return {
    id: participant.id,
    participant,
    progress: Object.fromEntries(SESSIONS.map((session, index) => [session.id, cells[index] ?? NONE])),
  };
}

const AWA = person('awa', 'Awa Diallo', 'Jokko Agri');
const KARIM = person('karim', 'Karim Benali');
const SARA = person('sara', 'Sara Idrissi', 'Argan Tech');

const ROWS = {
  awa: progressRow(AWA, [at(3, true, 'present'), at(1, false, 'absent'), NONE]),
  karim: progressRow(KARIM, [at(0, false, 'excused'), NONE, NONE]),
  sara: progressRow(SARA, [at(2, false), at(2, true, 'present'), NONE]),
};

/** The cohort page's reads: the cohort, the catalogue, its (empty) lists, and `progress` as the grid. */
function cohortPageApi(pages: CohortProgressPage[]) {
  const reads: URLSearchParams[] = [];
  server.use(
    http.get(`*/api/cohorts/${COHORT_ID}`, () => HttpResponse.json(cohort())),
    http.get('*/api/sessions', () => HttpResponse.json(catalogPage([]))),
    http.get(`*/api/cohorts/${COHORT_ID}/invitations`, () =>
      HttpResponse.json({ items: [], next_cursor: null }),
    ),
    http.get(`*/api/cohorts/${COHORT_ID}/participants`, () =>
      HttpResponse.json({ items: [], next_cursor: null }),
    ),
    progressHandler(pages, reads),
  );
  return { reads };
}

const openCohort = () =>
  renderWithApp(<Screens />, { user: testUser('editor'), path: `/dashboard/cohortes/${COHORT_ID}` });

const grid = () => screen.findByRole('region', { name: M.progressHeading });
const gridRows = () => screen.queryAllByTestId('progress-row');

function gridRow(name: string): HTMLElement {
  const found = gridRows().find((row) => within(row).queryByRole('rowheader')?.textContent?.includes(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

/** A row's cells after the name, each as its words ("Terminée", then the attendance, if any). */
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => Array.from(cell.children, (part) => part.textContent).join(' · '));

afterEach(restoreDownloads);

describe('"Progression" on the cohort page', () => {
  it('shows a row per participant, the name opening their page, and each session’s words and attendance', async () => {
    cohortPageApi([{ sessions: SESSIONS, items: [ROWS.awa, ROWS.karim, ROWS.sara], next_cursor: null }]);
    const { user } = openCohort();
    const section = await grid();
    await waitFor(() => expect(gridRows()).toHaveLength(3));

    const table = within(section).getByRole('table', { name: M.progressGridLabel });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[0]).toBe(M.participantColumn);
    expect(headers).toHaveLength(1 + SESSIONS.length);
    SESSIONS.forEach((session, index) => {
      expect(headers[index + 1]).toContain(`S${session.number}`);
      expect(headers[index + 1]).toContain(session.title);
    });

    expect(cellTexts(gridRow('Awa Diallo'))).toEqual([
      'Terminée · Présent',
      '1/2 ouvert · Absent',
      'Pas commencée',
    ]);
    expect(cellTexts(gridRow('Karim Benali'))).toEqual([
      'Pas commencée · Excusé',
      'Pas commencée',
      'Pas commencée',
    ]);
    expect(cellTexts(gridRow('Sara Idrissi'))).toEqual([
      '2/3 ouverts',
      'Terminée · Présent',
      'Pas commencée',
    ]);
    expect(within(gridRow('Awa Diallo')).getByText('Jokko Agri')).toBeTruthy();
    expect(within(section).queryByText(M.emptyProgress)).toBeNull();
    expect(within(section).queryByRole('button', { name: M.loadMore })).toBeNull();

    const link = within(gridRow('Awa Diallo')).getByRole('link', { name: M.openParticipant('Awa Diallo') });
    expect(link.textContent).toBe('Awa Diallo');
    expect(link.getAttribute('href')).toBe(`/dashboard/cohortes/${COHORT_ID}/participants/awa`);
    server.use(
      http.get(`*/api/cohorts/${COHORT_ID}/participants/awa`, () =>
        HttpResponse.json(participantProgress(ROWS.awa)),
      ),
    );
    await user.click(link);
    expect(await screen.findByRole('heading', { name: M.participantPageTitle('Awa Diallo') })).toBeTruthy();
  });

  it('says when nobody joined yet, with nothing to export', async () => {
    cohortPageApi([{ sessions: SESSIONS, items: [], next_cursor: null }]);
    openCohort();
    const section = await grid();
    expect(await within(section).findByText(M.emptyProgress)).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getByRole('button', { name: M.exportCsv }).hasAttribute('disabled')).toBe(true);
  });

  it('reads the next page with its cursor on "Charger plus"', async () => {
    const api = cohortPageApi([
      { sessions: SESSIONS, items: [ROWS.awa, ROWS.karim], next_cursor: 'page-2' },
      { sessions: SESSIONS, items: [ROWS.sara], next_cursor: null },
    ]);
    const { user } = openCohort();
    const section = await grid();
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    await user.click(within(section).getByRole('button', { name: M.loadMore }));
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    expect(cellTexts(gridRow('Sara Idrissi'))).toEqual([
      '2/3 ouverts',
      'Terminée · Présent',
      'Pas commencée',
    ]);
    expect(within(section).queryByRole('button', { name: M.loadMore })).toBeNull();
    expect(api.reads.map((query) => [query.get('limit'), query.get('cursor')])).toEqual([
      ['50', null],
      ['50', 'page-2'],
    ]);
  });
});

const CSV = '\uFEFFParticipant;Startup;S1 — Identification du problème\r\nAwa Diallo;Jokko Agri;Terminée\r\n';

describe('"Exporter (CSV)"', () => {
  it('requests the export and saves it as progression-<the cohort>.csv, its byte-order mark kept', async () => {
    const saved = catchDownloads();
    cohortPageApi([{ sessions: SESSIONS, items: [ROWS.awa], next_cursor: null }]);
    const exports: string[] = [];
    server.use(
      http.get(`*/api/cohorts/${COHORT_ID}/progress/export`, ({ request }) => {
        exports.push(request.headers.get('authorization') ?? '');
        return new HttpResponse(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="progression-bootcamp-casablanca-2026.csv"',
          },
        });
      }),
    );
    const { user } = openCohort();
    const section = await grid();
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    await user.click(within(section).getByRole('button', { name: M.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports).toEqual(['Bearer test-token']);
    const [{ file, name }] = saved as [{ file: Blob; name: string }];
    expect(name).toBe('progression-bootcamp-casablanca-2026.csv');
    const content = await fileBytes(file);
    expect(Array.from(content.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(content)).toBe(CSV);
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).getByRole('button', { name: M.exportCsv }).hasAttribute('disabled')).toBe(false);
  });

  it('failed: says so in French and saves nothing', async () => {
    const saved = catchDownloads();
    cohortPageApi([{ sessions: SESSIONS, items: [ROWS.awa], next_cursor: null }]);
    server.use(
      http.get(`*/api/cohorts/${COHORT_ID}/progress/export`, () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Erreur interne.' } }, { status: 500 }),
      ),
    );
    const { user } = openCohort();
    const section = await grid();
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    await user.click(within(section).getByRole('button', { name: M.exportCsv }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain("L'export n'a pas pu être préparé. Veuillez réessayer.");
    expect(saved).toEqual([]);
  });
});

function participantProgress(row: ProgressRow): ParticipantProgress {
  return { ...row, cohort: { id: COHORT_ID, name: 'Bootcamp Casablanca 2026' }, sessions: SESSIONS };
}

/**
 * A participant's page as a server that remembers their attendance. `hold(sessionId)` keeps that
 * session's next answer until the returned function is called with whether to refuse it (a 500).
 */
function participantApi(row: ProgressRow = ROWS.karim) {
  let stored = participantProgress(row);
  const puts: { sessionId: string; body: unknown }[] = [];
  const held = new Map<string, Promise<boolean>>();
  server.use(
    http.get(`*/api/cohorts/${COHORT_ID}/participants/${row.id}`, () => HttpResponse.json(stored)),
    http.put(
      `*/api/cohorts/${COHORT_ID}/participants/${row.id}/attendance/:sessionId`,
      async ({ params, request }) => {
        const sessionId = String(params.sessionId);
        const body = (await request.json()) as { attendance: Attendance | null };
        puts.push({ sessionId, body });
        const answer = held.get(sessionId);
        held.delete(sessionId);
        const refuse = answer ? await answer : (await delay(20), false);
        if (refuse) {
          return HttpResponse.json(
            { error: { code: 'internal', message: 'Erreur interne.' } },
            { status: 500 },
          );
        }
        const current = stored.progress[sessionId] ?? NONE;
        stored = { ...stored, progress: { ...stored.progress, [sessionId]: { ...current, ...body } } };
        return new HttpResponse(null, { status: 204 });
      },
    ),
  );
  const hold = (sessionId: string) => {
    let release: (refuse: boolean) => void = () => {};
    held.set(sessionId, new Promise<boolean>((resolve) => (release = resolve)));
    return (refuse: boolean) => release(refuse);
  };
  return { puts, hold };
}

const openParticipant = (userId = 'karim') =>
  renderWithApp(<Screens />, {
    user: testUser('editor'),
    path: `/dashboard/cohortes/${COHORT_ID}/participants/${userId}`,
  });

function sessionCard(title: string): HTMLElement {
  const found = screen
    .queryAllByTestId('participant-session')
    .find((card) => within(card).queryByRole('heading', { name: title }));
  if (!found) throw new Error(`no card for ${title}`);
  return found;
}

const attendanceButton = (title: string, label: string) =>
  within(within(sessionCard(title)).getByRole('group', { name: M.attendanceLegend(title) })).getByRole(
    'button',
    { name: label },
  );

const pressed = (title: string) =>
  ['Présent', 'Absent', 'Excusé'].filter(
    (label) => attendanceButton(title, label).getAttribute('aria-pressed') === 'true',
  );

describe('a participant’s page', () => {
  it('shows each session with where they are and the attendance taken', async () => {
    participantApi(ROWS.awa);
    openParticipant('awa');
    expect(await screen.findByRole('heading', { name: M.participantPageTitle('Awa Diallo') })).toBeTruthy();
    expect(screen.getAllByTestId('participant-session')).toHaveLength(3);
    expect(within(sessionCard('Identification du problème')).getByText('Terminée')).toBeTruthy();
    expect(within(sessionCard('Recherche utilisateurs')).getByText('1 document ouvert sur 2')).toBeTruthy();
    expect(pressed('Identification du problème')).toEqual(['Présent']);
    expect(pressed('Recherche utilisateurs')).toEqual(['Absent']);
    expect(pressed('Proposition de valeur')).toEqual([]);
  });

  it('"Présent" in one tap: sent, pressed, said; a second tap clears it', async () => {
    const api = participantApi();
    const { user } = openParticipant();
    await screen.findByRole('heading', { name: M.participantPageTitle('Karim Benali') });
    const title = 'Recherche utilisateurs';
    expect(pressed(title)).toEqual([]);

    await user.click(attendanceButton(title, 'Présent'));
    expect(attendanceButton(title, 'Présent').getAttribute('aria-pressed')).toBe('true');
    expect(await within(sessionCard(title)).findByText(M.attendanceSaved)).toBeTruthy();
    expect(api.puts).toEqual([{ sessionId: SESSION_IDS[1], body: { attendance: 'present' } }]);
    expect(pressed(title)).toEqual(['Présent']);
    // The other sessions are as they were.
    expect(pressed('Identification du problème')).toEqual(['Excusé']);

    await user.click(attendanceButton(title, 'Présent'));
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts[1]).toEqual({ sessionId: SESSION_IDS[1], body: { attendance: null } });
    expect(attendanceButton(title, 'Présent').getAttribute('aria-pressed')).toBe('false');
    expect(await within(sessionCard(title)).findByText(M.attendanceSaved)).toBeTruthy();
    expect(pressed(title)).toEqual([]);
  });

  it('refused (500): the choice shows at once, then the previous one comes back with the French error', async () => {
    const api = participantApi();
    const { user } = openParticipant();
    await screen.findByRole('heading', { name: M.participantPageTitle('Karim Benali') });
    const title = 'Identification du problème';
    expect(pressed(title)).toEqual(['Excusé']);

    const answer = api.hold(SESSION_IDS[0]);
    await user.click(attendanceButton(title, 'Présent'));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(pressed(title)).toEqual(['Présent']);
    answer(true);

    const alert = await within(sessionCard(title)).findByRole('alert');
    expect(alert.textContent).toContain("La présence n'a pas pu être enregistrée. Veuillez réessayer.");
    await waitFor(() => expect(pressed(title)).toEqual(['Excusé']));
    expect(within(sessionCard(title)).queryByText(M.attendanceSaved)).toBeNull();
    expect(api.puts).toEqual([{ sessionId: SESSION_IDS[0], body: { attendance: 'present' } }]);
  });

  it('refused for one session while another was taken: only the refused one goes back', async () => {
    const api = participantApi();
    const { user } = openParticipant();
    await screen.findByRole('heading', { name: M.participantPageTitle('Karim Benali') });
    const first = 'Identification du problème';
    const second = 'Recherche utilisateurs';

    const answer = api.hold(SESSION_IDS[0]);
    await user.click(attendanceButton(first, 'Absent'));
    await user.click(attendanceButton(second, 'Présent'));
    expect(await within(sessionCard(second)).findByText(M.attendanceSaved)).toBeTruthy();
    answer(true);

    expect(await within(sessionCard(first)).findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(pressed(first)).toEqual(['Excusé']));
    expect(pressed(second)).toEqual(['Présent']);
    expect(within(sessionCard(second)).queryByRole('alert')).toBeNull();
  });

  it('says so when the participant is not (or no longer) in the cohort', async () => {
    server.use(
      http.get(`*/api/cohorts/${COHORT_ID}/participants/gone`, () =>
        HttpResponse.json({ error: { code: 'not_found', message: M.participantNotFound } }, { status: 404 }),
      ),
    );
    openParticipant('gone');
    expect(await screen.findByText(M.participantNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.backToCohort }).getAttribute('href')).toBe(
      `/dashboard/cohortes/${COHORT_ID}`,
    );
    expect(screen.queryAllByTestId('participant-session')).toEqual([]);
  });
});
