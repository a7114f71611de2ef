import { createServer } from 'node:net';

/**
 * Ports this process handed out: a stand-in that binds late (DynamoDB Local's JVM takes seconds)
 * leaves its port free meanwhile, and the OS may offer it again to the next caller here.
 */
const handedOut = new Set<number>();

function portTheOsOffers(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port'));
      });
    });
  });
}

/** A free loopback port, chosen by the OS, never one this process handed out before. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = await portTheOsOffers();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error('No free port that was not handed out already');
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
