import { expect, test, type Page } from '@playwright/test';
import type { CatalogPage } from '@common/api-types';
import { callApi, DEMO, signIn } from './support';

const DEMO_SESSION = 'Identification du problème';

/** The demo session's card: searched for, since sessions other specs publish come first (newest first). */
async function findDemoSession(page: Page) {
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill('identification probleme');
  const card = page.getByTestId('shared-session-card').filter({ hasText: DEMO_SESSION });
  await expect(page.getByTestId('shared-session-card')).toHaveCount(1);
  return card;
}

async function openSharedSessions(page: Page): Promise<void> {
  await signIn(page, DEMO.user);
  await page.goto('/dashboard/shared-sessions');
  await expect(page.getByRole('heading', { name: 'Sessions Partagées', level: 1 })).toBeVisible();
  // The first read may start its function cold: seconds of module loading on a busy 2-core machine.
  await expect(page.getByTestId('shared-session-card').first()).toBeVisible({ timeout: 45_000 });
}

function total(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Chiffres du catalogue' })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

function count(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

test.describe('Sessions Partagées', () => {
  // Several sign-ins (and a fresh account) per test: the shared local platform can be slow.
  test.describe.configure({ timeout: 120_000 });

  test('totals, search, tag filter, grid and list, empty state', async ({ page, baseURL }) => {
    await openSharedSessions(page);
    const cards = page.getByTestId('shared-session-card');

    // The hero's totals are those of the loaded sessions.
    const loaded = await cards.count();
    expect(count(await total(page, 'Sessions').textContent())).toBe(loaded);
    await expect(total(page, 'Documents')).toHaveText(/^\d[\d\s\u202f]*$/);
    await expect(total(page, 'Vues')).toHaveText(/^\d[\d\s\u202f]*$/);
    await expect(total(page, 'Téléchargements')).toHaveText(/^\d[\d\s\u202f]*$/);
    await expect(page.getByRole('link', { name: 'Voir toutes les sessions' })).toHaveAttribute(
      'href',
      '/sessions',
    );

    // Grid: the first two cards side by side; list: one under the other.
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(a?.y).toBe(b?.y);
    await page.getByRole('button', { name: 'Vue en liste' }).click();
    await expect(page.getByRole('button', { name: 'Vue en liste' })).toHaveAttribute('aria-pressed', 'true');
    const [c, d] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(c?.x).toBe(d?.x);
    expect(d?.y ?? 0).toBeGreaterThan(c?.y ?? 0);
    await page.getByRole('button', { name: 'Vue en grille' }).click();

    // Text search (server side, debounced).
    const search = page.getByRole('searchbox', { name: 'Rechercher une session' });
    await search.fill('identification probleme');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(DEMO_SESSION);
    await expect(page.getByTestId('results-count')).toHaveText('Affichage de 1 sur 1 sessions');

    // A card: badge, title link, at most three tags, Guide and Présentation, details link.
    const card = cards.first();
    await expect(card).toContainText('Publié');
    await expect(card.getByRole('link', { name: DEMO_SESSION, exact: true })).toHaveAttribute(
      'href',
      /^\/session\/[\w-]+$/,
    );
    await expect(card.getByRole('button', { name: /^Guide/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Présentation/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Détails/ })).toBeVisible();
    expect(
      await card.getByRole('list', { name: 'Thématiques' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(4);

    await search.fill('zzqxw introuvable');
    await expect(page.getByText('Aucune session ne correspond à vos filtres')).toBeVisible();
    await expect(cards).toHaveCount(0);
    await page.getByRole('button', { name: 'Effacer tous les filtres' }).first().click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('results-count')).toHaveCount(0);
    await expect.poll(() => cards.count()).toBeGreaterThan(1);

    // Tag filter: 20 tags, then '+N plus' / 'Voir moins'.
    const tagPanel = page.getByRole('list', { name: 'Filtrer par thématique' });
    const more = page.getByRole('button', { name: /^\+\d+ plus$/ });
    await expect(tagPanel.getByRole('button')).toHaveCount(20);
    const hidden = count(await more.textContent());
    expect(hidden).toBeGreaterThan(0);
    await more.click();
    await expect(tagPanel.getByRole('button')).toHaveCount(20 + hidden);
    await page.getByRole('button', { name: 'Voir moins' }).click();
    await expect(tagPanel.getByRole('button')).toHaveCount(20);

    const tag = tagPanel.getByRole('button', { name: /^Investisseurs \(\d+\)/ });
    await tag.click();
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    const resultsCount = page.getByTestId('results-count');
    await expect(resultsCount).toHaveText(/^Affichage de \d+ sur \d+ sessions$/);
    await expect(cards.filter({ hasText: DEMO_SESSION })).toHaveCount(0);
    // X the cards shown, Y the published sessions carrying the tag (all of them fit on one page).
    const matched = (await callApi<CatalogPage>(baseURL ?? '', '/sessions?tags=Investisseurs')).body.matched;
    expect(matched).toBeGreaterThan(0);
    await expect(resultsCount).toHaveText(`Affichage de ${matched} sur ${matched} sessions`);
    await expect(cards).toHaveCount(matched);
    for (const item of await cards.all()) await expect(item).toContainText('Investisseurs');
    // A selected tag is removed by clicking it again.
    await tag.click();
    await expect(tag).toHaveAttribute('aria-pressed', 'false');
    await expect(resultsCount).toHaveCount(0);
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
  });

  test('the Guide button downloads a PDF from the page and its count goes up', async ({ page, context }) => {
    await openSharedSessions(page);
    const card = await findDemoSession(page);
    const guide = card.getByRole('button', { name: /^Guide/ });
    const before = count(await guide.getByTestId('download-count').textContent());
    const sessionDownloads = card.getByTestId('session-downloads');
    const sessionBefore = count(await sessionDownloads.textContent());

    // Saved from the page itself: no tab opens.
    const downloaded = page.waitForEvent('download');
    await guide.click();
    const download = await downloaded;
    expect(context.pages()).toHaveLength(1);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect
      .poll(async () => count(await guide.getByTestId('download-count').textContent()))
      .toBeGreaterThan(before);
    await expect.poll(async () => count(await sessionDownloads.textContent())).toBeGreaterThan(sessionBefore);
  });

  test('Partager copies the session link when there is no share sheet; the image opens full screen', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await openSharedSessions(page);
    const card = await findDemoSession(page);
    const href = await card.getByRole('link', { name: DEMO_SESSION, exact: true }).getAttribute('href');

    await card.getByRole('button', { name: `Partager « ${DEMO_SESSION} »` }).click();
    await expect(page.getByText('Lien copié dans le presse-papiers!')).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${baseURL}${href}`);

    await card.getByRole('button', { name: `Agrandir l'image de « ${DEMO_SESSION} »` }).click();
    const viewer = page.getByTestId('image-viewer');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', `Image de la session « ${DEMO_SESSION} »`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await card.getByRole('button', { name: `Agrandir l'image de « ${DEMO_SESSION} »` }).click();
    await viewer.getByRole('button', { name: 'Fermer' }).click();
    await expect(viewer).toBeHidden();
    await context.close();
  });
});
