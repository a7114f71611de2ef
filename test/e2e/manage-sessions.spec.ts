/**
 * /dashboard/sessions, the session form (new and edit) and /dashboard/sessions/{id}
 * (SPEC §2 Dashboard, §4 statuses and delete confirmation, §5 session form, §6 roles, §8).
 */
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, UPLOAD_MESSAGES } from '@common/messages';
import { accessToken, callApi, createAccount, DEMO, signIn, unique } from './support';

interface SessionBody {
  id: string;
  title: string;
  status: string;
  tags: string[];
  image_url: string | null;
  user_id: string;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small but real PNG (solid teal), as infra/local/demo-files.ts builds covers. */
function png(width = 32, height = 16): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([15, 118, 110], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A word of letters only, so the accent- and prefix-folding search finds exactly our sessions. */
function uniqueWord(prefix: string): string {
  const letters = randomUUID()
    .replace(/[^0-9a-f]/g, '')
    .split('')
    .map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26)))
    .join('');
  return `${prefix}${letters.slice(0, 8)}`;
}

async function createSession(
  baseURL: string,
  token: string,
  body: { title: string; status?: string; tags?: string[]; description?: string },
): Promise<SessionBody> {
  const created = await callApi<SessionBody>(baseURL, '/sessions', {
    method: 'POST',
    token,
    body: { status: 'draft', ...body },
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** What the browser does for a document: ticket, multipart POST to storage, then attach. */
async function addDocument(
  baseURL: string,
  token: string,
  sessionId: string,
  title: string,
): Promise<string> {
  const bytes = Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
  const ticket = await callApi<{ url: string; fields: Record<string, string>; key: string }>(
    baseURL,
    '/uploads',
    {
      method: 'POST',
      token,
      body: { kind: 'document', file_name: 'guide.pdf', content_type: 'application/pdf', size: bytes.length },
    },
  );
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'guide.pdf');
  const stored = await fetch(ticket.body.url, { method: 'POST', body: form });
  expect(stored.ok).toBe(true);
  const document = await callApi<{ id: string }>(baseURL, `/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { title, category: 'guide', upload_key: ticket.body.key },
  });
  expect(document.status).toBe(201);
  return document.body.id;
}

async function libraryTitles(baseURL: string, search: string): Promise<string[]> {
  const library = await callApi<{ items: { title: string }[] }>(
    baseURL,
    `/documents?search=${encodeURIComponent(search)}`,
  );
  expect(library.status).toBe(200);
  return library.body.items.map((d) => d.title);
}

// Each test signs in through the real form and drives several screens: give it room on a busy machine.
test.describe.configure({ timeout: 60_000 });

function sessionCards(page: Page) {
  return page.getByTestId('manage-session-card');
}

test('a user sees Accès Limité on the session management pages', async ({ page, baseURL }) => {
  const email = await createAccount(baseURL ?? '', 'manage');
  await signIn(page, email);
  await page.goto('/dashboard/sessions');
  await expect(page.getByText(MESSAGES.limitedAccess, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouvelle Session' })).toHaveCount(0);
  await page.goto('/dashboard/sessions/new');
  await expect(page.getByText(MESSAGES.limitedAccess, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer la session' })).toHaveCount(0);
});

test('an editor creates and publishes a session with a cover and hashtag tags; a visitor finds it', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = unique('Levée de fonds amorçage');
  await signIn(page, DEMO.editor);
  await page.goto('/dashboard/sessions');
  await page.getByRole('link', { name: 'Nouvelle Session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions\/new$/);

  // Title is required, with the spec's message, before anything is sent.
  await page.getByRole('button', { name: 'Créer la session' }).click();
  await expect(page.getByText(MESSAGES.titleRequired)).toBeVisible();

  await page.getByRole('textbox', { name: 'Titre' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Préparer un premier tour de table.');

  // Hold the upload ticket so the progress bar can be seen, then let it through.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads', async (route) => {
    await gate;
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'couverture.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  await expect(page.getByRole('progressbar', { name: "Téléversement de l'image" })).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer la session' })).toBeDisabled();
  release();
  await expect(page.getByText('Image téléversée')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.unroute('**/api/uploads');

  const tagInput = page.getByRole('textbox', { name: 'Thématiques' });
  await tagInput.fill('#Finance #Levée_de_fonds');
  await tagInput.press('Enter');
  await tagInput.fill('  finance  ');
  await page.getByRole('button', { name: 'Ajouter la thématique' }).click();
  await tagInput.fill(' Pitch ');
  await page.getByRole('button', { name: 'Ajouter la thématique' }).click();
  const chips = page.getByTestId('tag-list').getByRole('listitem');
  await expect(chips).toHaveText(['Finance', 'Levée_de_fonds', 'Pitch']);
  await page.getByRole('button', { name: 'Retirer la thématique « Pitch »' }).click();
  await expect(chips).toHaveText(['Finance', 'Levée_de_fonds']);

  await page.getByRole('radio', { name: 'Publié' }).check();
  await page.getByRole('button', { name: 'Créer la session' }).click();

  await expect(page).toHaveURL(/\/dashboard\/sessions\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-status="published"]').first()).toHaveText('Publié');
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const token = await accessToken(baseURL ?? '', DEMO.editor);
  const stored = await callApi<SessionBody>(baseURL ?? '', `/dashboard/sessions/${sessionId}`, { token });
  expect(stored.body).toMatchObject({ title, status: 'published', tags: ['Finance', 'Levée_de_fonds'] });
  expect(stored.body.image_url).toMatch(/^\/media\//);
  await expect(page.locator(`img[src="${stored.body.image_url}"]`)).toBeVisible();

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/sessions');
  const card = publicPage.getByTestId('session-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Publié');
  await expect(card).toContainText('Finance');
  await visitor.close();
});

test('a cover that is too large or not an image is refused with the spec message; leaving unsaved asks', async ({
  page,
}) => {
  await signIn(page, DEMO.editor);
  await page.goto('/dashboard/sessions');
  await page.getByRole('link', { name: 'Nouvelle Session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions\/new$/);
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: UPLOAD_MESSAGES.sessionImageTooLarge }),
  ).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toHaveCount(0);
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('pas une image'),
  });
  await expect(page.getByRole('alert').filter({ hasText: UPLOAD_MESSAGES.imageUnsupported })).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toHaveCount(0);

  // Leaving with unsaved changes asks first.
  await page.getByRole('textbox', { name: 'Titre' }).fill('Brouillon non enregistré');
  await page.getByRole('link', { name: 'Retour aux sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/sessions\/new$/);
  await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue('Brouillon non enregistré');
  // The browser's Back button asks too; staying keeps the address and the text.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions\/new$/);
  await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue('Brouillon non enregistré');
  await page.goBack();
  await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("an admin edits another editor's session; a user gets the not-found page", async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const editorToken = await accessToken(base, DEMO.editor);
  const word = uniqueWord('Proprio');
  const session = await createSession(base, editorToken, {
    title: `Session ${word}`,
    status: 'review',
    tags: ['Juridique', 'Statuts'],
  });

  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/sessions');
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill(word);
  const card = sessionCards(page).filter({ hasText: session.title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Autre éditeur')).toBeVisible();
  await expect(card.locator('[data-status="review"]')).toHaveText('En révision');
  await card.getByRole('link', { name: /^Modifier/ }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}/edit$`));
  const titleBox = page.getByRole('textbox', { name: 'Titre' });
  await expect(titleBox).toHaveValue(session.title);
  await expect(page.getByRole('radio', { name: 'En révision' })).toBeChecked();
  await titleBox.fill(`${session.title} revue`);
  await page.getByRole('button', { name: 'Retirer la thématique « Statuts »' }).click();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${session.title} revue` })).toBeVisible();
  await expect(page.getByText('Autre éditeur')).toBeVisible();
  const stored = await callApi<SessionBody>(base, `/dashboard/sessions/${session.id}`, {
    token: editorToken,
  });
  expect(stored.body).toMatchObject({ title: `${session.title} revue`, tags: ['Juridique'] });

  // A plain user may not see it: the spec's full page with a way back.
  const userPage = await page.context().browser()?.newPage();
  if (!userPage) throw new Error('no browser');
  await signIn(userPage, DEMO.user);
  await userPage.goto(`/dashboard/sessions/${session.id}/edit`);
  await expect(
    userPage.getByRole('heading', { name: MESSAGES.sessionNotFoundOrNoPermissionFr }),
  ).toBeVisible();
  await expect(userPage.getByText(MESSAGES.sessionNotFoundOrNoPermission)).toBeVisible();
  await expect(userPage.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
  await userPage.goto(`/dashboard/sessions/${session.id}`);
  await expect(
    userPage.getByRole('heading', { name: MESSAGES.sessionNotFoundOrNoPermissionFr }),
  ).toBeVisible();
  await userPage.close();
});

test('the list searches, filters by status and sorts', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.editor);
  const word = uniqueWord('Tri');
  const alpha = await createSession(base, token, { title: `Alpha ${word}`, status: 'draft' });
  const bravo = await createSession(base, token, { title: `Bravo ${word}`, status: 'review' });
  const charlie = await createSession(base, token, { title: `Charlie ${word}`, status: 'published' });
  // The most recently updated comes first by default.
  const touched = await callApi(base, `/sessions/${alpha.id}`, {
    method: 'PUT',
    token,
    body: { title: alpha.title, status: 'draft', description: 'Mise à jour', tags: [] },
  });
  expect(touched.status).toBe(200);

  await signIn(page, DEMO.editor);
  await page.goto('/dashboard/sessions');
  await expect(sessionCards(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill(word);
  const titles = sessionCards(page).getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([alpha.title, charlie.title, bravo.title]);
  await expect(page.getByTestId('sessions-shown')).toHaveText('Affichage de 3 sur 3 sessions');
  // The header counts are the API's totals over every session, not over what the search shows.
  const count = async (key: string) =>
    Number((await page.locator(`[data-count="${key}"] dd`).innerText()).replace(/\D/g, ''));
  await expect(async () => {
    expect(await count('total')).toBeGreaterThan(3);
    expect(await count('review')).toBeGreaterThanOrEqual(1);
    expect(await count('total')).toBe(
      (await count('draft')) + (await count('review')) + (await count('published')),
    );
  }).toPass();

  await page.getByLabel('Trier par').selectOption({ label: 'Titre (A–Z)' });
  await expect(titles).toHaveText([alpha.title, bravo.title, charlie.title]);
  await page.getByLabel('Trier par').selectOption({ label: 'Date de création' });
  await expect(titles).toHaveText([charlie.title, bravo.title, alpha.title]);

  await page.getByLabel('Statut').selectOption({ label: 'En révision' });
  await expect(titles).toHaveText([bravo.title]);
  await page.getByLabel('Statut').selectOption({ label: 'Publié' });
  await expect(titles).toHaveText([charlie.title]);
  const charlieCard = sessionCards(page).first();
  await expect(charlieCard.getByRole('link', { name: /^Public/ })).toHaveAttribute(
    'href',
    `/session/${charlie.id}`,
  );
  await page.getByLabel('Statut').selectOption({ label: 'Brouillon' });
  await expect(titles).toHaveText([alpha.title]);
  await expect(
    sessionCards(page)
      .first()
      .getByRole('link', { name: /^Public/ }),
  ).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill(`${word}zz`);
  await expect(page.getByText(MESSAGES.emptySessions)).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(page.getByRole('searchbox', { name: 'Rechercher une session' })).toHaveValue('');
  await expect(page.getByLabel('Statut')).toHaveValue('');

  // Grid / list toggle keeps the same sessions.
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill(word);
  await expect(titles).toHaveCount(3);
  await page.getByRole('button', { name: 'Vue en liste' }).click();
  await expect(page.getByRole('button', { name: 'Vue en liste' })).toHaveAttribute('aria-pressed', 'true');
  await expect(titles).toHaveCount(3);
});

test('delete in the list: the first click arms, it resets after 3 s, a double click deletes', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.editor);
  const word = uniqueWord('Suppr');
  const session = await createSession(base, token, { title: `Session ${word}` });

  await signIn(page, DEMO.editor);
  await page.goto('/dashboard/sessions');
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill(word);
  const card = sessionCards(page).filter({ hasText: session.title });
  await expect(card).toHaveCount(1);
  const button = card.getByRole('button', { name: /Supprimer|Confirmer/ });

  await button.click();
  await expect(button).toHaveText(/^Confirmer/);
  // Left alone, it goes back to 'Supprimer' by itself after 3 seconds.
  await expect(button).toHaveText(/^Supprimer/, { timeout: 6_000 });
  await expect(card).toHaveCount(1);

  await button.dblclick();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(MESSAGES.emptySessions)).toBeVisible();
  const gone = await callApi(base, `/dashboard/sessions/${session.id}`, { token });
  expect(gone.status).toBe(404);
});

test('a failed delete in the list shows the spec message and keeps the session', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.editor);
  const word = uniqueWord('Echec');
  const session = await createSession(base, token, { title: `Session ${word}` });
  await signIn(page, DEMO.editor);
  await page.route(`**/api/sessions/${session.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  await page.goto('/dashboard/sessions');
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill(word);
  // Wait for the search's answer: a list replaced between the two clicks would disarm the button.
  await expect(sessionCards(page)).toHaveCount(1);
  const card = sessionCards(page).filter({ hasText: session.title });
  await card.getByRole('button', { name: /Supprimer/ }).dblclick();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.failedToDeleteSession })).toBeVisible();
  await expect(card).toHaveCount(1);
});

test('the session page lists its documents; deleting it asks first and removes its documents from the library', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.editor);
  const word = uniqueWord('Dossier');
  const session = await createSession(base, token, {
    title: `Session ${word}`,
    status: 'published',
    tags: ['Finance'],
    description: 'Une session avec un document.',
  });
  const documentTitle = `Guide ${word}`;
  const documentId = await addDocument(base, token, session.id, documentTitle);
  expect(await libraryTitles(base, word)).toContain(documentTitle);

  await signIn(page, DEMO.editor);
  await page.goto(`/dashboard/sessions/${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
  await expect(page.getByText('Une session avec un document.')).toBeVisible();
  const documentCard = page.getByTestId('document-card').filter({ hasText: documentTitle });
  await expect(documentCard).toBeVisible();
  await expect(documentCard.getByRole('link', { name: /^Modifier/ })).toHaveAttribute(
    'href',
    `/dashboard/sessions/${session.id}/documents/${documentId}/edit`,
  );
  await expect(documentCard.getByRole('link', { name: /^Supprimer/ })).toHaveAttribute(
    'href',
    `/dashboard/sessions/${session.id}/documents/${documentId}/delete`,
  );
  await expect(page.getByRole('link', { name: 'Public', exact: true })).toHaveAttribute(
    'href',
    `/session/${session.id}`,
  );
  await expect(page.getByRole('link', { name: 'Ajouter un document' }).first()).toHaveAttribute(
    'href',
    `/dashboard/sessions/${session.id}/documents/new`,
  );

  // Dismissing the browser's dialog deletes nothing.
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect.poll(() => messages).toEqual([MESSAGES.confirmDeleteSession]);
  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}$`));
  expect((await callApi(base, `/dashboard/sessions/${session.id}`, { token })).status).toBe(200);

  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions$/);
  expect(messages).toEqual([MESSAGES.confirmDeleteSession, MESSAGES.confirmDeleteSession]);
  expect((await callApi(base, `/dashboard/sessions/${session.id}`, { token })).status).toBe(404);
  expect(await libraryTitles(base, word)).not.toContain(documentTitle);
  expect((await callApi(base, `/documents/${documentId}`, { token })).status).toBe(404);
});
