import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { VALIDATION_MESSAGES } from '@common/messages';
import { NewCohortRoute } from '@/features/cohorts/routes/new-cohort';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { cohort, COHORT_ID } from './cohort-fixtures';

function Screens() {
  return (
    <Routes>
      <Route path="/dashboard/cohortes" element={<p>Liste des cohortes</p>} />
      <Route path="/dashboard/cohortes/nouvelle" element={<NewCohortRoute />} />
      <Route path="/dashboard/cohortes/:cohortId" element={<p>Page de la cohorte</p>} />
    </Routes>
  );
}

/** POST /api/cohorts, answered after a moment (a slow network), recording each body. */
function cohortsApi(answer?: () => Response) {
  const posted: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/cohorts', async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      await delay(80);
      return answer?.() ?? HttpResponse.json(cohort(), { status: 201 });
    }),
  );
  return { posted };
}

const editor = testUser('editor');
const open = () => renderWithApp(<Screens />, { user: editor, path: '/dashboard/cohortes/nouvelle' });

describe('Nouvelle cohorte', () => {
  it('says under each field what is missing, focuses the first one and sends nothing', async () => {
    const { posted } = cohortsApi();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Créer la cohorte' }));

    const name = screen.getByRole('textbox', { name: /Nom de la cohorte/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    // Each message is read with its field.
    expect(name.getAttribute('aria-describedby')).toContain('error');
    for (const message of [
      COHORT_MESSAGES.nameRequired,
      COHORT_MESSAGES.organisationRequired,
      COHORT_MESSAGES.startRequired,
      COHORT_MESSAGES.endRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(posted).toEqual([]);
  });

  it('refuses an end before the start and a malformed co-manager, naming the address', async () => {
    const { posted } = cohortsApi();
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: /Nom de la cohorte/ }), 'Bootcamp');
    await user.type(screen.getByRole('textbox', { name: /Organisation/ }), 'Technopark');
    await user.type(screen.getByLabelText(/Date de début/), '2026-06-15');
    await user.type(screen.getByLabelText(/Date de fin/), '2026-03-02');
    await user.type(
      screen.getByRole('textbox', { name: 'Co-responsables' }),
      'karim@exemple.ma{Enter}karim-at-exemple',
    );
    await user.click(screen.getByRole('button', { name: 'Créer la cohorte' }));

    expect(await screen.findByText(COHORT_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(
      screen.getByText(
        COHORT_MESSAGES.invalidCoManager('karim-at-exemple', VALIDATION_MESSAGES.invalidEmail),
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Date de fin/));
    expect(posted).toEqual([]);
  });

  it('creates one cohort on a double click, then opens its page', async () => {
    const { posted } = cohortsApi();
    const { user, router } = open();
    await user.type(
      await screen.findByRole('textbox', { name: /Nom de la cohorte/ }),
      ' Bootcamp Casablanca 2026 ',
    );
    await user.type(screen.getByRole('textbox', { name: /Organisation/ }), 'Technopark Casablanca');
    await user.type(screen.getByLabelText(/Date de début/), '2026-03-02');
    await user.type(screen.getByLabelText(/Date de fin/), '2026-06-15');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Promotion de printemps');
    await user.type(
      screen.getByRole('textbox', { name: 'Co-responsables' }),
      'Karim@Exemple.ma{Enter}karim@exemple.ma{Enter}sara@exemple.ma',
    );
    // The hint says who can be one.
    expect(screen.getByText(COHORT_MESSAGES.coManagersHint)).toBeTruthy();
    await user.dblClick(screen.getByRole('button', { name: 'Créer la cohorte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/cohortes/${COHORT_ID}`));
    expect(posted).toHaveLength(1);
    const { request_id: requestId, ...rest } = posted[0] ?? {};
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rest).toEqual({
      name: 'Bootcamp Casablanca 2026',
      organisation: 'Technopark Casablanca',
      starts_on: '2026-03-02',
      ends_on: '2026-06-15',
      description: 'Promotion de printemps',
      co_managers: ['karim@exemple.ma', 'sara@exemple.ma'],
    });
  });

  it('shows the API’s refusal of a co-manager under that field, keeps what was typed, and retries with the same request id', async () => {
    let refuse = true;
    const { posted } = cohortsApi(() =>
      refuse
        ? HttpResponse.json(
            {
              error: {
                code: 'validation_error',
                message: COHORT_MESSAGES.coManagerUnknown('sara@exemple.ma'),
                fields: { co_managers: COHORT_MESSAGES.coManagerUnknown('sara@exemple.ma') },
              },
            },
            { status: 400 },
          )
        : HttpResponse.json(cohort(), { status: 201 }),
    );
    const { user, router } = open();
    await user.type(await screen.findByRole('textbox', { name: /Nom de la cohorte/ }), 'Bootcamp');
    await user.type(screen.getByRole('textbox', { name: /Organisation/ }), 'Technopark');
    await user.type(screen.getByLabelText(/Date de début/), '2026-03-02');
    await user.type(screen.getByLabelText(/Date de fin/), '2026-06-15');
    const coManagers = screen.getByRole('textbox', { name: 'Co-responsables' });
    await user.type(coManagers, 'sara@exemple.ma');
    await user.click(screen.getByRole('button', { name: 'Créer la cohorte' }));

    expect(await screen.findByText(COHORT_MESSAGES.coManagerUnknown('sara@exemple.ma'))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(coManagers));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nom de la cohorte/ }).value).toBe(
      'Bootcamp',
    );

    refuse = false;
    await user.clear(coManagers);
    await user.click(screen.getByRole('button', { name: 'Créer la cohorte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/cohortes/${COHORT_ID}`));
    expect(posted).toHaveLength(2);
    expect(posted[1]?.request_id).toBe(posted[0]?.request_id);
    expect(posted[1]?.co_managers).toEqual([]);
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

describe('leaving Nouvelle cohorte', () => {
  it('leaves without asking while nothing is typed', async () => {
    cohortsApi();
    const { user, router } = open();
    expect(closingTabWarns()).toBe(false);
    await user.click(await screen.findByRole('link', { name: COHORT_MESSAGES.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
  });

  it('asks once something is typed; staying keeps it, leaving drops it', async () => {
    const { posted } = cohortsApi();
    const { user, router } = open();
    const description = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    await user.type(description, 'Promotion de printemps');
    expect(closingTabWarns()).toBe(true);

    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.cancel }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(within(dialog).getByText(LEAVE_TEXT)).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard/cohortes/nouvelle');
    expect(description.value).toBe('Promotion de printemps');

    await user.click(screen.getByRole('link', { name: COHORT_MESSAGES.cancel }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', {
        name: 'Quitter sans enregistrer',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohortes'));
    expect(posted).toEqual([]);
  });

  it('opens the new cohort’s page without asking once it is created', async () => {
    const { posted } = cohortsApi();
    const { user, router } = open();
    await user.type(await screen.findByRole('textbox', { name: /Nom de la cohorte/ }), 'Bootcamp');
    await user.type(screen.getByRole('textbox', { name: /Organisation/ }), 'Technopark');
    await user.type(screen.getByLabelText(/Date de début/), '2026-03-02');
    await user.type(screen.getByLabelText(/Date de fin/), '2026-06-15');
    await user.click(screen.getByRole('button', { name: 'Créer la cohorte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/cohortes/${COHORT_ID}`));
    expect(screen.getByText('Page de la cohorte')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
    expect(posted).toHaveLength(1);
  });
});
