/**
 * 'My Downloads' on the dashboard home, on a phone (issue 17): the downloads of the caller's own
 * documents (SPEC §7), by whoever made them, not the downloads the caller made.
 */
import { expect, type Page } from '@playwright/test';
import { accessToken, callApi, createAccount, signIn, unique } from './support';
import { createDocument, createEditor, createSession, skipOnboarding, test } from './dashboard-support';

const myDownloads = (page: Page) =>
  page.getByRole('group', { name: 'My Downloads', exact: true }).locator('[data-stat-value]');

test('an editor sees My Downloads go up when someone else downloads their document', async ({
  page,
  origin,
}) => {
  test.setTimeout(60_000);
  const editor = await createEditor(origin);
  const session = await createSession(origin, editor.token, {
    title: unique('Téléchargements suivis'),
    status: 'published',
  });
  const document = await createDocument(origin, editor.token, session.id, unique('Fiche de suivi'));
  await skipOnboarding(origin, editor.token);
  await signIn(page, editor.email);
  await page.goto('/dashboard');
  await expect(myDownloads(page)).toHaveText('0');

  // Someone else downloads it, twice.
  const reader = await accessToken(origin, await createAccount(origin, 'lecteur'));
  for (let i = 0; i < 2; i++) {
    const download = await callApi(origin, `/documents/${document.id}/download`, {
      method: 'POST',
      token: reader,
    });
    expect(download.status).toBe(200);
  }
  await page.reload();
  await expect(myDownloads(page)).toHaveText('2');

  // The reader made two downloads but owns no document: their figure stays at 0.
  const theirs = await callApi<{ downloads: number }>(origin, '/dashboard/stats', { token: reader });
  expect(theirs.body.downloads).toBe(0);
});
