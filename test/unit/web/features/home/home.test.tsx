import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HomeRoute } from '@/features/home/routes/home';
import { catalogPage, publicDocument, publishedSession } from '../../support/public-data';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const featured = publishedSession('featured', { title: 'Session à la une' });
const older = publishedSession('older', { title: 'Session plus ancienne' });

/** The home page's reads, and each request for one session alone. */
function homeApi() {
  const singleReads: string[] = [];
  server.use(
    http.get('*/api/stats', () => HttpResponse.json({ usersCount: 150, downloadsCount: 5000 })),
    http.get('*/api/sessions/tags', () => HttpResponse.json({ tags: [] })),
    http.get('*/api/sessions', () => HttpResponse.json(catalogPage([featured], { total: 2 }))),
    http.get('*/api/sessions/:id/documents', () =>
      HttpResponse.json({ items: [publicDocument('d1', { title: 'Guide du pitch' })], next_cursor: null }),
    ),
    http.get('*/api/sessions/:id', ({ params }) => {
      singleReads.push(String(params.id));
      return params.id === older.id
        ? HttpResponse.json(older)
        : HttpResponse.json({ error: { code: 'not_found', message: 'Session not found' } }, { status: 404 });
    }),
  );
  return singleReads;
}

describe('the home page quick details (?session=)', () => {
  it('opens a featured session from the loaded list, without reading it again', async () => {
    const singleReads = homeApi();
    renderWithApp(<HomeRoute />, { user: null, path: `/?session=${featured.id}` });
    const dialog = await screen.findByRole('dialog', { name: featured.title });
    expect(await within(dialog).findByText('Guide du pitch')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Connexion/ })
        .getAttribute('href'),
    ).toBe(`/login?session=${featured.id}`);
    expect(singleReads).toEqual([]);
  });

  it('reads a session that no list holds; an unknown one opens nothing', async () => {
    const singleReads = homeApi();
    const { router } = renderWithApp(<HomeRoute />, { user: null, path: `/?session=${older.id}` });
    expect(await screen.findByRole('dialog', { name: older.title })).toBeTruthy();
    expect(singleReads).toEqual([older.id]);

    await router.navigate('/?session=unknown');
    await waitFor(() => expect(singleReads).toEqual([older.id, 'unknown']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
