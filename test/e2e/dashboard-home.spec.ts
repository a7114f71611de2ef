import { expect, type Page } from '@playwright/test';
import { accessToken, callApi, createAccount, DEMO, signIn, unique } from './support';
import {
  createDocument,
  createEditor,
  createSession,
  me,
  pngImage,
  skipOnboarding,
  test,
} from './dashboard-support';

interface Stats {
  sessions: number;
  publishedSessions: number;
  documents: number;
  downloads: number;
  totalViews: number;
  globalDownloads: number;
  changes: Record<string, number | null>;
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function cardValue(page: Page, label: string): Promise<number> {
  const text = await card(page, label).locator('[data-stat-value]').innerText();
  return Number(text.replace(/\s/g, ''));
}

/** Signs a demo account in with its onboarding dialogs already dismissed. */
async function signInQuietly(page: Page, baseURL: string, email: string): Promise<void> {
  await skipOnboarding(baseURL, await accessToken(baseURL, email));
  await signIn(page, email);
}

test('an editor sees their own figures, recent sessions and documents, and can download', async ({
  page,
  origin: baseURL,
}) => {
  // Arranging a promoted editor with sessions and an uploaded document takes a while on a cold platform.
  test.setTimeout(60_000);
  const editor = await createEditor(baseURL);
  await createSession(baseURL, editor.token, { title: unique('Brouillon tableau'), status: 'draft' });
  const published = await createSession(baseURL, editor.token, {
    title: unique('Pitch investisseurs'),
    status: 'published',
    description: 'Préparer un pitch de cinq minutes.',
  });
  const document = await createDocument(baseURL, editor.token, published.id, unique('Grille de pitch'));
  const before = (await callApi<Stats>(baseURL, '/dashboard/stats', { token: editor.token })).body;
  expect(before).toMatchObject({ sessions: 2, publishedSessions: 1, documents: 1, downloads: 0 });

  await skipOnboarding(baseURL, editor.token);
  await signIn(page, editor.email);
  await page.goto('/dashboard');

  const localPart = editor.email.split('@')[0] ?? '';
  await expect(page.getByRole('heading', { name: `Bienvenue, ${localPart} !` })).toBeVisible();
  await expect(page.getByText('Dernière connexion :')).toBeVisible();
  await expect(page.getByTestId('sessions-created')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Nouvelle Session' })).toHaveAttribute(
    'href',
    '/dashboard/sessions/new',
  );
  await expect(page.getByRole('link', { name: 'Voir Documents' })).toHaveAttribute(
    'href',
    '/dashboard/documents',
  );

  // The six cards show the API's figures for this user.
  await expect(card(page, 'Total Sessions').locator('[data-stat-value]')).toHaveText('2');
  expect(await cardValue(page, 'Published Sessions')).toBe(1);
  expect(await cardValue(page, 'Total Documents')).toBe(1);
  expect(await cardValue(page, 'My Downloads')).toBe(0);
  expect(await cardValue(page, 'Total Views')).toBe(before.totalViews);
  const after = (await callApi<Stats>(baseURL, '/dashboard/stats', { token: editor.token })).body;
  const global = await cardValue(page, 'Global Downloads');
  expect(global).toBeGreaterThanOrEqual(before.globalDownloads);
  expect(global).toBeLessThanOrEqual(after.globalDownloads);
  // Everything is new: nothing to compare with in the 30 days before.
  await expect(card(page, 'Total Sessions')).toContainText('Pas encore de comparaison');

  // Recent sessions: the last updated first, with status, views and a link to its page.
  const sessions = page.getByRole('region', { name: 'Sessions récentes' });
  const item = sessions.getByRole('listitem').filter({ hasText: published.title });
  await expect(item).toContainText('Publié');
  await expect(item).toContainText('0 vue');
  await expect(item).toContainText('Préparer un pitch de cinq minutes.');
  await expect(item.getByRole('link', { name: published.title })).toHaveAttribute(
    'href',
    `/dashboard/sessions/${published.id}`,
  );

  // Recent documents: parent session link, downloads, and a download that is counted.
  const documents = page.getByRole('region', { name: 'Documents récents' });
  const row = documents.getByRole('listitem').filter({ hasText: document.title });
  await expect(row.getByRole('link', { name: published.title })).toBeVisible();
  await expect(row).toContainText('0 téléchargement');
  // Saved from the page itself: no tab opens.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Télécharger ${document.title}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(row).toContainText('1 téléchargement');
  expect(page.context().pages()).toHaveLength(1);
  const counted = (await callApi<Stats>(baseURL, '/dashboard/stats', { token: editor.token })).body;
  expect(counted.downloads).toBe(1);
});

test('a user who creates no content sees their parcours in place of the figures, and no creation button', async ({
  page,
  origin: baseURL,
}) => {
  const email = await createAccount(baseURL, 'usager');
  const token = await accessToken(baseURL, email);
  await skipOnboarding(baseURL, token);
  await signIn(page, email);
  await page.goto('/dashboard');
  // Issue 28: the six author figures would all read 0; the parcours says where they are instead.
  const parcours = page.getByRole('region', { name: 'Mon parcours' });
  await expect(parcours.getByTestId('parcours-done-line')).toHaveText(/^0 session terminée sur \d+$/);
  await expect(parcours.getByTestId('continue-link')).toHaveText(/^Continuer : /);
  await expect(parcours.getByRole('link', { name: 'Ouvrir Mon parcours' })).toHaveAttribute(
    'href',
    '/dashboard/parcours',
  );
  await expect(card(page, 'Total Sessions')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sessions récentes' })).toHaveCount(0);
  // The welcome banner's buttons stay.
  await expect(page.getByRole('link', { name: 'Voir Documents' })).toHaveAttribute('href', '/documentation');
  await expect(page.getByRole('link', { name: 'Nouvelle Session' })).toHaveCount(0);
  // Quick links.
  for (const name of ['Sessions Partagées', 'Paramètres', 'Aide & Support']) {
    await expect(
      page.getByRole('region', { name: 'Accès rapides' }).getByRole('link', { name }),
    ).toBeVisible();
  }
});

test('the sidebar shows identity, role badge, boxes and menu per role', async ({
  browser,
  origin: baseURL,
}) => {
  const open = async (email: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInQuietly(page, baseURL, email);
    await page.goto('/dashboard');
    return { page, sidebar: page.getByRole('complementary', { name: 'Navigation du tableau de bord' }) };
  };

  const user = await open(DEMO.user);
  await expect(user.sidebar.getByText('User', { exact: true })).toBeVisible();
  await expect(user.sidebar.getByText(DEMO.user)).toBeVisible();
  await expect(user.sidebar.getByText('Utilisateur', { exact: true })).toBeVisible();
  await expect(user.sidebar.getByText('Accès étendu')).toHaveCount(0);
  await expect(user.sidebar.getByRole('link', { name: 'Documents' })).toHaveCount(0);
  await expect(user.sidebar.getByRole('link', { name: /^Sessions Éditeur/ })).toHaveCount(0);
  await expect(user.sidebar.getByRole('link', { name: 'Paramètres' })).toBeVisible();
  await expect(user.page.getByRole('link', { name: 'Nouvelle Session' })).toHaveCount(0);
  await user.page.context().close();

  const editor = await open(DEMO.editor);
  await expect(editor.sidebar.getByText('Editor', { exact: true })).toBeVisible();
  await expect(editor.sidebar.getByText('Éditeur', { exact: true }).first()).toBeVisible();
  await expect(editor.sidebar.getByText('Accès étendu')).toBeVisible();
  await expect(editor.sidebar.getByRole('link', { name: 'Sessions Éditeur' })).toHaveAttribute(
    'href',
    '/dashboard/sessions',
  );
  await expect(editor.sidebar.getByRole('link', { name: 'Documents' })).toBeVisible();
  await expect(editor.page.getByRole('link', { name: 'Nouvelle Session' })).toBeVisible();
  await editor.page.context().close();

  const admin = await open(DEMO.admin);
  // The display name (from admin@…) and the role badge.
  await expect(admin.sidebar.getByText('Admin', { exact: true })).toHaveCount(2);
  await expect(admin.sidebar.getByText('Administrateur', { exact: true })).toBeVisible();
  await expect(admin.sidebar.getByText('Accès complet à la plateforme')).toBeVisible();
  await expect(admin.page.getByRole('link', { name: 'Nouvelle Session' })).toBeVisible();
  await admin.page.context().close();
});

test('under 768 px the sidebar collapses into a drawer opened by the menu button', async ({
  page,
  origin: baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInQuietly(page, baseURL, DEMO.editor);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Bienvenue/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Navigation du tableau de bord' })).toBeHidden();

  const menu = page.getByRole('button', { name: 'Menu du tableau de bord' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu du tableau de bord' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Accès étendu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Conditions d'utilisation" })).toBeVisible();
});

test('a new account gets the profile prompt (no second welcome); it leads to the two-step profile modal', async ({
  page,
  origin: baseURL,
}) => {
  const email = await createAccount(baseURL, 'nouveau');
  await signIn(page, email);
  await page.goto('/dashboard');

  const prompt = page.getByRole('dialog', { name: 'Complétez votre profil' });
  await expect(prompt).toBeVisible();
  // The welcome is the home page's, once after sign-up: the dashboard does not welcome again.
  await expect(page.getByRole('dialog', { name: 'Bienvenue sur Tremplin !' })).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Compléter mon profil' }).click();

  const modal = page.getByRole('dialog', { name: 'Compléter mon profil' });
  await expect(modal.getByText('Étape 1 sur 2')).toBeVisible();
  await modal.getByRole('button', { name: 'Suivant' }).click();
  await expect(modal.getByText('Veuillez entrer votre nom complet')).toBeVisible();
  const name = unique('Amina Benali');
  await modal.getByLabel('Nom complet').fill(name);
  await modal.getByLabel('Organisation').fill('Incubateur Atlas');
  await modal.getByRole('button', { name: 'Suivant' }).click();

  await expect(modal.getByText('Étape 2 sur 2')).toBeVisible();
  await modal.getByLabel(/Choisir une photo/).setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  await expect(modal.getByRole('img', { name: 'Votre photo de profil' })).toHaveAttribute(
    'src',
    /\/media\/avatars\//,
  );
  await modal.getByRole('button', { name: 'Retour' }).click();
  await expect(modal.getByLabel('Nom complet')).toHaveValue(name);
  await modal.getByRole('button', { name: 'Suivant' }).click();
  await modal.getByRole('button', { name: 'Terminer' }).click();

  const done = page.getByRole('dialog', { name: 'Profil complété !' });
  await expect(done.getByText('Profil mis à jour avec succès')).toBeVisible();
  // It closes itself after 2 s.
  await expect(done).toBeHidden({ timeout: 5_000 });

  const saved = await me(baseURL, await accessToken(baseURL, email));
  expect(saved).toMatchObject({ full_name: name, profile_completed: true });
  expect(saved.avatar_url).toMatch(/^\/media\/avatars\//);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Bienvenue/ })).toBeVisible();
  await expect(page.getByText('Votre profil est incomplet')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Nom complet')).toHaveValue(name);
  await expect(page.getByLabel('Organisation')).toHaveValue('Incubateur Atlas');
});

test('an answered prompt stays answered: after a reload and on another device', async ({
  page,
  browser,
  origin: baseURL,
}) => {
  const email = await createAccount(baseURL, 'rappel');
  await signIn(page, email);
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: 'Complétez votre profil' });
  await prompt.getByRole('button', { name: 'Plus tard' }).click();
  await expect(prompt).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Votre profil est incomplet' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, email);
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Votre profil est incomplet' })).toBeVisible();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await elsewhere.close();
});
