import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Parcours } from '@common/api-types';
import { PARCOURS_MESSAGES } from '@common/messages';
import { buildParcours } from '@common/parcours';
import { ParcoursView } from '@/features/parcours/components/parcours-view';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

/** Three sessions of the programme over two phases; the person opened 2 of the first's 3 documents. */
function parcours(done: string[] = []): Parcours {
  return buildParcours(
    [
      { id: 's1', title: 'Identification du problème', phase: 1, number: 1, documents_count: 3 },
      { id: 's2', title: 'Développement de la solution', phase: 1, number: 2, documents_count: 2 },
      { id: 's5', title: 'Produit minimum viable (MVP)', phase: 2, number: 5, documents_count: 3 },
    ],
    new Map([['s1', 2]]),
    new Set(done),
  );
}

function row(title: string): HTMLElement {
  const found = screen
    .getAllByTestId('parcours-session')
    .find((r) => within(r).queryByRole('link', { name: title }));
  if (!found) throw new Error(`no row for ${title}`);
  return found;
}

describe('Mon parcours', () => {
  it('groups the sessions by phase with their state, documents opened, the bar and what comes next', async () => {
    server.use(http.get('*/api/me/parcours', () => HttpResponse.json(parcours())));
    renderWithApp(<ParcoursView />, { path: '/dashboard/parcours' });
    const first = await screen.findByRole('heading', { name: 'Phase 1 — Idéation et concept', level: 2 });
    expect(first).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Phase 2 — Développement produit', level: 2 })).toBeTruthy();
    expect(within(row('Identification du problème')).getByTestId('parcours-state').textContent).toBe(
      'En cours',
    );
    expect(within(row('Identification du problème')).getByTestId('parcours-opened').textContent).toBe(
      '2 documents ouverts sur 3',
    );
    expect(within(row('Développement de la solution')).getByTestId('parcours-state').textContent).toBe(
      'À faire',
    );
    expect(screen.getByTestId('parcours-done-line').textContent).toBe('0 session terminée sur 3');
    expect(screen.getByTestId('continue-link').textContent).toBe('Continuer : Identification du problème');
    expect(screen.getByTestId('continue-link').getAttribute('href')).toBe('/session/s1');
  });

  it('shows only the phase the person is in on the dashboard home', async () => {
    server.use(http.get('*/api/me/parcours', () => HttpResponse.json(parcours(['s1', 's2']))));
    renderWithApp(<ParcoursView level={3} currentPhaseOnly />, { path: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Phase 2 — Développement produit', level: 3 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Phase 1 — Idéation et concept' })).toBeNull();
    expect(screen.getAllByTestId('parcours-session')).toHaveLength(1);
    expect(screen.getByTestId('parcours-done-line').textContent).toBe('2 sessions terminées sur 3');
  });

  it('marks a session done at once, and undoes it with the same button', async () => {
    let done: string[] = [];
    server.use(
      http.get('*/api/me/parcours', () => HttpResponse.json(parcours(done))),
      http.put('*/api/me/parcours/sessions/:id', ({ params }) => {
        done = [...done, String(params.id)];
        return HttpResponse.json({ session_id: params.id, done: true });
      }),
      http.delete('*/api/me/parcours/sessions/:id', ({ params }) => {
        done = done.filter((id) => id !== params.id);
        return HttpResponse.json({ session_id: params.id, done: false });
      }),
    );
    const { user } = renderWithApp(<ParcoursView />, { path: '/dashboard/parcours' });
    await screen.findByTestId('parcours');
    const button = () =>
      within(row('Identification du problème')).getByRole('button', { name: /J'ai terminé cette session/ });
    await user.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(within(row('Identification du problème')).getByTestId('parcours-state').textContent).toBe(
      'Terminée',
    );
    expect(screen.getByTestId('parcours-done-line').textContent).toBe('1 session terminée sur 3');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByTestId('continue-link').textContent).toBe('Continuer : Développement de la solution');
    expect(screen.getByText(PARCOURS_MESSAGES.undoHint)).toBeTruthy();
    await waitFor(() => expect(done).toEqual(['s1']));

    await user.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    expect(within(row('Identification du problème')).getByTestId('parcours-state').textContent).toBe(
      'En cours',
    );
    await waitFor(() => expect(done).toEqual([]));
  });

  it('goes back and says so in French when the mark cannot be saved', async () => {
    server.use(
      http.get('*/api/me/parcours', () => HttpResponse.json(parcours())),
      http.put('*/api/me/parcours/sessions/:id', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }),
      ),
    );
    const { user } = renderWithApp(<ParcoursView />, { path: '/dashboard/parcours' });
    await screen.findByTestId('parcours');
    const session = row('Développement de la solution');
    await user.click(within(session).getByRole('button', { name: /J'ai terminé cette session/ }));
    expect((await within(session).findByRole('alert')).textContent).toBe(PARCOURS_MESSAGES.toggleFailed);
    expect(
      within(session)
        .getByRole('button', { name: /J'ai terminé/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.getByTestId('parcours-done-line').textContent).toBe('0 session terminée sur 3');
  });

  it('says when it could not be read, and reads it again on request', async () => {
    let fail = true;
    server.use(
      http.get('*/api/me/parcours', () =>
        fail
          ? HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })
          : HttpResponse.json(parcours()),
      ),
    );
    const { user } = renderWithApp(<ParcoursView />, { path: '/dashboard/parcours' });
    expect(await screen.findByText(PARCOURS_MESSAGES.loadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByTestId('parcours')).toBeTruthy();
  });
});
