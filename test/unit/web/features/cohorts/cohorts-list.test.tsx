import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CohortSummary, MentoredCohort, Page } from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import type { Role } from '@common/roles';
import { CohortsRoute } from '@/features/cohorts/routes/cohorts';
import { DashboardSidebar } from '@/features/dashboard/components/dashboard-sidebar';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';
import { summary } from './cohort-fixtures';

const page = (items: CohortSummary[], next_cursor: string | null = null): Page<CohortSummary> => ({
  items,
  next_cursor,
});

const mentoring = (items: MentoredCohort[]) =>
  server.use(http.get('*/api/me/mentoring', () => HttpResponse.json({ items })));

describe('the dashboard menu', () => {
  it.each<[Role, boolean]>([
    ['user', false],
    ['editor', true],
    ['admin', true],
  ])('a %s sees "Cohortes": %s', (role, shown) => {
    mentoring([]);
    const me = testUser(role);
    renderWithApp(<DashboardSidebar user={me} />, { user: me, path: '/dashboard' });
    const menu = screen.getByRole('navigation', { name: 'Tableau de bord' });
    const link = within(menu).queryByRole('link', { name: 'Cohortes' });
    expect(link !== null).toBe(shown);
    if (link) expect(link.getAttribute('href')).toBe('/dashboard/cohortes');
  });
});

describe('"Mentorat" in the dashboard menu', () => {
  it('shows for someone a manager made "Mentor", and not for others', async () => {
    mentoring([
      {
        id: 'c1',
        name: 'Promo 2026',
        organisation: 'Technopark',
        starts_on: '2026-01-05',
        ends_on: '2026-06-26',
        archived: false,
        startups: ['Jokko Agri'],
      },
    ]);
    const me = testUser('user');
    renderWithApp(<DashboardSidebar user={me} />, { user: me, path: '/dashboard' });
    const menu = screen.getByRole('navigation', { name: 'Tableau de bord' });
    const link = await within(menu).findByRole('link', { name: COHORT_MESSAGES.mentoringNavLabel });
    expect(link.getAttribute('href')).toBe('/dashboard/mentorat');
  });

  it('stays hidden for someone who mentors nowhere', async () => {
    let asked = false;
    server.use(
      http.get('*/api/me/mentoring', () => {
        asked = true;
        return HttpResponse.json({ items: [] });
      }),
    );
    const me = testUser('user');
    renderWithApp(<DashboardSidebar user={me} />, { user: me, path: '/dashboard' });
    await waitFor(() => expect(asked).toBe(true));
    const menu = screen.getByRole('navigation', { name: 'Tableau de bord' });
    expect(within(menu).queryByRole('link', { name: COHORT_MESSAGES.mentoringNavLabel })).toBeNull();
  });
});

describe('Cohortes', () => {
  it('gives a user the "Accès Limité" page, without asking the API', async () => {
    renderWithApp(<CohortsRoute />, { user: testUser('user'), path: '/dashboard/cohortes' });
    expect(await screen.findByText('Accès Limité')).toBeTruthy();
    expect(screen.getByText(COHORT_MESSAGES.limitedAccess)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nouvelle cohorte' })).toBeNull();
  });

  it('lists the cohorts with their dates in French and counts, page by page', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      http.get('*/api/cohorts', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return HttpResponse.json(
          cursor === null
            ? page(
                [
                  summary({ id: 'c1' }),
                  summary({
                    id: 'c2',
                    name: 'Promo 2025',
                    archived: true,
                    sessions_count: 1,
                    participants_count: 1,
                  }),
                ],
                'next',
              )
            : page([summary({ id: 'c3', name: 'Bootcamp Dakar' })]),
        );
      }),
    );
    const { user } = renderWithApp(<CohortsRoute />, {
      user: testUser('editor'),
      path: '/dashboard/cohortes',
    });
    const cards = await screen.findAllByTestId('cohort-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.getAttribute('href')).toBe('/dashboard/cohortes/c1');
    expect(within(first).getByText('2 mars 2026 – 15 juin 2026')).toBeTruthy();
    expect(within(first).getByText('Technopark Casablanca')).toBeTruthy();
    expect(within(first).getByText('3 sessions')).toBeTruthy();
    expect(within(first).getByText('12 participants')).toBeTruthy();
    expect(within(first).queryByText('Archivée')).toBeNull();
    expect(within(second).getByText('Archivée')).toBeTruthy();
    expect(within(second).getByText('1 session')).toBeTruthy();
    expect(within(second).getByText('1 participant')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouvelle cohorte' }).getAttribute('href')).toBe(
      '/dashboard/cohortes/nouvelle',
    );

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByTestId('cohort-card')).toHaveLength(3));
    expect(cursors).toEqual([null, 'next']);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('offers a first cohort when there is none, and a retry when the list fails', async () => {
    let fail = true;
    server.use(
      http.get('*/api/cohorts', () =>
        fail
          ? HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })
          : HttpResponse.json(page([])),
      ),
    );
    const { user } = renderWithApp(<CohortsRoute />, {
      user: testUser('editor'),
      path: '/dashboard/cohortes',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COHORT_MESSAGES.failedToLoadCohorts);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(COHORT_MESSAGES.emptyCohorts)).toBeTruthy();
    // One in the header, one in the empty state.
    expect(screen.getAllByRole('link', { name: 'Nouvelle cohorte' })).toHaveLength(2);
  });
});
