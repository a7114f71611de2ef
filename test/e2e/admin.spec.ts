import { expect, test, type Page } from '@playwright/test';
import type { AdminUserList, ApiErrorBody } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { accessToken, callApi, createAccount, DEMO, signIn } from './support';

/** Signs in as the demo admin and opens the settings page's Administration tab. */
async function openAdministration(page: Page): Promise<void> {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Administration' }).click();
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
}

function userSearch(page: Page) {
  return page.getByRole('searchbox', { name: 'Rechercher un utilisateur par e-mail' });
}

test.describe('Administration: user management', () => {
  // Several sign-ins (and a fresh account) per test: the shared local platform can be slow.
  test.describe.configure({ timeout: 120_000 });

  test('an admin finds a fresh account by e-mail and makes it an editor, who gets the editor tools at once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = await createAccount(baseURL ?? '', 'promu');
    await openAdministration(page);

    // First page and its count line.
    await expect(page.getByTestId('users-count')).toHaveText(
      /^Affichage de 1 à (\d+) sur \d+ utilisateurs? · Page 1 sur \d+$/,
    );
    const firstPageRows = await page.getByRole('combobox', { name: /^Rôle de / }).count();
    expect(firstPageRows).toBeGreaterThan(0);
    expect(firstPageRows).toBeLessThanOrEqual(50);
    await expect(page.getByTestId('users-count')).toContainText(`à ${firstPageRows} sur`);

    // The search waits for typing to stop: one request for the whole address.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/users' && url.searchParams.get('search')) {
        searches.push(url.searchParams.get('search') ?? '');
      }
    });
    await userSearch(page).pressSequentially(email, { delay: 20 });
    const roleSelect = page.getByRole('combobox', { name: `Rôle de ${email}` });
    await expect(roleSelect).toHaveValue('user');
    await expect(page.getByRole('combobox', { name: /^Rôle de / })).toHaveCount(1);
    // One request for the whole address (two at most if the machine stalled mid-typing), not one per key.
    // (A stall can also show the one match from a prefix before the last request has gone out.)
    await expect.poll(() => searches.at(-1)).toBe(email);
    expect(searches.length).toBeLessThanOrEqual(2);

    await roleSelect.selectOption('editor');
    // Asked first (issue 26), then confirmed.
    await page
      .getByRole('dialog', { name: 'Changer le rôle ?' })
      .getByRole('button', { name: 'Passer en Éditeur' })
      .click();
    const success = page.getByText(`Rôle mis à jour avec succès pour ${email}`);
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(roleSelect).toHaveValue('editor');
    await expect(success).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    // The server agrees.
    const adminToken = await accessToken(baseURL ?? '', DEMO.admin);
    const listed = await callApi<AdminUserList>(
      baseURL ?? '',
      `/admin/users?search=${encodeURIComponent(email)}`,
      { token: adminToken },
    );
    expect(listed.body.users.map((u) => [u.email, u.role])).toEqual([[email, 'editor']]);

    // A blank search goes back to the full list, page 1.
    await userSearch(page).fill('');
    await expect(page.getByTestId('users-count')).toContainText('Page 1 sur');
    await expect(page.getByRole('combobox', { name: `Rôle de ${email}` })).toHaveValue('editor');
    await expect.poll(() => page.getByRole('combobox', { name: /^Rôle de / }).count()).toBeGreaterThan(1);

    // The promoted user signs in elsewhere and has the editor menu and screen right away.
    const context = await browser.newContext();
    const editorPage = await context.newPage();
    await signIn(editorPage, email);
    // Not the dashboard home, where a fresh account is welcomed first.
    await editorPage.goto('/dashboard/help');
    const sidebar = editorPage.getByRole('complementary', { name: 'Navigation du tableau de bord' });
    await expect(sidebar.getByText('Accès étendu')).toBeVisible();
    await sidebar.getByRole('link', { name: /^Sessions Éditeur$/ }).click();
    await expect(editorPage).toHaveURL(/\/dashboard\/sessions$/);
    await expect(editorPage.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible();
    await expect(editorPage.getByText(MESSAGES.limitedAccess)).toHaveCount(0);
    await context.close();
  });

  test('demoting the last administrator shows the server refusal and keeps the role', async ({
    page,
    baseURL,
  }) => {
    // Only safe (and only meaningful) while the demo admin is the one admin: check it first.
    const adminToken = await accessToken(baseURL ?? '', DEMO.admin);
    const admins: string[] = [];
    for (let pageNumber = 1, pages = 1; pageNumber <= pages; pageNumber++) {
      const { body } = await callApi<AdminUserList>(baseURL ?? '', `/admin/users?page=${pageNumber}`, {
        token: adminToken,
      });
      pages = body.pages;
      admins.push(...body.users.filter((u) => u.role === 'admin').map((u) => u.email));
    }
    expect(admins).toEqual([DEMO.admin]);

    await openAdministration(page);
    await userSearch(page).fill(DEMO.admin);
    const roleSelect = page.getByRole('combobox', { name: `Rôle de ${DEMO.admin}` });
    await expect(roleSelect).toHaveValue('admin');
    await roleSelect.selectOption('user');
    await page
      .getByRole('dialog', { name: 'Changer le rôle ?' })
      .getByRole('button', { name: 'Passer en Utilisateur' })
      .click();
    await expect(page.getByRole('alert')).toContainText(MESSAGES.lastAdmin);
    await expect(roleSelect).toHaveValue('admin');
    await expect(page.getByText(/Rôle mis à jour avec succès/)).toHaveCount(0);
  });

  test('a plain user is refused by the API and never sees the panel', async ({ page, baseURL }) => {
    const token = await accessToken(baseURL ?? '', DEMO.user);
    const refused = await callApi<ApiErrorBody>(baseURL ?? '', '/admin/users?page=1', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGES.accessDenied);
    expect(refused.body.error.detail).toBe(MESSAGES.adminsOnly);
    const role = await callApi<ApiErrorBody>(baseURL ?? '', '/admin/users/someone/role', {
      method: 'PUT',
      token,
      body: { role: 'admin' },
    });
    expect(role.status).toBe(403);

    await signIn(page, DEMO.user);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Administration' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toHaveCount(0);
  });
});
