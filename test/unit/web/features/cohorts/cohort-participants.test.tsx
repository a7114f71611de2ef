import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CohortParticipant } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { CohortRoute } from '@/features/cohorts/routes/cohort';
import { catalogPage } from '../../support/public-data';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { cohort, COHORT_ID, progressHandler } from './cohort-fixtures';

function Screens() {
  return (
    <Routes>
      <Route path="/dashboard/cohortes/:cohortId" element={<CohortRoute />} />
    </Routes>
  );
}

function participant(id: string, overrides: Partial<CohortParticipant> = {}): CohortParticipant {
  return {
    id,
    name: `${id}@exemple.ma`,
    email: `${id}@exemple.ma`,
    startup: null,
    role: 'participant',
    mentored_startups: [],
    joined_at: '2026-02-27T09:00:00.000Z',
    ...overrides,
  };
}

const AWA = participant('awa', { name: 'Awa Diallo', startup: 'Jokko Agri' });
const KARIM = participant('karim', { name: 'Karim Benali', role: 'mentor' });
const SARA = participant('sara');

/**
 * The cohort and its members as a server that remembers: the count follows removals, and every
 * read (its query), removal and cohort read is kept. `refuse` answers the next removal so.
 */
function participantsApi(initial: CohortParticipant[] = [AWA, KARIM, SARA], pageSize = 50) {
  let stored = [...initial];
  const reads: URLSearchParams[] = [];
  const deletes: string[] = [];
  const state: { refuse: { status: number; body: unknown } | null; cohortReads: number } = {
    refuse: null,
    cohortReads: 0,
  };
  server.use(
    http.get(`*/api/cohorts/${COHORT_ID}`, () => {
      state.cohortReads += 1;
      return HttpResponse.json(cohort({ participants_count: stored.length }));
    }),
    http.get('*/api/sessions', () => HttpResponse.json(catalogPage([]))),
    http.get(`*/api/cohorts/${COHORT_ID}/invitations`, () =>
      HttpResponse.json({ items: [], next_cursor: null }),
    ),
    // "Progression" is empty: no 'Charger plus' of its own (cohort-progress.test.tsx tests the grid).
    progressHandler(),
    http.get(`*/api/cohorts/${COHORT_ID}/participants`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      reads.push(query);
      const start = Number(query.get('cursor') ?? 0);
      const items = stored.slice(start, start + pageSize);
      const next = start + pageSize < stored.length ? String(start + pageSize) : null;
      return HttpResponse.json({ items, next_cursor: next });
    }),
    http.delete(`*/api/cohorts/${COHORT_ID}/participants/:id`, ({ params }) => {
      const id = String(params.id);
      deletes.push(id);
      const refuse = state.refuse;
      state.refuse = null;
      if (refuse) return HttpResponse.json(refuse.body as Record<string, unknown>, { status: refuse.status });
      stored = stored.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { reads, deletes, state, drop: (id: string) => (stored = stored.filter((p) => p.id !== id)) };
}

const open = () =>
  renderWithApp(<Screens />, { user: testUser('editor'), path: `/dashboard/cohortes/${COHORT_ID}` });

const section = () => screen.findByRole('region', { name: M.participantsHeading });
const rows = () => screen.queryAllByTestId('participant-row');

function row(name: string): HTMLElement {
  const found = rows().find((r) => within(r).queryByText(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

describe('the cohort’s participants', () => {
  it('lists each with name, startup and address, "Mentor" for a mentor, under the count', async () => {
    participantsApi();
    open();
    const participants = await section();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(participants).getByText(M.participantsCount(3))).toBeTruthy();
    const list = within(participants).getByRole('list', { name: M.participantsListLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row('Awa Diallo')).getByText('Jokko Agri')).toBeTruthy();
    expect(within(row('Awa Diallo')).getByText('awa@exemple.ma')).toBeTruthy();
    expect(within(row('Karim Benali')).getByText(M.roleMentor)).toBeTruthy();
    expect(within(row('Awa Diallo')).queryByText(M.roleMentor)).toBeNull();
    // Invited by address alone: the address is the name, shown once.
    expect(within(row('sara@exemple.ma')).getAllByText('sara@exemple.ma')).toHaveLength(1);
    expect(
      within(row('Awa Diallo')).getByRole('button', { name: M.removeParticipantLabel('Awa Diallo') }),
    ).toBeTruthy();
  });

  it('reads the next page with its cursor on "Charger plus"', async () => {
    const api = participantsApi([AWA, KARIM, SARA], 2);
    const { user } = open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const participants = await section();
    // The invitations list and the grid are empty: the one 'Charger plus' is the participants'.
    expect(await screen.findByText(M.emptyProgress)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: M.loadMore })).toHaveLength(1);
    await user.click(within(participants).getByRole('button', { name: M.loadMore }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(participants).queryByRole('button', { name: M.loadMore })).toBeNull();
    expect(api.reads.map((query) => [query.get('limit'), query.get('cursor')])).toEqual([
      ['50', null],
      ['50', '2'],
    ]);
  });

  it('says when nobody joined yet', async () => {
    participantsApi([]);
    open();
    expect(await within(await section()).findByText(M.emptyParticipants)).toBeTruthy();
    expect(rows()).toEqual([]);
  });
});

describe('"Retirer"', () => {
  it('asks first ("Annuler" keeps them, Escape too); confirming removes the row, updates the count and says so', async () => {
    const api = participantsApi();
    const { user } = open();
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: M.removeParticipantLabel('Awa Diallo') }));
    let dialog = screen.getByRole('dialog', { name: M.removeConfirmTitle });
    expect(dialog.textContent).toContain(M.removeConfirmText('Awa Diallo'));
    expect(M.removeConfirmText('Awa Diallo')).toBe(
      'Retirer Awa Diallo de la cohorte\u00a0? Son accès au programme de la cohorte prend fin.',
    );
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: M.cancel }));
    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.removeConfirmTitle })).toBeNull());

    await user.click(screen.getByRole('button', { name: M.removeParticipantLabel('Awa Diallo') }));
    dialog = screen.getByRole('dialog', { name: M.removeConfirmTitle });
    // What the browser does on Escape in a modal <dialog>.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.removeConfirmTitle })).toBeNull());
    expect(api.deletes).toEqual([]);
    expect(rows()).toHaveLength(3);

    const cohortReads = api.state.cohortReads;
    await user.click(screen.getByRole('button', { name: M.removeParticipantLabel('Awa Diallo') }));
    dialog = screen.getByRole('dialog', { name: M.removeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: M.removeShort }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().filter((r) => within(r).queryByText('Awa Diallo'))).toEqual([]);
    expect(api.deletes).toEqual(['awa']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(M.participantRemoved));
    // The cohort is read again: its count says 2.
    await waitFor(() => expect(screen.getByText(M.participantsCount(2))).toBeTruthy());
    expect(api.state.cohortReads).toBeGreaterThan(cohortReads);
  });

  it('refused (removed meanwhile by another manager) keeps the dialog open with the API’s sentence, and the list catches up', async () => {
    const api = participantsApi();
    const { user } = open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    api.drop('karim');
    api.state.refuse = {
      status: 404,
      body: { error: { code: 'not_found', message: M.participantNotFound } },
    };
    await user.click(screen.getByRole('button', { name: M.removeParticipantLabel('Karim Benali') }));
    const dialog = screen.getByRole('dialog', { name: M.removeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: M.removeShort }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(M.participantNotFound);
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});
