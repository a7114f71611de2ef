/**
 * Two-factor sign-in with an authenticator app (TOTP): turned on in Paramètres → Sécurité (the key
 * read from the page as a person would copy it, codes computed from it with otpauth as an app would),
 * then asked at sign-in, and turned off with the password and a code; every refusal in French. Then
 * admin actions on a second platform started as a deployment runs them (REQUIRE_ADMIN_MFA=1): refused
 * until the admin has turned it on, with the way to Sécurité.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '../../common/messages';
import { authenticatorCode, otherCode, unusedAuthenticatorCode } from '../support/totp';
import { startSecondPlatform, type SecondPlatform } from './second-platform';
import {
  accessToken,
  callApi,
  cognitoOperation,
  createAccount,
  DEMO_PASSWORD,
  isCognitoUrl,
  rewriteCognitoCall,
  signIn,
} from './support';

/** Nothing of the provider's English reaches the page. */
async function expectNoProviderEnglish(page: Page) {
  await expect(
    page.getByText(/Exception|Invalid code|session for the user|Incorrect username|mismatch|network error/i),
  ).toHaveCount(0);
}

async function openSecurity(page: Page, origin = '') {
  await page.goto(`${origin}/dashboard/settings?tab=security`);
  await expect(page.getByRole('heading', { name: 'Validation en deux étapes' })).toBeVisible();
}

/** Turns two-factor sign-in on from the page; returns the key as the page shows it. */
async function turnOn(page: Page, used: Set<number>, firstTry?: 'wrong'): Promise<string> {
  await page.getByRole('button', { name: 'Activer la validation en deux étapes' }).click();
  await expect(page.getByRole('heading', { name: /Ajoutez Tremplin à votre application/ })).toBeFocused();
  await expect(page.getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const code = page.getByLabel("Code à 6 chiffres de l'application");
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const right = await unusedAuthenticatorCode(secret, used);
  if (firstTry === 'wrong') {
    await code.fill(otherCode(right));
    await page.getByRole('button', { name: 'Activer', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.codeMismatch);
    await expect(code).toBeFocused();
  }
  await code.fill(right);
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.enabled)).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toContainText('Activée');
  return secret;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu de/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The password step of /login; returns the code field of the step that follows. */
async function passwordStep(page: Page, email: string, origin = ''): Promise<Locator> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validation en deux étapes');
  return page.getByLabel("Code de l'application d'authentification");
}

test('an authenticator app is turned on in Sécurité, asked at sign-in, and turned off with a code', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await createAccount(baseURL ?? '', 'totp');
  const used = new Set<number>();
  await signIn(page, email);
  await openSecurity(page);
  await expect(page.getByTestId('two-factor-state')).toContainText('Désactivée');
  const secret = await turnOn(page, used, 'wrong');
  // Cognito holds it: a reload still says so.
  await page.reload();
  await expect(page.getByTestId('two-factor-state')).toContainText('Activée');

  // Sign-in now asks for the code after the password: a wrong one, then the right one.
  await signOut(page);
  const code = await passwordStep(page, email);
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const right = await unusedAuthenticatorCode(secret, used);
  await code.fill(otherCode(right));
  await page.getByRole('button', { name: 'Vérifier et se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.codeMismatch);
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();
  await code.fill(right);
  await page.getByRole('button', { name: 'Vérifier et se connecter' }).click();
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Off: Cognito checks the password, then the code, before anything changes.
  await openSecurity(page);
  await page.getByRole('button', { name: 'Désactiver' }).click();
  const offForm = page.getByRole('form', { name: 'Désactiver la validation en deux étapes' });
  const password = offForm.getByLabel('Mot de passe actuel');
  await expect(password).toBeFocused();
  const offCode = offForm.getByLabel("Code de l'application d'authentification");
  const confirmOff = offForm.getByRole('button', { name: 'Désactiver', exact: true });
  await password.fill('Faux!Mot2passe');
  await offCode.fill('123456');
  await confirmOff.click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.currentPasswordIncorrect);
  await password.fill(DEMO_PASSWORD);
  await offCode.fill(otherCode(authenticatorCode(secret)));
  await confirmOff.click();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.codeMismatch);
  await offCode.fill(await unusedAuthenticatorCode(secret, used));
  await confirmOff.click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.disabled)).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toContainText('Désactivée');
  await expectNoProviderEnglish(page);

  // The password alone signs in again.
  await signOut(page);
  await signIn(page, email);
});

test('the code step gives way to the password once Cognito’s session is over, in French', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = await createAccount(origin, 'totp-late');
  // Turned on through Cognito's API, as the settings page does it.
  const token = await accessToken(origin, email);
  const cognito = (target: string, body: unknown) =>
    fetch(`${origin}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
  const { SecretCode } = await cognito('AssociateSoftwareToken', { AccessToken: token });
  const used = new Set<number>();
  await cognito('VerifySoftwareToken', {
    AccessToken: token,
    UserCode: await unusedAuthenticatorCode(String(SecretCode), used),
  });
  await cognito('SetUserMFAPreference', {
    AccessToken: token,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });

  const code = await passwordStep(page, email);
  // What Cognito answers once the 3 minutes are over: the session is no longer valid.
  await rewriteCognitoCall(page, 'RespondToAuthChallenge', { Session: 'une-session-expiree' });
  const answered = page.waitForResponse(
    (response) =>
      isCognitoUrl(new URL(response.url())) &&
      cognitoOperation(response.request()) === 'RespondToAuthChallenge',
  );
  await code.fill(await unusedAuthenticatorCode(String(SecretCode), used));
  await page.getByRole('button', { name: 'Vérifier et se connecter' }).click();
  expect((await answered).status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.signInExpired);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoProviderEnglish(page);

  // And 'Revenir à la connexion' goes back without a word.
  await page.unrouteAll();
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Revenir à la connexion' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('admin actions on a platform that requires two-factor sign-in of admins', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let platform: SecondPlatform | null = null;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    platform = await startSecondPlatform('admin-mfa', { DEMO: '0', REQUIRE_ADMIN_MFA: '1' });
    origin = platform.origin;
  });

  test.afterAll(async () => {
    await platform?.stop();
  });

  test('an admin without it is refused with the way to Sécurité, and served once it is on', async ({
    page,
  }) => {
    const email = await createAccount(origin, 'admin-mfa');
    // An empty platform: the first signed-in user becomes admin (npm start's rule).
    const bootstrap = await callApi(origin, '/bootstrap-admin', {
      method: 'POST',
      token: await accessToken(origin, email),
    });
    expect(bootstrap.status).toBe(200);
    await signIn(page, email, DEMO_PASSWORD, `${origin}/login`);

    await page.goto(`${origin}/dashboard/settings?tab=admin`);
    const refusal = page.getByRole('alert');
    // The admin functions' first calls on a fresh platform: each starts cold.
    await expect(refusal).toContainText(TWO_FACTOR_MESSAGES.adminRequired, { timeout: 45_000 });
    await expect(refusal).not.toContainText('Accès Refusé');
    await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ouvrir Paramètres → Sécurité' }).click();
    await expect(page).toHaveURL(/tab=security/);

    await turnOn(page, new Set());
    await page.getByRole('tab', { name: 'Administration' }).click();
    await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Messages de contact' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Rôle de ${email}` }).first()).toHaveValue('admin');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
