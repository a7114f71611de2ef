import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSessionPage, Session } from '@common/api-types';
import { MESSAGES, UPLOAD_MESSAGES } from '@common/messages';
import { EditSessionRoute } from '@/features/manage-content/routes/edit-session';
import { ManageSessionsRoute } from '@/features/manage-content/routes/manage-sessions';
import { NewSessionRoute } from '@/features/manage-content/routes/new-session';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

// jsdom has no modal <dialog> yet: open and close it as browsers do, by its `open` attribute.
beforeAll(() => {
  if ('showModal' in HTMLDialogElement.prototype) return;
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

function session(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    title: 'Pitch investisseurs',
    description: null,
    status: 'draft',
    image_url: null,
    tags: ['Finance'],
    user_id: 'user-1',
    views_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The dashboard's session screens, with the session's own page reduced to its way back. */
function SessionScreens() {
  return (
    <Routes>
      <Route path="/dashboard/sessions" element={<ManageSessionsRoute />} />
      <Route path="/dashboard/sessions/new" element={<NewSessionRoute />} />
      <Route path="/dashboard/sessions/:sessionId/edit" element={<EditSessionRoute />} />
      <Route
        path="/dashboard/sessions/:sessionId"
        element={
          <p>
            Page de la session <Link to="/dashboard/sessions">Liste des sessions</Link>
          </p>
        }
      />
    </Routes>
  );
}

/** The API as a server that remembers: the list answers what was last saved. */
function sessionsApi(initial: Session) {
  let stored = initial;
  const saved: unknown[] = [];
  server.use(
    http.get('*/api/dashboard/sessions', () => {
      const page: DashboardSessionPage = {
        items: [stored],
        next_cursor: null,
        matched: null,
        totals: { all: 1, draft: 1, review: 0, published: 0 },
      };
      return HttpResponse.json(page);
    }),
    http.get('*/api/dashboard/sessions/s1', () => HttpResponse.json(stored)),
    http.put('*/api/sessions/s1', async ({ request }) => {
      const body = (await request.json()) as Partial<Session>;
      saved.push(body);
      stored = { ...stored, ...body, updated_at: '2026-11-24T10:00:00.000Z' };
      return HttpResponse.json(stored);
    }),
    http.post('*/api/sessions', async ({ request }) => {
      const body = (await request.json()) as Partial<Session>;
      saved.push(body);
      return HttpResponse.json(session({ ...body, id: 's2' }), { status: 201 });
    }),
  );
  return { saved };
}

const editor = testUser('editor');

describe('the session form', () => {
  it('requires a title, with the spec’s message, before anything is sent', async () => {
    const { saved } = sessionsApi(session());
    const { user } = renderWithApp(<SessionScreens />, { user: editor, path: '/dashboard/sessions/new' });
    await user.click(await screen.findByRole('button', { name: 'Créer la session' }));
    expect(await screen.findByText(MESSAGES.titleRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Titre/ }));
    expect(saved).toEqual([]);
  });

  it('adds hashtags as tags and sends them with the rest of the form', async () => {
    const { saved } = sessionsApi(session());
    const { user, router } = renderWithApp(<SessionScreens />, {
      user: editor,
      path: '/dashboard/sessions/new',
    });
    await user.type(await screen.findByRole('textbox', { name: /Titre/ }), '  Levée de fonds ');
    const tags = screen.getByRole('textbox', { name: 'Thématiques' });
    await user.type(tags, '#Finance #Levée_de_fonds{Enter}');
    await user.type(tags, ' finance {Enter}');
    const chips = within(screen.getByTestId('tag-list')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent?.trim())).toEqual(['Finance', 'Levée_de_fonds']);
    // Text left in the box is added rather than lost.
    await user.type(tags, 'Pitch');
    await user.click(screen.getByRole('radio', { name: /Publié/ }));
    // Its place in the programme: the hint says what the cards will read.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Phase' }),
      'Phase 2 — Développement produit',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Numéro de la session' }), 'Session 6/14');
    expect(screen.getByRole('group', { name: 'Place dans le programme' }).textContent).toContain(
      'Session 6/14 · Phase 2 — Développement produit',
    );
    await user.click(screen.getByRole('button', { name: 'Créer la session' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sessions/s2'));
    expect(saved).toEqual([
      {
        title: 'Levée de fonds',
        description: null,
        status: 'published',
        tags: ['Finance', 'Levée_de_fonds', 'Pitch'],
        phase: 2,
        number: 6,
        image_url: null,
      },
    ]);
  });

  it('saves the changes, and the list shows them at once from the cache', async () => {
    const { saved } = sessionsApi(session());
    const { user, router } = renderWithApp(<SessionScreens />, { user: editor, path: '/dashboard/sessions' });
    const card = await screen.findByTestId('manage-session-card');
    expect(within(card).getByRole('heading').textContent).toBe('Pitch investisseurs');
    await user.click(within(card).getByRole('link', { name: /^Modifier/ }));

    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: /Titre/ });
    expect(title.value).toBe('Pitch investisseurs');
    await user.clear(title);
    await user.type(title, 'Pitch investisseurs, revu');
    await user.click(screen.getByRole('radio', { name: /En révision/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sessions/s1'));
    expect(saved).toEqual([
      expect.objectContaining({ title: 'Pitch investisseurs, revu', status: 'review', tags: ['Finance'] }),
    ]);

    // Back on the list: it shows the saved session at once, from the cache (its refresh never answers).
    server.use(http.get('*/api/dashboard/sessions', () => new Promise<never>(() => undefined)));
    await user.click(screen.getByRole('link', { name: 'Liste des sessions' }));
    const updated = await screen.findByTestId('manage-session-card');
    expect(within(updated).getByRole('heading').textContent).toBe('Pitch investisseurs, revu');
    expect(within(updated).getByText('En révision')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    sessionsApi(session());
    const { user, router } = renderWithApp(<SessionScreens />, {
      user: editor,
      path: '/dashboard/sessions/new',
    });
    await user.type(await screen.findByRole('textbox', { name: /Titre/ }), 'Brouillon non enregistré');
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard/sessions/new');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Titre/ }).value).toBe(
      'Brouillon non enregistré',
    );

    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitter sans enregistrer' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sessions'));
  });

  it('drops an image refusal, and the failed save it caused, once the image is removed', async () => {
    sessionsApi(session({ image_url: '/media/images/ancienne.png' }));
    server.use(
      http.put('*/api/sessions/s1', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: UPLOAD_MESSAGES.imageUnsupported,
              fields: { image_url: UPLOAD_MESSAGES.imageUnsupported },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithApp(<SessionScreens />, { user: editor, path: '/dashboard/sessions/s1/edit' });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findAllByText(UPLOAD_MESSAGES.imageUnsupported)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: "Retirer l'image" }));
    expect(screen.queryByText(UPLOAD_MESSAGES.imageUnsupported)).toBeNull();
  });
});
