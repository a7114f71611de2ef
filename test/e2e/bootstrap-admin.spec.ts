/**
 * /bootstrap-admin (SPEC §2, §4, §6, §8) needs a platform without any admin, so this spec starts
 * its own: a second `npm start` with DEMO=0 on a free port and a temporary data folder.
 * web/dist is already built by the main webServer (Playwright starts it before any test), so
 * the second platform skips the build instead of racing it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Me } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { startSecondPlatform, type SecondPlatform } from './second-platform';
import { accessToken, callApi, createAccount, signIn } from './support';

let platform: SecondPlatform | null = null;
let emptyURL = '';
let firstAdmin = '';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startSecondPlatform('empty', { DEMO: '0' });
  emptyURL = platform.origin;
});

test.afterAll(async () => {
  await platform?.stop();
});

async function openBootstrap(page: Page) {
  await page.goto(`${emptyURL}/bootstrap-admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Premier administrateur' })).toBeVisible();
}

test('a visitor sees the page without navigation bar and is asked to sign in', async ({ page }) => {
  await openBootstrap(page);
  await expect(page.getByRole('navigation', { name: /principale/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Consulter la documentation' })).toHaveAttribute(
    'href',
    '/documentation',
  );
  await expect(page.getByText('Connexion requise')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: 'Devenir administrateur' })).toHaveCount(0);
});

test('an empty platform shows the unfiltered empty library', async ({ page }) => {
  await page.goto(`${emptyURL}/documentation`);
  // The library's function starts cold on this second platform (on a busy machine, over 10 s).
  await expect(page.getByText("Aucun document n'est disponible actuellement")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('library-count-total')).toHaveText('0');
  await expect(page.getByText('Affichage de 0 sur 0 documents')).toBeVisible();
});

test("an empty catalogue shows no 'Thématiques' and no 'Aller à la session' (issue 17)", async ({ page }) => {
  await page.goto(`${emptyURL}/`);
  const section = page.locator('#sessions');
  // The catalogue's functions start cold on this second platform (on a busy machine, over 10 s).
  await expect(section.getByText('Aucune session publiée pour le moment')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Affichage de 0 sur 0 sessions')).toBeVisible();
  await expect(section.getByText('Thématiques')).toHaveCount(0);
  await expect(section.getByRole('list', { name: 'Filtrer par thématique' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aller à la session' })).toHaveCount(0);

  await page.goto(`${emptyURL}/sessions`);
  await expect(page.getByText('Aucune session publiée pour le moment')).toBeVisible();
  await expect(page.getByText('Thématiques')).toHaveCount(0);
  await expect(page.getByTestId('tag-filter-toggle')).toHaveCount(0);
});

test('the first user becomes admin, is signed out after 3 s, and signs in again as admin', async ({
  page,
}) => {
  firstAdmin = await createAccount(emptyURL, 'first-admin');
  await signIn(page, firstAdmin, undefined, `${emptyURL}/login`);
  await openBootstrap(page);
  await expect(page.getByText(`Connecté en tant que ${firstAdmin}`)).toBeVisible();

  // Hold the request to see the in-progress state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bootstrap-admin', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Devenir administrateur' }).click();
  const working = page.getByRole('button', { name: 'Configuration en cours…' });
  await expect(working).toBeDisabled();
  release();

  // The first call of the bootstrap function on this second platform is a cold start (over 10 s when busy).
  await expect(page.getByText('Vous êtes maintenant administrateur.')).toBeVisible({ timeout: 30_000 });
  const doneAt = Date.now();
  await expect(page.getByText('Connexion requise')).toBeVisible({
    timeout: LIMITS.bootstrapSignOutDelayMs + 10_000,
  });
  expect(Date.now() - doneAt).toBeGreaterThanOrEqual(LIMITS.bootstrapSignOutDelayMs - 500);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  const me = await callApi<Me>(emptyURL, '/me', { token: await accessToken(emptyURL, firstAdmin) });
  expect(me.status).toBe(200);
  expect(me.body.role).toBe('admin');

  await signIn(page, firstAdmin, undefined, `${emptyURL}/login`);
  await openBootstrap(page);
  await expect(page.getByText('Vous êtes déjà administrateur de la plateforme.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devenir administrateur' })).toHaveCount(0);
});

test("a second user is refused with the server's message", async ({ page }) => {
  expect(firstAdmin).not.toBe('');
  const second = await createAccount(emptyURL, 'second-user');
  await signIn(page, second, undefined, `${emptyURL}/login`);
  await openBootstrap(page);
  await page.getByRole('button', { name: 'Devenir administrateur' }).click();
  await expect(page.getByRole('alert')).toContainText(MESSAGES.adminAlreadyExists);
  await expect(page.getByRole('button', { name: 'Devenir administrateur' })).toBeEnabled();

  const me = await callApi<Me>(emptyURL, '/me', { token: await accessToken(emptyURL, second) });
  expect(me.body.role).toBe('user');
});
