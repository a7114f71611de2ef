/**
 * Issue 17 at 360 px (phone project: Pixel 5, touch): counts under the lists, cards and rows that
 * fill their cell, long tags that wrap instead of widening the page, search placeholders that fit,
 * the tag input's length message, 'Choisir un fichier' instead of drag and drop, and the profile
 * modal opening in 'Nom complet'.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Session } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { VALIDATION_MESSAGES } from '@common/messages';
import { accessToken, callApi, createAccount, DEMO, signIn, unique, waitForDemoContent } from './support';
import { skipOnboarding, test } from './dashboard-support';

/** One word of exactly the longest length a tag may have (letters only: no hashtag or comma splits it). */
function longWord(): string {
  const letters = unique('').replace(/[^a-f]/g, '');
  return `Entrepreneuriat${letters}`.padEnd(LIMITS.tagMaxLength, 'x');
}

let editorToken = '';
let session: Session;
let long = '';
/** Sessions this file created, deleted at the end so the shared catalogue stays as other specs expect it. */
const created: string[] = [];

test.beforeAll(async ({ origin }) => {
  test.setTimeout(150_000);
  await waitForDemoContent(origin);
  editorToken = await accessToken(origin, DEMO.editor);
  long = longWord();
  const answer = await callApi<Session>(origin, '/sessions', {
    method: 'POST',
    token: editorToken,
    // No cover and a one-word description: the card that used to come out narrower.
    body: { title: unique('Mobile'), description: 'Court.', status: 'published', tags: ['Téléphone', long] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  session = answer.body;
  created.push(session.id);
});

test.afterAll(async ({ origin }) => {
  for (const id of created)
    await callApi(origin, `/sessions/${id}`, { method: 'DELETE', token: editorToken });
});

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate<{ scrollWidth: number; innerWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
  );
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

// What the measuring function below uses in the browser (the e2e specs compile without the DOM library).
declare const document: {
  createElement(tag: 'canvas'): {
    getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } } | null;
  };
};
declare function getComputedStyle(element: unknown): {
  font: string;
  paddingLeft: string;
  paddingRight: string;
};

/** The placeholder's text is no wider than the room the input leaves for text (measured in its own font). */
async function expectPlaceholderFits(input: Locator) {
  const { text, room, placeholder } = await input.evaluate((element) => {
    const field = element as unknown as { placeholder: string; clientWidth: number };
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.font = style.font;
    return {
      text: context.measureText(field.placeholder).width,
      room: field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      placeholder: field.placeholder,
    };
  });
  expect(placeholder).not.toBe('');
  expect(text, `« ${placeholder} » is ${text} px wide, the input leaves ${room} px`).toBeLessThanOrEqual(
    room,
  );
}

async function signInQuietly(page: Page, origin: string, email: string) {
  await skipOnboarding(origin, await accessToken(origin, email));
  await signIn(page, email);
}

test('home: cards fill the column, the count is what is shown over what matches, a long tag wraps', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByTestId('home-session-card');
  const ours = cards.filter({ hasText: session.title });
  await ours.scrollIntoViewIfNeeded();
  await expect(ours.getByText(long)).toBeVisible();
  const list = page.locator('#sessions ul').filter({ has: cards.first() });
  const [card, cell] = [await ours.boundingBox(), await list.boundingBox()];
  expect(Math.round(card?.width ?? 0)).toBe(Math.round(cell?.width ?? -1));
  const shown = await cards.count();
  await expect(page.getByTestId('sessions-count')).toHaveText(
    new RegExp(`^Affichage de ${shown} sur \\d+ sessions$`),
  );
  await expectNoSidewaysScroll(page);
  await expectPlaceholderFits(page.getByRole('searchbox', { name: /Rechercher une session/ }));
});

test('/sessions: the placeholder fits, and the selected long tag and the card wrap', async ({ page }) => {
  await page.goto('/sessions');
  await expectPlaceholderFits(page.getByRole('searchbox', { name: 'Rechercher une session' }));
  await page.goto(`/sessions?tags=${encodeURIComponent(long.toLowerCase())}`);
  const card = page.getByTestId('session-card').filter({ hasText: session.title });
  await expect(card).toBeVisible();
  // Selected through another case: the panel's own spelling is pressed.
  const panel = page.getByRole('list', { name: 'Filtrer par thématique' });
  await expect(panel.getByRole('button', { name: new RegExp(`^${long} \\(1\\)`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('results-count')).toHaveText('Affichage de 1 sur 1 sessions');
  await expectNoSidewaysScroll(page);

  await page.goto(`/session/${session.id}`);
  await expect(page.getByTestId('session-tags').getByRole('link', { name: long })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('signed in: the shared catalogue and the dashboard list fit, rows fill the list', async ({
  page,
  origin,
}) => {
  await signInQuietly(page, origin, DEMO.editor);
  await page.goto('/dashboard/shared-sessions');
  const search = page.getByRole('searchbox', { name: 'Rechercher une session' });
  await expectPlaceholderFits(search);
  await search.fill(session.title);
  await expect(page.getByTestId('shared-session-card')).toHaveCount(1);
  await expect(page.getByTestId('shared-session-card').getByText(long)).toBeVisible();
  await expect(page.getByTestId('results-count')).toHaveText('Affichage de 1 sur 1 sessions');
  await expectNoSidewaysScroll(page);

  // A row without a description is as wide as one with.
  const marker = unique('Lignes');
  for (const description of [null, 'Une description assez longue pour occuper toute la ligne du tableau.']) {
    const row = await callApi<Session>(origin, '/sessions', {
      method: 'POST',
      token: editorToken,
      body: { title: `${marker} ${description ? 'avec' : 'sans'}`, description, status: 'draft', tags: [] },
    });
    expect(row.status).toBe(201);
    created.push(row.body.id);
  }
  await page.goto('/dashboard/sessions');
  const own = page.getByRole('searchbox', { name: 'Rechercher une session' });
  await expectPlaceholderFits(own);
  await own.fill(marker);
  await page.getByRole('button', { name: 'Vue en liste' }).click();
  const rows = page.getByTestId('manage-session-card');
  await expect(rows).toHaveCount(2);
  const [a, b] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
  expect(Math.round(a?.width ?? 0)).toBe(Math.round(b?.width ?? -1));
  await expectNoSidewaysScroll(page);
});

test('the session form says a tag is too long as it is typed, refuses it, and wraps a long chip', async ({
  page,
  origin,
}) => {
  await signInQuietly(page, origin, DEMO.editor);
  await page.goto(`/dashboard/sessions/${session.id}/edit`);
  const input = page.getByLabel('Thématiques', { exact: true });
  await expect(page.getByTestId('tag-list').getByText(long)).toBeVisible();
  await expectNoSidewaysScroll(page);

  const tooLong = `${long}z`;
  await input.fill(tooLong);
  const message = VALIDATION_MESSAGES.tagTooLong(tooLong.length);
  await expect(page.getByText(message)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.press('Enter');
  await expect(page.getByTestId('tag-list').getByText(tooLong, { exact: true })).toHaveCount(0);
  await expect(page.getByText(message)).toBeVisible();
  await input.press('Backspace');
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
});

test("the document form offers 'Choisir un fichier', not drag and drop", async ({ page, origin }) => {
  await signInQuietly(page, origin, DEMO.editor);
  await page.goto(`/dashboard/sessions/${session.id}/documents/new`);
  await expect(page.getByText('Choisir un fichier', { exact: true })).toBeVisible();
  await expect(page.getByText('Glissez-déposez votre fichier ici')).toBeHidden();
  await expect(page.getByText('parcourez vos fichiers')).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test("the profile modal opens with the focus in 'Nom complet'", async ({ page, origin }) => {
  const email = await createAccount(origin, 'focus');
  await signIn(page, email);
  await page.goto('/dashboard');
  // The welcome (or the completion prompt) leads to the profile modal.
  const button = page.getByRole('button', { name: 'Compléter mon profil' });
  await page
    .getByRole('dialog')
    .filter({ has: button })
    .getByRole('button', { name: 'Compléter mon profil' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Compléter mon profil' });
  await expect(modal.getByLabel('Nom complet')).toBeFocused();
  await page.keyboard.type('Awa Diallo');
  await expect(modal.getByLabel('Nom complet')).toHaveValue('Awa Diallo');
});
