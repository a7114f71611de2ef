/**
 * The settings' profile photo on a phone (issue 17): a photo chosen before any name is typed
 * uploads and saves on its own; the full-name rule applies to saving the profile's fields, under
 * the name field.
 */
import { expect } from '@playwright/test';
import { MESSAGES } from '@common/messages';
import { accessToken, createAccount, signIn } from './support';
import { me, pngImage, skipOnboarding, test } from './dashboard-support';

test('a photo chosen before the name is typed uploads and saves on its own', async ({ page, origin }) => {
  const email = await createAccount(origin, 'photo');
  const token = await accessToken(origin, email);
  await skipOnboarding(origin, token);
  await signIn(page, email);
  await page.goto('/dashboard/settings');
  const name = page.getByLabel('Nom complet');
  await expect(name).toHaveValue('');

  await page.getByLabel('Ajouter une photo').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: pngImage(16),
  });
  await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo de profil' })).toHaveAttribute(
    'src',
    /^\/media\/avatars\/avatar-/,
  );
  await expect(page.getByText(MESSAGES.fullNameRequired)).toHaveCount(0);
  const saved = await me(origin, token);
  expect(saved.avatar_url).toMatch(/^\/media\/avatars\/avatar-/);
  expect(saved.full_name).toBeNull();

  // Saving the profile's fields still needs the name, said under the name field.
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MESSAGES.fullNameRequired)).toHaveCount(1);

  // The photo is removed on its own too.
  await page.getByRole('button', { name: 'Supprimer la photo' }).click();
  await expect(page.getByText('Photo de profil supprimée avec succès')).toBeVisible();
  expect((await me(origin, token)).avatar_url).toBeNull();
});
