import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CatalogPage } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { SessionsRoute } from '@/features/sessions/routes/sessions';
import { catalogPage, publishedSession } from '../../support/public-data';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const TAGS = [
  { tag: 'Financement', count: 4 },
  { tag: 'Pitch', count: 2 },
];

/** Answers the catalogue with `answer(params)`, the tags with TAGS, and records the catalogue's requests. */
function catalogue(answer: (params: URLSearchParams) => CatalogPage) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/sessions/tags', () => HttpResponse.json({ tags: TAGS })),
    http.get('*/api/sessions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(answer(params));
    }),
  );
  return requests;
}

const shown = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((title) => title?.startsWith('Pour '));

describe('the /sessions catalogue', () => {
  it("sends the search and the tags to the API; 'Affichage de X sur Y': X shown, Y matching", async () => {
    const requests = catalogue((params) => {
      const matched = params.has('tags') ? 1 : params.has('search') ? 2 : 14;
      return catalogPage([publishedSession(`s-${matched}`, { title: `Pour ${params.toString()}` })], {
        total: 14,
        matched,
      });
    });
    const { user, router } = renderWithApp(<SessionsRoute />, { user: null, path: '/sessions' });
    expect(await screen.findByText('Pour sort=oldest')).toBeTruthy();
    expect(screen.getByTestId('results-count').textContent).toBe('Affichage de 1 sur 14 sessions');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une session' }), 'levée');
    expect(await screen.findByText('Pour search=lev%C3%A9e&sort=oldest')).toBeTruthy();
    expect(screen.getByTestId('results-count').textContent).toBe('Affichage de 1 sur 2 sessions');
    expect(router.state.location.search).toBe('?search=lev%C3%A9e');

    await user.click(screen.getByTestId('tag-filter-toggle'));
    const tags = screen.getByRole('list', { name: 'Filtrer par thématique' });
    await user.click(within(tags).getByRole('button', { name: /Financement/ }));
    await user.click(within(tags).getByRole('button', { name: /Pitch/ }));
    expect(
      await screen.findByText('Pour search=lev%C3%A9e&tags=Financement%2CPitch&sort=oldest'),
    ).toBeTruthy();
    expect(screen.getByTestId('results-count').textContent).toBe('Affichage de 1 sur 1 sessions');
    expect(shown()).toEqual(['Pour search=lev%C3%A9e&tags=Financement%2CPitch&sort=oldest']);
    expect(requests.map((params) => params.toString())).toEqual([
      'sort=oldest',
      'search=lev%C3%A9e&sort=oldest',
      'search=lev%C3%A9e&tags=Financement&sort=oldest',
      'search=lev%C3%A9e&tags=Financement%2CPitch&sort=oldest',
    ]);
  });

  it("'Charger plus' adds the next page; a search that matches nothing says so", async () => {
    const requests = catalogue((params) => {
      if (params.has('search')) return catalogPage([], { total: 3, matched: 0 });
      if (params.get('cursor') === 'next')
        return catalogPage([publishedSession('c', { title: 'Pour la suite' })], { total: 3, matched: 3 });
      return catalogPage(
        [
          publishedSession('a', { title: 'Pour commencer' }),
          publishedSession('b', { title: 'Pour continuer' }),
        ],
        { total: 3, matched: 3, next_cursor: 'next' },
      );
    });
    const { user } = renderWithApp(<SessionsRoute />, { user: null, path: '/sessions' });
    expect(await screen.findByText('Pour commencer')).toBeTruthy();
    expect(screen.getByTestId('results-count').textContent).toBe('Affichage de 2 sur 3 sessions');
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('Pour la suite')).toBeTruthy();
    expect(screen.getByTestId('results-count').textContent).toBe('Affichage de 3 sur 3 sessions');
    expect(shown()).toEqual(['Pour commencer', 'Pour continuer', 'Pour la suite']);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
    expect(requests.at(-1)?.toString()).toBe('sort=oldest&cursor=next');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une session' }), 'zzz');
    expect(await screen.findByText(MESSAGES.emptyFilteredSessions)).toBeTruthy();
    expect(screen.getByTestId('results-count').textContent).toBe('Affichage de 0 sur 0 sessions');
  });
});
