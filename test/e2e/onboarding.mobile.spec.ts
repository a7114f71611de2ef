/**
 * What a newcomer sees after signing up, on a phone (issue 17): one welcome, once, then one
 * profile prompt that stays answered on every device; and after a sign-up from a session link,
 * the welcome and the session's modal in turn, never one under the other.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './dashboard-support';
import type { Session } from '@common/api-types';
import { callApi, codeFromMailbox, DEMO_PASSWORD, signIn, waitForDemoContent } from './support';

test.beforeAll(async ({ baseURL }) => waitForDemoContent(baseURL ?? ''));

/**
 * Signs up through the /signup form (from `from`, which may carry ?session=) and confirms the address
 * with the e-mailed code, as a newcomer does; returns the e-mail.
 */
async function signUpThroughForm(page: Page, from = '/signup'): Promise<string> {
  const email = `nouveau.${randomUUID().slice(0, 8)}@exemple.ma`;
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByLabel('Code reçu par e-mail').fill(await codeFromMailbox(page.context(), email));
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  return email;
}

const welcomeOf = (page: Page) => page.getByRole('dialog', { name: 'Bienvenue sur Tremplin !' });
const homeCards = (page: Page) => page.getByTestId('home-session-card');

test('after sign-up: one welcome, once; then one profile prompt, answered for good on every device', async ({
  page,
  browser,
}) => {
  const email = await signUpThroughForm(page);
  const welcome = welcomeOf(page);
  await expect(welcome).toBeVisible();
  await expect(page).not.toHaveURL(/newUser/);
  await welcome.getByRole('button', { name: 'Commencer' }).click();
  await expect(welcome).toBeHidden();

  // The dashboard does not welcome a second time: it asks once for the profile.
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: 'Complétez votre profil' });
  await expect(prompt).toBeVisible();
  await expect(welcome).toHaveCount(0);
  // The answer is saved by the API (a reload before then would cancel it, as it would anywhere).
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH',
  );
  await prompt.getByRole('button', { name: 'Plus tard' }).click();
  await expect(prompt).toBeHidden();
  expect((await saved).status()).toBe(200);

  // Not on every reload: answered is answered; the inline reminder stays.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Votre profil est incomplet' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/');
  await expect(homeCards(page).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Nor on another phone: the answer is kept on the profile, not in this browser.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, email);
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Votre profil est incomplet' })).toBeVisible();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await elsewhere.close();
});

test('after sign-up from a session link: the welcome first, then the session it came for', async ({
  page,
  origin,
}) => {
  const { body } = await callApi<{ items: Session[] }>(origin, '/sessions?limit=1');
  const { id: sessionId, title } = body.items[0] ?? { id: '', title: '' };
  expect(sessionId).not.toBe('');

  await signUpThroughForm(page, `/signup?session=${sessionId}`);
  const welcome = welcomeOf(page);
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]session=${sessionId}`));
  // Everything the session's modal needs has arrived; still, only the welcome shows.
  await expect(homeCards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const details = page.getByTestId('session-quick-details');
  await expect(details).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await welcome.getByRole('button', { name: 'Commencer' }).click();
  await expect(welcome).toBeHidden();
  await expect(details).toBeVisible();
  await expect(details).toContainText(title);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
