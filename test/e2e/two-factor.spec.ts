/**
 * Two-factor sign-in with an authenticator app (TOTP): turned on in Paramètres → Sécurité (the key
 * read from the page as a person would copy it, codes computed from it with otpauth as an app would),
 * then asked at sign-in, and turned off with the password and a code; every refusal in French. Then
 * admin actions on a second platform started as a deployment runs them (REQUIRE_ADMIN_MFA=1): refused
 * until the admin has turned it on, with the way to Sécurité.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AUTH_MESSAGES, SESSION_MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { authenticatorCode, otherCode, unusedAuthenticatorCode } from '../support/totp';
import { startSecondPlatform, type SecondPlatform } from './second-platform';
import {
  accessToken,
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
  await staySignedIn(page, secret, used);
  await expect(
    page.getByText(`${TWO_FACTOR_MESSAGES.enabled} ${SESSION_MESSAGES.othersSignedOut}`),
  ).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toContainText('Activée');
  return secret;
}

/** Every other session ended: this page signs in again with the password and the app's next code. */
async function staySignedIn(page: Page, secret: string, used: Set<number>) {
  const form = page.getByRole('form', { name: SESSION_MESSAGES.stayTitle });
  await expect(form.getByText(SESSION_MESSAGES.passwordAndNextCodeToStay)).toBeVisible();
  const password = form.getByLabel('Mot de passe actuel');
  await expect(password).toBeFocused();
  await password.fill(DEMO_PASSWORD);
  await form
    .getByLabel("Code de l'application d'authentification")
    .fill(await unusedAuthenticatorCode(secret, used));
  await form.getByRole('button', { name: 'Rester connecté' }).click();
  await expect(form).toHaveCount(0);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu de/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The password step of /login; returns the code field of the step that follows. */
/** A role picked in the user list is asked first (issue 26): confirms it. */
async function confirmRole(page: Page, label: string) {
  await page
    .getByRole('dialog', { name: 'Changer le rôle ?' })
    .getByRole('button', { name: `Passer en ${label}` })
    .click();
}

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
  test.setTimeout(150_000);
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

  // A new app (a new phone) only with the password and a current code of the old one.
  await openSecurity(page);
  await page.getByRole('button', { name: "Changer d'application" }).click();
  const proof = page.getByRole('form', { name: "Changer d'application d'authentification" });
  await proof.getByLabel('Mot de passe actuel').fill(DEMO_PASSWORD);
  await proof
    .getByLabel("Code de l'application d'authentification")
    .fill(otherCode(authenticatorCode(secret)));
  await proof.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.codeMismatch);
  await proof
    .getByLabel("Code de l'application d'authentification")
    .fill(await unusedAuthenticatorCode(secret, used));
  await proof.getByRole('button', { name: 'Continuer' }).click();
  const newSecret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(newSecret).not.toBe(secret.replace(/\s+/g, ''));
  const newUsed = new Set<number>();
  await page
    .getByLabel("Code à 6 chiffres de l'application")
    .fill(await unusedAuthenticatorCode(newSecret, newUsed));
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  await staySignedIn(page, newSecret, newUsed);
  await expect(
    page.getByText(`${TWO_FACTOR_MESSAGES.replaced} ${SESSION_MESSAGES.othersSignedOut}`),
  ).toBeVisible();

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
  // The old app's codes no longer count.
  await offCode.fill(await unusedAuthenticatorCode(secret, used));
  await confirmOff.click();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.codeMismatch);
  await offCode.fill(await unusedAuthenticatorCode(newSecret, newUsed));
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
  // The first admin, from the first test (the tests run in order, on one platform).
  let adminEmail = '';
  let adminSecret = '';
  let adminUsed = new Set<number>();

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    platform = await startSecondPlatform('admin-mfa', { DEMO: '0', REQUIRE_ADMIN_MFA: '1' });
    origin = platform.origin;
  });

  test.afterAll(async () => {
    await platform?.stop();
  });

  test('the first admin needs it on, and admin actions a session signed in with its code', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = await createAccount(origin, 'admin-mfa');
    // A first sign-in through the API: the fresh platform's sign-in trigger starts cold.
    await accessToken(origin, email);
    await signIn(page, email, DEMO_PASSWORD, `${origin}/login`);
    await page.goto(`${origin}/bootstrap-admin`);
    await page.getByRole('button', { name: /Devenir administrateur/ }).click();
    // Cold functions on a fresh platform: the first answer takes a while.
    await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.bootstrapNeedsTwoFactor, {
      timeout: 45_000,
    });
    await page.getByRole('link', { name: 'Ouvrir Paramètres → Sécurité' }).click();
    await expect(page).toHaveURL(/tab=security/);
    const used = new Set<number>();
    const secret = await turnOn(page, used);

    // This page signed in again with the code: it may become the first admin, then use admin actions.
    await page.goto(`${origin}/bootstrap-admin`);
    await page.getByRole('button', { name: /Devenir administrateur/ }).click();
    await expect(page.getByText(/Vous êtes maintenant administrateur/)).toBeVisible({ timeout: 45_000 });
    // The page signs out to pick the role up: sign in again, with the code.
    await expect(page.getByText('Connexion requise')).toBeVisible({ timeout: 20_000 });
    const code = await passwordStep(page, email, origin);
    await code.fill(await unusedAuthenticatorCode(secret, used));
    await page.getByRole('button', { name: 'Vérifier et se connecter' }).click();
    await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
    await page.goto(`${origin}/dashboard/settings?tab=admin`);
    await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByRole('heading', { name: 'Messages de contact' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Rôle de ${email}` }).first()).toHaveValue('admin');
    await expect(page.getByRole('alert')).toHaveCount(0);
    adminEmail = email;
    adminSecret = secret;
    adminUsed = used;
  });

  test('no admin without it; a session with the password alone is refused until it signs in with the code', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The admin, signed in with the code.
    const code = await passwordStep(page, adminEmail, origin);
    await code.fill(await unusedAuthenticatorCode(adminSecret, adminUsed));
    await page.getByRole('button', { name: 'Vérifier et se connecter' }).click();
    await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();

    // A second person, signed in with the password alone in another browser.
    const email = await createAccount(origin, 'futur-admin');
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    try {
      await signIn(other, email, DEMO_PASSWORD, `${origin}/login`);

      // Without two-factor sign-in on that account, the admin cannot make it an admin.
      await page.goto(`${origin}/dashboard/settings?tab=admin`);
      const role = page.getByRole('combobox', { name: `Rôle de ${email}` });
      await role.selectOption('admin');
      await confirmRole(page, 'Admin');
      await expect(page.getByText(TWO_FACTOR_MESSAGES.adminRoleNeedsTwoFactor)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('combobox', { name: `Rôle de ${email}` })).toHaveValue('user');

      // Turned on straight through Cognito (not from that page, which then would have signed in again).
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
      const secret = String((await cognito('AssociateSoftwareToken', { AccessToken: token })).SecretCode);
      const used = new Set<number>();
      await cognito('VerifySoftwareToken', {
        AccessToken: token,
        UserCode: await unusedAuthenticatorCode(secret, used),
      });
      await cognito('SetUserMFAPreference', {
        AccessToken: token,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      });
      await page.getByRole('combobox', { name: `Rôle de ${email}` }).selectOption('admin');
      await confirmRole(page, 'Admin');
      await expect(page.getByText(`Rôle mis à jour avec succès pour ${email}`)).toBeVisible();

      // Its session, opened with the password alone, is refused admin actions, and says what to do.
      await other.goto(`${origin}/dashboard/settings?tab=admin`);
      const refusal = other.getByRole('alert');
      await expect(refusal).toContainText(TWO_FACTOR_MESSAGES.adminSignInWithCode, { timeout: 45_000 });
      await expect(other.getByRole('heading', { name: 'Gestion des utilisateurs' })).toHaveCount(0);
      await other.getByRole('button', { name: 'Se reconnecter avec le code' }).click();
      await expect(other).toHaveURL(/\/login/);
      const otherCodeField = await passwordStep(other, email, origin);
      await otherCodeField.fill(await unusedAuthenticatorCode(secret, used));
      await other.getByRole('button', { name: 'Vérifier et se connecter' }).click();
      await expect(other.getByRole('button', { name: /Menu de/ })).toBeVisible();
      await other.goto(`${origin}/dashboard/settings?tab=admin`);
      await expect(other.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible({
        timeout: 45_000,
      });
    } finally {
      await elsewhere.close();
    }
  });
});
