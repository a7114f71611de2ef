/**
 * Accounts as a real product has them: a confirmed e-mail at sign-up (code, new code after a wait),
 * an unconfirmed account finishing from /login, a password reset that never tells whether an address
 * has an account, and every refusal a person can cause read in French. Codes are read from the local
 * mailbox (/_local/mail), where the local Cognito puts the e-mails the custom-message trigger wrote.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '@common/limits';
import { AUTH_MESSAGES } from '@common/messages';
import { PASSWORD_RULE_MESSAGES } from '@common/password-policy';
import {
  accessToken,
  callApi,
  codeFromMailbox,
  cognitoOperation,
  cognitoSignUp,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  isCognitoUrl,
  mailTo,
  rewriteCognitoCall,
  waitForDemoContent,
} from './support';

const NEW_PASSWORD = 'Nouveau!Tremplin2027';

/** Nothing of the provider's English reaches the page. */
async function expectNoProviderEnglish(page: Page) {
  await expect(
    page.getByText(/Exception|Incorrect username|conform|network error|verification code|already exists/i),
  ).toHaveCount(0);
}

/** A different 6-digit code than `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function fillSignup(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

test('sign-up confirms the address with the e-mailed code: a wrong one is refused, a new one comes after the wait, then the new user is signed in', async ({
  page,
  context,
  baseURL: configured,
}) => {
  const baseURL = configured ?? '';
  await waitForDemoContent(baseURL);
  const sessions = await callApi<{ items: { id: string }[] }>(baseURL, '/sessions?limit=1');
  const sessionId = sessions.body.items[0]?.id ?? '';
  expect(sessionId).not.toBe('');
  const email = `salma.idrissi.${randomUUID().slice(0, 8)}@exemple.ma`;

  // The resend wait runs on the page's clock, which the test moves on instead of waiting a minute.
  await page.clock.install();
  await page.goto(`/signup?session=${sessionId}`);
  await fillSignup(page, email);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre adresse e-mail');
  await expect(page.getByText(`Nous avons envoyé un code à 6 chiffres à ${email}`)).toBeVisible();
  const code = page.getByLabel('Code reçu par e-mail');
  await expect(code).toBeFocused();
  const resend = page.getByRole('button', { name: 'Renvoyer le code' });
  await expect(resend).toBeDisabled();
  await expect(page.getByTestId('resend-wait')).toHaveText(/Nouveau code possible dans \d+ s/);

  // The e-mail is French, from the platform, and holds the code.
  const first = await codeFromMailbox(context, email);
  expect((await mailTo(baseURL, email))[0]?.subject).toBe('Tremplin : votre code de confirmation');

  // An incomplete code is caught by the page; a wrong one by Cognito, in French.
  await code.fill('12');
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.codeRequired);
  await code.fill(wrongCode(first));
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.codeMismatch);
  await expectNoProviderEnglish(page);
  await expect(page).toHaveURL(/\/signup/);

  // After the wait, a new code; then the wait starts again.
  await page.clock.fastForward((LIMITS.codeResendCooldownSeconds + 1) * 1000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.codeResent })).toBeVisible();
  await expect(resend).toBeDisabled();
  const second = await codeFromMailbox(context, email, 2);
  expect((await mailTo(baseURL, email))[0]?.subject).toBe('Tremplin : votre nouveau code de confirmation');

  await code.fill(second);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  // SPEC §2: signed in, on / with newUser=true and the session the visitor came for.
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('newUser') === 'true');
  expect(new URL(page.url()).searchParams.get('session')).toBe(sessionId);
  expect(await page.evaluate(() => localStorage.getItem('redirectSessionId'))).toBeNull();
  await expect(page.getByRole('button', { name: /Menu de Salma Idrissi/ })).toBeVisible();
  expect(await accessToken(baseURL, email)).toBeTruthy();
});

test('an account whose code was never entered finishes from /login with a new code', async ({
  page,
  context,
  baseURL: configured,
}) => {
  const baseURL = configured ?? '';
  const email = `inacheve-${randomUUID().slice(0, 8)}@exemple.ma`;
  expect((await cognitoSignUp(baseURL, email)).status).toBe(200);
  await codeFromMailbox(context, email);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre adresse e-mail');
  await expect(page.getByText("Votre adresse e-mail n'est pas encore confirmée.")).toBeVisible();
  // A new code went out at once (the first may be lost or old).
  const code = await codeFromMailbox(context, email, 2);
  await page.getByLabel('Code reçu par e-mail').fill(code);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('newUser') === 'true');
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
});

test('a forgotten password is reset with the e-mailed code, the rule checked as typed, and the user is signed in', async ({
  page,
  context,
  baseURL: configured,
}) => {
  const baseURL = configured ?? '';
  const email = await createAccount(baseURL, 'oubli');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();

  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié');
  // The address typed on /login is carried over.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau mot de passe');
  await expect(page.getByText(`Si un compte existe pour ${email}`)).toBeVisible();
  expect((await mailTo(baseURL, email))[0]?.subject).toBe(
    'Tremplin : réinitialisation de votre mot de passe',
  );
  const code = await codeFromMailbox(context, email, 2);

  // The pool's rule is the field's description, and its checklist follows what is typed.
  const password = page.getByLabel('Nouveau mot de passe', { exact: true });
  await expect(password).toHaveAccessibleDescription(PASSWORD_RULE_MESSAGES.rule);
  const checklist = page.getByTestId('password-checklist').getByRole('listitem', { includeHidden: true });
  await password.fill('abc');
  await expect(checklist.filter({ hasText: 'au moins 8 caractères' })).toHaveAttribute('data-met', 'false');
  await expect(checklist.filter({ hasText: 'une minuscule' })).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Code reçu par e-mail').fill(code);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('abc');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RULE_MESSAGES.rule);
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(NEW_PASSWORD);
  await expect(checklist.filter({ hasText: 'au moins 8 caractères' })).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
  // A wrong code first: refused in French, nothing changes.
  await page.getByLabel('Code reçu par e-mail').fill(wrongCode(code));
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.codeMismatch);
  expect(await accessToken(baseURL, email)).toBeTruthy();

  await page.getByLabel('Code reçu par e-mail').fill(code);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
  expect(await accessToken(baseURL, email, NEW_PASSWORD)).toBeTruthy();
  await expect(accessToken(baseURL, email)).rejects.toThrow();
});

test('an address without an account gets the same answers as one with an account, and no e-mail', async ({
  page,
  baseURL: configured,
}) => {
  const baseURL = configured ?? '';
  const unknown = `personne-${randomUUID().slice(0, 8)}@exemple.ma`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(unknown);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau mot de passe');
  await expect(page.getByText(`Si un compte existe pour ${unknown}`)).toBeVisible();
  expect(await mailTo(baseURL, unknown)).toEqual([]);

  await page.getByLabel('Code reçu par e-mail').fill('123456');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  // Exactly what a wrong code for a real account reads.
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.codeMismatch);
  await expectNoProviderEnglish(page);
});

test.describe('every refusal a person can cause reads in French', () => {
  test('sign-in: a wrong password and an unknown address read alike', async ({ page }) => {
    for (const email of [DEMO.user, `inconnu-${randomUUID().slice(0, 8)}@exemple.ma`]) {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais-mot-2026');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.incorrectCredentials);
      await expectNoProviderEnglish(page);
    }
  });

  test('sign-up with an address that has an account', async ({ page }) => {
    await page.goto('/signup');
    await fillSignup(page, DEMO.user);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.emailTaken);
    await expectNoProviderEnglish(page);
  });

  test('a new password Cognito refuses on reset', async ({ page, baseURL: configured }) => {
    const baseURL = configured ?? '';
    const email = await createAccount(baseURL, 'regle');
    // The form's check passes; the call then carries a password the pool refuses.
    await rewriteCognitoCall(page, 'ConfirmForgotPassword', { Password: 'abcdefgh' });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau mot de passe');
    await page.getByLabel('Code reçu par e-mail').fill(await codeFromMailbox(page.context(), email, 2));
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
    const refusal = page.waitForResponse((r) => cognitoOperation(r.request()) === 'ConfirmForgotPassword');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    expect((await refusal).headers()['x-amzn-errortype']).toBe('InvalidPasswordException');
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_RULE_MESSAGES.rule);
    await expectNoProviderEnglish(page);
    expect(await accessToken(baseURL, email)).toBeTruthy();
  });

  test('no connection to the authentication service', async ({ page }) => {
    await page.goto('/login');
    await page.route(isCognitoUrl, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill(DEMO.user);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.network, { timeout: 20_000 });
    await expectNoProviderEnglish(page);
  });
});
