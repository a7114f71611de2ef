/**
 * /documentation, the public library (SPEC §2): counts, server search, category filter,
 * sorts, views, empty state, visitor and signed-in actions, promo blocks.
 *
 * Other specs add documents in parallel, so expected numbers are read from the API at the
 * moment of the check, and this spec's own session and documents carry a unique word.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { DocumentItem, LibraryPage, Session } from '@common/api-types';
import { DOCUMENT_MESSAGES, PDF_READER_MESSAGES } from '@common/messages';
import { accessToken, callApi, createAccount, DEMO, signIn, unique } from './support';

interface Fixture {
  /** A word only this run's session title carries (searchable, accent-free). */
  word: string;
  session: Session;
  /** Its title does not mention the session: found through the session title only. */
  exercise: DocumentItem;
  other: DocumentItem;
}

let fixture: Fixture;

function pdf(text: string): Uint8Array<ArrayBuffer> {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/** As the browser does: an upload ticket, then a multipart POST to storage. Returns the key. */
async function upload(baseURL: string, token: string, fileName: string, bytes: Uint8Array<ArrayBuffer>) {
  const ticket = await callApi<{ url: string; fields: Record<string, string>; key: string }>(
    baseURL,
    '/uploads',
    {
      method: 'POST',
      token,
      body: {
        kind: 'document',
        file_name: fileName,
        content_type: 'application/pdf',
        size: bytes.byteLength,
      },
    },
  );
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  const stored = await fetch(new URL(ticket.body.url, baseURL), { method: 'POST', body: form });
  expect(stored.ok).toBe(true);
  return ticket.body.key;
}

async function addDocument(
  baseURL: string,
  token: string,
  sessionId: string,
  input: { title: string; description: string; category: string },
): Promise<DocumentItem> {
  const key = await upload(baseURL, token, 'fiche.pdf', pdf(input.title));
  const created = await callApi<DocumentItem>(baseURL, `/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { ...input, upload_key: key },
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function library(baseURL: string, query = ''): Promise<LibraryPage> {
  const response = await callApi<LibraryPage>(baseURL, `/documents${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

const cards = (page: Page) => page.getByTestId('document-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un document' });
const resultLine = (page: Page) => page.getByText(/^Affichage de \d+ sur \d+ documents$/);

/**
 * The platform answers /config.json (Playwright's readiness probe) before the demo content is
 * seeded; the seed writes local-state.json in the data folder when it is done.
 */
async function demoSeeded(baseURL: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  await expect
    .poll(
      async () =>
        dataDir
          ? existsSync(join(dataDir, 'local-state.json'))
          : accessToken(baseURL, DEMO.editor).then(
              () => true,
              () => false,
            ),
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(true);
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  await demoSeeded(base);
  const token = await accessToken(base, DEMO.editor);
  // Not a prefix of 'zébrures', so finding 'zebrures' below proves accents are ignored.
  const word = `lib${unique('').trim()}`;
  const session = await callApi<Session>(base, '/sessions', {
    method: 'POST',
    token,
    body: {
      title: `Atelier ${word} Zébrures`,
      description: 'Session créée par le test de la bibliothèque.',
      status: 'published',
      tags: ['Bibliothèque'],
    },
  });
  expect(session.status).toBe(201);
  const exercise = await addDocument(base, token, session.body.id, {
    title: unique('Fiche pratique'),
    description: 'Une page à remplir en équipe.',
    category: 'exercise',
  });
  const other = await addDocument(base, token, session.body.id, {
    title: unique('Annexe'),
    description: 'Ressource complémentaire.',
    category: 'other',
  });
  fixture = { word, session: session.body, exercise, other };
});

test('shows the total and the count per category that the API reports', async ({ page, baseURL }) => {
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('library-count-total')).not.toBeEmpty();
    const api = await library(baseURL ?? '');
    await expect(page.getByTestId('library-count-total')).toHaveText(String(api.total), { timeout: 1000 });
    await expect(page.getByTestId('library-count-presentation')).toHaveText(
      String(api.by_category.presentation),
      { timeout: 1000 },
    );
    await expect(page.getByTestId('library-count-guide')).toHaveText(String(api.by_category.guide), {
      timeout: 1000,
    });
    await expect(page.getByTestId('library-count-exercise')).toHaveText(String(api.by_category.exercise), {
      timeout: 1000,
    });
    // X the documents shown (the first page), Y all that match.
    await expect(resultLine(page)).toHaveText(`Affichage de ${api.items.length} sur ${api.total} documents`, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
});

test('searches session titles on the server, ignoring accents, and keeps the search in the address', async ({
  page,
}) => {
  await page.goto('/documentation');
  // Typed without the accent: the session is 'Atelier … Zébrures'; the exercise's own title says neither.
  await searchBox(page).fill(`${fixture.word} zebrures`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${fixture.word}`));
  await expect(cards(page)).toHaveCount(2);
  await expect(resultLine(page)).toHaveText('Affichage de 2 sur 2 documents');
  await expect(cards(page).filter({ hasText: fixture.exercise.title })).toContainText(fixture.session.title);

  await page.reload();
  await expect(searchBox(page)).toHaveValue(`${fixture.word} zebrures`);
  await expect(cards(page)).toHaveCount(2);

  await searchBox(page).fill('Modele');
  await expect(page).toHaveURL(/[?&]q=Modele/);
  await expect(cards(page).first()).toBeVisible();
  const found = await cards(page).all();
  expect(found.length).toBeGreaterThan(0);
  for (const card of found) await expect(card).toContainText('Modèle');
});

test("filters by category with a 'Filtré' badge, and clear-all resets the list", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/documentation?q=${fixture.word}`);
  await expect(cards(page)).toHaveCount(2);
  const filters = page.getByRole('button', { name: /Filtres/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByText('Filtré', { exact: true })).toHaveCount(0);

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  // The choice lives in the address: the radio follows once the router has moved.
  await page.getByRole('radio', { name: /^Autre/ }).click();
  await expect(page.getByRole('radio', { name: /^Autre/ })).toBeChecked();
  await expect(filters.getByText('Filtré', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]category=other/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(fixture.other.title);
  await expect(resultLine(page)).toHaveText('Affichage de 1 sur 1 documents');

  await page.getByRole('radio', { name: /^Exercice/ }).click();
  await expect(page.getByRole('radio', { name: /^Exercice/ })).toBeChecked();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(fixture.exercise.title);
  await expect(cards(page)).toContainText('Exercice');

  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(filters.getByText('Filtré', { exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&](q|category)=/);
  await expect(async () => {
    const api = await library(baseURL ?? '');
    await expect(resultLine(page)).toHaveText(`Affichage de ${api.items.length} sur ${api.total} documents`, {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
});

test('shows the filtered empty state when nothing matches', async ({ page }) => {
  await page.goto('/documentation');
  await searchBox(page).fill(`introuvable ${fixture.word}`);
  await expect(page.getByText('Aucun document ne correspond à vos critères')).toBeVisible();
  await expect(resultLine(page)).toHaveText('Affichage de 0 sur 0 documents');
  await expect(cards(page)).toHaveCount(0);
});

for (const [label, sort] of [
  ['Plus téléchargés', 'downloads'],
  ['Titre (A-Z)', 'title'],
  ['Plus récents', 'newest'],
] as const) {
  test(`sorts '${label}' in the API's order`, async ({ page, baseURL }) => {
    await page.goto('/documentation');
    await page.getByLabel('Trier par').selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}`));
    // Other specs may download or add documents meanwhile: compare fresh reads.
    await expect(async () => {
      await page.reload();
      await expect(cards(page).first()).toBeVisible();
      const api = await library(baseURL ?? '', `?sort=${sort}`);
      expect(await cardTitles(page)).toEqual(api.items.map((d) => d.title));
    }).toPass({ timeout: 20_000 });
  });
}

test('switches between grid and list, and remembers it in the address', async ({ page }) => {
  await page.goto('/documentation');
  const list = page.getByTestId('document-list');
  await expect(list).toHaveAttribute('data-view', 'grid');
  await expect(page.getByRole('button', { name: 'Vue en grille' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Vue en liste' }).click();
  await expect(page.getByRole('button', { name: 'Vue en liste' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveAttribute('data-view', 'list');
  await expect(page).toHaveURL(/[?&]view=list/);
  await page.reload();
  await expect(page.getByTestId('document-list')).toHaveAttribute('data-view', 'list');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Vue en grille' }).click();
  await expect(list).toHaveAttribute('data-view', 'grid');
});

test('loads more documents with the next page', async ({ page, baseURL }) => {
  const first = await library(baseURL ?? '');
  // The demo programme alone has more documents than one page holds.
  expect(first.next_cursor).not.toBeNull();
  await page.goto('/documentation');
  await expect(cards(page)).toHaveCount(first.items.length);
  // 'Affichage de X sur Y': X what is shown, not the whole library (issue 17).
  await expect(resultLine(page)).toHaveText(
    new RegExp(`^Affichage de ${first.items.length} sur \\d+ documents$`),
  );
  await page.getByRole('button', { name: 'Charger plus' }).click();
  await expect.poll(async () => cards(page).count()).toBeGreaterThan(first.items.length);
  const shown = await cards(page).count();
  const total = (await library(baseURL ?? '')).total;
  await expect(resultLine(page)).toHaveText(new RegExp(`^Affichage de ${shown} sur \\d+ documents$`));
  expect(shown).toBeLessThanOrEqual(total);
});

test("a visitor sees 'Connexion requise' disabled, a sign-in link, the sign-up banner and the promo links", async ({
  page,
}) => {
  await page.goto(`/documentation?q=${fixture.word}`);
  const card = cards(page).filter({ hasText: fixture.exercise.title });
  await expect(card.getByRole('button', { name: 'Connexion requise' })).toBeDisabled();
  await expect(card.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    `/login?session=${fixture.session.id}`,
  );
  await expect(card.getByRole('link', { name: fixture.session.title })).toHaveAttribute(
    'href',
    `/session/${fixture.session.id}`,
  );
  await expect(card.getByRole('button', { name: /Aperçu/ })).toHaveCount(0);

  const banner = page.getByRole('region', { name: 'Créer un compte' });
  await expect(banner).toContainText('Inscription gratuite pour accéder à toutes les fonctionnalités');
  await expect(banner.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await expect(banner.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup');

  const promos = page.getByRole('region', { name: 'Aller plus loin' });
  await expect(promos.getByRole('link', { name: 'Voir les sessions' })).toHaveAttribute('href', '/sessions');
  await expect(promos.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await expect(promos.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/about');
  await promos.getByRole('link', { name: 'En savoir plus' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a signed-in user downloads the real PDF, sees the count go up, and previews it', async ({
  page,
  baseURL,
}) => {
  const email = await createAccount(baseURL ?? '', 'library');
  await signIn(page, email);
  await page.goto(`/documentation?q=${fixture.word}`);
  await expect(page.getByRole('region', { name: 'Créer un compte' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Aller plus loin' })
      .getByRole('link', { name: 'Ouvrir le tableau de bord' }),
  ).toHaveAttribute('href', '/dashboard');

  const card = cards(page).filter({ hasText: fixture.exercise.title });
  const before = fixture.exercise.downloads_count;
  await expect(card.getByTestId('download-count')).toHaveText(
    `${before} téléchargement${before > 1 ? 's' : ''}`,
  );

  const answer = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/documents/${fixture.exercise.id}/download`) && r.request().method() === 'POST',
  );
  // Saved from the page itself: no tab opens.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /Télécharger/ }).click();
  await download;
  expect(page.context().pages()).toHaveLength(1);
  const link = (await (await answer).json()) as { url: string; downloads_count: number };
  expect(link.downloads_count).toBe(before + 1);
  const file = await fetch(new URL(link.url, baseURL));
  expect(file.ok).toBe(true);
  expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-/);
  await expect(card.getByTestId('download-count')).toHaveText(
    `${before + 1} téléchargement${before + 1 > 1 ? 's' : ''}`,
  );

  await card.getByRole('button', { name: /Aperçu/ }).click();
  const preview = page.getByTestId('document-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(fixture.exercise.title);
  // pdf.js draws it in the page (no frame); this test's PDF has no page, which the reader says.
  await expect(preview.locator('iframe')).toHaveCount(0);
  await expect(preview.getByRole('alert')).toHaveText(PDF_READER_MESSAGES.unreadable);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

test('a failed load shows the red banner, stops loading, and retries', async ({ page }) => {
  const libraryRequest = (url: URL) => url.pathname === '/api/documents';
  await page.route(libraryRequest, (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/documentation');
  await expect(page.getByRole('alert')).toContainText(DOCUMENT_MESSAGES.failedToLoad);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
  await page.unroute(libraryRequest);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
