import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryQuery } from '../../../../web/src/api/library';
import { sessionDocumentsQuery } from '../../../../web/src/api/published-sessions';
import { DocumentCard } from '../../../../web/src/components/documents/document-card';
import { useDocumentActions } from '../../../../web/src/hooks/use-document-actions';
import { useInfiniteList } from '../../../../web/src/hooks/use-infinite-list';
import { SessionDocuments } from '../../../../web/src/features/sessions/components/session-documents';
import { renderWithApp } from '../support/render';
import { server } from '../support/server';
import { libraryPage, publicDocument } from '../support/public-data';

const guide = publicDocument('d1', { title: 'Guide du pitch', downloads_count: 3 });
const FILE_URL = 'https://files.tremplin.test/d1.pdf';

/** A session's documents (its page) and the library, side by side: two lists, one cache. */
function TwoLists() {
  const documents = useQuery(sessionDocumentsQuery('s1'));
  const library = useInfiniteList(libraryQuery({ search: '', category: null, sort: 'oldest' }));
  const actions = useDocumentActions();
  return (
    <>
      <SessionDocuments
        sessionId="s1"
        status={documents.data ? 'ready' : documents.isError ? 'error' : 'loading'}
        documents={documents.data ?? []}
        onRetry={() => void documents.refetch()}
      />
      <section aria-label="Bibliothèque">
        {library.items.map((document) => (
          <DocumentCard
            key={document.id}
            document={document}
            view="list"
            signedIn={actions.signedIn}
            onDownload={(d) => void actions.download(d)}
            onPreview={actions.openPreview}
          />
        ))}
      </section>
      {actions.previewElement}
    </>
  );
}

function answerLists() {
  server.use(
    http.get('*/api/sessions/s1/documents', () => HttpResponse.json({ items: [guide], next_cursor: null })),
    http.get('*/api/documents', () => HttpResponse.json(libraryPage([guide]))),
  );
}

/** The tab a download opens at the click, before the API answers. */
function stubNewTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

afterEach(() => vi.restoreAllMocks());

describe('document downloads and previews', () => {
  it('sends a visitor to /login?session=… instead of downloading', async () => {
    function Probe() {
      const actions = useDocumentActions();
      return (
        <button type="button" onClick={() => void actions.download(guide)}>
          Télécharger
        </button>
      );
    }
    const { user, router } = renderWithApp(<Probe />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?session=s1');
  });

  it('a signed-in download opens the file and both lists show the new count', async () => {
    answerLists();
    const downloads: string[] = [];
    server.use(
      http.post('*/api/documents/:id/download', ({ params, request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer test-token');
        downloads.push(String(params.id));
        return HttpResponse.json({
          url: FILE_URL,
          expires_at: '2026-01-06T11:00:00.000Z',
          downloads_count: 4,
        });
      }),
    );
    const tab = stubNewTab();
    const { user } = renderWithApp(<TwoLists />);
    const library = await screen.findByRole('region', { name: 'Bibliothèque' });
    const sessionList = screen.getByRole('region', { name: 'Documents de la session' });
    expect(await within(library).findByText('3 téléchargements')).toBeTruthy();
    expect(within(sessionList).getByTestId('download-count').textContent).toBe('3 téléchargements');

    await user.click(within(library).getByRole('button', { name: /^Télécharger.*Guide du pitch/ }));

    await waitFor(() => expect(tab.location.href).toBe(FILE_URL));
    expect(downloads).toEqual(['d1']);
    expect(within(library).getByTestId('download-count').textContent).toBe('4 téléchargements');
    expect(within(sessionList).getByTestId('download-count').textContent).toBe('4 téléchargements');
  });

  it('a failed download closes the tab and says so', async () => {
    answerLists();
    server.use(
      http.post('*/api/documents/:id/download', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tab = stubNewTab();
    const { user } = renderWithApp(<TwoLists />);
    const sessionList = await screen.findByRole('region', { name: 'Documents de la session' });
    await user.click(
      await within(sessionList).findByRole('button', { name: /^Télécharger.*Guide du pitch/ }),
    );
    expect(
      await within(sessionList).findByText('Le téléchargement a échoué. Veuillez réessayer.'),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(within(sessionList).getByTestId('download-count').textContent).toBe('3 téléchargements');
  });

  it("'Aperçu' opens the reader, which reads the PDF's link by ranges (no frame)", async () => {
    answerLists();
    const ranges: string[] = [];
    server.use(
      http.get('*/api/documents/d1/preview', () =>
        HttpResponse.json({
          url: 'https://files.tremplin.test/d1-inline.pdf',
          expires_at: '2026-01-06T11:00:00Z',
        }),
      ),
      http.get('https://files.tremplin.test/d1-inline.pdf', ({ request }) => {
        ranges.push(request.headers.get('range') ?? '');
        return new HttpResponse(new Uint8Array(10), {
          status: 206,
          headers: { 'Content-Range': 'bytes 0-9/10' },
        });
      }),
    );
    const { user } = renderWithApp(<TwoLists />);
    const library = await screen.findByRole('region', { name: 'Bibliothèque' });
    await user.click(await within(library).findByRole('button', { name: /^Aperçu.*Guide du pitch/ }));
    expect(await screen.findByRole('document', { name: 'Aperçu : Guide du pitch' })).toBeTruthy();
    await waitFor(() => expect(ranges.sort()).toEqual(['bytes=-16384', 'bytes=0-98303']));
    expect(document.querySelector('iframe')).toBeNull();
  });
});
