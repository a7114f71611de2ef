import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@common/api-types';
import { accessToken, callApi, DEMO, openLive, waitForDemoContent } from './support';

/** A short random word of letters only, so the search index treats it as one word. */
function word(prefix: string): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'e');
  return `${prefix}${letters}`;
}

async function createSession(
  baseURL: string,
  token: string,
  body: { title: string; description?: string; tags?: string[]; status?: string },
): Promise<Session> {
  const response = await callApi<Session>(baseURL, '/sessions', {
    method: 'POST',
    token,
    body: { status: 'published', ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const cards = (page: Page) => page.getByTestId('session-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allInnerTexts();

test.describe('/sessions', () => {
  let token: string;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await waitForDemoContent(baseURL ?? '');
    token = await accessToken(baseURL ?? '', DEMO.editor);
  });

  test('a visitor sees published sessions only, with image, badge, views, date, tags and a link', async ({
    page,
    baseURL,
  }) => {
    const title = word('Tarification');
    const created = await createSession(baseURL ?? '', token, {
      title,
      description: 'Fixer un prix qui couvre les coûts et que le marché accepte.',
      tags: ['#Prix #Stratégie'],
    });

    // Newest first: other specs add sessions too, and this one must be on the first page.
    await openLive(page, '/sessions?sort=newest');
    await expect(
      page.getByText('Inscription gratuite pour accéder à toutes les fonctionnalités'),
    ).toBeVisible();
    const card = cards(page).filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Publié');
    await expect(card).toContainText('0 vue');
    // No image: the placeholder.
    await expect(card).toContainText('Contenu Structuré');
    await expect(card.getByRole('button', { name: 'Prix' })).toBeVisible();
    await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/session/${created.id}`,
    );

    await page.getByLabel('Trier par').selectOption('oldest');
    const demo = cards(page).filter({ hasText: 'Identification du problème' });
    await expect(demo.getByRole('img')).toBeVisible();
    await expect(page.getByText('Tests utilisateurs')).toHaveCount(0);
    await expect(page.getByText('Marketing digital')).toHaveCount(0);
  });

  test('search is accent-insensitive, kept in the address, and counts X sur Y', async ({ page, baseURL }) => {
    const marker = word('zq');
    const title = `Évaluation ${marker}`;
    await createSession(baseURL ?? '', token, { title, description: 'Mesurer les résultats.' });

    await openLive(page, '/sessions');
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel('Rechercher une session').fill(`evaluation ${marker.toUpperCase()}`);
    await expect(page).toHaveURL(/search=evaluation/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(title);
    await expect(page.getByTestId('results-count')).toHaveText('Affichage de 1 sur 1 sessions');

    // A demo session found through its tag, without the accent.
    await page.getByLabel('Rechercher une session').fill('economie');
    await expect(cards(page).filter({ hasText: "Modèle d'affaires" })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Stratégie de prix' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Identification du problème' })).toHaveCount(0);

    // A shared link restores the search.
    await openLive(page, `/sessions?search=${encodeURIComponent(marker)}`);
    await expect(page.getByLabel('Rechercher une session')).toHaveValue(marker);
    await expect(cards(page)).toHaveCount(1);
  });

  test('the tag filter keeps sessions with ALL selected tags; the filter button shows the count', async ({
    page,
    baseURL,
  }) => {
    // Creates its own sessions: slow when the shared machine is busy.
    test.slow();
    const tagA = word('Alpha');
    const tagB = word('Beta');
    const both = await createSession(baseURL ?? '', token, { title: word('Deux'), tags: [tagA, tagB] });
    const one = await createSession(baseURL ?? '', token, { title: word('Une'), tags: [tagA] });

    await openLive(page, '/sessions');
    const toggle = page.getByTestId('tag-filter-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Rare tags sit beyond the first 15.
    const tagButtons = page.getByRole('list', { name: 'Filtrer par thématique' }).getByRole('button');
    await expect(tagButtons).toHaveCount(15);
    await page.getByRole('button', { name: /^\+\d+ plus$/ }).click();
    await page.getByRole('button', { name: `${tagA} (2)` }).click();
    await expect(page).toHaveURL(new RegExp(`tags=${tagA}`));
    await expect(cards(page)).toHaveCount(2);
    await expect(toggle).toContainText('1');

    await page.getByRole('button', { name: `${tagB} (1)` }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(both.title);
    await expect(toggle).toContainText('2');
    await expect(page.getByTestId('results-count')).toContainText('Affichage de 1 sur');

    // Back goes to one tag again.
    await page.goBack();
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).filter({ hasText: one.title })).toBeVisible();
    await expect(toggle).toContainText('1');
  });

  test("clicking a card's tag adds it to the filter", async ({ page, baseURL }) => {
    const tag = word('Gamma');
    const tagged = await createSession(baseURL ?? '', token, { title: word('Carte'), tags: [tag] });

    await openLive(page, '/sessions?sort=newest');
    const card = cards(page).filter({ hasText: tagged.title });
    await card.getByRole('button', { name: tag }).click();
    await expect(page).toHaveURL(new RegExp(`tags=${tag}`));
    await expect(page).toHaveURL(/sort=newest/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByTestId('tag-filter-toggle')).toContainText('1');
    await expect(page.getByRole('button', { name: `${tag} (1)` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('sorts: oldest first by default, newest first, title A-Z', async ({ page, baseURL }) => {
    // Creates its own sessions: slow when the shared machine is busy.
    test.slow();
    const marker = word('zs');
    // Created in this order, so creation order and title order differ.
    for (const letter of ['Bravo', 'Charlie', 'Alpha']) {
      await createSession(baseURL ?? '', token, { title: `${letter} ${marker}` });
    }

    await openLive(page, '/sessions');
    await expect(page.getByLabel('Trier par')).toHaveValue('oldest');
    await expect(cards(page).first()).toContainText('Identification du problème');

    await page.getByLabel('Rechercher une session').fill(marker);
    await expect(cards(page)).toHaveCount(3);
    expect(await cardTitles(page)).toEqual([`Bravo ${marker}`, `Charlie ${marker}`, `Alpha ${marker}`]);

    await page.getByLabel('Trier par').selectOption('newest');
    await expect(page).toHaveURL(/sort=newest/);
    await expect(cards(page).first()).toContainText(`Alpha ${marker}`);
    expect(await cardTitles(page)).toEqual([`Alpha ${marker}`, `Charlie ${marker}`, `Bravo ${marker}`]);

    await page.getByLabel('Trier par').selectOption('title');
    await expect(cards(page).first()).toContainText(`Alpha ${marker}`);
    await expect(cards(page).nth(1)).toContainText(`Bravo ${marker}`);
    expect(await cardTitles(page)).toEqual([`Alpha ${marker}`, `Bravo ${marker}`, `Charlie ${marker}`]);
  });

  test("'Retour en haut' shows past 9 results, scrolls up and focuses the heading", async ({ page }) => {
    await openLive(page, '/sessions');
    await expect(cards(page).nth(9)).toBeVisible();
    const button = page.getByRole('button', { name: 'Retour en haut' });
    // At the top of the page it would only hide content.
    await expect(button).toHaveCount(0);
    await cards(page).nth(9).scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    await button.click();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions de formation' })).toBeFocused();

    // Nine results or fewer: no button.
    await page.getByLabel('Rechercher une session').fill('identification probleme');
    await expect(cards(page)).toHaveCount(1);
    await expect(button).toHaveCount(0);
  });

  test('the magnify button opens the full-screen image; Escape and the close button close it', async ({
    page,
  }) => {
    await openLive(page, '/sessions');
    const card = cards(page).filter({ hasText: 'Identification du problème' });
    const viewer = page.getByTestId('image-viewer');
    await card.getByRole('button', { name: /Agrandir l'image/ }).click();
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', /Identification du problème/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await card.getByRole('button', { name: /Agrandir l'image/ }).click();
    await viewer.getByRole('button', { name: 'Fermer' }).click();
    await expect(viewer).toBeHidden();
  });

  test('no match: the filtered empty state, whose button clears the filters', async ({ page }) => {
    await openLive(page, `/sessions?search=${word('aucunresultat')}`);
    await expect(page.getByText('Aucune session ne correspond à vos filtres')).toBeVisible();
    await expect(page.getByTestId('results-count')).toContainText('Affichage de 0 sur');
    await page.getByRole('button', { name: 'Effacer les filtres' }).last().click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByLabel('Rechercher une session')).toHaveValue('');
    await expect(cards(page).first()).toBeVisible();
  });
});
