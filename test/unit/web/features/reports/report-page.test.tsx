import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { REPORT_MESSAGES as M } from '@common/messages/reports';
import type { ProgrammeReport, ReportFigures } from '@common/report';
import { CohortReportRoute } from '@/features/reports/routes/cohort-report';
import { ProgrammeReportRoute } from '@/features/reports/routes/programme-report';
import { catchDownloads, fileBytes, restoreDownloads } from '../../support/downloads';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

afterEach(restoreDownloads);

const figures = (values: Partial<ReportFigures> = {}): ReportFigures => ({
  participants: 4,
  startups: 3,
  attendance_rate: 0.75,
  deliverables_accepted: 2,
  completed: 2,
  completion_rate: 0.5,
  certificates_issued: 1,
  ...values,
});

const COHORT = {
  id: 'c1',
  name: 'Bootcamp Casablanca',
  organisation: 'Technopark',
  starts_on: '2027-01-04',
  ends_on: '2027-04-26',
};

function report(overrides: Partial<ProgrammeReport> = {}): ProgrammeReport {
  return {
    period: { from: COHORT.starts_on, to: COHORT.ends_on },
    cohort: COHORT,
    generated_at: '2027-05-02T10:00:00.000Z',
    totals: figures(),
    cohorts: [{ cohort: COHORT, figures: figures() }],
    by_country: [
      { value: 'MA', label: 'Maroc', figures: figures({ participants: 3, attendance_rate: 1 }) },
      { value: null, label: 'Non renseigné', figures: figures({ participants: 1, attendance_rate: null }) },
    ],
    by_gender: [{ value: 'female', label: 'Femme', figures: figures() }],
    ...overrides,
  };
}

/** The API's answers, and the query of each report read. */
function reportApi(answer = report()) {
  const reads: URLSearchParams[] = [];
  server.use(
    http.get('*/api/cohorts/c1/report', ({ request }) => {
      const query = new URL(request.url).searchParams;
      reads.push(query);
      if (query.get('format') === 'csv')
        return new HttpResponse('\uFEFFVentilation;Valeur\r\n', { headers: { 'content-type': 'text/csv' } });
      const from = query.get('from');
      const to = query.get('to');
      return HttpResponse.json(from && to ? { ...answer, period: { from, to } } : answer);
    }),
  );
  return reads;
}

const openCohortReport = (path = '/dashboard/cohortes/c1/rapport') =>
  renderWithApp(
    <Routes>
      <Route path="/dashboard/cohortes/:cohortId/rapport" element={<CohortReportRoute />} />
    </Routes>,
    { user: testUser('editor'), path },
  );

/** A figure's card, found by its label. */
function figure(label: string): HTMLElement {
  const card = screen.getByText(label, { selector: 'dt' }).parentElement;
  if (!card) throw new Error(`no figure ${label}`);
  return card;
}

describe('a cohort\'s "Rapport"', () => {
  it('shows the period, the six figures and the breakdowns by country and gender', async () => {
    reportApi();
    openCohortReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: M.cohortTitle('Bootcamp Casablanca') }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: COHORT_MESSAGES.backToCohort }).getAttribute('href')).toBe(
      '/dashboard/cohortes/c1',
    );
    expect(screen.getByText(M.period('4 janvier 2027', '26 avril 2027'))).toBeTruthy();
    expect(within(figure(M.attendanceRate)).getByText('75 %')).toBeTruthy();
    expect(within(figure(M.completionRate)).getByText(`${M.completed} : 2`)).toBeTruthy();
    expect(within(figure(M.certificatesIssued)).getByText('1')).toBeTruthy();
    const countries = screen.getByRole('region', { name: M.byCountry });
    const rows = within(countries).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Maroc',
      'Non renseigné',
    ]);
    const [, unanswered] = rows;
    expect(
      unanswered &&
        within(unanswered)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
    ).toEqual(['1', '3', '—', '2', '50 %', '1']);
    // One cohort: no per-cohort table.
    expect(screen.queryByRole('region', { name: M.byCohort })).toBeNull();
  });

  it('reads the period chosen, and keeps it in the address', async () => {
    const reads = reportApi();
    openCohortReport();
    await screen.findByText(M.period('4 janvier 2027', '26 avril 2027'));
    fireEvent.change(screen.getByLabelText(M.fromLabel), { target: { value: '2027-02-01' } });
    fireEvent.change(screen.getByLabelText(M.toLabel), { target: { value: '2027-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: M.show }));
    expect(await screen.findByText(M.period('1 février 2027', '31 mars 2027'))).toBeTruthy();
    expect(reads.at(-1)?.toString()).toBe('from=2027-02-01&to=2027-03-31');
  });

  it('refuses an end before the start in French, and asks nothing', async () => {
    const reads = reportApi();
    openCohortReport();
    await screen.findByText(M.period('4 janvier 2027', '26 avril 2027'));
    fireEvent.change(screen.getByLabelText(M.toLabel), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: M.show }));
    expect(screen.getByRole('alert').textContent).toBe(M.periodReversed);
    expect(reads).toHaveLength(1);
  });

  it('exports the CSV of the period shown, named after the cohort and the period', async () => {
    const reads = reportApi();
    const saved = catchDownloads();
    openCohortReport('/dashboard/cohortes/c1/rapport?du=2027-02-01&au=2027-03-31');
    await screen.findByText(M.period('1 février 2027', '31 mars 2027'));
    fireEvent.click(screen.getByRole('button', { name: M.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [csv] = saved;
    expect(csv?.name).toBe('Rapport Tremplin - Bootcamp Casablanca - 2027-02-01 au 2027-03-31.csv');
    expect(csv && new TextDecoder().decode(await fileBytes(csv.file))).toContain('Ventilation;Valeur');
    expect(reads.at(-1)?.toString()).toBe('from=2027-02-01&to=2027-03-31&format=csv');
  });

  it("says the API's refusal in its own words", async () => {
    server.use(
      http.get('*/api/cohorts/c1/report', () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: COHORT_MESSAGES.managersOnly } },
          { status: 403 },
        ),
      ),
    );
    openCohortReport();
    expect((await screen.findByRole('alert')).textContent).toContain(COHORT_MESSAGES.managersOnly);
  });
});

describe('every cohort\'s "Rapport"', () => {
  it('shows a line per cohort to admins', async () => {
    server.use(
      http.get('*/api/reports', () =>
        HttpResponse.json(
          report({
            cohort: null,
            cohorts: [
              { cohort: COHORT, figures: figures() },
              { cohort: { ...COHORT, id: 'c2', name: 'Promo Dakar' }, figures: figures({ participants: 9 }) },
            ],
          }),
        ),
      ),
    );
    renderWithApp(<ProgrammeReportRoute />, { user: testUser('admin'), path: '/dashboard/rapport' });
    expect(await screen.findByRole('heading', { level: 1, name: M.allCohortsTitle })).toBeTruthy();
    const cohorts = await screen.findByRole('region', { name: M.byCohort });
    expect(
      within(cohorts)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bootcamp Casablanca', 'Promo Dakar']);
  });

  it('is refused to anyone else, with the reason', () => {
    renderWithApp(<ProgrammeReportRoute />, { user: testUser('editor'), path: '/dashboard/rapport' });
    expect(screen.getByRole('alert').textContent).toContain(M.adminsOnly);
  });
});
