/**
 * Deliverables on phones (issue 31, points 1 and 3): a manager adds a "Livrable" to a session of a
 * cohort; the participant hands in a PDF ("Déposer mon livrable"); their startup's mentor finds it in
 * "À relire (n)" and asks for changes with a comment ("À revoir"); the participant reads the comment
 * and hands in a new version; the mentor accepts it; the participant sees "Validé" — then (point 4)
 * downloads their certificate, whose text and link the test reads; its page says "Certificat vérifié"
 * until the manager revokes it, then "Certificat introuvable".
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Cohort } from '@common/api-types';
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

/** A new account invited to the cohort under `startup` and joined: its e-mail and token. */
async function joined(origin: string, manager: string, cohortId: string, name: string, startup: string) {
  const email = await createAccount(origin, 'livrable');
  const token = await accessToken(origin, email);
  await skipOnboarding(origin, token);
  const invited = await callApi(origin, `/cohorts/${cohortId}/invitations`, {
    method: 'POST',
    token: manager,
    body: { invitees: [{ email, full_name: name, startup }] },
  });
  expect(invited.status).toBe(200);
  const accepted = await callApi(origin, '/invitations/accept', {
    method: 'POST',
    token,
    body: { invitation_token: await invitationToken(origin, email) },
  });
  expect(accepted.status).toBe(200);
  return { email, token };
}

/** A one-page PDF with `text` on it, as a participant's tool makes one. */
async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText(text, { x: 48, y: 780, size: 18, font });
  return Buffer.from(await document.save());
}

async function phoneOf(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL: origin });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** "Déposer mon livrable" on the participant's phone, with `file` and a note. */
async function handIn(page: Page, title: string, file: string, note: string) {
  await page.goto('/dashboard/parcours');
  const card = page.getByTestId('deliverable').filter({ hasText: title });
  await expectFirst(card).toBeVisible();
  await card
    .getByLabel('Fichier')
    .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: await pdf(file) });
  await card.getByLabel('Note pour le relecteur (facultative)').fill(note);
  await card.getByRole('button', { name: 'Déposer mon livrable' }).tap();
  await expect(card.getByText('Livrable déposé : il attend sa relecture.')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('deliverable-state')).toHaveText('En attente de relecture');
  return card;
}

/** The mentor's decision on the entry of `title` in "À relire", after reading the file in the reader. */
async function decide(page: Page, title: string, decision: 'Validé' | 'À revoir', comment = '') {
  await page.goto('/dashboard/a-relire');
  await expectFirst(page.getByRole('heading', { level: 1, name: /^À relire \(\d+\)$/ })).toBeVisible();
  const entry = page.getByTestId('review-entry').filter({ hasText: title });
  await expectFirst(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Lire le fichier' }).tap();
  const preview = page.getByTestId('document-preview');
  await expectFirst(preview.getByTestId('pdf-page-indicator')).toContainText('Page 1 sur 1');
  await preview.getByRole('button', { name: 'Fermer' }).tap();
  await expect(preview).toHaveCount(0);
  await entry.getByRole('radio', { name: decision }).check();
  if (comment) await entry.getByLabel('Commentaire').fill(comment);
  await entry.getByRole('button', { name: 'Envoyer la décision' }).tap();
  await expect(page.getByText('Décision enregistrée : le participant est prévenu.')).toBeVisible();
  await expect(entry).toHaveCount(0);
}

test('a manager adds a deliverable; the participant hands in, is asked for changes, hands in again and is accepted', async ({
  page,
  browser,
  origin,
}) => {
  test.setTimeout(300_000);
  await waitForDemoContent(origin);
  const manager = await accessToken(origin, DEMO.editor);
  await skipOnboarding(origin, manager);
  const { body: cohort, status } = await callApi<Cohort>(origin, '/cohorts', {
    method: 'POST',
    token: manager,
    body: {
      request_id: randomUUID(),
      name: unique('Promotion Livrables'),
      organisation: 'Incubateur de Dakar',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
    },
  });
  expect(status).toBe(201);
  const participant = await joined(origin, manager, cohort.id, 'Awa Ndiaye', 'Teranga Foods');
  const mentor = await joined(origin, manager, cohort.id, 'Moussa Sarr', 'Teranga Foods');
  const made = await callApi(
    origin,
    `/cohorts/${cohort.id}/participants/${await userId(origin, mentor.token)}/role`,
    {
      method: 'PUT',
      token: manager,
      body: { role: 'mentor', startups: ['Teranga Foods'] },
    },
  );
  expect(made.status).toBe(200);

  // The manager's phone: "Ajouter un livrable" on the cohort's page.
  const title = unique('Canevas');
  await signIn(page, DEMO.editor);
  await page.goto(`/dashboard/cohortes/${cohort.id}`);
  const section = page.getByTestId('cohort-deliverables');
  await expectFirst(section.getByRole('button', { name: 'Ajouter un livrable' })).toBeVisible();
  await section.getByRole('button', { name: 'Ajouter un livrable' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Nouveau livrable' });
  await dialog.getByLabel('Titre du livrable').fill(title);
  await dialog.getByLabel('Consignes').fill('Les neuf blocs, en une page.');
  await expect(dialog.getByRole('checkbox', { name: 'PDF' })).toBeChecked();
  await expect(
    dialog.getByRole('checkbox', { name: 'Obligatoire pour terminer le programme' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Enregistrer' }).tap();
  await expect(section.getByText('Livrable enregistré.')).toBeVisible();
  await expect(section.getByTestId('cohort-deliverable').filter({ hasText: title })).toContainText('0 dépôt');

  // The participant hands in a PDF.
  const learner = await phoneOf(browser, origin, participant.email);
  await handIn(learner, title, 'canevas-v1.pdf', 'Première version');

  // The mentor asks for changes.
  const reviewer = await phoneOf(browser, origin, mentor.email);
  const comment = 'Précisez le segment de clientèle.';
  await decide(reviewer, title, 'À revoir', comment);

  // The participant reads the comment and hands in again.
  await learner.goto('/dashboard/parcours');
  const card = learner.getByTestId('deliverable').filter({ hasText: title });
  await expectFirst(card.getByTestId('deliverable-state')).toHaveText('À revoir');
  await expect(card.getByTestId('reviewer-comment')).toContainText(comment);
  await handIn(learner, title, 'canevas-v2.pdf', 'Segment précisé');

  // The mentor accepts; the participant sees "Validé", and no more "Déposer mon livrable".
  await decide(reviewer, title, 'Validé');
  await learner.goto('/dashboard/parcours');
  await expectFirst(card.getByTestId('deliverable-state')).toHaveText('Validé');
  await expect(card.getByRole('button', { name: 'Déposer mon livrable' })).toHaveCount(0);
  expect(await learner.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);

  // Every required deliverable accepted: the participant downloads their certificate. Its text names
  // them and the cohort; its link (the address its QR code carries) is its public page.
  const certificateSection = learner.getByRole('region', { name: 'Certificat' });
  const [download] = await Promise.all([
    learner.waitForEvent('download'),
    certificateSection.getByRole('button', { name: 'Télécharger mon certificat' }).tap(),
  ]);
  const { text, links } = await readPdf(await download.path());
  expect(text).toContain('Awa Ndiaye');
  expect(text).toContain(cohort.name);
  expect(text).toContain('Incubateur de Dakar');
  expect(links).toHaveLength(1);
  const address = new URL(links[0] ?? '');
  expect(address.origin).toBe(new URL(origin).origin);
  expect(address.pathname).toMatch(/^\/certificats\/[2-9A-HJKMNP-Z]{12}$/);

  // Anyone who follows it reads "Certificat vérifié", without signing in.
  const verifier = await (
    await browser.newContext({ ...test.info().project.use, baseURL: origin })
  ).newPage();
  await verifier.goto(address.pathname);
  await expectFirst(verifier.getByRole('heading', { level: 1, name: 'Certificat vérifié' })).toBeVisible();
  await expect(verifier.getByText('Awa Ndiaye')).toBeVisible();
  await expect(verifier.getByText(cohort.name)).toBeVisible();

  // The manager revokes it from the participant's page: its address now says "Certificat introuvable".
  await page.goto(`/dashboard/cohortes/${cohort.id}/participants/${await userId(origin, participant.token)}`);
  const held = page.getByRole('region', { name: 'Certificat' });
  await expectFirst(held.getByRole('button', { name: 'Révoquer le certificat' })).toBeVisible();
  await held.getByRole('button', { name: 'Révoquer le certificat' }).tap();
  const confirm = page.getByRole('dialog', { name: 'Révoquer le certificat' });
  await expect(confirm).toContainText('Révoquer le certificat de Awa Ndiaye ?');
  await confirm.getByRole('button', { name: 'Révoquer le certificat' }).tap();
  await expect(held).toContainText('Certificat révoqué le');
  await verifier.reload();
  await expectFirst(
    verifier.getByRole('heading', { level: 1, name: 'Certificat introuvable' }),
  ).toBeVisible();

  // The cohort's "Rapport", over a period that holds today's review: its figures are the story's.
  await page.goto(`/dashboard/cohortes/${cohort.id}`);
  await page.getByRole('link', { name: 'Rapport' }).first().tap();
  await expect(page.getByText('Du 4 janvier 2027 au 26 avril 2027')).toBeVisible();
  await page.getByLabel('Du', { exact: true }).fill('2026-01-01');
  await page.getByLabel('Au', { exact: true }).fill('2027-12-31');
  await page.getByRole('button', { name: 'Afficher' }).tap();
  await expect(page.getByText('Du 1 janvier 2026 au 31 décembre 2027')).toBeVisible();
  const figure = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  // Awa alone: the mentor is not a participant; her hand-in accepted; the certificate revoked.
  await expect(figure('Participants')).toContainText('1');
  await expect(figure('Startups')).toContainText('1');
  await expect(figure('Livrables validés')).toContainText('1');
  await expect(figure('Taux de complétion')).toContainText('100 %');
  await expect(figure('Certificats délivrés')).toContainText('0');
});

/** The text of a PDF's first page and the addresses it links to, as pdf.js reads them. */
async function readPdf(path: string): Promise<{ text: string; links: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 })
    .promise;
  const first = await document.getPage(1);
  const text = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('\n');
  const links = (await first.getAnnotations()).flatMap((a: { subtype?: string; url?: string }) =>
    a.subtype === 'Link' && a.url ? [a.url] : [],
  );
  return { text, links };
}

async function userId(origin: string, token: string): Promise<string> {
  const { body } = await callApi<{ id: string }>(origin, '/me', { token });
  return body.id;
}
