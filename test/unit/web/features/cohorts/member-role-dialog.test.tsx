import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CohortParticipant } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { CohortRoute } from '@/features/cohorts/routes/cohort';
import { catalogPage } from '../../support/public-data';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { cohort, COHORT_ID } from './cohort-fixtures';

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
const CHRIS = participant('chris', { name: 'Chris Mendy', startup: 'Sama Pay' });
const KARIM = participant('karim', {
  name: 'Karim Benali',
  role: 'mentor',
  mentored_startups: ['Jokko Agri'],
});
const SARA = participant('sara', { name: 'Sara Alami' });

/** The cohort's members as a server that keeps each role saved; `refuse` answers the next save so. */
function membersApi() {
  let stored = [AWA, CHRIS, KARIM, SARA];
  const saves: { id: string; body: unknown }[] = [];
  const state: { refuse: { status: number; body: unknown } | null } = { refuse: null };
  server.use(
    http.get(`*/api/cohorts/${COHORT_ID}`, () => HttpResponse.json(cohort({ participants_count: 4 }))),
    http.get('*/api/sessions', () => HttpResponse.json(catalogPage([]))),
    http.get(`*/api/cohorts/${COHORT_ID}/invitations`, () =>
      HttpResponse.json({ items: [], next_cursor: null }),
    ),
    http.get(`*/api/cohorts/${COHORT_ID}/progress`, () =>
      HttpResponse.json({ sessions: [], items: [], next_cursor: null }),
    ),
    http.get(`*/api/cohorts/${COHORT_ID}/participants`, () =>
      HttpResponse.json({ items: stored, next_cursor: null }),
    ),
    http.put(`*/api/cohorts/${COHORT_ID}/participants/:id/role`, async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as Pick<CohortParticipant, 'role'> & { startups: string[] };
      saves.push({ id, body });
      const refuse = state.refuse;
      state.refuse = null;
      if (refuse) return HttpResponse.json(refuse.body as Record<string, unknown>, { status: refuse.status });
      stored = stored.map((p) =>
        p.id === id ? { ...p, role: body.role, mentored_startups: body.startups } : p,
      );
      return HttpResponse.json(stored.find((p) => p.id === id));
    }),
  );
  return { saves, state };
}

const open = () =>
  renderWithApp(
    <Routes>
      <Route path="/dashboard/cohortes/:cohortId" element={<CohortRoute />} />
    </Routes>,
    { user: testUser('editor'), path: `/dashboard/cohortes/${COHORT_ID}` },
  );

async function row(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.queryAllByTestId('participant-row').find((r) => within(r).queryByText(name));
    if (!found) throw new Error(`no row for ${name}`);
    return found;
  });
}

describe('"Modifier le rôle"', () => {
  it('makes a participant "Mentor" of the startups ticked among the cohort’s, and the row says so', async () => {
    const api = membersApi();
    const { user } = open();
    await user.click(
      within(await row('Sara Alami')).getByRole('button', { name: M.changeRoleLabel('Sara Alami') }),
    );
    const dialog = screen.getByRole('dialog', { name: M.roleDialogTitle('Sara Alami') });
    expect(within(dialog).getByRole('radio', { name: M.participantColumn })).toHaveProperty('checked', true);
    // Startups show for a mentor only.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'Mentor' }));
    const startups = within(dialog).getByRole('group', { name: M.mentoredStartupsLegend });
    // The participants' startups, each once, in order (the mentor's own list is not a startup).
    expect(
      within(startups)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Jokko Agri', 'Sama Pay']);
    await user.click(within(startups).getByRole('checkbox', { name: 'Sama Pay' }));
    await user.click(within(dialog).getByRole('button', { name: M.save }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: M.roleDialogTitle('Sara Alami') })).toBeNull(),
    );
    expect(api.saves).toEqual([{ id: 'sara', body: { role: 'mentor', startups: ['Sama Pay'] } }]);
    const sara = await row('Sara Alami');
    expect(within(sara).getByText('Mentor')).toBeTruthy();
    expect(within(sara).getByText(M.mentorOf('Sama Pay'))).toBeTruthy();
    expect(screen.getByText(M.roleSaved)).toBeTruthy();
  });

  it('opens on a mentor’s startups ticked, and puts them back to participant with none', async () => {
    const api = membersApi();
    const { user } = open();
    const karim = await row('Karim Benali');
    expect(within(karim).getByText(M.mentorOf('Jokko Agri'))).toBeTruthy();
    await user.click(within(karim).getByRole('button', { name: M.changeRoleLabel('Karim Benali') }));
    const dialog = screen.getByRole('dialog', { name: M.roleDialogTitle('Karim Benali') });
    expect(within(dialog).getByRole('radio', { name: 'Mentor' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Jokko Agri' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Sama Pay' })).toHaveProperty('checked', false);

    await user.click(within(dialog).getByRole('radio', { name: M.participantColumn }));
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(api.saves).toEqual([{ id: 'karim', body: { role: 'participant', startups: [] } }]),
    );
    await waitFor(() => expect(within(karim).queryByText('Mentor')).toBeNull());
  });

  it('refused keeps the dialog open with the API’s sentence; "Annuler" changes nothing', async () => {
    const api = membersApi();
    const { user } = open();
    api.state.refuse = {
      status: 400,
      body: { error: { code: 'validation_failed', message: M.unknownStartups('Sama Pay') } },
    };
    await user.click(
      within(await row('Sara Alami')).getByRole('button', { name: M.changeRoleLabel('Sara Alami') }),
    );
    const dialog = screen.getByRole('dialog', { name: M.roleDialogTitle('Sara Alami') });
    await user.click(within(dialog).getByRole('radio', { name: 'Mentor' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sama Pay' }));
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(M.unknownStartups('Sama Pay'));

    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: M.roleDialogTitle('Sara Alami') })).toBeNull(),
    );
    expect(api.saves).toHaveLength(1);
    expect(within(await row('Sara Alami')).queryByText('Mentor')).toBeNull();
  });
});
