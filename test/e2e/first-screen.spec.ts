/**
 * The prerendered first screens (web/src/app/prerender.tsx, shell.ts): a visitor on a slow network
 * sees the page from the HTML and CSS alone, and the app adopts that markup when it starts
 * (hydration) rather than painting the page a second time.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support';

const FIRST_SCREENS = [
  { path: '/', heading: /Renforcez votre programme d.incubation/ },
  { path: '/sessions', heading: 'Sessions de formation' },
  { path: '/documentation', heading: 'Documentation' },
  { path: '/about', heading: /De l’idée à la startup/ },
] as const;

/** Records what the page logs, and the first node index.html's shell puts into #root. */
async function watchRoot(page: Page): Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  // Browser code as text: this project's TypeScript has no DOM types.
  await page.addInitScript({
    content: `window.__shellNode = null;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target.id === 'root' && !window.__shellNode && record.addedNodes[0])
            window.__shellNode = record.addedNodes[0];
      }).observe(document, { childList: true, subtree: true });`,
  });
  return logged;
}

for (const { path, heading } of FIRST_SCREENS) {
  test(`${path} shows its first screen before the app's JavaScript has run`, async ({ page }) => {
    // The app itself never arrives: what shows comes from index.html.
    await page.route(/\/assets\/main-[\w-]+\.js$/, () => undefined);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
  });

  test(`${path}: the app adopts the first screen instead of painting it again`, async ({ page }) => {
    const logged = await watchRoot(page);
    await page.goto(path);
    // Live: the shell is inert until the app has taken it over.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const adopted = await page.evaluate(
      "window.__shellNode !== null && window.__shellNode === document.getElementById('root').firstChild",
    );
    expect(adopted, 'the prerendered markup is still the page').toBe(true);
    expect(logged.filter((line) => /prerendered|hydrat|#418|#423|#425/i.test(line))).toEqual([]);
  });
}

test('an address with a query starts without a prerendered screen, straight into the app', async ({
  page,
}) => {
  const logged = await watchRoot(page);
  await page.goto('/sessions?search=Marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions de formation' })).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.getByLabel(/Rechercher/).first())).toHaveValue(
    'Marketing',
  );
  expect(logged.filter((line) => /prerendered|hydrat/i.test(line))).toEqual([]);
});

/** A published demo session with a cover and a description (the demo catalogue has them). */
async function coveredSession(baseURL: string): Promise<{ id: string; title: string; image_url: string }> {
  const response = await fetch(`${baseURL}/api/sessions?sort=oldest`);
  const { items } = (await response.json()) as {
    items: { id: string; title: string; description: string | null; image_url: string | null }[];
  };
  const session = items.find((item) => item.image_url && item.description);
  if (!session?.image_url) throw new Error('the demo catalogue has covers');
  return { id: session.id, title: session.title, image_url: session.image_url };
}

test('a shared session link shows its title and cover before the app’s JavaScript has run', async ({
  page,
  baseURL,
}) => {
  const session = await coveredSession(baseURL ?? '');
  await page.route(/\/assets\/main-[\w-]+\.js$/, () => undefined);
  await page.goto(`/session/${session.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
  const cover = page.getByRole('img', { name: `Illustration de la session « ${session.title} »` });
  await expect(cover).toBeVisible();
  // Painted, not only placed: the picture itself has arrived (browser code as text, no DOM types here).
  await expect
    .poll(() => page.evaluate("document.querySelector('#root img')?.naturalWidth ?? 0"))
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Toutes les sessions' })).toBeVisible();
});

test('the session page adopts its first screen: the cover painted from the HTML stays, no second render', async ({
  page,
  baseURL,
}) => {
  const session = await coveredSession(baseURL ?? '');
  const logged = await watchRoot(page);
  const covers: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/media/images/')) covers.push(path);
  });
  await page.goto(`/session/${session.id}`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The read session's facts have replaced the placeholders around the same header.
  await expect(page.getByTestId('session-views')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents de la session' })).toBeVisible();
  const sameCover = await page.evaluate(
    `window.__shellNode !== null && window.__shellNode === document.getElementById('root').firstChild &&
     window.__shellNode.querySelector('img[src="${session.image_url}"]') === document.querySelector('#root img[src="${session.image_url}"]')`,
  );
  expect(sameCover, 'the prerendered markup and its cover are still the page').toBe(true);
  // One download of one file: the variant the <img> picks from its srcset is the one the HTML preloaded
  // (same srcset and sizes), and the app's render asked for nothing else.
  const shown = await page.evaluate("new URL(document.querySelector('#root img').currentSrc).pathname");
  expect(shown).toMatch(/-w\d+\.webp$/);
  expect(covers).toEqual([shown]);
  expect(logged.filter((line) => /prerendered|hydrat|#418|#423|#425/i.test(line))).toEqual([]);
});

/** The catalogue's first page as the app reads it (the page's HTML carries the same, lambdas/pages/catalogue-page.ts). */
async function cataloguePage(
  baseURL: string,
): Promise<{ id: string; title: string; image_url: string | null }[]> {
  const response = await fetch(`${baseURL}/api/sessions?sort=oldest`);
  const { items } = (await response.json()) as {
    items: { id: string; title: string; image_url: string | null }[];
  };
  if (!items[0]?.image_url) throw new Error('the demo catalogue has covers');
  return items;
}

/** The catalogue list reads the page sends (the tags apart). */
function watchListReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/sessions') reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

test('/sessions shows its first cards, titles and covers, before the app’s JavaScript has run', async ({
  page,
  baseURL,
}) => {
  const items = await cataloguePage(baseURL ?? '');
  await page.route(/\/assets\/main-[\w-]+\.js$/, () => undefined);
  await page.goto('/sessions', { waitUntil: 'commit' });
  await expect(page.getByTestId('session-card')).toHaveCount(items.length);
  for (const session of items.slice(0, 3))
    await expect(page.getByRole('heading', { level: 2, name: session.title })).toBeVisible();
  const [first] = items;
  const cover = page.getByRole('img', { name: `Illustration de la session « ${first?.title} »` });
  await expect(cover).toBeVisible();
  // Painted, not only placed: the picture itself has arrived (browser code as text, no DOM types here).
  await expect
    .poll(() => page.evaluate("document.querySelector('#root article img')?.naturalWidth ?? 0"))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('results-count')).toHaveText(/^Affichage de \d+ sur \d+ sessions$/);
});

test('/sessions: the app adopts its cards without reading the first page again, the cover painted from the HTML stays', async ({
  page,
  baseURL,
}) => {
  const items = await cataloguePage(baseURL ?? '');
  const logged = await watchRoot(page);
  const reads = watchListReads(page);
  await page.goto('/sessions');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('session-card')).toHaveCount(items.length);
  const src = items[0]?.image_url ?? '';
  const sameCover = await page.evaluate(
    `window.__shellNode !== null && window.__shellNode === document.getElementById('root').firstChild &&
     window.__shellNode.querySelector('img[src="${src}"]') === document.querySelector('#root img[src="${src}"]')`,
  );
  expect(sameCover, 'the prerendered markup and its first cover are still the page').toBe(true);
  expect(logged.filter((line) => /prerendered|hydrat|#418|#423|#425/i.test(line))).toEqual([]);
  // The tags load (the filters' panel); the list was in the HTML.
  await expect(page.getByTestId('tag-filter-toggle')).toBeVisible();
  expect(reads).toEqual([]);
  // The next filters read as ever.
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption('newest');
  await expect.poll(() => reads).toEqual(['/api/sessions?sort=newest']);
});

test('/sessions in a browser that holds a session reads the list afresh', async ({ page }) => {
  await signIn(page, DEMO.user);
  const reads = watchListReads(page);
  await page.goto('/sessions');
  await expect(page.getByTestId('session-card').first()).toBeVisible();
  // (The home page signing in landed on may still refresh its own list meanwhile.)
  expect(reads.filter((read) => read.includes('sort=oldest'))).toEqual(['/api/sessions?sort=oldest']);
});
