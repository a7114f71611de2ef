import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MenteesProgress, MentoredCohort, ProgressRow } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { MentoringRoute } from '@/features/cohorts/routes/mentoring';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

const COHORT: MentoredCohort = {
  id: 'c1',
  name: 'Promo 2026',
  organisation: 'Technopark Casablanca',
  starts_on: '2026-01-05',
  ends_on: '2026-06-26',
  archived: false,
  startups: ['Jokko Agri'],
};

const row = (id: string, name: string): ProgressRow => ({
  id,
  participant: {
    id,
    name,
    email: `${id}@exemple.ma`,
    startup: 'Jokko Agri',
    role: 'participant',
    mentored_startups: [],
    joined_at: '2026-01-05T09:00:00.000Z',
  },
  progress: { s1: { opened: 1, done: false, attendance: null } },
});

const MENTEES: MenteesProgress = {
  cohort: { id: 'c1', name: 'Promo 2026' },
  startups: ['Jokko Agri'],
  sessions: [
    { id: 's1', title: 'Idéation', phase: 1, number: 1, planned_on: '2026-01-12', documents_count: 2 },
  ],
  items: [row('awa', 'Awa Diallo'), row('binta', 'Binta Sow')],
  next_cursor: null,
};

const open = () => renderWithApp(<MentoringRoute />, { user: testUser('user'), path: '/dashboard/mentorat' });

describe('"Mentorat"', () => {
  it('shows each mentored cohort’s startups and their participants’ grid, read only', async () => {
    server.use(
      http.get('*/api/me/mentoring', () =>
        HttpResponse.json({ items: [COHORT, { ...COHORT, id: 'c2', name: 'Promo 2025', startups: [] }] }),
      ),
      http.get('*/api/cohorts/c1/mentees', () => HttpResponse.json(MENTEES)),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: M.mentoringNavLabel })).toBeTruthy();
    const grid = await screen.findByRole('table', { name: M.menteesGridLabel('Promo 2026') });
    expect(
      within(grid)
        .getAllByTestId('progress-row')
        .map((r) => r.querySelector('th')?.textContent),
    ).toEqual(['Awa DialloJokko Agri', 'Binta SowJokko Agri']);
    // No link to a participant's page: that page is the managers'.
    expect(within(grid).queryAllByRole('link')).toEqual([]);
    expect(screen.getByText(M.yourStartups('Jokko Agri'))).toBeTruthy();
    // A cohort where no startup is assigned yet says so, without asking for rows.
    expect(screen.getByText(M.noMentoredStartups)).toBeTruthy();
  });

  it('says when the person mentors nowhere', async () => {
    server.use(http.get('*/api/me/mentoring', () => HttpResponse.json({ items: [] })));
    open();
    expect(await screen.findByText(M.emptyMentoring)).toBeTruthy();
  });
});
