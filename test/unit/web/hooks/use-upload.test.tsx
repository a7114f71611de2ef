import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, UPLOAD_MESSAGES } from '@common/messages';
import type { UploadKind } from '@common/uploads';
import { useUpload } from '@/hooks/use-upload';
import { renderWithApp } from '../support/render';
import { server } from '../support/server';

const GENERIC = 'Échec du téléversement.';

/** What a caller of the hook shows: its state, in words a user reads. */
function Probe({ kind }: { kind: UploadKind }) {
  const upload = useUpload(kind, GENERIC);
  const { state } = upload;
  return (
    <div>
      <input
        type="file"
        aria-label="Fichier"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload.start(file);
        }}
      />
      {state.status === 'uploading' ? (
        <div role="progressbar" aria-label="Téléversement" aria-valuenow={state.percent} />
      ) : null}
      {state.status === 'completed' ? <p>Terminé : {state.key}</p> : null}
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.status === 'error' && state.retryable ? (
        <button type="button" onClick={upload.retry}>
          Réessayer
        </button>
      ) : null}
    </div>
  );
}

const TICKET = {
  url: 'https://storage.test/bucket',
  fields: { key: 'staging/user-1/document/k1', policy: 'p' },
  key: 'staging/user-1/document/k1',
  expires_at: '2026-11-24T10:00:00.000Z',
  max_bytes: 50 * 1024 * 1024,
};

/** Counts the upload tickets asked for, and answers them. */
function ticketDesk() {
  const asked: unknown[] = [];
  server.use(
    http.post('*/api/uploads', async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(TICKET, { status: 201 });
    }),
  );
  return asked;
}

/**
 * Storage's side of the presigned POST, driven by the test: MSW answers XMLHttpRequest in one go,
 * so the upload progress a browser reports is played here step by step.
 */
class StorageRequest {
  static last: StorageRequest | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  responseText = '';
  url = '';

  constructor() {
    StorageRequest.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {}
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.events.dispatchEvent(new Event('load'));
  }
}

/** The request to storage now in flight, if any. */
const storage = (): StorageRequest | null => StorageRequest.last;

afterEach(() => {
  vi.unstubAllGlobals();
  StorageRequest.last = null;
});

/** `size` bytes that open as a PDF does (its signature is checked before sending). */
function pdf(name = 'plan.pdf', size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}

describe('the shared upload hook', () => {
  it('shows the real progress of the POST to storage, then the staging key to attach', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const tickets = ticketDesk();
    const { user } = renderWithApp(<Probe kind="document" />);
    await user.upload(screen.getByLabelText('Fichier'), pdf());

    await waitFor(() => expect(storage()).not.toBeNull());
    expect(tickets).toEqual([
      { kind: 'document', file_name: 'plan.pdf', content_type: 'application/pdf', size: 2048 },
    ]);
    expect(storage()?.url).toBe(TICKET.url);
    const bar = screen.getByRole('progressbar', { name: 'Téléversement' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    storage()?.progress(512, 2048);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    storage()?.progress(2048, 2048);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    storage()?.respond(204);
    expect(await screen.findByText(`Terminé : ${TICKET.key}`)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file type or size with the rule’s message before any request', async () => {
    // MSW fails the test on any request: none may go out for a refused file.
    const { user } = renderWithApp(<Probe kind="avatar" />);
    await user.upload(
      screen.getByLabelText('Fichier'),
      new File(['bonjour'], 'notes.txt', { type: 'text/plain' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_MESSAGES.imageUnsupported);
    await user.upload(
      screen.getByLabelText('Fichier'),
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(UPLOAD_MESSAGES.avatarTooLarge));
    // A refusal is final: trying the same file again cannot help.
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file whose content is not what its name says, before any request', async () => {
    // MSW fails the test on any request: a fake image or PDF never leaves the browser.
    const { user } = renderWithApp(<Probe kind="session-image" />);
    await user.upload(
      screen.getByLabelText('Fichier'),
      new File(['ceci est du texte'], 'couverture.png', { type: 'image/png' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_MESSAGES.imageUnsupported);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a document whose signature does not match its extension, before any request', async () => {
    const { user } = renderWithApp(<Probe kind="document" />);
    await user.upload(
      screen.getByLabelText('Fichier'),
      new File(['pas un PDF'], 'guide.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_MESSAGES.documentMismatch);
  });

  it('says the caller’s failure message when storage fails, and sends the same file again on Réessayer', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const tickets = ticketDesk();
    const { user } = renderWithApp(<Probe kind="document" />);
    await user.upload(screen.getByLabelText('Fichier'), pdf());
    await waitFor(() => expect(storage()).not.toBeNull());
    storage()?.respond(500, 'InternalError');
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC);

    StorageRequest.last = null;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(storage()).not.toBeNull());
    storage()?.respond(204);
    expect(await screen.findByText(`Terminé : ${TICKET.key}`)).toBeTruthy();
    expect(tickets).toHaveLength(2);
  });

  it('says why when the server refuses the ticket, without offering to retry', async () => {
    server.use(
      http.post('*/api/uploads', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: MESSAGES.editorsOnly } }, { status: 403 }),
      ),
    );
    const { user } = renderWithApp(<Probe kind="document" />);
    await user.upload(screen.getByLabelText('Fichier'), pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.editorsOnly);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
