/**
 * Offline on a phone (360 px, touch), as issue 26 found it: the catalogue a visitor read a minute
 * earlier shows again offline, from the kept copy, under the offline banner (its first page came
 * inside the page's HTML, which the service worker never kept as an API read); a download asked for
 * offline says it will start once connected, and does; a page or a list that could not load offline
 * says so, and recovers by itself when the network is back — also when the phone claims to be online
 * while its mobile data is gone.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CatalogPage, DocumentItem, Page as ListPage, Session } from '@common/api-types';
import { MESSAGES, OFFLINE_ACTION_MESSAGES, OFFLINE_MESSAGES } from '@common/messages';
import { pdfFile } from '../support/pdf-file';
import { skipOnboarding } from './dashboard-support';
import { accessToken, addPdf, callApi, DEMO, signIn, unique, waitForDemoContent } from './support';

let session: Session;
let guide: DocumentItem;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  await waitForDemoContent(base);
  const editor = await accessToken(base, DEMO.editor);
  const created = await callApi<Session>(base, '/sessions', {
    method: 'POST',
    token: editor,
    body: { title: unique('Sans réseau'), status: 'published', description: 'Lue dans le bus.', tags: [] },
  });
  expect(created.status).toBe(201);
  session = created.body;
  guide = await addPdf(
    base,
    editor,
    session.id,
    'Guide du terrain',
    pdfFile({ pages: [{ lines: ['Guide du terrain', 'Rencontrer dix clients.'] }] }),
  );
  const user = await accessToken(base, DEMO.user);
  await skipOnboarding(base, user);
  // The functions behind sign-in's first read and the session page start once here, not within a
  // test's 10 s (a cold start took 15 s on a busy 2-core machine).
  expect((await callApi(base, '/me', { token: user })).status).toBe(200);
  expect((await callApi(base, `/sessions/${session.id}`, { token: user })).status).toBe(200);
});

const banner = (page: Page) => page.getByTestId('offline-banner');

test.describe('with the installed app’s service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visitor’s catalogue read a minute earlier shows offline, from the kept copy, with the banner', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/sessions');
    await expect
      .poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
      .toBe(true);
    // The visit the issue describes: the catalogue, its first page inside the HTML (no API read).
    const apiReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/sessions') apiReads.push(request.url());
    });
    await page.reload();
    const cards = page.getByTestId('session-card');
    await expect(cards.first()).toBeVisible();
    const shown = await page.getByTestId('results-count').textContent();
    expect(apiReads).toEqual([]);
    // The page keeps that first page as the worker keeps API reads, once the browser is idle.
    const kept = `${baseURL}/api/sessions?sort=oldest`;
    await expect
      .poll(() =>
        page.evaluate<boolean>(
          `caches.open('tremplin-public-api').then((c) => c.match(${JSON.stringify(kept)})).then(Boolean)`,
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toHaveText(OFFLINE_MESSAGES.banner);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('results-count')).toHaveText(shown ?? '');
    await expect(page.getByText(MESSAGES.failedToLoadSessions)).toHaveCount(0);
    const first = await callApi<CatalogPage>(baseURL ?? '', '/sessions?sort=oldest');
    await expect(cards.first().getByRole('heading')).toHaveText(first.body.items[0]?.title ?? '');
  });
});

test('offline, Télécharger says the download will start once connected, and it does', async ({
  page,
  context,
  baseURL,
}) => {
  const countOf = async () => {
    const list = await callApi<ListPage<DocumentItem>>(baseURL ?? '', `/sessions/${session.id}/documents`);
    return list.body.items.find((d) => d.id === guide.id)?.downloads_count ?? -1;
  };
  const before = await countOf();
  await signIn(page, DEMO.user);
  await page.goto(`/session/${session.id}`);
  const row = page.getByTestId('session-document').filter({ hasText: 'Guide du terrain' });
  await expect(row).toBeVisible();
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));

  await context.setOffline(true);
  await row.getByRole('button', { name: /^Télécharger/ }).click();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText(OFFLINE_ACTION_MESSAGES.downloadWaiting('Guide du terrain'));
  await expect(page.getByText('Le téléchargement a échoué. Veuillez réessayer.')).toHaveCount(0);
  expect(downloads).toEqual([]);
  expect(await countOf()).toBe(before);

  // Back online: the download starts by itself, once, and is counted.
  const download = page.waitForEvent('download');
  await context.setOffline(false);
  expect((await download).suggestedFilename()).toMatch(/^Guide du terrain.*\.pdf$/);
  await expect(notice).toHaveCount(0);
  await expect.poll(countOf).toBe(before + 1);
  expect(downloads).toHaveLength(1);
});

test('a page whose code never reached the phone says it is offline, then opens by itself when the network is back', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.user);
  // Only the home page was opened: the dashboard's code never came.
  await context.setOffline(true);
  await page.getByRole('button', { name: /Menu de/ }).click();
  await page.getByRole('menuitem', { name: 'Tableau de bord' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_MESSAGES.pageUnavailableTitle);
  await expect(page.getByTestId('offline-page')).toHaveText(OFFLINE_MESSAGES.pageUnavailable);
  await expect(page.getByText(MESSAGES.unexpectedError)).toHaveCount(0);

  await context.setOffline(false);
  // No tap: the dashboard comes once the network is back.
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL('/dashboard');
});

test('a list that failed offline says so, and reloads by itself when the network is back', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/sessions');
  await expect(page.getByTestId('session-card').first()).toBeVisible();
  await context.setOffline(true);
  // A new order needs a read the phone cannot make now.
  await page.getByLabel('Trier par').selectOption('newest');
  const failure = page.getByRole('alert').filter({ hasText: MESSAGES.failedToLoadSessions });
  await expect(failure).toBeVisible();
  await expect(failure.getByTestId('offline-hint')).toHaveText(OFFLINE_ACTION_MESSAGES.retryWhenOnline);
  await expect(banner(page)).toBeVisible();

  await context.setOffline(false);
  const newest = await callApi<CatalogPage>(baseURL ?? '', '/sessions?sort=newest');
  await expect(page.getByTestId('session-card').first().getByRole('heading')).toHaveText(
    newest.body.items[0]?.title ?? '',
  );
  await expect(failure).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
});

test('with mobile data gone while the phone says it is online, the app finds out, and recovers once the data is back', async ({
  page,
  baseURL,
}) => {
  await page.goto('/sessions');
  await expect(page.getByTestId('session-card').first()).toBeVisible();
  // The network fails, but the browser keeps saying it is online (no 'offline' event will come).
  const noData = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
  await page.route('**/api/**', noData);
  await page.route('**/config.json', noData);
  expect(await page.evaluate<boolean>('navigator.onLine')).toBe(true);

  await page.getByLabel('Trier par').selectOption('title');
  const failure = page.getByRole('alert').filter({ hasText: MESSAGES.failedToLoadSessions });
  await expect(failure).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // Data back: no event tells the page; it asks now and then (every 3 s, up to every 15 s).
  await page.unroute('**/api/**', noData);
  await page.unroute('**/config.json', noData);
  const byTitle = await callApi<CatalogPage>(baseURL ?? '', '/sessions?sort=title');
  await expect(page.getByTestId('session-card').first().getByRole('heading')).toHaveText(
    byTitle.body.items[0]?.title ?? '',
    { timeout: 25_000 },
  );
  await expect(banner(page)).toHaveCount(0);
  await expect(failure).toHaveCount(0);
});
