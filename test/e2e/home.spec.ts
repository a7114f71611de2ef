import { expect, test, type Page } from '@playwright/test';
import type { CatalogPage, DocumentItem, PlatformStats, Session } from '@common/api-types';
import { LANDING_COUNTER_FALLBACKS } from '@common/limits';
import { PDF_READER_MESSAGES } from '@common/messages';
import { accessToken, callApi, DEMO, signIn, unique } from './support';

/** A tiny but real PDF. */
function pdfBytes(text: string): Uint8Array<ArrayBuffer> {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/** Uploads a file through a real upload ticket and returns the key to attach. */
async function upload(
  baseURL: string,
  token: string,
  fileName: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
) {
  const ticket = await callApi<{ url: string; fields: Record<string, string>; key: string }>(
    baseURL,
    '/uploads',
    {
      method: 'POST',
      token,
      body: { kind: 'document', file_name: fileName, content_type: type, size: bytes.byteLength },
    },
  );
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), fileName);
  const response = await fetch(new URL(ticket.body.url, baseURL), { method: 'POST', body: form });
  expect(response.ok).toBe(true);
  return ticket.body.key;
}

interface Arranged {
  /** Carries both tags and two documents: a PDF and a text file. */
  both: Session;
  /** Carries only the first tag. */
  one: Session;
  tagA: string;
  tagB: string;
  pdf: DocumentItem;
  text: DocumentItem;
}

/** Two published sessions of our own (newest first, so on the first page), with unique tags and files. */
async function arrange(baseURL: string): Promise<Arranged> {
  const token = await accessToken(baseURL, DEMO.editor);
  const suffix = unique('x').split(' ')[1] ?? 'x';
  const tagA = `Accueil${suffix}a`;
  const tagB = `Accueil${suffix}b`;
  const create = async (title: string, tags: string[]): Promise<Session> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await callApi<Session>(baseURL, '/sessions', {
        method: 'POST',
        token,
        body: {
          title,
          description: 'Session créée par le test de la page d’accueil.',
          status: 'published',
          tags,
        },
      });
      if (created.status === 201) return created.body;
      expect(created.status).toBeGreaterThanOrEqual(500);
      // A cold start on a busy machine can time out after the write: look before trying again.
      const found = await callApi<CatalogPage>(
        baseURL,
        `/sessions?tags=${encodeURIComponent(tags[0] ?? '')}`,
      );
      const existing = found.body.items.find((session) => session.title === title);
      if (existing) return existing;
    }
    throw new Error(`could not create the session ${title}`);
  };
  const one = await create(unique('Accueil une thématique'), [tagA]);
  const both = await create(unique('Économie circulaire'), [tagA, tagB]);
  const attach = async (title: string, fileName: string, bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const key = await upload(baseURL, token, fileName, bytes, type);
    const created = await callApi<DocumentItem>(baseURL, `/sessions/${both.id}/documents`, {
      method: 'POST',
      token,
      body: { title, category: 'guide', upload_key: key },
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const pdf = await attach('Guide PDF du test', 'guide-test.pdf', pdfBytes(both.title), 'application/pdf');
  const text = await attach(
    'Notes texte du test',
    'notes-test.txt',
    new Uint8Array(Buffer.from('Notes\n')),
    'text/plain',
  );
  return { both, one, tagA, tagB, pdf, text };
}

let arranged: Arranged;
test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(120_000);
  arranged = await arrange(baseURL ?? '');
});

/** The home page shows a dozen sessions at a time (HOME_PAGE_SIZE). */
const HOME_PAGE = 12;

function cards(page: Page) {
  return page.getByTestId('home-session-card');
}

function modal(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByTestId('session-quick-details') });
}

function countLine(page: Page) {
  return page.getByTestId('sessions-count');
}

/** 'Affichage de X sur Y sessions': X the cards shown, Y the sessions that match. */
async function shownCount(page: Page): Promise<{ shown: number; matched: number }> {
  const text = (await countLine(page).textContent()) ?? '';
  const match = /Affichage de (\d+) sur (\d+) sessions/.exec(text);
  expect(match, text).not.toBeNull();
  return { shown: Number(match?.[1]), matched: Number(match?.[2]) };
}

function digits(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

test('the counters count up to the real platform figures, each with a plus sign', async ({
  page,
  baseURL,
}) => {
  const before = (await callApi<PlatformStats>(baseURL ?? '', '/stats')).body;
  await page.goto('/');
  await expect(page).toHaveTitle(/Tremplin/);
  const managers = page.getByTestId('counter-managers');
  const documents = page.getByTestId('counter-documents');
  await expect(managers).toHaveText(/\+$/);
  await expect(documents).toHaveText(/\+$/);
  const expectedManagers = before.usersCount || LANDING_COUNTER_FALLBACKS.managers;
  const expectedDocuments = before.downloadsCount || LANDING_COUNTER_FALLBACKS.documents;
  // The count-up lasts 2 s; other specs may add users or downloads meanwhile: never below, never past the API.
  await expect
    .poll(async () => digits(await managers.textContent()))
    .toBeGreaterThanOrEqual(expectedManagers);
  await expect
    .poll(async () => digits(await documents.textContent()))
    .toBeGreaterThanOrEqual(expectedDocuments);
  const after = (await callApi<PlatformStats>(baseURL ?? '', '/stats')).body;
  expect(digits(await managers.textContent())).toBeLessThanOrEqual(
    after.usersCount || LANDING_COUNTER_FALLBACKS.managers,
  );
  expect(digits(await documents.textContent())).toBeLessThanOrEqual(
    after.downloadsCount || LANDING_COUNTER_FALLBACKS.documents,
  );
  await expect(page.getByText('Méthodologies structurées')).toBeVisible();
  await expect(page.getByText('Mentorat à fort impact')).toBeVisible();
  await expect(page.getByText('Ressources pratiques')).toBeVisible();
});

test('the counters fall back to 103+ and 4 296+ when the stats call fails', async ({ page }) => {
  await page.route('**/api/stats', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // Reduced motion: the final figure at once.
  await expect(page.getByTestId('counter-managers')).toHaveText(/^103\+$/);
  await expect(page.getByTestId('counter-documents')).toHaveText(/^4\s?296\+$/);
});

test('search ignores accents and the tag filter needs ALL selected tags', async ({ page }) => {
  // Y is what the API answered the page (other specs publish and delete sessions meanwhile).
  const answer = page.waitForResponse(
    (response) => /\/api\/sessions\?/.test(response.url()) && response.request().method() === 'GET',
  );
  await page.goto('/');
  const answered = (await (await answer).json()) as CatalogPage;
  await expect(countLine(page)).toContainText('Affichage de');
  const initial = await shownCount(page);
  expect(initial.matched).toBe(answered.matched);
  await expect(cards(page)).toHaveCount(initial.shown);
  // Newest first: our sessions were created last.
  await expect(cards(page).first()).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Rechercher une session par titre ou description' });
  await search.fill('economie');
  await expect(cards(page).filter({ hasText: "Modèle d'affaires" })).toBeVisible();
  await expect(cards(page).filter({ hasText: arranged.both.title })).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Identité de marque' })).toHaveCount(0);
  const searched = await shownCount(page);
  expect(searched.matched).toBeLessThan(initial.matched);
  expect(searched.shown).toBe(searched.matched);
  await expect(cards(page)).toHaveCount(searched.shown);

  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  // The whole catalogue again (other specs publish and delete sessions meanwhile: more than the search found).
  await expect.poll(async () => (await shownCount(page)).matched).toBeGreaterThan(searched.matched);

  // Our tags are used once or twice: they sit behind the '+N plus' toggle.
  const tagButton = (tag: string) => page.getByRole('button', { name: new RegExp(`^${tag} \\(`) });
  await page.getByRole('button', { name: /^\+\d+ plus$/ }).click();
  await tagButton(arranged.tagA).click();
  await expect(countLine(page)).toHaveText(/^Affichage de 2 sur \d+ sessions$/);
  await expect(cards(page)).toHaveCount(2);
  await tagButton(arranged.tagB).click();
  await expect(countLine(page)).toHaveText(/^Affichage de 1 sur \d+ sessions$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(arranged.both.title);

  await search.fill('zzqxw introuvable');
  await expect(page.getByText('Aucune session ne correspond à vos filtres')).toBeVisible();
  await expect(countLine(page)).toHaveText(/^Affichage de 0 sur \d+ sessions$/);

  await page.getByRole('button', { name: 'Tout effacer' }).click();
  await expect(search).toHaveValue('');
  await expect(tagButton(arranged.tagA)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await shownCount(page)).matched).toBeGreaterThan(searched.matched);
});

test("'Affichage de X sur Y': X the cards shown, Y the sessions that match; Charger plus adds to X", async ({
  page,
  baseURL,
}) => {
  const all = (await callApi<CatalogPage>(baseURL ?? '', '/sessions?limit=1')).body;
  expect(all.total).toBeGreaterThan(HOME_PAGE);
  // Y is what the API answered the page (other tests publish and delete sessions meanwhile).
  const answer = page.waitForResponse(
    (response) => /\/api\/sessions\?/.test(response.url()) && response.request().method() === 'GET',
  );
  await page.goto('/');
  const answered = (await (await answer).json()) as CatalogPage;
  await expect(cards(page)).toHaveCount(HOME_PAGE);
  const first = await shownCount(page);
  expect(first.shown).toBe(HOME_PAGE);
  expect(first.matched).toBe(answered.matched);
  await page.getByRole('button', { name: 'Charger plus' }).click();
  await expect.poll(async () => cards(page).count()).toBeGreaterThan(HOME_PAGE);
  const more = await shownCount(page);
  await expect(cards(page)).toHaveCount(more.shown);
  expect(more.shown).toBeLessThanOrEqual(more.matched);
});

test('the empty catalogue and a failed load show their states', async ({ page }) => {
  let fail = true;
  await page.route(/\/api\/sessions\?/, async (route) => {
    if (fail) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      return;
    }
    const empty: CatalogPage = { items: [], next_cursor: null, total: 0, matched: 0 };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(empty) });
  });
  await page.goto('/');
  const section = page.locator('#sessions');
  await expect(section.getByRole('alert')).toContainText('Failed to load sessions. Please try again later.');
  fail = false;
  await section.getByRole('button', { name: 'Réessayer' }).click();
  await expect(section.getByText('Aucune session publiée pour le moment')).toBeVisible();
  await expect(countLine(page)).toHaveText('Affichage de 0 sur 0 sessions');
});

test('a visitor sees the quick details with documents and Connexion links instead of downloads', async ({
  page,
}) => {
  await page.goto('/');
  const card = cards(page).filter({ hasText: arranged.both.title });
  await card.getByRole('button', { name: /Aperçu rapide/ }).click();
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]session=${arranged.both.id}`));
  await expect(dialog.getByRole('heading', { name: arranged.both.title })).toBeVisible();
  await expect(dialog.getByText('Publié', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Créée le')).toBeVisible();
  await expect(dialog.getByTestId('quick-details-document')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: /Télécharger/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Aperçu/ })).toHaveCount(0);
  const login = dialog.getByRole('link', { name: /^Connexion/ });
  await expect(login).toHaveCount(2);
  await expect(login.first()).toHaveAttribute('href', `/login?session=${arranged.both.id}`);
  await expect(dialog.getByRole('link', { name: 'Ouvrir en plein écran' })).toHaveAttribute(
    'href',
    `/session/${arranged.both.id}`,
  );
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/session=/);
  await expect(page.getByRole('link', { name: 'Inscrivez-vous pour voir plus' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Voir toutes les sessions' })).toHaveCount(0);
});

test('a signed-in user downloads (from the page, count goes up), previews only PDFs, and Escape closes the top layer first', async ({
  page,
  context,
}) => {
  // Signs in, downloads and previews: the longest journey of this file.
  test.slow();
  await signIn(page, DEMO.user);
  await page.goto(`/?session=${arranged.both.id}`);
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: arranged.both.title })).toBeVisible();

  const pdfRow = dialog.getByTestId('quick-details-document').filter({ hasText: arranged.pdf.title });
  const textRow = dialog.getByTestId('quick-details-document').filter({ hasText: arranged.text.title });
  await expect(textRow.getByRole('button', { name: /Télécharger/ })).toBeEnabled();
  await expect(textRow.getByRole('button', { name: /Aperçu/ })).toHaveCount(0);

  const count = pdfRow.getByTestId('download-count');
  const before = digits(await count.textContent());
  // Saved from the page itself: the modal stays, no tab opens.
  await Promise.all([
    page.waitForEvent('download'),
    pdfRow.getByRole('button', { name: /Télécharger/ }).click(),
  ]);
  await expect.poll(async () => digits(await count.textContent())).toBe(before + 1);
  expect(context.pages()).toHaveLength(1);
  await expect(dialog).toBeVisible();

  // Preview above the modal: Escape closes the preview, then the modal.
  await pdfRow.getByRole('button', { name: /Aperçu/ }).click();
  const preview = page.getByTestId('document-preview');
  await expect(preview).toBeVisible();
  // pdf.js draws it in the page (no frame); this test's PDF has no page, which the reader says.
  await expect(preview.locator('iframe')).toHaveCount(0);
  await expect(preview.getByRole('alert')).toHaveText(PDF_READER_MESSAGES.unreadable);
  await expect(preview.getByRole('button', { name: 'Télécharger' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/session=/);
  await expect(page.getByRole('link', { name: 'Voir toutes les sessions' })).toHaveAttribute(
    'href',
    '/sessions',
  );
  await expect(page.getByRole('link', { name: 'Inscrivez-vous pour voir plus' })).toHaveCount(0);
});

test('Escape closes the image viewer first, then the session modal', async ({ page, baseURL }) => {
  const demo = (
    await callApi<CatalogPage>(baseURL ?? '', '/sessions?search=pitch%20investisseurs')
  ).body.items.find((session) => session.title === 'Pitch investisseurs');
  expect(demo?.image_url).toBeTruthy();
  await page.goto(`/?session=${demo?.id}`);
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Pitch investisseurs' })).toBeVisible();
  await dialog.getByRole('button', { name: /Voir l'image en plein écran/ }).click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A card's own fullscreen button opens the same viewer.
  await page
    .getByRole('searchbox', { name: 'Rechercher une session par titre ou description' })
    .fill('pitch');
  await cards(page)
    .filter({ hasText: 'Pitch investisseurs' })
    .getByRole('button', { name: /Voir l'image en plein écran/ })
    .click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Fermer' }).click();
  await expect(viewer).toBeHidden();
});

test('?session= opens a published session and scrolls to its card; an unknown one opens nothing', async ({
  page,
}) => {
  await page.goto(`/?session=${arranged.one.id}`);
  await expect(modal(page).getByRole('heading', { name: arranged.one.title })).toBeVisible();
  await expect(page.locator(`#session-${arranged.one.id}`)).toBeInViewport();

  await page.goto('/?session=00000000-0000-4000-8000-000000000000');
  await expect(cards(page).first()).toBeVisible();
  await expect(countLine(page)).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('?newUser=true shows the welcome once and leaves the address', async ({ page }) => {
  await page.goto('/?newUser=true');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Tremplin !' });
  await expect(welcome).toBeVisible();
  await expect(page).not.toHaveURL(/newUser/);
  await welcome.getByRole('button', { name: 'Commencer' }).click();
  await expect(welcome).toBeHidden();
});

test('the session picker works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Aller à la session' });
  await toggle.click();
  const combobox = page.getByRole('combobox', { name: 'Rechercher une session par titre' });
  await expect(combobox).toBeFocused();
  // Accents and case do not matter.
  await combobox.fill('STRATEGIE DE P');
  const options = page.getByRole('listbox', { name: 'Sessions' }).getByRole('option');
  await expect(options).toHaveText(['Stratégie de prix']);
  await page.keyboard.press('Escape');
  await expect(combobox).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(combobox).toBeFocused();
  await combobox.fill('strategie');
  await expect.poll(async () => options.count()).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  const chosen = (await options.first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: chosen })).toBeVisible();
  await expect(page).toHaveURL(/[?&]session=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the floating button scrolls to the sessions section', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Sessions de formation' });
  await expect(heading).not.toBeInViewport();
  await page.getByRole('button', { name: 'Voir toutes les sessions' }).click();
  await expect(heading).toBeInViewport();
});

test('on a phone the floating controls are small buttons and the picker opens as a panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Aller à la session' });
  // The hero has its own buttons: the floating ones wait until it scrolls away.
  await expect(page.getByTestId('counter-managers')).toBeVisible();
  await expect(toggle).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect(toggle).toBeVisible();
  const box = await toggle.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(56);
  await toggle.click();
  await expect(page.getByRole('combobox', { name: 'Rechercher une session par titre' })).toBeVisible();
  const overflow = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
  expect(overflow).toBe(false);
});
