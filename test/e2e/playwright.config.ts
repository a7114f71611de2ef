import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://localhost:${port}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A sign-up makes about ten round trips through Cognito and its triggers: on a busy 2-core machine
  // (load 10 and more) that alone took 25 s, so a test gets a minute and a half. Each wait gets 20 s:
  // with the other worker starting a platform of its own, a first opening of the PDF reader (cold
  // functions, the service worker precaching the app, pdf.js's code) took 10 to 12 s on CI.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  outputDir: '../../test-results',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Casablanca',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // The offline app's service worker answers a controlled page's requests itself, where page.route()
    // and request counts cannot see them: specs run without it, each in a fresh context, and
    // offline.mobile.spec.ts, which is about it, lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Phones: most users open Tremplin on Android at about 360 px, with touch.
    {
      name: 'phone',
      testMatch: '**/*.mobile.spec.ts',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 360, height: 740 },
        channel: undefined,
        defaultBrowserType: 'chromium',
      },
    },
  ],
  webServer: {
    command: 'npx tsx infra/local/start.ts',
    cwd: '../..',
    url: `${baseURL}/config.json`,
    // A first start seeds the demo and feeds its writes through the notification pipeline: on a busy
    // 2-core machine it took over three minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? `/tmp/tremplin-e2e-${port}`,
    },
  },
});
