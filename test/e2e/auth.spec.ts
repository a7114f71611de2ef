import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@common/messages';
import { PASSWORD_RULE_MESSAGES } from '@common/password-policy';
import { codeFromMailbox, cognitoOperation, cognitoSignUp, rewriteCognitoCall } from './support';

const PASSWORD = 'Tremplin!2026';

/** The Cognito operations the page calls, as they happen. */
function watchCognito(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = cognitoOperation(request);
    if (operation) operations.push(operation);
  });
  return operations;
}

const asPattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('sign-up, sign-in and sign-out', () => {
  test('a new user signs up, confirms the code, sees their display name, signs out and signs in again', async ({
    page,
    context,
  }) => {
    const email = `aicha.ben-salah.${randomUUID().slice(0, 8)}@exemple.ma`;
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.getByLabel('Code reçu par e-mail').fill(await codeFromMailbox(context, email));
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
    await expect(page).toHaveURL(/\/\?newUser=true|\/$/);
    // Welcome modal after sign-up; then the parameter leaves the address.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/newUser/);

    const menu = page.getByRole('button', { name: /Menu de/ });
    await expect(menu).toHaveAccessibleName(/Aicha Ben Salah/);
    await menu.click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('button', { name: /Menu de Aicha Ben Salah/ })).toBeVisible();
  });

  test('a wrong password is refused in French in the red box', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('user@tremplin.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais-mot-2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.incorrectCredentials);
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty credentials show the authentication layer message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /You must provide either an email or phone number and a password/,
    );
  });

  test('mismatched passwords are refused before anything is sent', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(`mismatch.${randomUUID().slice(0, 8)}@exemple.ma`);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(`${PASSWORD}x`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Les mots de passe ne correspondent pas/);
    await expect(page).toHaveURL(/\/signup/);
  });

  test('a password that breaks the rule is refused in French before anything is sent', async ({
    page,
    baseURL,
  }) => {
    const email = `regle.${randomUUID().slice(0, 8)}@exemple.ma`;
    const sent = watchCognito(page);
    await page.goto('/signup');
    const password = page.getByLabel('Mot de passe', { exact: true });
    // The rule is the field's description, for screen readers as for everyone.
    await expect(password).toHaveAccessibleDescription(asPattern(PASSWORD_RULE_MESSAGES.rule));
    await page.getByLabel('Email').fill(email);
    await password.fill('abc');
    await page.getByLabel('Confirmer le mot de passe').fill('abc');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(page.getByRole('alert')).toHaveText(PASSWORD_RULE_MESSAGES.rule);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup/);
    expect(sent).not.toContain('SignUp');
    // Nothing was created: the address is still free.
    expect((await cognitoSignUp(baseURL ?? '', email)).status).toBe(200);
  });

  test("Cognito's refusal of a password reads the same French rule", async ({ page, baseURL }) => {
    const email = `refus.${randomUUID().slice(0, 8)}@exemple.ma`;
    // The form's check passes; the call then carries a password the pool refuses.
    await rewriteCognitoCall(page, 'SignUp', { Password: 'abcdefgh' });
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    const refusal = page.waitForResponse((response) => cognitoOperation(response.request()) === 'SignUp');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    const response = await refusal;
    expect(response.status()).toBe(400);
    expect(response.headers()['x-amzn-errortype']).toBe('InvalidPasswordException');
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_RULE_MESSAGES.rule);
    await expect(page.getByText(/conform/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup/);
    expect((await cognitoSignUp(baseURL ?? '', email)).status).toBe(200);
  });

  test('the dashboard sends visitors to /login and lets a signed-in user in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill('editor@tremplin.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('button', { name: /Menu de Editor/ })).toBeVisible();
    await page.goto('/dashboard/nowhere');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Éditeur').first()).toBeVisible();
  });
});

test('an expired access token is refreshed through the local Cognito, and the user stays signed in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@tremplin.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /Menu de User/ })).toBeVisible();

  // Replace the stored access token by one that expired an hour ago: aws-amplify must refresh it
  // (GetTokensFromRefreshToken, answered by the edge) before the app can call /api/me again.
  const expired = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    if (!key) return null;
    const [header, payload] = (localStorage.getItem(key) ?? '').split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<
      string,
      unknown
    >;
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: unknown) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const stale = `${header}.${encode({ ...claims, iat: now - 7200, exp: now - 3600 })}.c2lnbmF0dXJl`;
    localStorage.setItem(key, stale);
    return { key, stale };
  });
  expect(expired).not.toBeNull();

  const refresh = page.waitForRequest(
    (request) => request.url().endsWith('/cognito') || request.url().includes('/cognito/'),
  );
  await page.reload();
  await refresh;
  await expect(page.getByRole('button', { name: /Menu de User/ })).toBeVisible();
  const current = await page.evaluate((key) => localStorage.getItem(key), expired?.key ?? '');
  expect(current).not.toBe(expired?.stale);
  expect(current).toMatch(/^ey/);
});
