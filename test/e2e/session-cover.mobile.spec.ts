/**
 * The session form's cover on a phone (issue 17): a file that is not an image, whatever its name,
 * is refused the moment it is chosen, before anything is sent; removing it clears the error, and
 * the session saves without contradictory messages.
 */
import { expect } from '@playwright/test';
import { UPLOAD_MESSAGES } from '@common/messages';
import { callApi, signIn, unique } from './support';
import { createEditor, pngImage, skipOnboarding, test } from './dashboard-support';

test('a fake image is refused at once, never shown as uploaded; removing it clears the error', async ({
  page,
  origin,
}) => {
  test.setTimeout(60_000);
  const editor = await createEditor(origin);
  await skipOnboarding(origin, editor.token);
  await signIn(page, editor.email);
  await page.goto('/dashboard/sessions/new');
  const title = unique('Session sans image');
  await page.getByRole('textbox', { name: 'Titre' }).fill(title);

  const tickets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/uploads') tickets.push(request.url());
  });
  const file = page.locator('input[type="file"]');
  const refusal = (message: string) => page.getByRole('alert').filter({ hasText: message });

  // A text file renamed .png.
  await file.setInputFiles({
    name: 'photo-de-groupe.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Ceci est un fichier texte renommé en .png'),
  });
  await expect(refusal(UPLOAD_MESSAGES.imageUnsupported)).toBeVisible();
  await expect(page.getByText('Image téléversée')).toHaveCount(0);
  await expect(page.getByTestId('cover-preview')).toHaveCount(0);
  await page.getByRole('button', { name: 'Retirer ce fichier' }).click();
  await expect(refusal(UPLOAD_MESSAGES.imageUnsupported)).toHaveCount(0);

  // A PNG's signature over bytes no browser can draw.
  const damaged = Buffer.concat([pngImage().subarray(0, 16), Buffer.alloc(64, 7)]);
  await file.setInputFiles({ name: 'abimee.png', mimeType: 'image/png', buffer: damaged });
  await expect(refusal(UPLOAD_MESSAGES.imageUnreadable)).toBeVisible();
  await expect(page.getByText('Image téléversée')).toHaveCount(0);
  await page.getByRole('button', { name: 'Retirer ce fichier' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Nothing was sent for either file.
  expect(tickets).toEqual([]);

  await page.getByRole('button', { name: 'Créer la session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const saved = await callApi<{ image_url: string | null }>(origin, `/dashboard/sessions/${sessionId}`, {
    token: editor.token,
  });
  expect(saved.body.image_url).toBeNull();
});
