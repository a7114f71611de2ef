/**
 * Notifications on a phone (360 px, touch), as issue 29 asks: a participant follows a session, the
 * editor adds a document, the bell shows 1 and leads to the session; with "Immédiatement" the
 * mailbox holds the e-mail, with "Une fois par jour" the digest once the daily run is done; the
 * e-mail's unsubscribe link works signed out and the switch is off afterwards; with it off nothing
 * more is sent.
 */
import { expect, test, type Page } from '@playwright/test';
import type { NotificationSettings } from '@common/notification-preferences';
import { skipOnboarding } from './dashboard-support';
import { accessToken, addPdf, callApi, createAccount, DEMO, unique } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Mail {
  subject: string;
  html: string;
  headers?: { name: string; value: string }[];
}

/** What SES delivered to `email` (Cognito's codes, in the same mailbox, carry no headers). */
async function notificationMail(baseURL: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${baseURL}/_local/mail.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages.filter((m) => m.headers?.length);
}

async function unread(baseURL: string, token: string): Promise<number> {
  return (await callApi<{ unread: number }>(baseURL, '/notifications/unread', { token })).body.unread;
}

/** Signs in through the form, as support.ts's signIn, with the wait a busy 2-core machine needs. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Tremplin!2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible({ timeout: 45_000 });
}

/** The bell as the page shows it, read again until it says `label` (it asks the API every minute). */
async function expectBell(page: Page, label: string): Promise<void> {
  const bell = page.getByRole('button', { name: /^Notifications :/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName(label, { timeout: 2000 });
  }).toPass({ timeout: 45_000 });
}

test('follow a session, get the bell and the e-mail at once, the digest daily, and stop it in one click', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const editor = await accessToken(base, DEMO.editor);
  const title = unique('Pitch');
  const created = await callApi<{ id: string }>(base, '/sessions', {
    method: 'POST',
    token: editor,
    body: { title, status: 'published', tags: [] },
  });
  expect(created.status).toBe(201);
  const sessionId = created.body.id;

  // A second follower who keeps the default, "Une fois par jour".
  const daily = await createAccount(base, 'daily');
  const dailyToken = await accessToken(base, daily);
  expect(
    (await callApi(base, `/sessions/${sessionId}/follow`, { method: 'PUT', token: dailyToken })).status,
  ).toBe(200);

  // The participant: e-mails "Immédiatement", chosen in the settings.
  const email = await createAccount(base, 'follow');
  const token = await accessToken(base, email);
  await skipOnboarding(base, token);
  await signIn(page, email);
  await page.goto('/dashboard/settings?tab=notifications');
  await page.getByRole('radio', { name: 'Immédiatement' }).check();
  await page.getByRole('button', { name: 'Enregistrer les préférences' }).tap();
  await expect(page.getByText('Préférences de notification enregistrées')).toBeVisible();

  // Follows the session from its page.
  await page.goto(`/session/${sessionId}`);
  const follow = page.getByRole('button', { name: 'Suivre cette session' });
  await follow.tap();
  await expect(page.getByRole('button', { name: 'Session suivie' })).toHaveAttribute('aria-pressed', 'true');

  // The editor adds a document: the bell shows 1, and its notification leads to the session.
  const documentTitle = unique('Guide');
  await addPdf(base, editor, sessionId, documentTitle, PDF);
  await page.goto('/dashboard');
  await expectBell(page, 'Notifications : 1 non lue');
  await page.getByRole('button', { name: 'Notifications : 1 non lue' }).tap();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const sentence = `Nouveau document « ${documentTitle} » dans la session « ${title} »`;
  await panel.getByRole('link', { name: new RegExp(sentence) }).tap();
  await expect(page).toHaveURL(new RegExp(`/session/${sessionId}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Opened: read (the session page has no bar; the dashboard's bell says so).
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications : 0 non lue' })).toBeVisible();

  // "Immédiatement": the e-mail is there, with the one-click link; "Une fois par jour": nothing yet.
  await expect
    .poll(async () => (await notificationMail(base, email)).map((m) => m.subject), { timeout: 30_000 })
    .toEqual([`Tremplin : ${sentence}`]);
  expect(await notificationMail(base, daily)).toEqual([]);

  // The daily run: the digest, with everything since the last one.
  expect((await fetch(`${base}/_local/schedules/daily-digest`, { method: 'POST' })).status).toBe(200);
  await expect
    .poll(async () => (await notificationMail(base, daily)).map((m) => m.subject), { timeout: 30_000 })
    .toEqual(['Tremplin : votre résumé du jour (1 notification)']);

  // The e-mail's visible link, opened signed out: the switch is off, and the page says so.
  const [mail] = await notificationMail(base, email);
  const link = /href="([^"]*\/desabonnement\?token=[^"]+)"/.exec(mail?.html ?? '')?.[1] ?? '';
  expect(link).not.toBe('');
  const signedOut = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const outside = await signedOut.newPage();
  await outside.goto(link);
  await expect(outside.getByRole('heading', { name: 'Désabonnement' })).toBeVisible();
  await expect(
    outside.getByText(
      "C'est fait : vous ne recevrez plus d'e-mails « Nouveaux documents dans les sessions suivies ».",
    ),
  ).toBeVisible();
  await signedOut.close();
  await page.goto('/dashboard/settings?tab=notifications');
  await expect(
    page.getByRole('checkbox', { name: 'Nouveaux documents dans les sessions suivies' }),
  ).not.toBeChecked();
  const settings = await callApi<NotificationSettings>(base, '/me/notification-preferences', { token });
  expect(settings.body).toMatchObject({ new_documents: false, email_frequency: 'immediate' });

  // With the switch off, nothing more: the other follower's bell proves the document went through.
  await addPdf(base, editor, sessionId, unique('Budget'), PDF);
  await expect.poll(() => unread(base, dailyToken), { timeout: 30_000 }).toBe(2);
  expect(await unread(base, token)).toBe(0);
  expect(await notificationMail(base, email)).toHaveLength(1);
});
