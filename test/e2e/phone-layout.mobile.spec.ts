/**
 * The main screens at 360 px with touch, as issue 26 found them: every tap target at least 44 × 44 px
 * (measured), the bell's panel and the settings tabs inside the screen, and the admin's user
 * management one tap away in the dashboard menu; an unknown dashboard address says where it led.
 */
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import type { CatalogPage, CohortSummary, Page as ListPage } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { skipOnboarding } from './dashboard-support';
import { accessToken, callApi, DEMO, signIn, waitForDemoContent } from './support';

const MIN_TARGET_PX = 44;
const SCREEN_WIDTH = 360;

let sessionId: string;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  await waitForDemoContent(base);
  const list = await callApi<CatalogPage>(base, '/sessions?limit=1');
  sessionId = list.body.items[0]?.id ?? '';
  for (const account of [DEMO.user, DEMO.editor, DEMO.admin])
    await skipOnboarding(base, await accessToken(base, account));
});

/** Another person's phone, as this project's (a bare newContext() would be a desktop). */
async function otherPhone(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: SCREEN_WIDTH, height: 740 },
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Casablanca',
    serviceWorkers: 'block',
  });
}

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every control a finger can reach on the screen as it is, smaller than 44 × 44 px. A checkbox counts
 * as its label (the label toggles it); a link stretched over its card (`::after`, inset 0) as the
 * card. Left out, as WCAG 2.5.5 leaves them out: links inside a sentence, and what cannot be touched
 * (hidden, visually hidden, disabled, behind a modal dialog).
 */
async function smallTargets(page: Page): Promise<SmallTarget[]> {
  // Browser code as text: this project's TypeScript has no DOM types.
  return page.evaluate<SmallTarget[]>(`(() => {
    const min = ${MIN_TARGET_PX};
    const found = [];
    const seen = new Set();
    const modal = document.querySelector('dialog[open]');
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=menuitem]',
    );
    for (const control of controls) {
      if (control.disabled || control.closest('[hidden], [aria-hidden=true], [inert]')) continue;
      if (modal && !modal.contains(control)) continue;
      let target = control;
      if (control.type === 'checkbox' || control.type === 'radio') {
        target = control.closest('label') || (control.id && document.querySelector('label[for="' + control.id + '"]')) || control;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      const style = getComputedStyle(target);
      if (style.display === 'none' || style.visibility !== 'visible') continue;
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      let box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const after = getComputedStyle(target, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && target.offsetParent) {
        box = target.offsetParent.getBoundingClientRect();
      }
      if (target.tagName === 'A' && style.display === 'inline') {
        const own = (target.textContent || '').trim();
        const around = (target.parentElement.textContent || '').trim();
        if (around.length > own.length + 1) continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (target.getAttribute('aria-label') || target.textContent || target.getAttribute('placeholder') || target.tagName).trim().replace(/\\s+/g, ' ');
        found.push({ what: target.tagName.toLowerCase() + ' « ' + name.slice(0, 60) + ' »', width: Math.round(box.width), height: Math.round(box.height) });
      }
    }
    return found;
  })()`);
}

/** Opens `path`, lets it settle, and returns its small targets, named with the screen. */
async function measure(page: Page, path: string, label = path): Promise<string[]> {
  if (path) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  return (await smallTargets(page)).map((t) => `${label}: ${t.what} ${t.width}×${t.height}`);
}

test('every tap target of the public screens is at least 44 × 44 px for a visitor', async ({ page }) => {
  test.setTimeout(90_000);
  const small: string[] = [];
  for (const path of [
    '/',
    '/sessions',
    `/session/${sessionId}`,
    '/documentation',
    '/about',
    '/login',
    '/signup',
  ])
    small.push(...(await measure(page, path)));
  // The navigation menu and the home page's quick details, opened.
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  small.push(...(await measure(page, '', '/ (menu ouvert)')));
  await page.goto(`/?session=${sessionId}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  small.push(...(await measure(page, '', '/?session (aperçu rapide)')));
  // A search typed: its clear button shows.
  await page.goto('/sessions');
  await page.getByRole('searchbox').first().fill('pitch');
  await expect(page.getByRole('button', { name: 'Effacer la recherche' })).toBeVisible();
  small.push(...(await measure(page, '', '/sessions (recherche saisie)')));
  expect(small).toEqual([]);
});

test('every tap target of the signed-in screens is at least 44 × 44 px', async ({ page }) => {
  test.setTimeout(120_000);
  const small: string[] = [];
  await signIn(page, DEMO.user);
  for (const path of [
    '/',
    `/session/${sessionId}`,
    '/documentation',
    '/dashboard',
    '/dashboard/parcours',
    '/dashboard/shared-sessions',
    '/dashboard/settings',
    '/dashboard/settings?tab=security',
    '/dashboard/settings?tab=notifications',
    '/dashboard/help',
  ])
    small.push(...(await measure(page, path, `utilisateur ${path}`)));
  // The bell's panel, the user menu and the dashboard's menu, opened.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  small.push(...(await measure(page, '', 'cloche ouverte')));
  await page.getByRole('button', { name: /Menu de/ }).click();
  small.push(...(await measure(page, '', 'menu utilisateur ouvert')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Menu du tableau de bord' }).click();
  small.push(...(await measure(page, '', 'menu du tableau de bord ouvert')));
  expect(small).toEqual([]);
});

test('every tap target of the editor’s and the admin’s screens is at least 44 × 44 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const small: string[] = [];
  // The demo editor's cohort: its page, with its participants, invitations and calendar.
  const { body: cohorts } = await callApi<ListPage<CohortSummary>>(baseURL ?? '', '/cohorts', {
    token: await accessToken(baseURL ?? '', DEMO.editor),
  });
  const cohortId = cohorts.items[0]?.id ?? 'none';
  for (const [account, paths] of [
    [
      DEMO.editor,
      [
        '/dashboard',
        '/dashboard/sessions',
        '/dashboard/documents',
        `/dashboard/sessions/${sessionId}`,
        '/dashboard/cohortes',
        `/dashboard/cohortes/${cohortId}`,
        `/dashboard/cohortes/${cohortId}/rapport`,
      ],
    ],
    [DEMO.admin, ['/dashboard/settings?tab=admin', '/dashboard/rapport']],
  ] as const) {
    const context = await otherPhone(browser, baseURL);
    const page = await context.newPage();
    await signIn(page, account);
    for (const path of paths) small.push(...(await measure(page, path, `${account} ${path}`)));
    await context.close();
  }
  expect(small).toEqual([]);
});

/** The element's box lies within the 360 px screen. */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: right edge`).toBeLessThanOrEqual(SCREEN_WIDTH);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), 'no sideways scroll').toBe(
    SCREEN_WIDTH,
  );
}

test('the bell’s panel opens inside the screen', async ({ page }) => {
  await signIn(page, DEMO.user);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toContainText('Aucune notification pour le moment.');
  await expectOnScreen(page, panel, 'the bell’s panel');
});

test('the four settings tabs all show inside the screen, Administration included, and each opens', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Profil', 'Sécurité', 'Notifications', 'Administration']);
  for (const name of ['Profil', 'Sécurité', 'Notifications', 'Administration']) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeInViewport({ ratio: 1 });
    await expectOnScreen(page, tab, `the ${name} tab`);
  }
  await page.getByRole('tab', { name: 'Administration' }).tap();
  await expect(page.getByRole('tab', { name: 'Administration' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
});

test('the admin reaches user management from the dashboard menu; others have no such entry', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Menu du tableau de bord' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu du tableau de bord' });
  await expect(menu.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Administration' }).tap();
  // The menu closes on the panel it leads to: the settings' Administration tab.
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/dashboard/settings?tab=admin');
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu du tableau de bord' }).click();
  await expect(menu.getByRole('link', { name: 'Administration' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Paramètres' })).not.toHaveAttribute('aria-current', 'page');

  for (const account of [DEMO.user, DEMO.editor]) {
    const context = await otherPhone(browser, baseURL);
    const other = await context.newPage();
    await signIn(other, account);
    await other.goto('/dashboard');
    await other.getByRole('button', { name: 'Menu du tableau de bord' }).click();
    const theirs = other.getByRole('dialog', { name: 'Menu du tableau de bord' });
    await expect(theirs.getByRole('link', { name: 'Paramètres' })).toBeVisible();
    await expect(theirs.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    await context.close();
  }
});

test('an unknown dashboard address goes to the dashboard and says so', async ({ page }) => {
  await signIn(page, DEMO.user);
  await page.goto('/dashboard/utilisateurs');
  await expect(page).toHaveURL('/dashboard');
  const notice = page.getByTestId('dashboard-page-not-found');
  await expect(notice).toHaveText(MESSAGES.dashboardPageNotFound);
  await expect(notice).toHaveRole('status');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  // Said once: the next page does not repeat it, nor the dashboard reached from the menu.
  await page.getByRole('button', { name: 'Menu du tableau de bord' }).click();
  await page
    .getByRole('dialog', { name: 'Menu du tableau de bord' })
    .getByRole('link', { name: 'Aide & Support' })
    .tap();
  await expect(page).toHaveURL('/dashboard/help');
  await expect(notice).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
