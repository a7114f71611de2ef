/**
 * A shared phone: a session ends without the open page seeing it (signed in without 'Se souvenir de
 * moi', tab closed), and the next person opens the app. Nothing private of the first person stays:
 * the service worker answers nothing private to a page that does not hold their session (not even
 * before the app's code runs), the app empties the private caches when it starts without a session,
 * and whoever signs in next finds nobody else's data kept. The caches are read from the pages
 * themselves. This spec lets the service worker in (playwright.config.ts keeps it out of the others).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Me, Session } from '@common/api-types';
import { OFFLINE_CONTENT_MESSAGES } from '@common/messages';
import { pdfFile } from '../support/pdf-file';
import { accessToken, addPdf, callApi, DEMO, DEMO_PASSWORD, unique } from './support';

test.use({ serviceWorkers: 'allow' });

/** What the private caches hold, read in the page: each answer's address and the owner it is stamped with. */
interface KeptEntry {
  url: string;
  owner: string | null;
}
interface PrivateCaches {
  api: KeptEntry[];
  pdfs: KeptEntry[];
  /** The kept PDFs' index (what the 'Disponible hors ligne' marks read). */
  index: { documentId: string; owner: string }[];
}

let session: Session;
let guideId = '';
let pdfLink = '';
const owners = { user: '', editor: '' };

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const editor = await accessToken(base, DEMO.editor);
  const created = await callApi<Session>(base, '/sessions', {
    method: 'POST',
    token: editor,
    body: {
      title: unique('Téléphone partagé'),
      status: 'published',
      description: 'Lue à plusieurs.',
      tags: [],
    },
  });
  expect(created.status).toBe(201);
  session = created.body;
  guideId = (
    await addPdf(
      base,
      editor,
      session.id,
      'Carnet partagé',
      pdfFile({ pages: [{ lines: ['Carnet partagé', 'Une page à ne pas laisser au suivant.'] }] }),
    )
  ).id;
  const user = await accessToken(base, DEMO.user);
  owners.user = (await callApi<Me>(base, '/me', { token: user })).body.id;
  owners.editor = (await callApi<Me>(base, '/me', { token: editor })).body.id;
  pdfLink = (await callApi<{ url: string }>(base, `/documents/${guideId}/preview`, { token: user })).body.url;
});

/** Signs in through the form without 'Se souvenir de moi': the tokens live in this tab only. */
async function signInForThisTab(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Se souvenir de moi').uncheck();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
}

/**
 * Waits until the service worker controls the page: it registers once the page has loaded and the
 * browser is idle, then precaches about 70 files (slow on a loaded machine), and claims the page.
 */
async function untilControlled(page: Page): Promise<void> {
  // page.evaluate, not waitForFunction: the site's CSP refuses the eval() the latter polls with.
  await expect
    .poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
    .toBe(true);
}

function guideRow(page: Page) {
  return page.getByTestId('session-document').filter({ hasText: 'Carnet partagé' });
}

/** The signed-in person's private reads: the dashboard, then the guide in the reader (then kept). */
async function readPrivately(page: Page): Promise<void> {
  await untilControlled(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/session/${session.id}`);
  await guideRow(page)
    .getByRole('button', { name: /Aperçu/ })
    .click();
  const preview = page.getByTestId('document-preview');
  // The first preview downloads the reader's code too (about 500 KB).
  await expect(preview.locator('.pdfViewer .page').first().locator('.textLayer')).toContainText(
    'Carnet partagé',
    { timeout: 30_000 },
  );
  await preview.getByRole('button', { name: 'Fermer' }).click();
  await expect(guideRow(page).getByTestId('offline-mark')).toHaveText(OFFLINE_CONTENT_MESSAGES.available);
}

/** Reads the private caches from the page (Cache Storage is the origin's, whatever page reads it). */
async function privateCaches(page: Page): Promise<PrivateCaches> {
  // Browser code as text: this project's TypeScript has no DOM types.
  return page.evaluate<PrivateCaches>(`(async () => {
    const read = async (name) => {
      if (!(await caches.has(name))) return [];
      const cache = await caches.open(name);
      const entries = [];
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        entries.push({ url: request.url, owner: answer ? answer.headers.get('x-tremplin-user') : null });
      }
      return entries;
    };
    const pdfs = await read('tremplin-pdfs');
    let index = [];
    if (await caches.has('tremplin-pdfs')) {
      const stored = await (await caches.open('tremplin-pdfs')).match(location.origin + '/__tremplin/pdf-index.json');
      index = stored ? (await stored.json()).files.map((f) => ({ documentId: f.documentId, owner: f.owner })) : [];
    }
    return { api: await read('tremplin-private-api'), pdfs, index };
  })()`);
}

/** What a request from the page gets now: the HTTP status, or 'failed' when nothing answered. */
async function fetchFromPage(
  page: Page,
  url: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  return page.evaluate<number | string>(
    `fetch(${JSON.stringify(url)}, { headers: ${JSON.stringify(headers)} }).then((r) => r.status, () => 'failed')`,
  );
}

/** A bearer token naming `sub`, signed by nobody (the worker reads tokens without checking them). */
function forgedBearer(sub: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'none' })}.${part({ sub, token_use: 'access' })}.x`;
}

/**
 * A page of the site that runs none of the app's code (the app's icon, a file of the site), as a tab
 * is before the app's code has run: the worker controls it like any other.
 */
async function pageWithoutTheApp(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/icons/icon-192.png');
  await untilControlled(page);
  return page;
}

/** Stops the service worker (as the browser does when it is idle): its next event starts it cold. */
async function stopServiceWorker(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

test('a tab-only session ended unseen: nothing private is answered to the next page, and the app opened again empties the private caches', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInForThisTab(page, DEMO.user);
  await readPrivately(page);

  // Kept, and stamped with their owner: the API reads, the PDF and its index.
  const kept = await privateCaches(page);
  expect(kept.api.map((entry) => new URL(entry.url).pathname)).toEqual(
    expect.arrayContaining(['/api/me', `/api/documents/${guideId}/preview`]),
  );
  expect(new Set(kept.api.map((entry) => entry.owner))).toEqual(new Set([owners.user]));
  const pdfEntries = kept.pdfs.filter((entry) => !entry.url.endsWith('/__tremplin/pdf-index.json'));
  expect(pdfEntries).toHaveLength(1);
  expect(pdfEntries[0]?.owner).toBe(owners.user);
  expect(kept.index).toEqual([{ documentId: guideId, owner: owners.user }]);

  // Another tab, before any of the app's code has run in it, while the first one is still open.
  const other = await pageWithoutTheApp(context);
  await context.setOffline(true);
  // The worker starts cold (its table of pages read back from its cache).
  await stopServiceWorker(page);
  // The owner's page reads the kept PDF (under a link it never used)…
  expect(await fetchFromPage(page, pdfLink, { Range: 'bytes=0-99' })).toBe(206);
  // …the other tab gets nothing private: neither the PDF, nor the API reads, even with a token
  // that names the owner (no session: it is signed by nobody).
  expect(await fetchFromPage(other, pdfLink, { Range: 'bytes=0-99' })).toBe('failed');
  expect(await fetchFromPage(other, '/api/me')).toBe('failed');
  expect(await fetchFromPage(other, '/api/me', { authorization: forgedBearer(owners.editor) })).toBe(
    'failed',
  );
  // Refused, not gone: the caches still hold all of it.
  const still = await privateCaches(other);
  expect(still.api).toEqual(expect.arrayContaining(kept.api));
  expect(still.pdfs).toEqual(kept.pdfs);
  expect(still.index).toEqual(kept.index);

  // The tab closes: its session ends, and no page saw it end.
  await page.close();
  await stopServiceWorker(other);
  expect(await fetchFromPage(other, pdfLink, { Range: 'bytes=0-99' })).toBe('failed');
  await context.setOffline(false);

  // The app opened again, with nobody signed in: every private cache is emptied.
  const next = await context.newPage();
  await next.goto('/');
  await next.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(next.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect.poll(() => privateCaches(next)).toEqual({ api: [], pdfs: [], index: [] });
  await expect(other.evaluate<string[]>('caches.keys()')).resolves.not.toContain('tremplin-private-api');
  await next.goto(`/session/${session.id}`);
  await expect(guideRow(next)).toBeVisible();
  await expect(guideRow(next).getByTestId('offline-mark')).toHaveCount(0);
});

test('someone signs in after a session ended unseen: none of the first person’s data is kept for them', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The home page is open in one tab, with nobody signed in.
  await page.goto('/');
  await untilControlled(page);
  // A first person signs in in another tab, for that tab only, reads, and closes it.
  const first = await context.newPage();
  await signInForThisTab(first, DEMO.user);
  await readPrivately(first);
  const before = await privateCaches(page);
  expect(before.index).toEqual([{ documentId: guideId, owner: owners.user }]);
  await first.close();

  // The next person signs in in the tab that stayed open, which never saw the first session end (the
  // app in it started before that session did, and is not loaded again).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('link', { name: 'Connexion' }).click();
  await page.getByLabel('Email').fill(DEMO.editor);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();

  const after = await privateCaches(page);
  for (const entry of [...after.api, ...after.pdfs]) expect(entry.owner, entry.url).toBe(owners.editor);
  expect(after.index).toEqual([]);
  await page.goto(`/session/${session.id}`);
  await expect(guideRow(page)).toBeVisible();
  await expect(guideRow(page).getByTestId('offline-mark')).toHaveCount(0);
});
