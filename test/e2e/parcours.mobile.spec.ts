/**
 * "Mon parcours" on a phone (issue 28): a new person reads a PDF in the page and downloads another,
 * their parcours counts both for that session, they mark it done, the bar moves, the home page
 * offers to continue with the next session in programme order and the card shows a tick; another
 * person sees none of it. An editor sets a session's place in the programme and its card shows it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CatalogPage } from '@common/api-types';
import { DEMO_SESSIONS } from '../../infra/local/demo-content';
import {
  accessToken,
  callApi,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  unique,
  waitForDemoContent,
} from './support';
import { createSession, skipOnboarding, test } from './dashboard-support';

// Sessions outside the programme (other specs publish some) never come before its 14.
const [FIRST, SECOND] = [DEMO_SESSIONS[0]?.title ?? '', DEMO_SESSIONS[1]?.title ?? ''];

test.describe.configure({ mode: 'serial' });

// The first read of a function not called yet in this run starts it (a cold start): seconds more
// on a busy machine. Only those first reads wait longer.
const expectFirst = expect.configure({ timeout: 60_000 });

let firstId = '';

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  await waitForDemoContent(baseURL ?? '');
  const { body } = await callApi<CatalogPage>(baseURL ?? '', '/sessions?sort=programme&limit=2');
  expect(body.items.map((s) => s.title)).toEqual([FIRST, SECOND]);
  firstId = body.items[0]?.id ?? '';
});

/** Signs in through the /login form (the first sign-in of a run starts the functions it calls). */
async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expectFirst(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
}

/** A fresh confirmed account, signed in through the form, its profile prompt already answered. */
async function newLearner(page: Page, origin: string, prefix: string): Promise<void> {
  const email = await createAccount(origin, prefix);
  await skipOnboarding(origin, await accessToken(origin, email));
  await signInThroughForm(page, email);
}

/**
 * Mon parcours from the phone's menus: the navigation bar's (from the home page; the session page
 * has its own header) or the dashboard's drawer.
 */
async function openParcours(page: Page, from: 'navbar' | 'dashboard' = 'navbar'): Promise<void> {
  if (from === 'navbar') {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Mon parcours' }).click();
  } else {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menu du tableau de bord' }).click();
    await page
      .getByRole('dialog', { name: 'Menu du tableau de bord' })
      .getByRole('link', { name: 'Mon parcours' })
      .click();
  }
  await expect(page).toHaveURL(/\/dashboard\/parcours$/);
  await expect(page.getByRole('heading', { name: 'Mon parcours', level: 1 })).toBeVisible();
  await expectFirst(page.getByTestId('parcours')).toBeVisible();
}

/** The answer to "J'ai terminé cette session" pressed (PUT) or pressed again (DELETE). */
const saved = (page: Page, method: 'PUT' | 'DELETE') =>
  page.waitForResponse(
    (r) => r.url().includes('/api/me/parcours/sessions/') && r.request().method() === method,
    { timeout: 30_000 },
  );

const row = (page: Page, title: string) =>
  page.getByTestId('parcours-session').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const homeCard = (page: Page, title: string) =>
  page
    .getByTestId('home-session-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a learner’s parcours counts what they read, moves when they finish a session, and is theirs alone', async ({
  page,
  browser,
  origin,
}) => {
  test.setTimeout(300_000);
  await newLearner(page, origin, 'parcours');
  await openParcours(page);
  const progress = page.getByRole('progressbar', { name: 'Progression dans le programme' });
  await expect(page.getByTestId('parcours-done-line')).toHaveText('0 session terminée sur 14');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(row(page, FIRST)).toContainText('À faire');
  await expect(row(page, FIRST)).toContainText('0 document ouvert sur 3');
  await expect(page.getByTestId('continue-link')).toHaveText(`Continuer : ${FIRST}`);

  // On the session's page: one PDF read in the page, another downloaded.
  await page.goto(`/session/${firstId}`);
  const documents = page.getByTestId('session-document');
  await expectFirst(documents).toHaveCount(3);
  await documents
    .nth(0)
    .getByRole('button', { name: /Aperçu/ })
    .click();
  const preview = page.getByTestId('document-preview');
  await expectFirst(preview.locator('.pdfViewer .page').first().locator('.textLayer')).not.toBeEmpty();
  await preview.getByRole('button', { name: 'Fermer' }).click();
  await expect(preview).toBeHidden();
  // The file is saved from the page once the download is counted (and recorded as opened).
  const counted = page.waitForResponse(
    (r) => r.url().endsWith('/download') && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  const file = page.waitForEvent('download', { timeout: 30_000 });
  await documents
    .nth(1)
    .getByRole('button', { name: /Télécharger/ })
    .click();
  expect((await counted).status()).toBe(200);
  expect((await file).suggestedFilename()).toMatch(/\.pdf$/);

  await openParcours(page, 'dashboard');
  await expect(row(page, FIRST)).toContainText('2 documents ouverts sur 3');
  await expect(row(page, FIRST)).toContainText('En cours');

  // "J'ai terminé cette session": the state, the bar and what comes next change.
  const toggle = row(page, FIRST).getByRole('button', { name: /J'ai terminé cette session/ });
  const marked = saved(page, 'PUT');
  await toggle.click();
  // The page changes at once; the mark is saved meanwhile.
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, FIRST)).toContainText('Terminée');
  await expect(page.getByTestId('parcours-done-line')).toHaveText('1 session terminée sur 14');
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByTestId('continue-link')).toHaveText(`Continuer : ${SECOND}`);
  expect((await marked).status()).toBe(200);

  // Kept on the server: after a reload, the home page offers the next session and ticks the card.
  await page.goto('/');
  const next = page.getByTestId('continue-link');
  await expectFirst(next).toHaveText(`Continuer : ${SECOND}`);
  await expect(homeCard(page, FIRST).getByTestId('session-done-mark')).toHaveText(/Terminée/);
  await expect(homeCard(page, SECOND).getByTestId('session-done-mark')).toHaveCount(0);
  // Signed in, the featured sessions follow the programme: its first session comes first.
  await expect(page.getByTestId('home-session-card').first()).toContainText(FIRST);
  await next.click();
  await expect(page.getByRole('heading', { name: SECOND, level: 1 })).toBeVisible();

  // Another person, on another phone, sees none of it.
  const other: BrowserContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const theirs = await other.newPage();
    await newLearner(theirs, origin, 'autre');
    await theirs.goto('/');
    await expectFirst(theirs.getByTestId('continue-link')).toHaveText(`Continuer : ${FIRST}`);
    await expect(homeCard(theirs, FIRST)).toBeVisible();
    await expect(theirs.getByTestId('session-done-mark')).toHaveCount(0);
    await openParcours(theirs);
    await expect(theirs.getByTestId('parcours-done-line')).toHaveText('0 session terminée sur 14');
    await expect(row(theirs, FIRST)).toContainText('0 document ouvert sur 3');
    await expect(row(theirs, FIRST)).toContainText('À faire');
  } finally {
    await other.close();
  }

  // Undoable: pressed again, the session is to do again.
  await openParcours(page);
  const unmarked = saved(page, 'DELETE');
  await row(page, FIRST)
    .getByRole('button', { name: /J'ai terminé cette session/ })
    .click();
  await expect(row(page, FIRST)).toContainText('En cours');
  await expect(page.getByTestId('parcours-done-line')).toHaveText('0 session terminée sur 14');
  expect((await unmarked).status()).toBe(200);
  await page.reload();
  await expect(row(page, FIRST)).toContainText('En cours');
  await expect(page.getByTestId('continue-link')).toHaveText(`Continuer : ${FIRST}`);
});

test('an editor sets a session’s phase and number, and its card shows them', async ({ page, origin }) => {
  test.setTimeout(180_000);
  const editor = await accessToken(origin, DEMO.editor);
  await skipOnboarding(origin, editor);
  const session = await createSession(origin, editor, {
    title: unique('Atelier pitch'),
    status: 'published',
  });
  try {
    await signInThroughForm(page, DEMO.editor);
    await page.goto(`/dashboard/sessions/${session.id}/edit`);
    const place = page.getByRole('group', { name: 'Place dans le programme' });
    await expectFirst(place).toContainText('Hors programme');
    await place.getByLabel('Phase').selectOption({ label: 'Phase 3 — Stratégie commerciale' });
    await place.getByLabel('Numéro de la session').selectOption({ label: 'Session 11/14' });
    await expect(place).toContainText('Session 11/14 · Phase 3 — Stratégie commerciale');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page).not.toHaveURL(/\/edit$/);

    await page.goto(`/sessions?search=${encodeURIComponent(session.title)}`);
    const card = page.getByTestId('session-card').filter({ hasText: session.title });
    await expectFirst(card.getByTestId('programme-place')).toHaveText(
      'Session 11/14 · Phase 3 — Stratégie commerciale',
    );
    // In the programme's order, it comes after the demo's session 11.
    const { body } = await callApi<CatalogPage>(origin, '/sessions?sort=programme&limit=14');
    const numbers = body.items.map((s) => s.number);
    expect(numbers.indexOf(11)).toBeLessThan(body.items.findIndex((s) => s.id === session.id));
    expect(body.items.findIndex((s) => s.id === session.id)).toBe(11);
  } finally {
    // Out of everyone's parcours again (other specs count the programme's 14 sessions).
    await callApi(origin, `/sessions/${session.id}`, { method: 'DELETE', token: editor });
  }
});
