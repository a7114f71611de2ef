/**
 * Issue 31, point 2: a large file survives a bad connection. An editor on a phone adds a 12 MB PDF
 * to a session: it goes up in three parts; the connection drops after the first, the upload fails,
 * the editor reloads the page and picks the same file again: only the parts S3 does not hold are
 * sent (the progress starts where S3 stands), and the document saves.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Request, type Route } from '@playwright/test';
import { MESSAGES } from '@common/messages';
import { formatFileSize } from '@common/uploads';
import { signIn, unique } from './support';
import { createEditor, createSession, skipOnboarding, test } from './dashboard-support';

const MB = 1024 * 1024;
const SIZE = 12 * MB;

/** A 12 MB PDF on disk: picked twice, it is the same file to the browser (name, size, date). */
function bigPdf(): string {
  const bytes = Buffer.alloc(SIZE, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', SIZE - 7, 'latin1');
  const path = join(mkdtempSync(join(tmpdir(), 'tremplin-e2e-')), 'guide_du_pitch.pdf');
  writeFileSync(path, bytes);
  return path;
}

const isPart = (request: Request) => request.method() === 'PUT' && /[?&]partNumber=\d+/.test(request.url());
const partNumber = (url: string) => Number(/[?&]partNumber=(\d+)/.exec(url)?.[1]);
const toStorage = (url: URL) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/cognito');

test('an upload cut off mid-way resumes from the last part S3 holds, and the document saves', async ({
  page,
  origin,
}) => {
  test.setTimeout(120_000);
  const file = bigPdf();
  const editor = await createEditor(origin);
  const session = await createSession(origin, editor.token, {
    title: unique('Atelier pitch'),
    status: 'draft',
  });
  await skipOnboarding(origin, editor.token);
  await signIn(page, editor.email);
  await page.goto(`/dashboard/sessions/${session.id}/documents/new`);
  await expect(page.getByRole('heading', { name: 'Nouveau document' })).toBeVisible();

  // The connection holds for the first part only.
  const sentFirst: number[] = [];
  await page.route(toStorage, async (route: Route) => {
    const request = route.request();
    if (!isPart(request)) return route.fallback();
    if (partNumber(request.url()) !== 1) return route.abort('internetdisconnected');
    sentFirst.push(1);
    return route.fallback();
  });
  const firstPartStored = page.waitForResponse(
    (response) => isPart(response.request()) && partNumber(response.url()) === 1 && response.status() === 200,
  );
  await page.locator('input[type="file"]').setInputFiles(file);
  await firstPartStored;
  // Each part is tried again after a pause before the upload gives up.
  await expect(page.getByText(MESSAGES.uploadFailed)).toBeVisible({ timeout: 30_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The editor reloads and picks the same file: only parts 2 and 3 go, after S3 is asked what it holds.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nouveau document' })).toBeVisible();
  const resumed: number[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(toStorage, async (route: Route) => {
    const request = route.request();
    if (!isPart(request)) return route.fallback();
    resumed.push(partNumber(request.url()));
    await held;
    return route.fallback();
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  // Before any part of this try is stored, the progress counts the part S3 holds: 5 MB of 12, 42 %.
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((5 / 12) * 100)),
  );
  release();
  await expect(page.getByText('Téléversement terminé')).toBeVisible({ timeout: 60_000 });
  expect(resumed.sort()).toEqual([2, 3]);
  expect(resumed.length).toBeLessThan(3);

  await expect(page.getByLabel('Titre')).toHaveValue('Guide Du Pitch');
  await page.getByLabel('Catégorie').selectOption('guide');
  await page.getByRole('button', { name: 'Ajouter le document' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}/documents$`));
  const card = page.getByTestId('document-card').filter({ hasText: 'Guide Du Pitch' });
  await expect(card).toContainText(formatFileSize(SIZE));
  expect(sentFirst).toEqual([1]);
});
