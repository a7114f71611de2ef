import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { CatalogPage, DocumentItem, Page as ListPage, Session } from '@common/api-types';
import { PDF_READER_MESSAGES } from '@common/messages';
import { accessToken, callApi, DEMO, signIn, unique, waitForDemoContent } from './support';

let editorToken: string;

async function createSession(baseURL: string, title: string, status = 'published'): Promise<Session> {
  const response = await callApi<Session>(baseURL, '/sessions', {
    method: 'POST',
    token: editorToken,
    body: {
      title,
      status,
      description: 'Première ligne de la description.\nDeuxième ligne, gardée telle quelle.',
      tags: ['Démo', 'Essai'],
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** What the browser does: an upload ticket, the file straight to storage, then the document. */
async function addPdf(
  baseURL: string,
  sessionId: string,
  title: string,
  category: string,
): Promise<DocumentItem> {
  const bytes = Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
  const ticket = await callApi<{ url: string; fields: Record<string, string>; key: string }>(
    baseURL,
    '/uploads',
    {
      method: 'POST',
      token: editorToken,
      body: {
        kind: 'document',
        file_name: 'guide.pdf',
        content_type: 'application/pdf',
        size: bytes.byteLength,
      },
    },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'guide.pdf');
  const stored = await fetch(ticket.body.url, { method: 'POST', body: form });
  expect(stored.ok).toBe(true);
  const created = await callApi<DocumentItem>(baseURL, `/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: editorToken,
    body: { title, category, upload_key: ticket.body.key },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function demoSessionId(baseURL: string, title: string): Promise<string> {
  const list = await callApi<CatalogPage>(baseURL, `/sessions?search=${encodeURIComponent(title)}`);
  const found = list.body.items.find((s) => s.title === title);
  if (!found) throw new Error(`demo session not found: ${title}`);
  return found.id;
}

const quick = (page: Page) => page.getByTestId('quick-downloads');

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(150_000);
  await waitForDemoContent(baseURL ?? '');
  editorToken = await accessToken(baseURL ?? '', DEMO.editor);
});

test('a visitor sees the session: badge, views, dates, description, Thématiques, documents, sharing', async ({
  page,
  baseURL,
}) => {
  const id = await demoSessionId(baseURL ?? '', 'Proposition de valeur');
  await page.goto(`/session/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Proposition de valeur' })).toBeVisible();
  await expect(page).toHaveTitle(/^Proposition de valeur/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Value Proposition Canvas/,
  );
  // The session page has its own header, not the site's navigation bar.
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toHaveCount(0);
  await expect(page.getByText('Publié', { exact: true })).toBeVisible();
  await expect(page.getByTestId('session-views')).toContainText(/\d+ vues?/);
  await expect(page.getByText('Créée le')).toBeVisible();
  await expect(page.getByText('Mise à jour le')).toBeVisible();
  await expect(page.getByText('Construire une proposition de valeur convaincante')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thématiques' })).toBeVisible();
  await expect(page.getByTestId('session-tags')).toContainText('Idéation');
  await expect(page.getByTestId('session-tags')).toContainText('Clients');
  await expect(page.getByTestId('session-document')).toHaveCount(3);

  // Visitors: Guide and Présentation disabled, and a login link that brings them back.
  await expect(quick(page).getByRole('button', { name: /^Guide/ })).toBeDisabled();
  await expect(quick(page).getByRole('button', { name: /^Présentation/ })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Connectez-vous pour télécharger' })).toHaveAttribute(
    'href',
    `/login?session=${id}`,
  );
  await expect(page.getByRole('button', { name: /Connexion requise/ }).first()).toBeDisabled();

  const url = encodeURIComponent(`${baseURL}/session/${id}`);
  await expect(page.getByRole('link', { name: /Partager sur Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(page.getByRole('link', { name: /Partager sur LinkedIn/ })).toHaveAttribute(
    'href',
    new RegExp(url),
  );
  await expect(page.getByRole('link', { name: /Partager sur X/ })).toHaveAttribute(
    'href',
    new RegExp(`url=${url}&text=Proposition`),
  );

  // Full-screen header image, closed by Escape.
  await page.getByRole('button', { name: "Agrandir l'image" }).click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-viewer')).toBeHidden();
});

test('each visit counts one view', async ({ page, baseURL }) => {
  const session = await createSession(baseURL ?? '', unique('Vues'));
  const before = await callApi<Session>(baseURL ?? '', `/sessions/${session.id}`);
  expect(before.body.views_count).toBe(1);

  await page.goto(`/session/${session.id}`);
  await expect(page.getByTestId('session-views')).toHaveText('2 vues');
  await page.reload();
  await expect(page.getByTestId('session-views')).toHaveText('3 vues');

  const after = await callApi<Session>(baseURL ?? '', `/sessions/${session.id}`);
  expect(after.body.views_count).toBe(4);
});

test('Guide and Présentation show only for the categories the session has', async ({ page, baseURL }) => {
  test.slow(); // uploads its own documents
  const empty = await createSession(baseURL ?? '', unique('Sans documents'));
  await page.goto(`/session/${empty.id}`);
  await expect(page.getByRole('heading', { level: 1, name: empty.title })).toBeVisible();
  await expect(page.getByText('Aucun document', { exact: true })).toBeVisible();
  await expect(quick(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Guide/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Présentation/ })).toHaveCount(0);
  // No description or image of its own: the page still has a description.
  await expect(page.getByText('Contenu Structuré')).toBeVisible();

  const withGuide = await createSession(baseURL ?? '', unique('Avec guide'));
  await addPdf(baseURL ?? '', withGuide.id, 'Guide pratique', 'guide');
  await page.goto(`/session/${withGuide.id}`);
  await expect(quick(page).getByRole('button', { name: /^Guide/ })).toBeVisible();
  await expect(quick(page).getByRole('button', { name: /^Présentation/ })).toHaveCount(0);
});

test.describe('signed in', () => {
  test('Guide downloads the newest guide through the counted API; preview opens and Escape closes it', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // uploads its own documents
    const session = await createSession(baseURL ?? '', unique('Téléchargement'));
    await addPdf(baseURL ?? '', session.id, 'Ancien guide', 'guide');
    const newest = await addPdf(baseURL ?? '', session.id, 'Nouveau guide', 'guide');
    await addPdf(baseURL ?? '', session.id, 'Diapositives', 'presentation');

    await signIn(page, DEMO.user);
    await page.goto(`/session/${session.id}`);
    const newestRow = page.getByTestId('session-document').filter({ hasText: 'Nouveau guide' });
    await expect(newestRow.getByTestId('download-count')).toHaveText('0 téléchargement');
    await expect(page.getByRole('link', { name: 'Connectez-vous pour télécharger' })).toHaveCount(0);

    const counted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/documents/${newest.id}/download`) && r.request().method() === 'POST',
    );
    const saved = page.waitForEvent('download');
    await quick(page)
      .getByRole('button', { name: /^Guide/ })
      .click();
    const response = await counted;
    expect(response.status()).toBe(200);
    const link = (await response.json()) as { url: string; downloads_count: number };
    expect(link.downloads_count).toBe(1);
    // Saved from the page itself: no tab opens.
    await saved;
    expect(page.context().pages()).toHaveLength(1);
    const file = await page.request.get(link.url);
    expect(file.ok()).toBe(true);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(newestRow.getByTestId('download-count')).toHaveText('1 téléchargement');

    const docs = await callApi<ListPage<DocumentItem>>(baseURL ?? '', `/sessions/${session.id}/documents`);
    expect(docs.body.items.find((d) => d.id === newest.id)?.downloads_count).toBe(1);

    await newestRow.getByRole('button', { name: /Aperçu/ }).click();
    const preview = page.getByTestId('document-preview');
    await expect(preview).toBeVisible();
    // pdf.js draws it in the page (no frame); this test's PDF has no page, which the reader says.
    await expect(preview.locator('iframe')).toHaveCount(0);
    await expect(preview.getByRole('alert')).toHaveText(PDF_READER_MESSAGES.unreadable);
    await expect(preview.getByRole('button', { name: 'Télécharger' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });
});

test.describe('copy link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("without a share sheet, the address is copied with 'Lien copié dans le presse-papiers!'", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const id = await demoSessionId(baseURL ?? '', "Modèle d'affaires");
    await page.goto(`/session/${id}?from=test`);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Lien copié dans le presse-papiers!' }),
    ).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${baseURL}/session/${id}`);
  });
});

test('previous and next follow creation order; the selector jumps to any session', async ({
  page,
  baseURL,
}) => {
  const id = await demoSessionId(baseURL ?? '', 'Proposition de valeur');
  await page.goto(`/session/${id}`);
  const nav = page.getByRole('navigation', { name: 'Navigation entre les sessions' });
  await expect(nav.getByRole('link', { name: /Session précédente/ })).toContainText(
    'Développement de la solution',
  );
  await nav.getByRole('link', { name: /Session suivante/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Modèle d'affaires" })).toBeVisible();
  await nav.getByRole('link', { name: /Session précédente/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proposition de valeur' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Toutes les sessions' })).toHaveAttribute('href', '/sessions');

  await page.getByRole('button', { name: 'Aller à la session' }).click();
  const selector = page.getByTestId('session-selector');
  await expect(selector).toBeVisible();
  await expect(selector.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(selector).toBeHidden();

  await page.getByRole('button', { name: 'Aller à la session' }).click();
  await page.keyboard.type('strategie prix');
  await expect(selector.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Stratégie de prix' })).toBeVisible();
  await expect(selector).toBeHidden();
});

test('not found: an unknown id and the draft demo session', async ({ page, baseURL }) => {
  await page.goto(`/session/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session Non Trouvée' })).toBeVisible();
  await expect(
    page.getByText("La session demandée n'a pas pu être trouvée ou n'est pas publiée."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux sessions' })).toHaveAttribute('href', '/sessions');

  const drafts = await callApi<ListPage<Session>>(
    baseURL ?? '',
    `/dashboard/sessions?status=draft&search=${encodeURIComponent('Tests utilisateurs')}`,
    { token: editorToken },
  );
  const draft = drafts.body.items.find((s) => s.title === 'Tests utilisateurs');
  expect(draft).toBeDefined();
  await page.goto(`/session/${draft?.id ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session Non Trouvée' })).toBeVisible();
  await expect(page.getByText('Tests utilisateurs')).toHaveCount(0);
});
