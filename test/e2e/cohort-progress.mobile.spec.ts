/**
 * A cohort's progress on phones (issue 30, point 4): a participant downloads a document of the
 * cohort's first session and marks it done; the manager sees it in the grid (which scrolls sideways
 * with the names in view, the page does not), takes attendance in one tap on the participant's page,
 * and the exported CSV holds both values (parsed as a spreadsheet reads it).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { CatalogPage, Cohort } from '@common/api-types';
import { skipOnboarding, test } from './dashboard-support';
import {
  accessToken,
  callApi,
  createAccount,
  DEMO,
  invitationToken,
  signIn,
  unique,
  waitForDemoContent,
} from './support';

// The first read of a function not called yet in this run starts it (a cold start).
const expectFirst = expect.configure({ timeout: 60_000 });

const scrollsSideways = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth > window.innerWidth');

test('a participant finishes a session; the manager sees it in the grid, takes attendance and exports it', async ({
  page,
  browser,
  origin,
}) => {
  test.setTimeout(240_000);
  await waitForDemoContent(origin);
  const manager = await accessToken(origin, DEMO.editor);
  await skipOnboarding(origin, manager);
  const { body: created, status } = await callApi<Cohort>(origin, '/cohorts', {
    method: 'POST',
    token: manager,
    body: {
      request_id: randomUUID(),
      name: unique('Promotion Rabat'),
      organisation: 'Incubateur de Rabat',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
    },
  });
  expect(status).toBe(201);
  // By default its programme is the published programme, the first session first.
  const { body: catalogue } = await callApi<CatalogPage>(origin, '/sessions?sort=programme&limit=1');
  const first = catalogue.items[0];
  if (!first) throw new Error('No programme');
  expect(created.programme[0]?.session_id).toBe(first.id);

  // A participant, invited and joined (the invitation's own path is tested in invitations.mobile).
  const email = await createAccount(origin, 'progression');
  const learner = await accessToken(origin, email);
  await skipOnboarding(origin, learner);
  const invited = await callApi(origin, `/cohorts/${created.id}/invitations`, {
    method: 'POST',
    token: manager,
    body: { invitees: [{ email, full_name: 'Nadia Alaoui', startup: 'Atlas Drone' }] },
  });
  expect(invited.status).toBe(200);
  const joined = await callApi(origin, '/invitations/accept', {
    method: 'POST',
    token: learner,
    body: { invitation_token: await invitationToken(origin, email) },
  });
  expect(joined.status).toBe(200);

  // On their phone: a document of the first session downloaded, the session marked done.
  const phone = await browser.newContext({ ...test.info().project.use, baseURL: origin });
  const participant = await phone.newPage();
  await signIn(participant, email);
  await participant.goto(`/session/${first.id}`);
  const documents = participant.getByTestId('session-document');
  await expectFirst(documents.first()).toBeVisible();
  const file = participant.waitForEvent('download', { timeout: 30_000 });
  await documents
    .first()
    .getByRole('button', { name: /Télécharger/ })
    .tap();
  await file;
  await participant.goto('/dashboard/parcours');
  const row = participant
    .getByTestId('parcours-session')
    .filter({ has: participant.getByRole('link', { name: first.title, exact: true }) });
  await expectFirst(row).toContainText('1 document ouvert');
  const marked = participant.waitForResponse(
    (r) => r.url().includes('/api/me/parcours/sessions/') && r.request().method() === 'PUT',
  );
  await row.getByRole('button', { name: /J'ai terminé cette session/ }).tap();
  expect((await marked).status()).toBe(200);
  await phone.close();

  // The manager's phone: the grid says it (the pipeline copies it over in a moment).
  await signIn(page, DEMO.editor);
  await page.goto(`/dashboard/cohortes/${created.id}`);
  const progress = page.getByRole('region', { name: 'Progression' });
  const learnerRow = progress.getByTestId('progress-row').filter({ hasText: 'Nadia Alaoui' });
  await expect(async () => {
    await page.reload();
    await expect(learnerRow.locator('td').first()).toContainText('Terminée', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  // The grid scrolls inside its own area; the page does not, and the name stays in view.
  expect(await scrollsSideways(page)).toBe(false);
  const grid = progress.getByRole('region', { name: 'Progression des participants, session par session' });
  type Scroller = { scrollWidth: number; clientWidth: number; scrollLeft: number };
  expect(
    await grid.evaluate(
      (el) => (el as unknown as Scroller).scrollWidth > (el as unknown as Scroller).clientWidth,
    ),
  ).toBe(true);
  await grid.evaluate((el) => {
    const scroller = el as unknown as Scroller;
    scroller.scrollLeft = scroller.scrollWidth;
  });
  const name = learnerRow.getByRole('link', { name: 'Voir la progression de Nadia Alaoui' });
  const box = await name.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);

  // Attendance, in one tap on the participant's page.
  await name.tap();
  await expect(page.getByRole('heading', { name: 'Progression de Nadia Alaoui', level: 1 })).toBeVisible();
  const session = page.getByTestId('participant-session').filter({ hasText: first.title });
  await expect(session).toContainText('Terminée');
  const present = session.getByRole('button', { name: 'Présent' });
  await present.tap();
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await expect(session.getByText('Présence enregistrée.')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  // "Exporter (CSV)": the file a spreadsheet opens, with both values.
  await page.getByRole('link', { name: 'Retour à la cohorte' }).tap();
  await expect(learnerRow.locator('td').first()).toContainText('Présent');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    progress.getByRole('button', { name: 'Exporter (CSV)' }).tap(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^progression-promotion-rabat-[a-z0-9]+\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes, {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
  });
  const [header, ...lines] = rows;
  const line = lines.find((l) => l[1] === email);
  if (!header || !line) throw new Error('No header or no row for the participant');
  expect(line.slice(0, 5)).toEqual(['Nadia Alaoui', email, 'Atlas Drone', 'Participant', '1']);
  const column = (suffix: string) => header.findIndex((h) => h.endsWith(`${first.title} — ${suffix}`));
  expect(line[column('progression')]).toBe('Terminée');
  expect(line[column('présence')]).toBe('Présent');
});
