/**
 * Administration → "Annonces" on a phone (360 px, touch), as issue 29 asks: an admin writes a subject
 * and a text, sees the preview and how many will receive it, sends; a participant who turned
 * "E-mails marketing" on finds it in the bell, and one who did not finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { skipOnboarding } from './dashboard-support';
import { accessToken, callApi, createAccount, DEMO, unique } from './support';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Tremplin!2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible({ timeout: 45_000 });
}

test('an admin sends an announcement, and an opted-in participant finds it in the bell', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const optedIn = await createAccount(base, 'annonce');
  const optedInToken = await accessToken(base, optedIn);
  await skipOnboarding(base, optedInToken);
  const saved = await callApi(base, '/me/notification-preferences', {
    method: 'PUT',
    token: optedInToken,
    body: {
      new_documents: true,
      session_status_changes: true,
      document_downloads: false,
      marketing_emails: true,
      email_frequency: 'daily',
    },
  });
  expect(saved.status).toBe(200);
  const other = await createAccount(base, 'sans-annonce');
  const otherToken = await accessToken(base, other);

  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings?tab=admin');
  const section = page.getByRole('region', { name: 'Annonces' });
  await expect(section.getByTestId('announcement-recipients')).toContainText(/\d+ destinataires?/);
  const subject = unique('Demo Day');
  await section.getByLabel('Sujet').fill(subject);
  await section
    .getByLabel('Texte', { exact: true })
    .fill('Le Demo Day aura lieu le 12 mars.\n\nInscrivez-vous avant le 5 mars.');
  await expect(
    section
      .frameLocator('iframe[title="Aperçu de l\'e-mail de l\'annonce"]')
      .getByText('Inscrivez-vous avant le 5 mars.'),
  ).toBeVisible();
  // Twice in a row, as a double tap: sent once.
  const send = section.getByRole('button', { name: "Envoyer l'annonce" });
  await send.tap();
  // A second tap, if the button is still there: once the first has closed the form it is gone, and
  // waiting longer for it would only spend the test's time.
  await send.tap({ force: true, timeout: 2_000 }).catch(() => undefined);
  await expect(section.getByText(/Annonce envoyée à \d+ destinataires?\./)).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId('sent-announcement').filter({ hasText: subject })).toHaveCount(1);

  // The participant who opted in: the bell says it.
  const participant = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const phone = await participant.newPage();
  await signIn(phone, optedIn);
  const bell = phone.getByRole('button', { name: /^Notifications :/ });
  await expect(async () => {
    await phone.reload();
    await expect(bell).toHaveAccessibleName('Notifications : 1 non lue', { timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  await bell.tap();
  await expect(
    phone.getByRole('region', { name: 'Notifications' }).getByText(`Annonce : ${subject}`),
  ).toBeVisible();
  await participant.close();

  // Who did not opt in has nothing.
  const page1 = await callApi<{ items: { text: string }[] }>(base, '/notifications', { token: otherToken });
  expect(page1.body.items.map((n) => n.text)).not.toContain(`Annonce : ${subject}`);
});
