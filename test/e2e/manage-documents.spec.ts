/**
 * Document management in the dashboard (SPEC §2, §4, §5, §8): a session's documents, the shared
 * document form with its direct upload, the delete screen, and /dashboard/documents.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { MESSAGES, DOCUMENT_MESSAGES, PDF_READER_MESSAGES, UPLOAD_MESSAGES } from '@common/messages';
import { formatFileSize } from '@common/uploads';
import type { DocumentItem, Session } from '@common/api-types';
import { accessToken, callApi, createAccount, DEMO, signIn, unique } from './support';

// Long flows with real uploads, on a machine the other specs share: more room than the defaults.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A small but real PDF; `text` changes its size. */
function pdfBytes(text = 'Tremplin'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

async function editorSession(baseURL: string, title = unique('Atelier documents')) {
  const token = await accessToken(baseURL, DEMO.editor);
  const created = await callApi<Session>(baseURL, '/sessions', {
    method: 'POST',
    token,
    body: { title, status: 'draft', tags: [] },
  });
  expect(created.status).toBe(201);
  return { token, session: created.body };
}

/** Arranges a document through the API, as the web app does: ticket, direct POST to storage, attach. */
async function addDocument(
  baseURL: string,
  token: string,
  sessionId: string,
  body: { title: string; category: string; description?: string },
): Promise<DocumentItem> {
  const bytes = pdfBytes(body.title);
  const ticket = await callApi<{ url: string; fields: Record<string, string>; key: string }>(
    baseURL,
    '/uploads',
    {
      method: 'POST',
      token,
      body: {
        kind: 'document',
        file_name: 'support.pdf',
        content_type: 'application/pdf',
        size: bytes.length,
      },
    },
  );
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'support.pdf');
  const stored = await fetch(new URL(ticket.body.url, baseURL), { method: 'POST', body: form });
  expect(stored.ok).toBe(true);
  const created = await callApi<DocumentItem>(baseURL, `/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { ...body, upload_key: ticket.body.key },
  });
  expect(created.status).toBe(201);
  return created.body;
}

function progressBar(page: Page) {
  return page.getByRole('progressbar');
}

test('an editor adds a PDF to a session, replaces its file, then deletes it', async ({ page, baseURL }) => {
  const { token, session } = await editorSession(baseURL ?? '');
  await signIn(page, DEMO.editor);
  await page.goto(`/dashboard/sessions/${session.id}/documents`);
  await expect(page.getByText(session.title)).toBeVisible();
  await expect(page.getByText(DOCUMENT_MESSAGES.empty, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ajouter un document' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nouveau document' })).toBeVisible();
  const first = pdfBytes('première version');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'mon_guide-final.pdf', mimeType: 'application/pdf', buffer: first });
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Téléversement terminé')).toBeVisible();
  await expect(page.getByLabel('Titre')).toHaveValue('Mon Guide Final');
  await expect(page.getByLabel('Type de fichier')).toHaveValue('PDF');
  await expect(page.getByLabel('Taille du fichier')).toHaveValue(formatFileSize(first.length));

  await page.getByRole('button', { name: 'Ajouter le document' }).click();
  await expect(page.getByText(DOCUMENT_MESSAGES.categoryRequired)).toBeVisible();
  await page.getByLabel('Catégorie').selectOption('guide');
  await page.getByRole('button', { name: 'Ajouter le document' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}/documents$`));
  const card = page.getByTestId('document-card').filter({ hasText: 'Mon Guide Final' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Guide');
  await expect(card).toContainText(formatFileSize(first.length));
  const listed = await callApi<{ items: DocumentItem[] }>(
    baseURL ?? '',
    `/dashboard/sessions/${session.id}/documents`,
    { token },
  );
  expect(listed.body.items.map((d) => d.title)).toEqual(['Mon Guide Final']);
  const documentId = listed.body.items[0]?.id ?? '';

  // Edit: a new file replaces the old one; the title the document already has stays.
  await card.getByRole('link', { name: /Modifier/ }).click();
  await expect(page.getByRole('heading', { name: 'Modifier le document' })).toBeVisible();
  await expect(page.getByLabel('Catégorie')).toHaveValue('guide');
  const second = pdfBytes('seconde version, nettement plus longue que la première '.repeat(40));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'autre_nom.pdf', mimeType: 'application/pdf', buffer: second });
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByLabel('Titre')).toHaveValue('Mon Guide Final');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}/documents$`));
  await expect(card).toContainText(formatFileSize(second.length));
  await expect(card).not.toContainText(formatFileSize(first.length));

  // Delete through the confirmation screen.
  await card.getByRole('link', { name: /Supprimer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${documentId}/delete$`));
  await expect(page.getByTestId('document-title')).toHaveText('Mon Guide Final');
  await expect(page.getByRole('link', { name: session.title })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}/documents$`));
  await expect(page.getByText(DOCUMENT_MESSAGES.empty, { exact: true })).toBeVisible();
  expect((await callApi(baseURL ?? '', `/documents/${documentId}`, { token })).status).toBe(404);
});

test('the document form refuses a file over 50 MB, waits for an upload, cancels one and retries after a failure', async ({
  page,
  baseURL,
}) => {
  const { session } = await editorSession(baseURL ?? '');
  await signIn(page, DEMO.editor);
  const tickets: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads')) tickets.push(request.url());
  });
  await page.goto(`/dashboard/sessions/${session.id}/documents/new`);
  await expect(page.getByRole('heading', { name: 'Nouveau document' })).toBeVisible();

  // Over 50 MB: refused before anything is sent (the file is built in the page).
  await expect(page.locator('input[type="file"]')).toBeAttached();
  // (A string: the test project compiles without the DOM library.)
  await page.evaluate(`(() => {
    const input = document.querySelector('input[type="file"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(51 * 1024 * 1024)], 'enorme.pdf', { type: 'application/pdf' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  })()`);
  await expect(page.getByText(UPLOAD_MESSAGES.documentTooLarge)).toBeVisible();
  await expect(progressBar(page)).toHaveCount(0);
  expect(tickets).toEqual([]);
  await page.getByRole('button', { name: 'Choisir un autre fichier' }).click();

  // Hold the direct POST to storage so the upload stays in flight.
  let releaseStorage: () => void = () => undefined;
  const storageHeld = new Promise<void>((resolve) => {
    releaseStorage = resolve;
  });
  let storageReached: () => void = () => undefined;
  const reachedStorage = new Promise<void>((resolve) => {
    storageReached = resolve;
  });
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/cognito'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      storageReached();
      await storageHeld;
      await route.continue().catch(() => undefined);
    },
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'plan_de_pitch.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await reachedStorage;
  await expect(progressBar(page)).toBeVisible();
  await expect(page.getByText('Téléversement en cours…')).toBeVisible();
  await page.getByLabel('Catégorie').selectOption('presentation');
  // Shown as disabled, yet still says why when the form is submitted (Enter in a field).
  await expect(page.getByRole('button', { name: 'Ajouter le document' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByLabel('Titre').press('Enter');
  await expect(page.getByText(DOCUMENT_MESSAGES.uploadInProgress)).toBeVisible();
  await expect(page).toHaveURL(/\/documents\/new$/);

  // Cancel: back to no file.
  await page.getByRole('button', { name: 'Annuler le téléversement' }).click();
  await expect(page.getByTestId('chosen-file')).toHaveCount(0);
  await expect(progressBar(page)).toHaveCount(0);
  await expect(page.getByText('Glissez-déposez votre fichier ici')).toBeVisible();
  releaseStorage();
  await page.getByRole('button', { name: 'Ajouter le document' }).click();
  await expect(page.getByText(DOCUMENT_MESSAGES.fileRequired)).toBeVisible();

  // Storage fails once: 'Upload failed', then Réessayer sends the same file again.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  let failures = 0;
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/cognito'),
    async (route) => {
      if (route.request().method() !== 'POST' || failures > 0) return route.fallback();
      failures += 1;
      await route.fulfill({ status: 500, body: 'InternalError' });
    },
  );
  const bytes = pdfBytes('après une panne');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'plan_de_pitch.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByText(MESSAGES.uploadFailed, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  expect(failures).toBe(1);
  await page.getByRole('button', { name: 'Ajouter le document' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}/documents$`));
  await expect(page.getByTestId('document-card').filter({ hasText: 'Plan De Pitch' })).toContainText(
    formatFileSize(bytes.length),
  );
});

test('/dashboard/documents shows figures, filters, grid or list, preview and session links', async ({
  page,
  baseURL,
}) => {
  const { token, session } = await editorSession(baseURL ?? '');
  const title = unique('Canevas de pitch');
  const document = await addDocument(baseURL ?? '', token, session.id, { title, category: 'exercise' });

  await signIn(page, DEMO.editor);
  await page.goto('/dashboard/documents');
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
  const stats = page.getByTestId('document-stats');
  // At least the document arranged above; others may add more in parallel.
  await expect(async () => {
    const count = Number((await stats.locator('dd').first().innerText()).replace(/\D/g, ''));
    const exercises = Number(
      (
        await stats
          .locator('dt', { hasText: 'Exercices' })
          .locator('xpath=following-sibling::dd[1]')
          .innerText()
      ).replace(/\D/g, ''),
    );
    expect(count).toBeGreaterThanOrEqual(1);
    expect(exercises).toBeGreaterThanOrEqual(1);
  }).toPass();

  await page.getByLabel('Rechercher un document').fill(title);
  const cards = page.getByTestId('document-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(title);
  await expect(cards.first().getByRole('link', { name: session.title })).toHaveAttribute(
    'href',
    `/dashboard/sessions/${session.id}`,
  );

  await page.getByLabel('Catégorie').selectOption('guide');
  await expect(page.getByText(DOCUMENT_MESSAGES.emptyDashboard)).toBeVisible();
  await page.getByLabel('Catégorie').selectOption('exercise');
  await expect(cards).toHaveCount(1);

  await page.getByRole('button', { name: 'Vue en liste' }).click();
  await expect(page.getByRole('button', { name: 'Vue en liste' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);

  await cards
    .first()
    .getByRole('button', { name: /Aperçu/ })
    .click();
  const preview = page.getByTestId('document-preview');
  await expect(preview).toBeVisible();
  // pdf.js draws it in the page (no frame); this test's PDF has no page, which the reader says.
  await expect(preview.locator('iframe')).toHaveCount(0);
  await expect(preview.getByRole('alert')).toHaveText(PDF_READER_MESSAGES.unreadable);
  await preview.getByRole('button', { name: 'Fermer' }).click();
  await expect(preview).toBeHidden();

  await cards
    .first()
    .getByRole('link', { name: /Modifier/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/sessions/${session.id}/documents/${document.id}/edit$`),
  );
});

test('a plain user sees only the documents of their own sessions, and not others’ sessions', async ({
  page,
  baseURL,
}) => {
  const { token, session } = await editorSession(baseURL ?? '');
  await addDocument(baseURL ?? '', token, session.id, { title: unique('Guide privé'), category: 'guide' });
  const email = await createAccount(baseURL ?? '', 'docs');
  await signIn(page, email);

  await page.goto('/dashboard/documents');
  await expect(page.getByText('Les documents de vos sessions.')).toBeVisible();
  await expect(page.getByText(DOCUMENT_MESSAGES.emptyDashboard)).toBeVisible();
  await expect(page.getByTestId('document-card')).toHaveCount(0);
  await expect(page.getByTestId('document-stats').locator('dd').first()).toHaveText('0');

  await page.goto(`/dashboard/sessions/${session.id}/documents`);
  await expect(page.getByText(MESSAGES.sessionNotFoundOrNoPermission)).toBeVisible();
  // One not-found page for the dashboard: a user, who has no session list, goes back to the dashboard.
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
