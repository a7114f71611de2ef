/**
 * `npm run test:e2e`: Playwright against a freshly started `npm start` on a free port with
 * a temporary data folder, in Debian's Chromium. Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitUnlessJava } from '../../infra/local/java';
import { freePort } from '../../infra/local/ports';

// Asked here, in the terminal: Playwright starts `npm start` with no stdin to answer from.
await exitUnlessJava();
const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-e2e-'));
const port = await freePort();
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const result = spawnSync(
  process.execPath,
  [cli, 'test', '--config', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
