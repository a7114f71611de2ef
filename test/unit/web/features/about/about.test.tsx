import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlatformStats } from '@common/api-types';
import { AboutRoute } from '@/features/about/routes/about';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const STATS: PlatformStats = {
  usersCount: 150,
  downloadsCount: 5000,
  cohortsCount: 1,
  participantsCount: 7,
  certificatesCount: 2,
};

/** GET /api/stats answered with `answer`; the number of reads so far. */
function statsApi(answer: () => Response) {
  const reads = { count: 0 };
  server.use(
    http.get('*/api/stats', () => {
      reads.count += 1;
      return answer();
    }),
  );
  return reads;
}

/** The about page once its read of the figures has settled. */
async function settledAbout() {
  const view = renderWithApp(<AboutRoute />, { user: null, path: '/about' });
  await waitFor(() => {
    const state = view.queryClient.getQueryCache().findAll({ queryKey: ['catalogue', 'stats'] })[0]?.state;
    expect(state?.status === 'success' || state?.status === 'error').toBe(true);
  });
  return view;
}

const SPEC_CLAIMS = ['794+', 'startups accompagnées', 'Plus de 20 000', 'entrepreneurs accompagnés'];

function expectSpecClaims() {
  for (const claim of SPEC_CLAIMS) expect(screen.getByText(claim)).toBeTruthy();
}

describe("the about page's live figures", () => {
  it("adds Tremplin's own figures to the spec's claims", async () => {
    statsApi(() => HttpResponse.json(STATS));
    renderWithApp(<AboutRoute />, { user: null, path: '/about' });
    const line = await screen.findByTestId('about-live-figures');
    expect(line.textContent).toBe(
      'Sur Tremplin aujourd’hui\u00a0: 1 cohorte, 7 participants, 2 certificats délivrés',
    );
    expectSpecClaims();
  });

  it('spells the plurals and the numbers in French', async () => {
    statsApi(() =>
      HttpResponse.json({ ...STATS, cohortsCount: 12, participantsCount: 1, certificatesCount: 1234 }),
    );
    renderWithApp(<AboutRoute />, { user: null, path: '/about' });
    const line = await screen.findByTestId('about-live-figures');
    expect(line.textContent?.replace(/\s/g, ' ')).toBe(
      'Sur Tremplin aujourd’hui : 12 cohortes, 1 participant, 1 234 certificats délivrés',
    );
  });

  it('shows nothing more when the figures cannot be read: the spec’s claims stand alone', async () => {
    const reads = statsApi(() =>
      HttpResponse.json({ error: { code: 'internal', message: 'Erreur' } }, { status: 500 }),
    );
    await settledAbout();
    expect(reads.count).toBeGreaterThan(0);
    expect(screen.queryByTestId('about-live-figures')).toBeNull();
    expect(screen.queryByText(/Sur Tremplin aujourd/)).toBeNull();
    expectSpecClaims();
  });

  it('shows nothing more while the platform has no cohort', async () => {
    statsApi(() =>
      HttpResponse.json({ ...STATS, cohortsCount: 0, participantsCount: 0, certificatesCount: 0 }),
    );
    await settledAbout();
    expect(screen.queryByTestId('about-live-figures')).toBeNull();
    expectSpecClaims();
  });
});
