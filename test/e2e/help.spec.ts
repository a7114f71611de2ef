import { expect, test } from '@playwright/test';
import { createAccount, DEMO, signIn, unique } from './support';

test.describe('Aide & Support', () => {
  // Several sign-ins (and a fresh account) per test: the shared local platform can be slow.
  test.describe.configure({ timeout: 120_000 });

  test('the FAQ opens and closes, and its search ignores accents and case', async ({ page }) => {
    await signIn(page, DEMO.user);
    await page.goto('/dashboard/help');
    await expect(page.getByRole('heading', { name: 'Aide & Support', level: 1 })).toBeVisible();
    const faq = page.getByRole('list', { name: 'Questions fréquentes' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(5);

    const upload = page.getByRole('button', { name: 'Comment téléverser des documents ?' });
    await expect(upload).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/jusqu'à 50 Mo/)).toBeHidden();
    await upload.click();
    await expect(upload).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/jusqu'à 50 Mo/)).toBeVisible();
    await upload.click();
    await expect(page.getByText(/jusqu'à 50 Mo/)).toBeHidden();

    const search = page.getByRole('searchbox', { name: "Rechercher dans l'aide" });
    await search.fill('TELEVERSER');
    await expect(questions).toHaveCount(1);
    await expect(upload).toBeVisible();

    await search.fill('fichiers pris en charge');
    await expect(questions).toHaveText(['Quels types de fichiers sont pris en charge ?']);

    await search.fill('xyzzy plugh');
    await expect(questions).toHaveCount(0);
    await expect(page.getByText('Aucun résultat pour « xyzzy plugh »')).toBeVisible();

    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(questions).toHaveCount(5);

    // The three link cards.
    await expect(page.getByRole('link', { name: /^Documentation Modèles/ })).toHaveAttribute(
      'href',
      '/documentation',
    );
    await expect(page.getByRole('link', { name: /^Sessions Partagées Le catalogue/ })).toHaveAttribute(
      'href',
      '/dashboard/shared-sessions',
    );
    await expect(page.getByRole('link', { name: /^À propos du programme/ })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  test('the contact form checks its fields, sends for real, and the admin reads the message', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = await createAccount(baseURL ?? '', 'aide');
    await signIn(page, email);
    await page.goto('/dashboard/help');

    const name = page.getByLabel('Nom');
    const emailField = page.getByLabel('E-mail');
    const subject = page.getByLabel('Sujet');
    const message = page.getByLabel('Message', { exact: true });
    const send = page.getByRole('button', { name: 'Envoyer le message' });

    // Prefilled from the signed-in user.
    await expect(emailField).toHaveValue(email);
    await expect(name).not.toHaveValue('');
    await expect(message).toHaveAttribute('rows', '5');

    // Client validation with the API's messages; the first faulty field gets the focus.
    await name.fill('');
    await emailField.fill('pas-une-adresse');
    await send.click();
    await expect(page.getByText('Veuillez entrer votre nom')).toBeVisible();
    await expect(page.getByText('Veuillez entrer une adresse e-mail valide')).toBeVisible();
    await expect(page.getByText('Veuillez entrer un sujet')).toBeVisible();
    await expect(page.getByText('Veuillez entrer votre message')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    const title = unique('Demande du rôle Éditeur');
    const body = "Bonjour,\nJe coordonne l'incubateur de Kénitra et souhaite publier nos sessions.";
    await name.fill('Aïcha Benali');
    await emailField.fill(email);
    await subject.fill(title);
    await message.fill(body);
    await expect(page.getByText('Veuillez entrer un sujet')).toBeHidden();

    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await send.click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    await expect(page.getByText('Votre message a bien été envoyé.', { exact: false })).toBeVisible();
    await expect(subject).toHaveValue('');
    await expect(message).toHaveValue('');

    // The admin reads it in the Administration tab, newest first.
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/dashboard/settings');
    await admin.getByRole('tab', { name: 'Administration' }).click();
    const item = admin.getByTestId('contact-message').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Aïcha Benali');
    await expect(item.getByRole('link', { name: email })).toBeHidden();
    await item.getByText(title).click();
    await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(item).toContainText('souhaite publier nos sessions');
    await expect(item).toContainText('(compte inscrit)');
    await context.close();
  });
});
