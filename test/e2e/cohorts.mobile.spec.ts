/**
 * "Cohortes" on a phone (issue 30, first part): an editor creates a cohort (a double tap makes one),
 * finds the published programme on its schedule, moves a session up and its date, saves, and finds
 * it so after a reload; another editor cannot open it; the cohort is deleted from its page.
 */
import { expect } from '@playwright/test';
import type { Cohort, CohortSummary, Page as ApiPage } from '@common/api-types';
import { createEditor, skipOnboarding, test } from './dashboard-support';
import { accessToken, callApi, DEMO, signIn, unique } from './support';

test('an editor runs a cohort from a phone: create, reorder, move a date, save, delete', async ({
  page,
  origin,
}) => {
  test.setTimeout(180_000);
  const token = await accessToken(origin, DEMO.editor);
  await skipOnboarding(origin, token);
  await signIn(page, DEMO.editor);

  await page.goto('/dashboard/cohortes');
  await expect(page.getByRole('heading', { name: 'Cohortes', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle cohorte' }).first().tap();
  const name = unique('Promotion Rabat');
  await page.getByLabel('Nom de la cohorte').fill(name);
  await page.getByLabel('Organisation').fill('Incubateur de Rabat');
  await page.getByLabel('Date de début').fill('2027-01-04');
  await page.getByLabel('Date de fin').fill('2027-04-26');
  const create = page.getByRole('button', { name: 'Créer la cohorte' });
  await create.tap();
  // A second tap, if the button is still there: once the first has closed the form it is gone, and
  // waiting longer for it would only spend the test's time.
  await create.tap({ force: true, timeout: 2_000 }).catch(() => undefined);

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const cohortId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const entries = page.getByTestId('programme-entry');
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  expect(count).toBeGreaterThan(1);
  // The programme's first day is the cohort's, its last the cohort's last.
  await expect(entries.first().getByLabel('Date prévue')).toHaveValue('2027-01-04');
  await expect(entries.last().getByLabel('Date prévue')).toHaveValue('2027-04-26');
  const firstTitle = (await entries.nth(0).getByRole('heading').textContent()) ?? '';
  const secondTitle = (await entries.nth(1).getByRole('heading').textContent()) ?? '';

  // The second session goes first, on another day, with a place.
  await page.getByRole('button', { name: `Monter « ${secondTitle} »` }).tap();
  await expect(entries.nth(0).getByRole('heading')).toHaveText(secondTitle);
  await entries.nth(0).getByLabel('Date prévue').fill('2027-01-06');
  await entries.nth(0).getByLabel('Lieu').fill('Technopark Rabat, salle 3');
  // With something to save, "Enregistrer" is on screen without scrolling to the programme's end.
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeInViewport();
  await page.getByRole('button', { name: 'Enregistrer' }).tap();
  await expect(page.getByText('Cohorte enregistrée.')).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')).toBe(false);

  await page.reload();
  await expect(entries.nth(0).getByRole('heading')).toHaveText(secondTitle);
  await expect(entries.nth(1).getByRole('heading')).toHaveText(firstTitle);
  await expect(entries.nth(0).getByLabel('Date prévue')).toHaveValue('2027-01-06');
  await expect(entries.nth(0).getByLabel('Lieu')).toHaveValue('Technopark Rabat, salle 3');

  // One cohort for the double tap; the API says the same; another editor does not see it.
  const listed = await callApi<ApiPage<CohortSummary>>(origin, '/cohorts?limit=100', { token });
  expect(listed.body.items.filter((c) => c.name === name)).toHaveLength(1);
  const saved = await callApi<Cohort>(origin, `/cohorts/${cohortId}`, { token });
  expect(saved.body.programme[0]).toMatchObject({
    planned_on: '2027-01-06',
    place: 'Technopark Rabat, salle 3',
  });
  expect(saved.body.programme).toHaveLength(count);
  const other = await createEditor(origin);
  expect((await callApi(origin, `/cohorts/${cohortId}`, { token: other.token })).status).toBe(404);

  await page.getByRole('button', { name: 'Supprimer la cohorte' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer la cohorte' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/cohortes$/);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  expect((await callApi(origin, `/cohorts/${cohortId}`, { token })).status).toBe(404);
});
