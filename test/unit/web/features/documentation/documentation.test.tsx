import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LibraryPage } from '@common/api-types';
import { DocumentationRoute } from '@/features/documentation/routes/documentation';
import { libraryPage, publicDocument } from '../../support/public-data';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

/** Answers GET /api/documents with `answer(params)` and records each request's parameters. */
function library(answer: (params: URLSearchParams) => LibraryPage) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/documents', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(answer(params));
    }),
  );
  return requests;
}

const asText = (params: URLSearchParams | undefined) => params?.toString();
const titles = () =>
  screen.getAllByTestId('document-card').map((card) => within(card).getByRole('heading').textContent);

describe('the documentation library', () => {
  it('sends the search, the category and the sort to the API and shows what it answers', async () => {
    const requests = library((params) =>
      libraryPage(
        [publicDocument(`for-${params.toString() || 'all'}`, { title: `Réponse à ${params.toString()}` })],
        // One shown of the 12 that match: 'Affichage de X sur Y' is X shown, Y matching.
        { total: 12, matched: 12 },
      ),
    );
    const { user } = renderWithApp(<DocumentationRoute />, { user: null, path: '/documentation' });
    expect(await screen.findByText('Réponse à sort=oldest')).toBeTruthy();
    expect(screen.getByText('Affichage de 1 sur 12 documents')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un document' }), 'pitch');
    // One request once typing settles, not one per keystroke.
    expect(await screen.findByText('Réponse à search=pitch&sort=oldest')).toBeTruthy();
    expect(requests.map(asText)).toEqual(['sort=oldest', 'search=pitch&sort=oldest']);

    await user.click(screen.getByRole('button', { name: /Filtres/ }));
    await user.click(screen.getByRole('radio', { name: /^Guide/ }));
    expect(await screen.findByText('Réponse à search=pitch&category=guide&sort=oldest')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Trier par'), 'Plus téléchargés');
    expect(await screen.findByText('Réponse à search=pitch&category=guide&sort=downloads')).toBeTruthy();
    expect(titles()).toEqual(['Réponse à search=pitch&category=guide&sort=downloads']);
    expect(requests).toHaveLength(4);
  });

  it("'Charger plus' asks for the next cursor with the same filters and adds its documents", async () => {
    const requests = library((params) =>
      params.get('cursor') === 'page-2'
        ? libraryPage([publicDocument('d3', { title: 'Troisième' })], { total: 3 })
        : libraryPage(
            [publicDocument('d1', { title: 'Premier' }), publicDocument('d2', { title: 'Deuxième' })],
            { total: 3, next_cursor: 'page-2' },
          ),
    );
    const { user } = renderWithApp(<DocumentationRoute />, {
      user: null,
      path: '/documentation?sort=newest',
    });
    expect(await screen.findByText('Premier')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('Troisième')).toBeTruthy();
    expect(titles()).toEqual(['Premier', 'Deuxième', 'Troisième']);
    expect(requests.map(asText)).toEqual(['sort=newest', 'sort=newest&cursor=page-2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull());
  });
});
