import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Cohort } from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { CohortRoute } from '@/features/cohorts/routes/cohort';
import { catalogPage, publishedSession } from '../../support/public-data';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { cohort, COHORT_ID, progressHandler, SESSION_IDS } from './cohort-fixtures';

function Screens() {
  return (
    <Routes>
      <Route path="/dashboard/cohortes" element={<p>Liste des cohortes</p>} />
      <Route path="/dashboard/cohortes/:cohortId" element={<CohortRoute />} />
    </Routes>
  );
}

/** The cohort's API as a server that remembers; `conflict` makes the next save find a newer version. */
function cohortApi(initial: Cohort = cohort()) {
  let stored = initial;
  const state = { conflict: false };
  const puts: Record<string, unknown>[] = [];
  const deletes: string[] = [];
  server.use(
    http.get(`*/api/cohorts/${COHORT_ID}`, () => HttpResponse.json(stored)),
    http.put(`*/api/cohorts/${COHORT_ID}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      if (state.conflict) {
        stored = { ...stored, name: 'Renommée par Karim', version: stored.version + 1 };
        return HttpResponse.json(
          { error: { code: 'conflict', message: COHORT_MESSAGES.cohortChanged } },
          { status: 409 },
        );
      }
      stored = {
        ...stored,
        name: body.name as string,
        archived: body.archived as boolean,
        version: stored.version + 1,
      };
      return HttpResponse.json(stored);
    }),
    http.delete(`*/api/cohorts/${COHORT_ID}`, () => {
      deletes.push(COHORT_ID);
      return new HttpResponse(null, { status: 204 });
    }),
    // The "Participants" section's lists (cohort-invitations and cohort-participants tests test them).
    http.get(`*/api/cohorts/${COHORT_ID}/invitations`, () =>
      HttpResponse.json({ items: [], next_cursor: null }),
    ),
    http.get(`*/api/cohorts/${COHORT_ID}/participants`, () =>
      HttpResponse.json({ items: [], next_cursor: null }),
    ),
    // "Progression" (cohort-progress tests test it): nobody in the grid yet.
    progressHandler(),
    http.get('*/api/sessions', ({ request }) => {
      expect(new URL(request.url).searchParams.get('sort')).toBe('programme');
      return HttpResponse.json(
        catalogPage([
          publishedSession(SESSION_IDS[0], { title: 'Identification du problème', phase: 1, number: 1 }),
          publishedSession(SESSION_IDS[1], { title: 'Recherche utilisateurs', phase: 1, number: 2 }),
          publishedSession(SESSION_IDS[3], { title: 'Proposition de valeur', phase: 1, number: 3 }),
        ]),
      );
    }),
  );
  return { puts, deletes, state };
}

const editor = testUser('editor');
const open = () => renderWithApp(<Screens />, { user: editor, path: `/dashboard/cohortes/${COHORT_ID}` });

const entryTitles = () =>
  screen.getAllByTestId('programme-entry').map((entry) => within(entry).getByRole('heading').textContent);

describe('the cohort page', () => {
  it('shows the programme in order, with a withdrawn session named as such, and the managers', async () => {
    cohortApi();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bootcamp Casablanca 2026' })).toBeTruthy();
    expect(entryTitles()).toEqual([
      'Identification du problème',
      'Recherche utilisateurs',
      COHORT_MESSAGES.sessionRemoved,
    ]);
    expect(screen.getByText('Session 1/14 · Phase 1 — Idéation et concept')).toBeTruthy();
    expect(screen.getByText('2 mars 2026 – 15 juin 2026')).toBeTruthy();
    const managers = screen.getByRole('region', { name: 'Responsables' });
    expect(within(managers).getByText('Karim Benali')).toBeTruthy();
    expect(within(managers).getByText('karim@exemple.ma')).toBeTruthy();
    // The co-managers (not the creator) are the field's addresses.
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Co-responsables' }).value).toBe(
      'karim@exemple.ma',
    );
  });

  it('gives the schedule’s subscription address to copy, and to Google Agenda as webcal', async () => {
    cohortApi();
    const { user } = open();
    const section = await screen.findByRole('region', { name: COHORT_MESSAGES.calendarHeading });
    const address = `${window.location.origin}/api/calendars/${COHORT_ID}/${'t'.repeat(43)}.ics`;
    expect(
      within(section).getByRole<HTMLInputElement>('textbox', { name: 'Adresse du calendrier' }).value,
    ).toBe(address);
    const google = within(section).getByRole<HTMLAnchorElement>('link', { name: 'Ajouter à Google Agenda' });
    expect(new URL(google.href).searchParams.get('cid')).toBe(address.replace(/^https?:/, 'webcal:'));
    await user.click(within(section).getByRole('button', { name: "Copier l'adresse" }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(within(section).getByRole('status').textContent).toBe(COHORT_MESSAGES.calendarAddressCopied);
  });

  it('moves, removes and adds sessions and saves the whole cohort with its version', async () => {
    const { puts } = cohortApi();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Descendre « Identification du problème »' }));
    expect(entryTitles()).toEqual([
      'Recherche utilisateurs',
      'Identification du problème',
      COHORT_MESSAGES.sessionRemoved,
    ]);
    // The focus stays with the session that moved.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Descendre « Identification du problème »' }),
    );
    await user.click(
      screen.getByRole('button', { name: `Retirer « ${COHORT_MESSAGES.sessionRemoved} » du programme` }),
    );
    // Only the published session not yet in the programme is offered.
    const picker = screen.getByRole('combobox', { name: 'Session à ajouter' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(picker, 'Session 3/14 — Proposition de valeur');
    await user.click(screen.getByRole('button', { name: 'Ajouter une session' }));
    expect(entryTitles()).toEqual([
      'Recherche utilisateurs',
      'Identification du problème',
      'Proposition de valeur',
    ]);

    const added = screen.getAllByTestId('programme-entry')[2];
    if (!added) throw new Error('no third entry');
    const date = within(added).getByLabelText(/Date prévue/);
    expect(document.activeElement).toBe(date);
    await user.clear(date);
    await user.type(date, '2026-04-13');
    await user.type(within(added).getByRole('textbox', { name: 'Lieu' }), 'Salle 4');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(COHORT_MESSAGES.saved)).toBeTruthy();
    expect(puts).toEqual([
      {
        name: 'Bootcamp Casablanca 2026',
        organisation: 'Technopark Casablanca',
        starts_on: '2026-03-02',
        ends_on: '2026-06-15',
        description: null,
        attendance_threshold: null,
        co_managers: ['karim@exemple.ma'],
        programme: [
          {
            session_id: SESSION_IDS[1],
            planned_on: '2026-03-16',
            place: null,
            link: 'https://meet.exemple.ma/s2',
          },
          { session_id: SESSION_IDS[0], planned_on: '2026-03-02', place: 'Salle 2', link: null },
          { session_id: SESSION_IDS[3], planned_on: '2026-04-13', place: 'Salle 4', link: null },
        ],
        archived: false,
        version: 3,
      },
    ]);
  });

  it('puts a wrong link under its session’s field and sends nothing', async () => {
    const { puts } = cohortApi();
    const { user } = open();
    const second = (await screen.findAllByTestId('programme-entry'))[1];
    if (!second) throw new Error('no second entry');
    const link = within(second).getByRole('textbox', { name: 'Lien en ligne' });
    await user.clear(link);
    await user.type(link, 'meet.exemple.ma/s2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(within(second).getByText(COHORT_MESSAGES.invalidLink)).toBeTruthy();
    expect(document.activeElement).toBe(link);
    expect(puts).toEqual([]);
  });

  it('on a save over a newer version, says so and keeps what was typed until the manager reloads', async () => {
    const { puts, state } = cohortApi();
    state.conflict = true;
    const { user } = open();
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Nom de la cohorte/ });
    await user.clear(name);
    await user.type(name, 'Bootcamp Rabat');
    await user.click(screen.getByRole('button', { name: 'Descendre « Identification du problème »' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(COHORT_MESSAGES.cohortChanged)).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(name.value).toBe('Bootcamp Rabat');
    expect(entryTitles()[0]).toBe('Recherche utilisateurs');

    await user.click(screen.getByRole('button', { name: COHORT_MESSAGES.reload }));
    await waitFor(() => expect(name.value).toBe('Renommée par Karim'));
    expect(screen.queryByText(COHORT_MESSAGES.cohortChanged)).toBeNull();
    expect(entryTitles()[0]).toBe('Identification du problème');

    state.conflict = false;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COHORT_MESSAGES.saved)).toBeTruthy();
    expect(puts[1]?.version).toBe(4);
  });

  it('archives and reactivates the cohort, each saved at once', async () => {
    const { puts } = cohortApi();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Archiver la cohorte' }));
    expect(await screen.findByText(COHORT_MESSAGES.archivedDone)).toBeTruthy();
    expect(screen.getAllByText('Archivée').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByText(COHORT_MESSAGES.unarchivedDone)).toBeTruthy();
    expect(puts.map((body) => [body.archived, body.version])).toEqual([
      [true, 3],
      [false, 4],
    ]);
  });

  it('deletes the cohort after a confirmation, then goes back to the list', async () => {
    const { deletes } = cohortApi();
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la cohorte' }));
    const dialog = screen.getByRole('dialog', { name: COHORT_MESSAGES.deleteConfirmTitle });
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer la cohorte' }));
    await user.click(
      within(screen.getByRole('dialog', { name: COHORT_MESSAGES.deleteConfirmTitle })).getByRole('button', {
        name: 'Supprimer la cohorte',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
    expect(deletes).toEqual([COHORT_ID]);
  });

  it('tells a manager of other cohorts that this one is not theirs', async () => {
    server.use(
      http.get(`*/api/cohorts/${COHORT_ID}`, () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: COHORT_MESSAGES.managersOnly } },
          { status: 403 },
        ),
      ),
    );
    open();
    expect(await screen.findByText(COHORT_MESSAGES.managersOnly)).toBeTruthy();
  });
});

const LEAVE_TITLE = 'Quitter sans enregistrer ?';
const LEAVE_TEXT =
  "Vos modifications n'ont pas été enregistrées. Elles seront perdues si vous quittez cette page.";

/** Whether closing the tab now would get the browser's "leave this page?" warning. */
function closingTabWarns(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving the cohort page', () => {
  it('asks before an edit to the details is lost, and staying keeps it', async () => {
    cohortApi();
    const { user, router } = open();
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Nom de la cohorte/ });
    await user.type(name, ' bis');
    expect(closingTabWarns()).toBe(true);

    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.backToCohorts }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(within(dialog).getByText(LEAVE_TEXT)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull());
    expect(router.state.location.pathname).toBe(`/dashboard/cohortes/${COHORT_ID}`);
    expect(name.value).toBe('Bootcamp Casablanca 2026 bis');

    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.backToCohorts }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', {
        name: 'Quitter sans enregistrer',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
  });

  it('asks when the programme was reordered, not once it is back as it was', async () => {
    cohortApi();
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Descendre « Identification du problème »' }));
    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.backToCohorts }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', {
        name: 'Rester sur la page',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull());
    expect(entryTitles()[0]).toBe('Recherche utilisateurs');

    await user.click(screen.getByRole('button', { name: 'Monter « Identification du problème »' }));
    expect(closingTabWarns()).toBe(false);
    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.backToCohorts }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
  });

  it('leaves without asking once the edits are saved', async () => {
    const { puts } = cohortApi();
    const { user, router } = open();
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Nom de la cohorte/ });
    await user.clear(name);
    await user.type(name, 'Bootcamp Rabat');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COHORT_MESSAGES.saved)).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(closingTabWarns()).toBe(false);

    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.backToCohorts }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
  });

  it('keeps asking after a refused save over a newer version, and stops once the cohort is reloaded', async () => {
    const { state } = cohortApi();
    state.conflict = true;
    const { user, router } = open();
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Nom de la cohorte/ });
    await user.type(name, ' bis');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COHORT_MESSAGES.cohortChanged)).toBeTruthy();
    expect(closingTabWarns()).toBe(true);

    await user.click(screen.getByRole('button', { name: COHORT_MESSAGES.reload }));
    await waitFor(() => expect(name.value).toBe('Renommée par Karim'));
    expect(closingTabWarns()).toBe(false);
    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.backToCohorts }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
  });

  it('goes back to the list without asking once the cohort, edits and all, is deleted', async () => {
    const { deletes } = cohortApi();
    const { user, router } = open();
    await user.type(await screen.findByRole('textbox', { name: /Nom de la cohorte/ }), ' bis');
    await user.click(screen.getByRole('button', { name: 'Supprimer la cohorte' }));
    await user.click(
      within(screen.getByRole('dialog', { name: COHORT_MESSAGES.deleteConfirmTitle })).getByRole('button', {
        name: 'Supprimer la cohorte',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
    expect(deletes).toEqual([COHORT_ID]);
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
    expect(screen.getByText('Liste des cohortes')).toBeTruthy();
  });
});
