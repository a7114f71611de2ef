import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentItem } from '@common/api-types';
import { DOCUMENT_MESSAGES, MESSAGES } from '@common/messages';
import { DocumentForm } from '@/features/manage-content/components/document-form';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

const STORAGE = 'https://storage.test/bucket';
/** 2 KB that open as a PDF does (the form checks the signature before sending). */
const PDF = new Uint8Array(2048);
PDF.set(new TextEncoder().encode('%PDF-1.7\n'));
const KEY = 'staging/user-1/document/k1';

/** Upload tickets are answered once `release` is called (at once when `held` is false). */
function uploadDesk({ held }: { held: boolean }) {
  let release: () => void = () => undefined;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    http.post('*/api/uploads', async () => {
      await gate;
      return HttpResponse.json(
        {
          url: STORAGE,
          fields: { key: KEY },
          key: KEY,
          expires_at: '2026-11-24T10:00:00.000Z',
          max_bytes: 1,
        },
        { status: 201 },
      );
    }),
    http.post(STORAGE, () => new HttpResponse(null, { status: 204 })),
  );
  return { release: () => release() };
}

function savedDocument(overrides: Partial<DocumentItem> = {}): DocumentItem {
  return {
    id: 'd1',
    session_id: 's1',
    title: 'Plan De Pitch',
    description: null,
    type: 'pdf',
    size: 2048,
    category: 'presentation',
    downloads_count: 0,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    has_file: true,
    session: { id: 's1', title: 'Pitch', status: 'draft', user_id: 'user-1' },
    ...overrides,
  };
}

function renderForm() {
  const onSaved = vi.fn();
  const view = renderWithApp(
    <DocumentForm sessionId="s1" cancelHref="/dashboard/sessions/s1/documents" onSaved={onSaved} />,
    { user: testUser('editor') },
  );
  const chooseFile = () =>
    view.user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') ?? new HTMLInputElement(),
      new File([PDF], 'plan_de_pitch.pdf', { type: 'application/pdf' }),
    );
  return { ...view, onSaved, chooseFile };
}

describe('the document form', () => {
  it('says to wait when it is submitted while the file is still uploading, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/sessions/s1/documents', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(savedDocument(), { status: 201 });
      }),
    );
    const desk = uploadDesk({ held: true });
    const { user, onSaved, chooseFile } = renderForm();
    await chooseFile();
    expect(await screen.findByText('Téléversement en cours…')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Catégorie/), 'presentation');
    // Enter in a field submits the form, as the (aria-disabled) button would.
    await user.type(screen.getByLabelText(/Titre/), '{Enter}');
    expect(await screen.findByText(DOCUMENT_MESSAGES.uploadInProgress)).toBeTruthy();
    expect(sent).toEqual([]);

    // Once the file is stored, the same submit saves it with its staging key.
    desk.release();
    expect(await screen.findByText('Téléversement terminé')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter le document' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { title: 'Plan De Pitch', description: null, category: 'presentation', upload_key: KEY },
    ]);
  });

  it('puts the server’s field messages under their fields, with its message above the form', async () => {
    server.use(
      http.post('*/api/sessions/s1/documents', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: MESSAGES.invalidRequest,
              fields: { title: 'Ce titre existe déjà dans la session', category: 'Catégorie inconnue' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    uploadDesk({ held: false });
    const { user, onSaved, chooseFile } = renderForm();
    await chooseFile();
    expect(await screen.findByText('Téléversement terminé')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Catégorie/), 'guide');
    await user.click(screen.getByRole('button', { name: 'Ajouter le document' }));

    const title = screen.getByLabelText(/Titre/);
    const titleError = await screen.findByText('Ce titre existe déjà dans la session');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe(titleError.id);
    expect(screen.getByLabelText(/Catégorie/).getAttribute('aria-describedby')).toBe(
      screen.getByText('Catégorie inconnue').id,
    );
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.invalidRequest);
    expect(onSaved).not.toHaveBeenCalled();
    // The form can be sent again.
    expect(screen.getByRole('button', { name: 'Ajouter le document' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it('asks before leaving mid-upload, and keeps the file and the fields when asked to stay', async () => {
    uploadDesk({ held: true });
    const { user, chooseFile, router } = renderForm();
    await chooseFile();
    expect(await screen.findByText('Téléversement en cours…')).toBeTruthy();
    await user.type(screen.getByLabelText(/Description/), 'Pour la séance du lundi');
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Téléversement en cours…')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Description/).value).toBe('Pour la séance du lundi');

    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitter sans enregistrer' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sessions/s1/documents'));
  });

  it('leaves without asking when nothing was chosen or typed', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sessions/s1/documents'));
    expect(screen.queryByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeNull();
  });
});
