import { mkdirSync, openSync, closeSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Ports for the stand-ins, which are chosen before they bind (the templates name the queues' port;
 * DynamoDB Local's JVM binds seconds after it starts). Two things could take a port meanwhile:
 * - the OS, which hands out its ephemeral range (Linux: 32768–60999) to every bind(0) and every
 *   outgoing connection of this busy machine: so the ports come from below that range;
 * - another of our processes (test workers, a second platform) choosing the same one: each port
 *   handed out is claimed by a file in a folder they all share (created exclusively), left to the
 *   next process once its owner has exited or after a day.
 */
const RANGE = { first: 20_000, last: 32_767 };
const CLAIMS_DIR = join(tmpdir(), 'tremplin-ports');
const CLAIM_LIFETIME_MS = 24 * 60 * 60 * 1000;
const claimed = new Set<number>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): { pid: number; fresh: boolean } {
  return {
    // Empty while its creator has not written its pid yet: 0, taken as alive.
    pid: Number(readFileSync(file, 'utf8')),
    fresh: Date.now() - statSync(file).mtimeMs < CLAIM_LIFETIME_MS,
  };
}

/** True when this process now owns `port`'s claim. */
function claim(port: number): boolean {
  const file = join(CLAIMS_DIR, String(port));
  try {
    closeSync(openSync(file, 'wx'));
  } catch {
    // Someone holds it: only a claim whose owner is gone, or a day old, may be taken over, and by
    // one process at a time (the lock), or two could each remove the other's new claim and both win.
    const lock = `${file}.lock`;
    try {
      mkdirSync(lock);
    } catch {
      return false;
    }
    try {
      const owner = ownerOf(file);
      if (owner.fresh && (owner.pid === 0 || processAlive(owner.pid))) return false;
      rmSync(file, { force: true });
      closeSync(openSync(file, 'wx'));
    } catch {
      return false;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  writeFileSync(file, String(process.pid));
  return true;
}

process.once('exit', () => {
  for (const port of claimed) rmSync(join(CLAIMS_DIR, String(port)), { force: true });
});

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free loopback port no other of our processes holds, outside the OS's ephemeral range. */
export async function freePort(): Promise<number> {
  mkdirSync(CLAIMS_DIR, { recursive: true });
  const span = RANGE.last - RANGE.first + 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = RANGE.first + Math.floor(Math.random() * span);
    if (claimed.has(port) || !claim(port)) continue;
    claimed.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port between ${RANGE.first} and ${RANGE.last}`);
}

/** Resolves once `probe` succeeds, retrying every 100 ms up to `timeoutMs`. */
export async function waitFor(
  what: string,
  probe: () => Promise<unknown>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not start in ${timeoutMs} ms: ${String(lastError)}`);
}
