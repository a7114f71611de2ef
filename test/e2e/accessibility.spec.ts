/**
 * Every screen, as a visitor and as each role, at phone and desktop widths, through axe-core's
 * WCAG 2.1 A/AA rules: labels, names, landmarks, ARIA use and colour contrast (issue 4 and 5,
 * "Quality"). A failure lists each rule with the elements that break it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { skipOnboarding } from './dashboard-support';
import { accessToken, callApi, DEMO, signIn, waitForDemoContent } from './support';

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function expectNoViolations(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Loaded: the skeletons are gone and the page's heading is on screen.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Pages load their lists after their code: on a busy 2-core machine that takes longer than one expect.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect.soft(found, `${path}: accessibility violations`).toEqual([]);
}

let sessionId = '';

test.beforeAll(async ({ baseURL }) => {
  await waitForDemoContent(baseURL ?? '');
  const { body } = await callApi<{ items: { id: string }[] }>(baseURL ?? '', '/sessions?limit=1');
  sessionId = body.items[0]?.id ?? '';
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the public pages pass WCAG 2.1 AA checks', async ({ page }) => {
      test.setTimeout(240_000);
      for (const path of [
        '/',
        // The quick-details modal open over the home page.
        `/?session=${sessionId}`,
        '/about',
        '/sessions',
        `/session/${sessionId}`,
        '/session/00000000-0000-4000-8000-000000000000',
        '/documentation',
        '/privacy-policy',
        '/terms-of-service',
        '/cookie-policy',
        '/bootstrap-admin',
        '/login',
        '/signup',
      ]) {
        await expectNoViolations(page, path);
      }
    });

    test('the dashboard passes WCAG 2.1 AA checks for an editor', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      const origin = baseURL ?? '';
      // The profile prompt of a demo account would cover the pages under test.
      await skipOnboarding(origin, await accessToken(origin, DEMO.editor));
      await signIn(page, DEMO.editor);
      for (const path of [
        '/dashboard',
        '/dashboard/shared-sessions',
        '/dashboard/sessions',
        '/dashboard/sessions/new',
        `/dashboard/sessions/${sessionId}`,
        `/dashboard/sessions/${sessionId}/edit`,
        `/dashboard/sessions/${sessionId}/documents`,
        `/dashboard/sessions/${sessionId}/documents/new`,
        '/dashboard/documents',
        '/dashboard/settings',
        '/dashboard/settings?tab=security',
        '/dashboard/settings?tab=notifications',
        '/dashboard/help',
      ]) {
        await expectNoViolations(page, path);
      }
    });

    test('the administration tab passes WCAG 2.1 AA checks', async ({ page, baseURL }) => {
      const origin = baseURL ?? '';
      await skipOnboarding(origin, await accessToken(origin, DEMO.admin));
      await signIn(page, DEMO.admin);
      await expectNoViolations(page, '/dashboard/settings?tab=admin');
    });
  });
}
