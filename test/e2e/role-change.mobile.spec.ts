/**
 * A role change on a phone (360 px, touch), as issue 26 found it: picking a role in the select
 * changed it at once, admin included. Now the admin is asked first, with the person and the new
 * role named; Annuler changes nothing, on the screen or on the server.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AdminUserList } from '@common/api-types';
import { skipOnboarding } from './dashboard-support';
import { accessToken, callApi, createAccount, DEMO, signIn } from './support';

async function roleOnServer(baseURL: string, email: string): Promise<string | undefined> {
  const admin = await accessToken(baseURL, DEMO.admin);
  const listed = await callApi<AdminUserList>(baseURL, `/admin/users?search=${encodeURIComponent(email)}`, {
    token: admin,
  });
  return listed.body.users.find((u) => u.email === email)?.role;
}

async function openUserManagement(page: Page): Promise<void> {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menu du tableau de bord' }).click();
  await page
    .getByRole('dialog', { name: 'Menu du tableau de bord' })
    .getByRole('link', { name: 'Administration' })
    .tap();
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
}

test('a role change asks first, naming the person and the new role; Annuler keeps the role, Passer en … changes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  await skipOnboarding(base, await accessToken(base, DEMO.admin));
  const email = await createAccount(base, 'role');
  await openUserManagement(page);
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur par e-mail' }).fill(email);
  const select = page.getByRole('combobox', { name: `Rôle de ${email}` });
  await expect(select).toHaveValue('user');

  // Picked by mistake: asked, then cancelled.
  await select.selectOption('admin');
  const dialog = page.getByRole('dialog', { name: 'Changer le rôle ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('role-change-summary')).toContainText(
    `${email} passera du rôle Utilisateur au rôle Admin.`,
  );
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Annuler' }).tap();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue('user');
  expect(await roleOnServer(base, email)).toBe('user');

  // Meant: asked, then confirmed.
  await select.selectOption('editor');
  await expect(dialog.getByTestId('role-change-summary')).toContainText(
    `${email} passera du rôle Utilisateur au rôle Éditeur.`,
  );
  await expect(dialog).toContainText(
    'Éditeur : création de sessions, gestion des documents, publication de contenu.',
  );
  await dialog.getByRole('button', { name: 'Passer en Éditeur' }).tap();
  await expect(page.getByText(`Rôle mis à jour avec succès pour ${email}`)).toBeVisible();
  await expect(select).toHaveValue('editor');
  expect(await roleOnServer(base, email)).toBe('editor');

  // Escape is a no as well.
  await select.selectOption('user');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue('editor');
  expect(await roleOnServer(base, email)).toBe('editor');
});
