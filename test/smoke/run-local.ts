/**
 * `npm run test:smoke`: the smoke test against a fresh `npm start` — on a free port, with a
 * temporary data folder and the web build check on — then the platform is stopped and its data
 * removed. Exits with the smoke test's code. Extra arguments go to the smoke CLI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { exitUnlessJava } from '../../infra/local/java';
import { freePort } from '../../infra/local/ports';

/** A first start builds the web app and seeds the demo programme: well under this on a slow machine. */
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;

const ROOT = join(import.meta.dirname, '..', '..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The platform's own output, prefixed so that it reads apart from the smoke table. */
function relay(child: ChildProcess): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[platform] ${line}`));
  }
}

async function waitUntilReady(url: string, platform: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (platform.exitCode !== null || platform.signalCode !== null) {
      throw new Error(
        `the platform exited during start-up (code ${platform.exitCode ?? platform.signalCode})`,
      );
    }
    // 503 while the data loads, connection refused before the edge listens.
    const status = await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url}/config.json did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function stop(platform: ChildProcess): Promise<void> {
  if (platform.exitCode !== null || platform.signalCode !== null) return;
  const done = exited(platform);
  platform.kill('SIGTERM');
  const timer = setTimeout(() => platform.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await done;
  clearTimeout(timer);
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-smoke-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // As `npm start` runs: the web build is checked (and made when due), so `home` tests a real build.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.SKIP_WEB_BUILD;
  delete env.HOST;
  delete env.DEMO;

  console.log(`Starting the platform on ${url} (data in ${dataDir})…`);
  const platform = spawn(process.execPath, [tsx, 'infra/local/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(platform);

  const cleanUp = async () => {
    await stop(platform);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = async () => {
    await cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', () => void interrupted());
  process.once('SIGTERM', () => void interrupted());

  try {
    await waitUntilReady(url, platform);
    const smoke = spawn(
      process.execPath,
      [tsx, 'test/smoke/smoke.ts', '--url', url, ...process.argv.slice(2)],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    return (await exited(smoke)) ?? 1;
  } catch (error) {
    console.error(`test:smoke: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

// Asked here, in the terminal: the platform below runs with no stdin to answer from.
await exitUnlessJava();
process.exitCode = await main();
