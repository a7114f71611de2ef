/** /about and the three legal pages (SPEC §1, §2): key facts, authors, phases, links, dates. */
import { expect, test } from '@playwright/test';

test('the about page presents the programme, its origins, authors, phases and mission', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/À propos/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('De l’idée à la startup');

  const stats = page.getByTestId('about-stat');
  await expect(stats).toHaveCount(4);
  await expect(stats.nth(0)).toContainText('14');
  await expect(stats.nth(0)).toContainText('sessions');
  await expect(stats.nth(1)).toContainText('4');
  await expect(stats.nth(1)).toContainText('phases');
  await expect(stats.nth(2)).toContainText('14-28');
  await expect(stats.nth(2)).toContainText('semaines');
  await expect(stats.nth(3)).toContainText('15-20 h');
  await expect(stats.nth(3)).toContainText('par semaine');

  const overview = page.getByRole('region', { name: 'Le programme en bref' });
  for (const element of ['Théorie', 'Exemples pratiques', 'Ateliers', 'Pitchs de 5 minutes']) {
    await expect(overview.getByRole('heading', { name: element })).toBeVisible();
  }
  await expect(overview).toContainText('5 participants');

  const cooperation = page.getByRole('region', { name: 'Une initiative de coopération triangulaire' });
  await expect(cooperation).toContainText('entre le Maroc, l’Union européenne et l’Afrique subsaharienne');
  await expect(cooperation).toContainText('794+');
  await expect(cooperation).toContainText('47 bootcamps');
  await expect(cooperation).toContainText(/Plus de 20\s000/);
  await expect(cooperation).toContainText('entrepreneurs');
  // Beside them, the platform's own figures (the demo has its cohort; other tests may add some).
  await expect(cooperation.getByTestId('about-live-figures')).toHaveText(
    /^Sur Tremplin aujourd’hui\s: [\d\s]+ cohortes?, [\d\s]+ participants?, [\d\s]+ certificats? délivrés?$/,
  );

  const authors = page.getByTestId('about-author');
  await expect(authors).toHaveCount(2);
  for (const author of await authors.all()) {
    const photo = author.getByRole('img');
    await expect(photo).toHaveAttribute('alt', /^Portrait de /);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await expect(author.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(author.getByRole('listitem')).not.toHaveCount(0);
  }

  const phases = page.getByTestId('about-phase');
  await expect(phases).toHaveCount(4);
  const names = [
    'Idéation et concept',
    'Développement produit',
    'Stratégie commerciale',
    'Financement et organisation',
  ];
  for (const [index, name] of names.entries()) {
    await expect(phases.nth(index)).toContainText(`Phase ${index + 1}`);
    await expect(phases.nth(index).getByRole('heading', { name })).toBeVisible();
  }
  await expect(phases.nth(0)).toContainText('Proposition de valeur');
  await expect(phases.nth(1)).toContainText('Produit minimum viable (MVP)');
  await expect(phases.nth(2)).toContainText('Pitch investisseurs');
  await expect(phases.nth(3)).toContainText('Cadre juridique et réglementaire');
  // 14 sessions across the 4 phases.
  await expect(phases.getByRole('listitem')).toHaveCount(14);

  await expect(page.getByRole('region', { name: 'Notre mission' })).toBeVisible();
});

test('the about call to action leads home and to the sessions', async ({ page }) => {
  await page.goto('/about');
  const cta = page.getByRole('region', { name: /Prêt à renforcer/ });
  await expect(cta.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await cta.getByRole('link', { name: 'Explorer les sessions' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await page.goBack();
  await page
    .getByRole('region', { name: /Prêt à renforcer/ })
    .getByRole('link', { name: "Retour à l'accueil" })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

const LEGAL_PAGES = [
  {
    path: '/privacy-policy',
    title: 'Politique de confidentialité',
    sections: ['Données collectées', 'Utilisation des données', 'Sécurité', 'Vos droits'],
    mentions: ['loi marocaine n° 09-08'],
  },
  {
    path: '/terms-of-service',
    title: "Conditions d'utilisation",
    sections: [
      'Propriété intellectuelle',
      'Restrictions d’utilisation',
      'Contenus des utilisateurs',
      'Absence de garantie',
      'Limitation de responsabilité',
      'Droit applicable et juridiction',
    ],
    mentions: ['licence non exclusive', 'régies par le droit marocain'],
  },
  {
    path: '/cookie-policy',
    title: 'Politique des cookies',
    sections: ['Ce que nous utilisons', 'Gérer ou supprimer ces données'],
    mentions: ['aucun traceur tiers'],
  },
] as const;

for (const legal of LEGAL_PAGES) {
  test(`${legal.path} is dated 10 juin 2025, gives a Moroccan contact and leads back home`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(new RegExp(legal.title));
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText('Dernière mise à jour : 10 juin 2025')).toBeVisible();
    await expect(page.locator('time[datetime="2025-06-10"]')).toHaveText('10 juin 2025');
    for (const section of legal.sections) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
    }
    for (const mention of legal.mentions) await expect(page.getByRole('article')).toContainText(mention);
    const contact = page.locator('address').last();
    await expect(contact).toContainText('Rabat, Maroc');
    await expect(contact.getByRole('link')).toHaveAttribute('href', /^mailto:.+@/);

    const back = page.getByRole('link', { name: "Retour à l'accueil" }).first();
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });
}
