import { expect, type Page } from '@playwright/test';
import { AUTH_MESSAGES, SESSION_MESSAGES } from '@common/messages';
import { PASSWORD_RULE_MESSAGES } from '@common/password-policy';
import {
  accessToken,
  callApi,
  cognitoOperation,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  rewriteCognitoCall,
  signIn,
  unique,
} from './support';
import { me, pngImage, skipOnboarding, test } from './dashboard-support';

/** A fresh account, signed in, its onboarding dialogs dismissed; optionally with a full name already saved. */
async function freshAccount(page: Page, baseURL: string, fullName?: string) {
  const email = await createAccount(baseURL, 'parametres');
  const token = await accessToken(baseURL, email);
  if (fullName) {
    const saved = await callApi(baseURL, '/me', { method: 'PATCH', token, body: { full_name: fullName } });
    expect(saved.status).toBe(200);
  }
  await skipOnboarding(baseURL, token);
  await signIn(page, email);
  return { email, token };
}

test('the profile saves and reloads; the bio links URLs and keeps markup as text', async ({
  page,
  origin: baseURL,
}) => {
  const { email, token } = await freshAccount(page, baseURL);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');

  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await expect(page.getByText('Votre email ne peut pas être modifié')).toBeVisible();
  await expect(page.getByText('Consultation')).toBeVisible();

  // Full name is required.
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Veuillez entrer votre nom complet')).toBeVisible();

  const name = unique('Youssef Alaoui');
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel('Organisation').fill('Startup Maroc');
  await page.getByLabel('Poste').fill('Responsable de programme');
  await page.getByLabel('Localisation').fill('Casablanca');
  await expect(page.getByLabel('Bio')).toHaveAttribute('rows', '4');
  await page
    .getByLabel('Bio')
    .fill(
      'Programme : https://tremplin.example.org/cohorte-3. <script>alert("x")</script> javascript:alert(1)',
    );
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
  // The navbar and sidebar read the profile again.
  await expect(page.getByRole('complementary', { name: 'Navigation du tableau de bord' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nom complet')).toHaveValue(name);
  await expect(page.getByLabel('Organisation')).toHaveValue('Startup Maroc');
  await expect(page.getByLabel('Poste')).toHaveValue('Responsable de programme');
  await expect(page.getByLabel('Localisation')).toHaveValue('Casablanca');
  const link = page.getByRole('link', { name: 'https://tremplin.example.org/cohorte-3' });
  await expect(link).toHaveAttribute('href', 'https://tremplin.example.org/cohorte-3');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const preview = page.getByRole('region', { name: 'Aperçu de la bio' });
  await expect(preview).toContainText('<script>alert("x")</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /javascript/ })).toHaveCount(0);
  const saved = await me(baseURL, token);
  expect(saved.full_name).toBe(name);
});

test('the photo: too large and wrong types are refused with the spec messages; a PNG uploads and is removed', async ({
  page,
  origin: baseURL,
}) => {
  await freshAccount(page, baseURL, 'Salma Idrissi');
  await page.goto('/dashboard/settings');
  const picker = page.getByLabel('Ajouter une photo');

  await picker.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
  });
  await expect(page.getByText("L'image est trop volumineuse. Maximum 2MB.")).toBeVisible();

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
  await expect(page.getByText("Format d'image non supporté. Utilisez JPG, PNG, GIF ou WebP.")).toBeVisible();

  await picker.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText("Format d'image non supporté. Utilisez JPG, PNG, GIF ou WebP.")).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo de profil' })).toHaveCount(0);

  await picker.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: pngImage(16) });
  const photo = page.getByRole('img', { name: 'Photo de profil' });
  await expect(photo).toHaveAttribute('src', /^\/media\/avatars\/avatar-/);
  await expect(page.getByText("Format d'image non supporté")).toHaveCount(0);
  // The picture really loads from storage.
  await expect
    .poll(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(16);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo de profil' })).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer la photo' }).click();
  await expect(page.getByText('Photo de profil supprimée avec succès')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo de profil' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Ajouter une photo')).toBeAttached();
  await expect(page.getByRole('img', { name: 'Photo de profil' })).toHaveCount(0);
});

test('notification preferences are saved to the account and the tab survives a reload', async ({
  page,
  origin: baseURL,
}) => {
  const { token } = await freshAccount(page, baseURL);
  await page.goto('/dashboard/settings');
  const notifications = page.getByRole('tab', { name: 'Notifications' });
  // Keyboard: arrows move along the tabs and select them.
  await page.getByRole('tab', { name: 'Profil' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sécurité' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=security$/);
  await page.keyboard.press('ArrowRight');
  await expect(notifications).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=notifications$/);

  const newDocuments = page.getByLabel('Nouveaux documents dans les sessions suivies');
  const marketing = page.getByLabel('E-mails marketing');
  await expect(newDocuments).toBeChecked();
  await expect(page.getByLabel('Changements de statut des sessions')).toBeChecked();
  await expect(page.getByLabel('Téléchargements de mes documents')).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await newDocuments.uncheck();
  await marketing.check();
  await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
  await expect(page.getByText('Préférences de notification enregistrées')).toBeVisible();

  await page.reload();
  await expect(notifications).toHaveAttribute('aria-selected', 'true');
  await expect(newDocuments).not.toBeChecked();
  await expect(marketing).toBeChecked();
  const stored = await callApi<Record<string, unknown>>(baseURL, '/me/notification-preferences', { token });
  expect(stored.body).toEqual({
    new_documents: false,
    session_status_changes: true,
    document_downloads: false,
    marketing_emails: true,
    // Untouched: the e-mails' frequency keeps its default.
    email_frequency: 'daily',
  });
});

test('the password changes through Cognito: a wrong current one fails, then the old one stops working', async ({
  page,
  origin: baseURL,
}) => {
  const { email } = await freshAccount(page, baseURL);
  await page.goto('/dashboard/settings?tab=security');
  const current = page.getByLabel('Mot de passe actuel');
  const next = page.getByLabel('Nouveau mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmer le nouveau mot de passe');
  const submit = page.getByRole('button', { name: 'Changer le mot de passe' });
  const newPassword = 'Nouveau!Tremplin2027';

  await expect(submit).toBeDisabled();
  await current.fill(DEMO_PASSWORD);
  await next.fill(newPassword);
  await confirmation.fill(`${newPassword}x`);
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await expect(submit).toBeDisabled();
  await confirmation.fill(newPassword);
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toHaveCount(0);

  // A wrong current password is refused by Cognito, and the page says so in French.
  await current.fill('PasLeBon!2026');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.currentPasswordIncorrect);

  await current.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirmation).toHaveValue('');

  await page.getByRole('button', { name: /Menu de/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, newPassword);
  await expect(accessToken(baseURL, email)).rejects.toThrow();
  expect(await accessToken(baseURL, email, newPassword)).toBeTruthy();
});

test('a new password signs a second browser out, and this page stays signed in', async ({
  page,
  browser,
  origin: baseURL,
}) => {
  // Two browsers, each signing in: more than one page's worth of time.
  test.setTimeout(90_000);
  const { email } = await freshAccount(page, baseURL);
  // The same account, signed in in another browser (another device: its own storage).
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  try {
    await signIn(other, email, DEMO_PASSWORD, `${baseURL}/login`);
    await other.goto(`${baseURL}/dashboard`);
    await expect(other.getByRole('button', { name: /Menu de/ })).toBeVisible();

    await page.goto('/dashboard/settings?tab=security');
    const newPassword = 'Autre!Tremplin2027';
    await page.getByLabel('Mot de passe actuel').fill(DEMO_PASSWORD);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Mot de passe modifié avec succès' }),
    ).toContainText(SESSION_MESSAGES.othersSignedOut);
    // This page has a new session: still signed in, after a reload too, and the API answers it.
    await page.reload();
    await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Changer le mot de passe' })).toBeVisible();

    // The other browser's session is over: its next page finds nobody signed in.
    await other.goto(`${baseURL}/dashboard/settings`);
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByRole('button', { name: /Menu de/ })).toHaveCount(0);
    // And its old tokens open nothing: signing in there takes the new password.
    await signIn(other, email, newPassword, `${baseURL}/login`);
  } finally {
    await elsewhere.close();
  }
});

test('a new password that breaks the rule is refused in French, by the form and by Cognito, and nothing changes', async ({
  page,
  origin: baseURL,
}) => {
  const { email } = await freshAccount(page, baseURL);
  const changes: string[] = [];
  page.on('request', (request) => {
    if (cognitoOperation(request) === 'ChangePassword') changes.push(request.url());
  });
  await page.goto('/dashboard/settings?tab=security');
  const current = page.getByLabel('Mot de passe actuel');
  const next = page.getByLabel('Nouveau mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmer le nouveau mot de passe');
  const submit = page.getByRole('button', { name: 'Changer le mot de passe' });
  const ruleAlert = page.getByRole('alert').filter({ hasText: PASSWORD_RULE_MESSAGES.rule });
  await expect(next).toHaveAccessibleDescription(PASSWORD_RULE_MESSAGES.rule);

  // The form's own check: nothing is sent.
  await current.fill(DEMO_PASSWORD);
  await next.fill('abc');
  await confirmation.fill('abc');
  await submit.click();
  await expect(ruleAlert).toBeVisible();
  await expect(next).toHaveAttribute('aria-invalid', 'true');
  expect(changes).toEqual([]);

  // Past the form's check, Cognito refuses: the user reads the same rule, not the generic failure.
  await rewriteCognitoCall(page, 'ChangePassword', { ProposedPassword: 'abcdefgh' });
  const newPassword = 'Nouveau!Tremplin2027';
  await next.fill(newPassword);
  await confirmation.fill(newPassword);
  await expect(next).not.toHaveAttribute('aria-invalid', 'true');
  const refusal = page.waitForResponse(
    (response) => cognitoOperation(response.request()) === 'ChangePassword',
  );
  await submit.click();
  const response = await refusal;
  expect(response.status()).toBe(400);
  expect(response.headers()['x-amzn-errortype']).toBe('InvalidPasswordException');
  await expect(ruleAlert).toBeVisible();
  await expect(page.getByText('Échec du changement de mot de passe. Veuillez réessayer.')).toHaveCount(0);

  // The password did not change.
  expect(await accessToken(baseURL, email)).toBeTruthy();
  for (const refused of ['abc', 'abcdefgh', newPassword]) {
    await expect(accessToken(baseURL, email, refused)).rejects.toThrow();
  }
});

test('a user never sees the Administration tab; an admin does', async ({ browser, origin: baseURL }) => {
  for (const [email, admin] of [
    [DEMO.user, false],
    [DEMO.admin, true],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await skipOnboarding(baseURL, await accessToken(baseURL, email));
    await signIn(page, email);
    await page.goto('/dashboard/settings?tab=admin');
    await expect(page.getByRole('tab', { name: 'Sécurité' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Administration' })).toHaveCount(admin ? 1 : 0);
    await expect(page.getByRole('tab', { name: admin ? 'Administration' : 'Profil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await context.close();
  }
});
