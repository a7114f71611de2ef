import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Parcours } from '@common/api-types';
import { PARCOURS_MESSAGES } from '@common/messages';
import { buildParcours } from '@common/parcours';
import { ParcoursView } from '@/features/parcours/components/parcours-view';
import { localDay } from '@/lib/format';
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

/** A day `offset` days from today on this machine's calendar, « 2027-01-04 ». */
function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return localDay(date);
}

/** The same programme in a cohort: the first session held a week ago, the others in 3 and 10 days. */
function cohortParcours(): Parcours {
  const day = (offset: number) => ({ planned_on: dayFromToday(offset), place: null, link: null });
  return buildParcours(
    [
      {
        id: 's1',
        title: 'Identification du problème',
        phase: 1,
        number: 1,
        documents_count: 3,
        schedule: day(-7),
      },
      {
        id: 's5',
        title: 'Produit minimum viable (MVP)',
        phase: 2,
        number: 5,
        documents_count: 3,
        schedule: { ...day(10), place: 'Salle Atlas' },
      },
      {
        id: 's2',
        title: 'Développement de la solution',
        phase: 1,
        number: 2,
        documents_count: 2,
        schedule: { ...day(3), link: 'https://meet.example.org/a' },
      },
    ],
    new Map(),
    new Set(['s1']),
    {
      id: 'c1',
      name: 'Promotion Atlas',
      organisation: 'Technopark Casablanca',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
      version: 3,
      updated_at: '2026-11-20T10:00:00.000Z',
      calendar_path: '/api/calendars/c1/secret.ics',
    },
  );
}

afterEach(() => vi.restoreAllMocks());

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

  it("in a cohort: the cohort, each session's date, « À venir » until it, the next one highlighted", async () => {
    server.use(http.get('*/api/me/parcours', () => HttpResponse.json(cohortParcours())));
    renderWithApp(<ParcoursView />, { path: '/dashboard/parcours' });
    expect((await screen.findByTestId('parcours-cohort')).textContent).toContain(
      'Cohorte « Promotion Atlas » · Technopark Casablanca',
    );
    const held = row('Identification du problème');
    expect(within(held).queryByTestId('parcours-timing')).toBeNull();
    expect(within(held).queryByRole('button', { name: 'Ajouter à mon agenda' })).toBeNull();
    expect(held.dataset.next).toBeUndefined();

    const soon = row('Développement de la solution');
    expect(within(soon).getByTestId('parcours-timing').textContent).toBe('À venir');
    expect(soon.dataset.next).toBe('true');
    expect(within(soon).getByText('Prochaine session')).toBeTruthy();
    expect(within(soon).getByRole('link', { name: 'Rejoindre en ligne' }).getAttribute('href')).toBe(
      'https://meet.example.org/a',
    );

    const later = row('Produit minimum viable (MVP)');
    expect(within(later).getByTestId('parcours-timing').textContent).toBe('À venir');
    expect(later.dataset.next).toBeUndefined();
    expect(within(later).getByText('Salle Atlas')).toBeTruthy();
    expect(screen.getAllByText('Prochaine session')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Calendrier de la cohorte' })).toBeTruthy();
  });

  it('"Ajouter à mon agenda" gives the session\'s day as a calendar file, its title named', async () => {
    server.use(http.get('*/api/me/parcours', () => HttpResponse.json(cohortParcours())));
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:agenda';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderWithApp(<ParcoursView />, { path: '/dashboard/parcours' });
    const soon = await waitFor(() => row('Développement de la solution'));
    const button = within(soon).getByRole('button', { name: 'Ajouter à mon agenda' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Développement de la solution',
    );
    await user.click(button);
    await waitFor(() => expect(files).toHaveLength(1));
    // jsdom's Blob has no text(): read as a page would.
    const [file] = files;
    if (!file) throw new Error('no file');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.readAsText(file);
    });
    expect(text).toContain(`DTSTART;VALUE=DATE:${dayFromToday(3).replaceAll('-', '')}`);
    expect(text).toContain('SUMMARY:Développement de la solution — Promotion Atlas');
    expect(text).toContain('UID:c1-s2@tremplin');
    expect(names).toEqual(['developpement-de-la-solution.ics']);
  });
});
