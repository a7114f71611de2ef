/**
 * Invitations on a phone (issue 30, point 2): the manager pastes three addresses (one twice); each
 * gets its e-mail; a person without an account opens the link, signs up with the code, comes back to
 * the invitation, joins and lands in "Mon parcours"; the manager then sees "Acceptée" beside the
 * two "Envoyée".
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { Cohort } from '@common/api-types';
import { skipOnboarding, test } from './dashboard-support';
import { accessToken, callApi, codeFromMailbox, DEMO, DEMO_PASSWORD, signIn, unique } from './support';

/** The link of the newest invitation e-mail to `email` (its button), as the local mailbox holds it. */
async function invitationLink(origin: string, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const response = await fetch(`${origin}/_local/mail.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; html: string }[] };
    const mail = messages.find((m) => m.subject.includes('invitation à rejoindre'));
    link = /href="([^"]*\/invitation\?token=[\w.-]+)"/.exec(mail?.html ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return new URL(link).pathname + new URL(link).search;
}

test('a manager invites three addresses from a phone; a newcomer signs up through the link and joins', async ({
  page,
  browser,
  origin,
}) => {
  test.setTimeout(180_000);
  const token = await accessToken(origin, DEMO.editor);
  await skipOnboarding(origin, token);
  const { body: cohort, status } = await callApi<Cohort>(origin, '/cohorts', {
    method: 'POST',
    token,
    body: {
      request_id: randomUUID(),
      name: unique('Promotion Dakar'),
      organisation: 'Incubateur de Dakar',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
    },
  });
  expect(status).toBe(201);
  const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@exemple.sn`;
  const newcomer = address('nouvelle');
  const second = address('deux');
  const third = address('trois');

  await signIn(page, DEMO.editor);
  await page.goto(`/dashboard/cohortes/${cohort.id}`);
  await page.getByRole('button', { name: 'Inviter des participants' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Adresses e-mail')
    .fill(`${newcomer}, Awa Ndiaye, SolarKit\n${second}\n${third}\n${second.toUpperCase()}`);
  await expect(dialog.getByText('3 adresses (doublons fusionnés)')).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Envoyer les invitations' });
  await send.tap();
  // A second tap, if the button is still there: once the first has closed the form it is gone, and
  // waiting longer for it would only spend the test's time.
  await send.tap({ force: true, timeout: 2_000 }).catch(() => undefined);
  await expect(page.getByText('3 invitations envoyées.')).toBeVisible();
  await page.keyboard.press('Escape');
  const rows = page.getByTestId('invitation-row').filter({ hasText: '@exemple.sn' });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Envoyée' })).toHaveCount(3);
  expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);

  // The newcomer, on a phone of their own, opens the e-mailed link.
  const phone = await browser.newContext({ ...test.info().project.use, baseURL: origin });
  const visitor = await phone.newPage();
  await visitor.goto(await invitationLink(origin, newcomer));
  await expect(
    visitor.getByRole('heading', { name: `Invitation à rejoindre « ${cohort.name} »` }),
  ).toBeVisible();
  await visitor.getByRole('main').getByRole('link', { name: 'Créer un compte' }).tap();
  await visitor.getByLabel('Email').fill(newcomer);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await visitor.getByLabel('Confirmer le mot de passe').fill(DEMO_PASSWORD);
  await visitor.getByRole('checkbox').check();
  await visitor.getByRole('button', { name: 'Créer mon compte' }).tap();
  // The second e-mail to this address: the invitation came first.
  await visitor.getByLabel('Code reçu par e-mail').fill(await codeFromMailbox(phone, newcomer, 2));
  await visitor.getByRole('button', { name: 'Confirmer mon adresse' }).tap();
  await expect(visitor).toHaveURL(/\/invitation\?token=/);
  await visitor.getByRole('button', { name: 'Rejoindre la cohorte' }).tap();
  await expect(visitor).toHaveURL(/\/dashboard\/parcours$/);
  await expect(visitor.getByText(`Bienvenue dans « ${cohort.name} » !`)).toBeVisible();
  // Their parcours is the cohort's: its dates, « À venir », the next session highlighted, one tap to
  // put it in the phone's calendar.
  await expect(visitor.getByTestId('parcours-cohort')).toContainText(
    `Cohorte « ${cohort.name} » · Incubateur de Dakar`,
  );
  const next = visitor.locator('[data-testid="parcours-session"][data-next="true"]');
  await expect(next).toHaveCount(1);
  await expect(next).toContainText('Prochaine session');
  await expect(next).toContainText('4 janvier 2027');
  await expect(next.getByTestId('parcours-timing')).toHaveText('À venir');
  const [calendarFile] = await Promise.all([
    visitor.waitForEvent('download'),
    next.getByRole('button', { name: 'Ajouter à mon agenda' }).tap(),
  ]);
  expect(calendarFile.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await calendarFile.path()) ?? '', 'utf8');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270104');
  expect(await visitor.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);
  await phone.close();

  // The manager sees who joined.
  await page.reload();
  await expect(rows.filter({ hasText: newcomer })).toContainText('Acceptée');
  await expect(page.getByTestId('participant-row').filter({ hasText: newcomer })).toContainText('Awa Ndiaye');
  await expect(rows.filter({ hasText: 'Envoyée' })).toHaveCount(2);
  const { body: after } = await callApi<Cohort>(origin, `/cohorts/${cohort.id}`, { token });
  expect(after.participants_count).toBe(1);
});
