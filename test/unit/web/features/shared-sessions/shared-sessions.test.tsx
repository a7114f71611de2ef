import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedSessionsRoute } from '@/features/shared-sessions/routes/shared-sessions';
import { publicDocument, publishedSession } from '../../support/public-data';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

afterEach(() => vi.restoreAllMocks());

/** The shared catalogue with one session whose guide has been downloaded `count` times. */
function sharedPage(count: number) {
  const guide = publicDocument('d1', { title: 'Guide du pitch', downloads_count: count });
  return {
    items: [
      {
        ...publishedSession('s1', { title: 'Pitch investisseurs' }),
        documents: [guide],
        downloads_count: count,
      },
    ],
    next_cursor: null,
    total: 1,
    matched: 1,
  };
}

describe('the shared sessions', () => {
  it("a download shows at once on the guide, then in the session's and the page's totals", async () => {
    let downloads = 3;
    server.use(
      http.get('*/api/sessions/tags', () => HttpResponse.json({ tags: [] })),
      // The card's tick: whether the signed-in person finished the session (they have not).
      http.get('*/api/me/parcours', () =>
        HttpResponse.json({ sessions: [], done_count: 0, next: null, done_session_ids: [] }),
      ),
      http.get('*/api/shared-sessions', () => HttpResponse.json(sharedPage(downloads))),
      http.get('*/api/me/follows', () =>
        HttpResponse.json({ items: [{ session_id: 's1', following: false }] }),
      ),
      http.post('*/api/documents/d1/download', () => {
        downloads += 1;
        return HttpResponse.json({
          url: 'https://files.tremplin.test/d1.pdf',
          expires_at: '',
          downloads_count: downloads,
        });
      }),
    );
    vi.spyOn(window, 'open').mockReturnValue({
      location: { href: '' },
      close: () => {},
    } as unknown as Window);
    const { user } = renderWithApp(<SharedSessionsRoute />, { path: '/dashboard/shared-sessions' });
    const card = await screen.findByTestId('shared-session-card');
    const totals = screen.getByRole('region', { name: 'Chiffres du catalogue' });
    const downloadsTotal = () => within(totals).getByText('Téléchargements').nextElementSibling?.textContent;
    expect(within(card).getByTestId('session-downloads').textContent).toContain('3');
    expect(downloadsTotal()).toBe('3');

    await user.click(within(card).getByRole('button', { name: /^Guide/ }));

    await waitFor(() => expect(within(card).getByTestId('download-count').textContent).toContain('4'));
    await waitFor(() => expect(downloadsTotal()).toBe('4'));
    expect(within(card).getByTestId('session-downloads').textContent).toContain('4');
  });
});
