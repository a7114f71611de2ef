/**
 * The document form on a phone (issue 17): leaving it mid-upload warns, as the session form does,
 * for an in-app link, the Back button and closing the tab; staying keeps the file and the fields.
 */
import { expect } from '@playwright/test';
import { signIn, unique } from './support';
import { createEditor, createSession, skipOnboarding, test } from './dashboard-support';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test('leaving mid-upload asks first: a link, Back and closing the tab; staying keeps the work', async ({
  page,
  origin,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(origin);
  const session = await createSession(origin, editor.token, {
    title: unique('Atelier pitch'),
    status: 'draft',
  });
  await skipOnboarding(origin, editor.token);
  await signIn(page, editor.email);
  await page.goto(`/dashboard/sessions/${session.id}/documents`);
  await page.getByRole('link', { name: 'Ajouter un document' }).click();
  await expect(page).toHaveURL(/\/documents\/new$/);

  // Storage answers slowly: the upload is still under way while the editor types and leaves.
  let releaseStorage: () => void = () => undefined;
  const storageHeld = new Promise<void>((resolve) => (releaseStorage = resolve));
  let storageReached: () => void = () => undefined;
  const reachedStorage = new Promise<void>((resolve) => (storageReached = resolve));
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/cognito'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      storageReached();
      await storageHeld;
      await route.continue().catch(() => undefined);
    },
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'grille_de_pitch.pdf', mimeType: 'application/pdf', buffer: PDF });
  await reachedStorage;
  await expect(page.getByText('Téléversement en cours…')).toBeVisible();
  await page.getByLabel('Description').fill('Pour la séance de lundi');
  await page.getByLabel('Catégorie').selectOption('guide');

  const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  const stillHere = async () => {
    await expect(page).toHaveURL(/\/documents\/new$/);
    await expect(page.getByText('Téléversement en cours…')).toBeVisible();
    await expect(page.getByLabel('Titre')).toHaveValue('Grille De Pitch');
    await expect(page.getByLabel('Description')).toHaveValue('Pour la séance de lundi');
  };

  // An in-app link.
  await page.getByRole('link', { name: 'Annuler', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(dialog).toBeHidden();
  await stillHere();

  // The Back button.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await stillHere();

  // Closing the tab (or reloading): the browser's own warning; dismissed, the page stays.
  const warned = new Promise<string>((resolve) =>
    page.once('dialog', (browserDialog) => {
      resolve(browserDialog.type());
      void browserDialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await warned).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await stillHere();

  // Leaving for real, when the editor says so.
  await page.getByRole('link', { name: 'Annuler', exact: true }).click();
  await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/sessions/${session.id}/documents$`));
  releaseStorage();
});
