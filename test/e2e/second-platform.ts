/**
 * A second `npm start` for the specs that need a platform of their own (no demo content, another
 * setting): a free port, a temporary data folder, its own process group (stopped with everything
 * it starts), and the web build the main server already made (SKIP_WEB_BUILD, so no race on it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../infra/local/ports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SecondPlatform {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts it with `env` on top of this process's and waits until it serves (at most 200 s). */
export async function startSecondPlatform(
  name: string,
  env: Record<string, string>,
): Promise<SecondPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), `tremplin-e2e-${name}-`));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child: ChildProcess = spawn(process.execPath, [tsx, 'infra/local/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_WEB_BUILD: '1', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(-child.pid, 'SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      if (!stopped) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The ${name} platform exited (${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${name} platform did not start:\n${output}`);
    }
    const ready = await fetch(`${origin}/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}
