/**
 * The PDF reader on a phone (360 px, touch): a document's pages drawn by pdf.js with selectable
 * text, read by HTTP ranges, paged and zoomed with buttons, keys and two fingers; damaged and
 * protected files say so and can still be downloaded. The PDFs are written by the test itself.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DocumentItem, Session } from '@common/api-types';
import { PDF_READER_MESSAGES } from '@common/messages';
import { pdfFile, pdfOfSize } from '../support/pdf-file';
import { accessToken, addPdf, callApi, DEMO, signIn, unique } from './support';

interface Arranged {
  session: Session;
  guide: DocumentItem;
  heavy: DocumentItem;
  heavyBytes: number;
  broken: DocumentItem;
  locked: DocumentItem;
}

let arranged: Arranged;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const token = await accessToken(base, DEMO.editor);
  const session = await callApi<Session>(base, '/sessions', {
    method: 'POST',
    token,
    body: {
      title: unique('Lecteur PDF'),
      status: 'published',
      description: 'Documents du lecteur.',
      tags: [],
    },
  });
  expect(session.status).toBe(201);
  const id = session.body.id;
  const guide = await addPdf(
    base,
    token,
    id,
    'Guide en trois pages',
    pdfFile({
      pages: [
        { lines: ['Étude de marché', 'Première page : les clients et leurs besoins.'] },
        { lines: ['Concurrence', 'Deuxième page : qui vend déjà quoi, et à quel prix.'] },
        { lines: ['Plan d’action', 'Troisième page : les prochaines étapes.'] },
      ],
    }),
  );
  const heavyFile = pdfOfSize(1536 * 1024, 12, 'Manuel illustré');
  const heavy = await addPdf(base, token, id, 'Manuel illustré', heavyFile);
  const broken = await addPdf(
    base,
    token,
    id,
    'Fichier abîmé',
    Buffer.from('%PDF-1.7\nce fichier est coupé net', 'latin1'),
  );
  const locked = await addPdf(
    base,
    token,
    id,
    'Document protégé',
    pdfFile({ pages: [{ lines: ['Confidentiel'] }], userPassword: 'secret' }),
  );
  arranged = { session: session.body, guide, heavy, heavyBytes: heavyFile.length, broken, locked };
});

async function openPreview(page: Page, title: string) {
  const row = page.getByTestId('session-document').filter({ hasText: title });
  await row.getByRole('button', { name: /Aperçu/ }).click();
  const preview = page.getByTestId('document-preview');
  await expect(preview).toBeVisible();
  return preview;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.user);
  await page.goto(`/session/${arranged.session.id}`);
});

test('shows the first page as text, pages with buttons and keys, and keeps the focus in', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const preview = await openPreview(page, 'Guide en trois pages');
  await expect(preview.locator('iframe')).toHaveCount(0);
  const pages = preview.locator('.pdfViewer .page');
  await expect(pages.nth(0).locator('.textLayer')).toContainText('Étude de marché');
  await expect(pages.nth(0).locator('.textLayer')).toContainText('les clients et leurs besoins');
  await expect(pages.nth(0).locator('canvas')).toBeVisible();
  // pdf.js parses in its own worker, a file of the site the CSP allows (no fallback to the page).
  expect(page.workers().some((worker) => /\/assets\/pdf\.worker\.min-/.test(worker.url()))).toBe(true);
  expect(refused).toEqual([]);
  const indicator = preview.getByTestId('pdf-page-indicator');
  await expect(indicator).toContainText('Page 1 sur 3');
  await expect(preview.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

  // The page fills the width of the phone (fit to width), the text can be selected.
  const box = await pages.nth(0).boundingBox();
  expect(box?.width).toBeGreaterThan(340);
  expect(box?.width).toBeLessThanOrEqual(360);
  await pages.nth(0).locator('.textLayer').selectText();
  // A string, evaluated in the page (this file is compiled without the DOM library).
  expect(await page.evaluate<string>('String(getSelection())')).toContain('Étude de marché');

  await preview.getByRole('button', { name: 'Page suivante' }).click();
  await expect(indicator).toContainText('Page 2 sur 3');
  await expect(pages.nth(1).locator('.textLayer')).toContainText('qui vend déjà quoi');
  await page.keyboard.press('PageDown');
  await expect(indicator).toContainText('Page 3 sur 3');
  await expect(pages.nth(2).locator('.textLayer')).toContainText('les prochaines étapes');
  await expect(preview.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(indicator).toContainText('Page 2 sur 3');
  await page.keyboard.press('Home');
  await expect(indicator).toContainText('Page 1 sur 3');

  // Tab goes round the dialog's own controls only.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    await expect(preview.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

test('zooms with the buttons and with two fingers, and fits the width again', async ({ page }) => {
  const preview = await openPreview(page, 'Guide en trois pages');
  const first = preview.locator('.pdfViewer .page').first();
  await expect(first.locator('.textLayer')).toContainText('Étude de marché');
  const zoom = preview.getByTestId('pdf-zoom');
  const fitted = (await zoom.textContent()) ?? '';
  const percent = async () => Number(((await zoom.textContent()) ?? '').replace(/\D/g, ''));
  const fittedPercent = await percent();
  const fit = preview.getByRole('button', { name: 'Ajuster à la largeur' });
  await expect(fit).toBeDisabled();

  await preview.getByRole('button', { name: 'Zoom avant' }).click();
  await expect.poll(percent).toBeGreaterThan(fittedPercent);
  await expect(fit).toBeEnabled();
  await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeGreaterThan(380);
  // Zoomed in, the text layer follows the page: still there, still the same text.
  await expect(first.locator('.textLayer')).toContainText('Étude de marché');

  await fit.click();
  await expect(zoom).toHaveText(fitted);
  await preview.getByRole('button', { name: 'Zoom arrière' }).click();
  await expect.poll(percent).toBeLessThan(fittedPercent);
  await fit.click();
  await expect(zoom).toHaveText(fitted);

  // Two fingers moving apart on the page zoom in.
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = [180, 360];
  const touch = (spread: number) => [
    { x: x - spread, y, id: 0 },
    { x: x + spread, y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(30) });
  for (let spread = 40; spread <= 140; spread += 10)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(percent).toBeGreaterThan(fittedPercent * 1.5);
  await expect(fit).toBeEnabled();
});

test('reads a large PDF by ranges: the first page shows before the file has arrived', async ({ page }) => {
  const reads: { range: string | undefined; status: number; bytes: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().includes('/tremplin-documents/') || request.method() !== 'GET') return;
    reads.push({
      range: request.headers().range,
      status: response.status(),
      bytes: Number(response.headers()['content-length'] ?? 0),
    });
  });
  const preview = await openPreview(page, 'Manuel illustré');
  await expect(preview.locator('.pdfViewer .page').first().locator('.textLayer')).toContainText(
    'Manuel illustré',
  );
  await expect(preview.getByTestId('pdf-page-indicator')).toContainText('Page 1 sur 12');
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) {
    expect(read.range, JSON.stringify(read)).toMatch(/^bytes=/);
    expect(read.status, JSON.stringify(read)).toBe(206);
  }
  const received = reads.reduce((sum, read) => sum + read.bytes, 0);
  expect(received).toBeLessThan(arranged.heavyBytes / 2);

  // The last page is fetched when it is shown, and drawn as text too.
  await page.keyboard.press('End');
  await expect(preview.getByTestId('pdf-page-indicator')).toContainText('Page 12 sur 12');
  await expect(preview.locator('.pdfViewer .page').nth(11).locator('.textLayer')).toContainText(
    'Page 12 sur 12',
  );
});

test("a phone without the newest JavaScript gets pdf.js's legacy build, and the same pages", async ({
  page,
}) => {
  // What pdf.js's modern build calls first among the newest features (Chrome 145, Safari 26).
  await page.addInitScript('delete Map.prototype.getOrInsertComputed');
  await page.goto(`/session/${arranged.session.id}`);
  const engines: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(pdf-engine-\w+|pdf\.worker\.min)-/.exec(request.url())?.[1];
    if (name) engines.push(name);
  });
  const preview = await openPreview(page, 'Guide en trois pages');
  await expect(preview.locator('.pdfViewer .page').first().locator('.textLayer')).toContainText(
    'Étude de marché',
  );
  await preview.getByRole('button', { name: 'Page suivante' }).click();
  await expect(preview.getByTestId('pdf-page-indicator')).toContainText('Page 2 sur 3');
  expect(engines).toContain('pdf-engine-legacy');
  expect(engines).not.toContain('pdf-engine-modern');
});

test('the open reader has no WCAG 2.1 A/AA violation', async ({ page }) => {
  const preview = await openPreview(page, 'Guide en trois pages');
  await expect(preview.locator('.pdfViewer .page').first().locator('.textLayer')).toContainText(
    'Étude de marché',
  );
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="document-preview"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a damaged PDF says so and can still be downloaded', async ({ page }) => {
  const preview = await openPreview(page, 'Fichier abîmé');
  await expect(preview.getByRole('alert')).toHaveText(PDF_READER_MESSAGES.unreadable);
  await expect(preview.locator('iframe')).toHaveCount(0);
  const download = preview.getByRole('button', { name: 'Télécharger' });
  await expect(download).toBeVisible();
  const answer = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/documents/${arranged.broken.id}/download`) && r.request().method() === 'POST',
  );
  const saved = page.waitForEvent('download');
  await download.click();
  expect((await answer).status()).toBe(200);
  // Saved from the page: the reader stays open, no tab opens.
  expect((await saved).suggestedFilename()).toMatch(/\.pdf$/);
  expect(page.context().pages()).toHaveLength(1);
  await expect(preview).toBeVisible();
});

test('a password-protected PDF says so and can still be downloaded', async ({ page }) => {
  const preview = await openPreview(page, 'Document protégé');
  await expect(preview.getByRole('alert')).toHaveText(PDF_READER_MESSAGES.passwordProtected);
  await expect(preview.getByRole('button', { name: 'Télécharger' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
});
