import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryQuery } from '@/api/library';
import { sessionDocumentsQuery } from '@/api/published-sessions';
import { DocumentCard } from '@/components/documents/document-card';
import { useDocumentActions } from '@/hooks/use-document-actions';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { SessionDocuments } from '@/features/sessions/components/session-documents';
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

/** The links the page follows to save a file (jsdom does not navigate); no tab may open. */
function watchSaves() {
  const followed: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.href);
  });
  const open = vi.spyOn(window, 'open');
  return { followed, open };
}

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
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

  it('a signed-in download saves the file from the page itself (no tab) and both lists show the new count', async () => {
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
    const saves = watchSaves();
    const { user } = renderWithApp(<TwoLists />);
    const library = await screen.findByRole('region', { name: 'Bibliothèque' });
    const sessionList = screen.getByRole('region', { name: 'Documents de la session' });
    expect(await within(library).findByText('3 téléchargements')).toBeTruthy();
    expect(within(sessionList).getByTestId('download-count').textContent).toBe('3 téléchargements');

    await user.click(within(library).getByRole('button', { name: /^Télécharger.*Guide du pitch/ }));

    await waitFor(() => expect(saves.followed).toEqual([FILE_URL]));
    expect(saves.open).not.toHaveBeenCalled();
    // The link is not left in the page.
    expect(document.querySelector(`a[href="${FILE_URL}"]`)).toBeNull();
    expect(downloads).toEqual(['d1']);
    // The lists render their answers in a deferred pass.
    await waitFor(() =>
      expect(within(library).getByTestId('download-count').textContent).toBe('4 téléchargements'),
    );
    expect(within(sessionList).getByTestId('download-count').textContent).toBe('4 téléchargements');
  });

  it('a failed download says so and saves nothing', async () => {
    answerLists();
    server.use(
      http.post('*/api/documents/:id/download', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saves = watchSaves();
    const { user } = renderWithApp(<TwoLists />);
    const sessionList = await screen.findByRole('region', { name: 'Documents de la session' });
    await user.click(
      await within(sessionList).findByRole('button', { name: /^Télécharger.*Guide du pitch/ }),
    );
    expect(
      await within(sessionList).findByText('Le téléchargement a échoué. Veuillez réessayer.'),
    ).toBeTruthy();
    expect(saves.followed).toEqual([]);
    expect(within(sessionList).getByTestId('download-count').textContent).toBe('3 téléchargements');
  });

  it('offline, a download says it will start once connected, and starts when the network is back', async () => {
    answerLists();
    const downloads: string[] = [];
    server.use(
      http.post('*/api/documents/:id/download', ({ params }) => {
        downloads.push(String(params.id));
        return HttpResponse.json({
          url: FILE_URL,
          expires_at: '2026-01-06T11:00:00.000Z',
          downloads_count: 4,
        });
      }),
    );
    const saves = watchSaves();
    const { user } = renderWithApp(<TwoLists />);
    const sessionList = await screen.findByRole('region', { name: 'Documents de la session' });
    const button = await within(sessionList).findByRole('button', { name: /^Télécharger.*Guide du pitch/ });

    setBrowserOnline(false);
    await user.click(button);
    expect((await within(sessionList).findByTestId('offline-notice')).textContent).toBe(
      'Hors ligne : le téléchargement de « Guide du pitch » reprendra quand vous serez connecté.',
    );
    expect(downloads).toEqual([]);
    expect(saves.followed).toEqual([]);

    setBrowserOnline(true);
    await waitFor(() => expect(saves.followed).toEqual([FILE_URL]));
    expect(downloads).toEqual(['d1']);
    expect(within(sessionList).queryByTestId('offline-notice')).toBeNull();
    await waitFor(() =>
      expect(within(sessionList).getByTestId('download-count').textContent).toBe('4 téléchargements'),
    );
  });

  it('a download whose request finds no network waits for it too, instead of failing', async () => {
    answerLists();
    let calls = 0;
    server.use(
      http.post('*/api/documents/:id/download', () => {
        calls += 1;
        if (calls === 1) {
          // The phone's data went on the way: the request gets no answer.
          setBrowserOnline(false);
          return HttpResponse.error();
        }
        return HttpResponse.json({
          url: FILE_URL,
          expires_at: '2026-01-06T11:00:00.000Z',
          downloads_count: 4,
        });
      }),
    );
    const saves = watchSaves();
    const { user } = renderWithApp(<TwoLists />);
    const sessionList = await screen.findByRole('region', { name: 'Documents de la session' });
    await user.click(
      await within(sessionList).findByRole('button', { name: /^Télécharger.*Guide du pitch/ }),
    );
    expect(await within(sessionList).findByTestId('offline-notice')).toBeTruthy();
    expect(within(sessionList).queryByText('Le téléchargement a échoué. Veuillez réessayer.')).toBeNull();

    setBrowserOnline(true);
    await waitFor(() => expect(saves.followed).toEqual([FILE_URL]));
    expect(calls).toBe(2);
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
