/**
 * The installable app offline, on a phone (360 px, touch): after a visit, with the network switched
 * off (Playwright's setOffline, which Chromium applies to the service worker's own requests too),
 * the session page and the PDF opened before still show and are marked, a session never opened says
 * it is offline, and once the person has signed out (or Cognito has refused their session) nothing
 * private is served from the caches any more. This spec lets the service worker in
 * (playwright.config.ts keeps it out of the others).
 */
import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@common/api-types';
import { OFFLINE_CONTENT_MESSAGES, OFFLINE_MESSAGES } from '@common/messages';
import { pdfFile } from '../support/pdf-file';
import { accessToken, addPdf, callApi, DEMO, signIn, unique } from './support';

test.use({ serviceWorkers: 'allow' });

interface Arranged {
  read: Session;
  /** A word of the read session's title that no other title has. */
  searchWord: string;
  guideId: string;
  neverOpened: Session;
}

let arranged: Arranged;

async function publish(base: string, token: string, title: string): Promise<Session> {
  const created = await callApi<Session>(base, '/sessions', {
    method: 'POST',
    token,
    body: { title, status: 'published', description: 'Une session à lire sans réseau.', tags: [] },
  });
  expect(created.status).toBe(201);
  return created.body;
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.editor);
  const title = unique('Hors ligne');
  const read = await publish(base, token, title);
  const guide = await addPdf(
    base,
    token,
    read.id,
    'Guide du terrain',
    pdfFile({
      pages: [
        { lines: ['Carnet de terrain', 'Première page : rencontrer dix clients.'] },
        { lines: ['Deuxième page', 'Noter ce qu’ils paient déjà.'] },
      ],
    }),
  );
  const neverOpened = await publish(base, token, unique('Jamais ouverte'));
  arranged = { read, searchWord: title.split(' ').at(-1) ?? '', guideId: guide.id, neverOpened };
});

/** Signs in and waits until the service worker controls the page (it claims the first visit). */
async function signInWithServiceWorker(page: Page): Promise<void> {
  await signIn(page, DEMO.user);
  // page.evaluate, not waitForFunction: the site's CSP refuses the eval() the latter polls with.
  await expect
    .poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
    .toBe(true);
}

function guideRow(page: Page) {
  return page.getByTestId('session-document').filter({ hasText: 'Guide du terrain' });
}

/** Opens the guide in the reader, waits for its first page, closes it: the PDF is then kept. */
async function readGuide(page: Page): Promise<void> {
  await page.goto(`/session/${arranged.read.id}`);
  await guideRow(page)
    .getByRole('button', { name: /Aperçu/ })
    .click();
  const preview = page.getByTestId('document-preview');
  await expect(preview.locator('.pdfViewer .page').first().locator('.textLayer')).toContainText(
    'Carnet de terrain',
  );
  await preview.getByRole('button', { name: 'Fermer' }).click();
  // Kept whole by the service worker, which tells the page: the row says so, online too.
  await expect(guideRow(page).getByTestId('offline-mark')).toHaveText(OFFLINE_CONTENT_MESSAGES.available);
}

/** What a request from the page gets now: the HTTP status, or 'failed' when nothing answered. */
async function fetchFromPage(
  page: Page,
  url: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  // Browser code as text: this project's TypeScript has no DOM types.
  return page.evaluate<number | string>(
    `fetch(${JSON.stringify(url)}, { headers: ${JSON.stringify(headers)} }).then((r) => r.status, () => 'failed')`,
  );
}

/**
 * Makes the tokens the browser holds an hour past their expiry, and optionally revokes the
 * refresh token, by rewriting Amplify's stored copies (their signatures are only checked by the API).
 */
async function expireStoredTokens(page: Page, { revokeRefreshToken }: { revokeRefreshToken: boolean }) {
  await page.evaluate(`(() => {
    const encode = (value) => btoa(JSON.stringify(value)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('CognitoIdentityServiceProvider.')) continue;
      if (key.endsWith('.refreshToken') && ${String(revokeRefreshToken)}) localStorage.setItem(key, 'revoked');
      if (key.endsWith('.accessToken') || key.endsWith('.idToken')) {
        const [header, payload, signature] = localStorage.getItem(key).split('.');
        const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
        claims.exp = Math.floor(Date.now() / 1000) - 3600;
        localStorage.setItem(key, [header, encode(claims), signature].join('.'));
      }
    }
  })()`);
}

test('after a visit, offline: the session page and the PDF read before show, marked; a session never opened says it is offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInWithServiceWorker(page);
  await readGuide(page);
  // The catalogue, filtered down to that session, read once online.
  await page.goto(`/sessions?search=${encodeURIComponent(arranged.searchWord)}`);
  await expect(page.getByTestId('session-card')).toHaveCount(1);
  // Online, sessions are not marked (every one opens).
  await expect(page.getByTestId('session-card').getByTestId('offline-mark')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(OFFLINE_MESSAGES.banner);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.banner })).toBeVisible();
  const card = page.getByTestId('session-card');
  await expect(card.getByRole('heading', { name: arranged.read.title })).toBeVisible();
  await expect(card.getByTestId('offline-mark')).toHaveText(OFFLINE_CONTENT_MESSAGES.available);

  await card.getByRole('link', { name: /Voir la session/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: arranged.read.title })).toBeVisible();
  await expect(guideRow(page).getByTestId('offline-mark')).toBeVisible();
  await expect(banner).toBeVisible();
  // The PDF opens from the kept copy: its first page is drawn, as text too.
  await guideRow(page)
    .getByRole('button', { name: /Aperçu/ })
    .click();
  const preview = page.getByTestId('document-preview');
  const firstPage = preview.locator('.pdfViewer .page').first();
  await expect(firstPage.locator('.textLayer')).toContainText('rencontrer dix clients');
  await expect(firstPage.locator('canvas')).toBeVisible();
  await expect(preview.getByTestId('pdf-page-indicator')).toContainText('Page 1 sur 2');
  await preview.getByRole('button', { name: 'Fermer' }).click();

  // A full load of the page, from the precached document, shows it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: arranged.read.title })).toBeVisible();

  await page.goto(`/session/${arranged.neverOpened.id}`);
  await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE_CONTENT_MESSAGES.sessionUnavailable);
  await expect(page.getByRole('heading', { level: 1, name: arranged.neverOpened.title })).toHaveCount(0);

  // Back online, the next read reaches the server and the banner goes.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Toutes les sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions de formation' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('after signing out, offline: nothing private is served from the caches, public pages still are', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.user);
  const link = await callApi<{ url: string }>(base, `/documents/${arranged.guideId}/preview`, { token });
  expect(link.status).toBe(200);
  const preview = `/api/documents/${arranged.guideId}/preview`;
  const bearer = { authorization: `Bearer ${token}` };

  await signInWithServiceWorker(page);
  // The home page online once: its signed-in navigation bar (with 'Déconnexion') is then kept.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
  await readGuide(page);

  await context.setOffline(true);
  // Before: the caches answer this person's private reads, and the kept PDF (under another link).
  expect(await fetchFromPage(page, preview, bearer)).toBe(200);
  expect(await fetchFromPage(page, link.body.url, { Range: 'bytes=0-99' })).toBe(206);

  await page.goto('/');
  await page.getByRole('button', { name: /Menu de/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: /Menu de/ })).toHaveCount(0);

  // After: neither the private API read nor the PDF is served, even to that person's token.
  expect(await fetchFromPage(page, preview, bearer)).toBe('failed');
  expect(await fetchFromPage(page, link.body.url, { Range: 'bytes=0-99' })).toBe('failed');
  // The session itself is public: it still shows, without the document's mark.
  await page.goto(`/session/${arranged.read.id}`);
  await expect(page.getByRole('heading', { level: 1, name: arranged.read.title })).toBeVisible();
  await expect(guideRow(page)).toBeVisible();
  await expect(guideRow(page).getByTestId('offline-mark')).toHaveCount(0);
});

test('a session Cognito refuses at the next visit leaves nothing private in the caches', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.user);
  const link = await callApi<{ url: string }>(base, `/documents/${arranged.guideId}/preview`, { token });
  await signInWithServiceWorker(page);
  await readGuide(page);

  // The stored tokens have expired and the refresh token was revoked (as after a password reset).
  await expireStoredTokens(page, { revokeRefreshToken: true });
  await page.reload();
  await expect(guideRow(page).getByRole('button', { name: /Connexion requise/ })).toBeVisible();

  await context.setOffline(true);
  const bearer = { authorization: `Bearer ${token}` };
  expect(await fetchFromPage(page, `/api/documents/${arranged.guideId}/preview`, bearer)).toBe('failed');
  expect(await fetchFromPage(page, link.body.url, { Range: 'bytes=0-99' })).toBe('failed');
});

test('an hour later, offline, the signed-in person still reads the PDF kept for them', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInWithServiceWorker(page);
  await readGuide(page);

  // Offline, the tokens expire: Cognito cannot be reached to refresh them.
  await context.setOffline(true);
  await expireStoredTokens(page, { revokeRefreshToken: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: arranged.read.title })).toBeVisible();
  await guideRow(page)
    .getByRole('button', { name: /Aperçu/ })
    .click();
  await expect(
    page.getByTestId('document-preview').locator('.pdfViewer .page').first().locator('.textLayer'),
  ).toContainText('rencontrer dix clients');
});

test('the worker precaches the app’s documents and the public pages’ code, and nothing a visitor does not need', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const source = await worker.text();
  const precached = [...source.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(precached).toEqual(expect.arrayContaining(['index.html', 'first-screen.html']));
  for (const page of ['home', 'sessions', 'session-detail', 'documentation', 'about'])
    expect(
      precached.some((url) => new RegExp(`^assets/${page}-[\\w-]+\\.js$`).test(url)),
      page,
    ).toBe(true);
  // The worker installs only if every file it precaches is served: one 404 and nothing works offline.
  for (const url of precached) expect((await request.get(`/${url}`)).status(), url).toBe(200);
  // Only their functions serve the page documents; the reader, aws-amplify and the
  // signed-in pages are kept once used, never fetched ahead for a visitor.
  for (const refused of [
    /session-page\.html/,
    /catalogue-page\.html/,
    /pdf\.worker/,
    /pdf-engine-(modern|legacy)/,
    /amplify-engine/,
    /dashboard/,
    /login/,
    /\.map$/,
  ])
    expect(
      precached.filter((url) => refused.test(url)),
      String(refused),
    ).toEqual([]);
});
