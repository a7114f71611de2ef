/**
 * Issue 17 on a wide screen: cards and rows that fill their cell whatever their content, and tags
 * differing only by case or accents shown, counted and filtered as one, in their most used spelling.
 */
import { expect, type Page } from '@playwright/test';
import type { Session } from '@common/api-types';
import { accessToken, callApi, DEMO, signIn, unique, waitForDemoContent } from './support';
import { skipOnboarding, test } from './dashboard-support';

let token = '';

test.beforeAll(async ({ origin }) => {
  test.setTimeout(150_000);
  await waitForDemoContent(origin);
  token = await accessToken(origin, DEMO.editor);
});

async function publish(
  origin: string,
  body: { title: string; description: string | null; tags: string[]; status?: string },
): Promise<Session> {
  const created = await callApi<Session>(origin, '/sessions', {
    method: 'POST',
    token,
    body: { status: 'published', ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ours.push(created.body.id);
  return created.body;
}

/** Sessions this file created, deleted at the end so the shared catalogue stays as other specs expect it. */
const ours: string[] = [];

test.afterAll(async ({ origin }) => {
  for (const id of ours) await callApi(origin, `/sessions/${id}`, { method: 'DELETE', token });
});

/** The rendered widths of the first `count` elements with a test id, in whole pixels. */
const widths = (page: Page, testId: string, count: number) =>
  page
    .getByTestId(testId)
    .evaluateAll(
      (elements, n) =>
        elements
          .slice(0, n)
          .map((element) =>
            Math.round(
              (element as unknown as { getBoundingClientRect(): { width: number } }).getBoundingClientRect()
                .width,
            ),
          ),
      count,
    );

test('home: a card without cover and with a one-word description is as wide as its neighbours', async ({
  page,
  origin,
}) => {
  const session = await publish(origin, { title: unique('Étroite'), description: 'Court.', tags: [] });
  await page.goto('/');
  // Newest first: ours opens the first row of three.
  const first = page.getByTestId('home-session-card').first();
  await expect(first).toContainText(session.title);
  await expect(first).toContainText('Contenu Structuré');
  const [a, b, c] = await widths(page, 'home-session-card', 3);
  expect(a).toBeGreaterThan(300);
  expect([a, b, c]).toEqual([b, b, b]);
});

test('dashboard list view: a row without description is as wide as one with', async ({ page, origin }) => {
  const marker = unique('Rangée');
  for (const description of [null, 'Une description qui remplit la ligne de la liste des sessions.']) {
    await publish(origin, {
      title: `${marker} ${description ? 'avec' : 'sans'}`,
      description,
      tags: [],
      status: 'draft',
    });
  }
  await skipOnboarding(origin, token);
  await signIn(page, DEMO.editor);
  await page.goto('/dashboard/sessions');
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill(marker);
  await page.getByRole('button', { name: 'Vue en liste' }).click();
  await expect(page.getByTestId('manage-session-card')).toHaveCount(2);
  const [a, b] = await widths(page, 'manage-session-card', 2);
  expect(a).toBe(b);
});

test('tags differing only by case or accents are one tag, in the spelling most sessions use', async ({
  page,
  origin,
}) => {
  const letters = unique('')
    .replace(/[^a-f]/g, '')
    .padEnd(4, 'e');
  const spelt = `Financement${letters}`;
  const lower = `financement${letters}`;
  const accented = `FINANCÉMENT${letters.toUpperCase()}`;
  const titles: string[] = [];
  for (const tag of [spelt, spelt, lower, accented]) {
    titles.push(
      (await publish(origin, { title: unique('Fonds'), description: 'Lever des fonds.', tags: [tag] })).title,
    );
  }

  // A link with the lower-case spelling selects the one tag, shown as most sessions spell it.
  await page.goto(`/sessions?tags=${encodeURIComponent(lower)}`);
  const panel = page.getByRole('list', { name: 'Filtrer par thématique' });
  const chip = panel.getByRole('button', { name: new RegExp(`^${spelt} \\(4\\)`) });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('results-count')).toHaveText('Affichage de 4 sur 4 sessions');
  const cards = page.getByTestId('session-card');
  await expect(cards).toHaveCount(4);
  for (const title of titles) await expect(cards.filter({ hasText: title })).toHaveCount(1);
  // Every card shows the tag in that spelling, pressed as the filter it is.
  await expect(cards.getByRole('button', { name: spelt, exact: true })).toHaveCount(4);
  for (const other of [lower, accented]) {
    await expect(page.getByRole('button', { name: other, exact: true })).toHaveCount(0);
  }
  // Clicking it again clears the filter, whatever spelling the link had.
  await chip.click();
  await expect(page).not.toHaveURL(/[?&]tags=/);

  // The home page: one panel entry, which selects all four.
  await page.goto('/');
  const more = page.locator('#sessions').getByRole('button', { name: /^\+\d+ plus$/ });
  if (await more.isVisible()) await more.click();
  const homeChip = page.locator('#sessions').getByRole('button', { name: new RegExp(`^${spelt} \\(4\\)`) });
  await expect(homeChip).toHaveCount(1);
  await homeChip.click();
  await expect(page.getByTestId('sessions-count')).toHaveText('Affichage de 4 sur 4 sessions');
  await homeChip.click();
  await expect(homeChip).toHaveAttribute('aria-pressed', 'false');
});
