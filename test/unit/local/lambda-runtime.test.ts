import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalLambdaRuntime } from '../../../infra/local/lambda/runtime';

const cacheDir = mkdtempSync(join(tmpdir(), 'tremplin-runtime-'));
const runtime = new LocalLambdaRuntime({ memoryMb: 128, timeoutSeconds: 3, bundleCacheDir: cacheDir });
afterAll(async () => {
  await runtime.stop();
  rmSync(cacheDir, { recursive: true, force: true });
});

// handlerEntry() resolves modules under lambdas/: the fixture is reached from there.
const echo = '../test/unit/local/fixtures/echo-handler';
runtime.define([
  { name: 'echo-one', handlerModule: echo, environment: { AWS_REGION: 'eu-west-3' } },
  { name: 'echo-two', handlerModule: echo, environment: { AWS_REGION: 'af-south-1' } },
]);

describe('the local Lambda runtime', () => {
  it('runs each function from its bundle, with its own environment', async () => {
    expect(await runtime.invoke('echo-one', { n: 1 })).toEqual({ event: { n: 1 }, region: 'eu-west-3' });
  });

  it('starts a function whose build another process cleaned away, from a new build', async () => {
    for (const entry of readdirSync(cacheDir))
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
    expect(await runtime.invoke('echo-two', { n: 2 })).toEqual({ event: { n: 2 }, region: 'af-south-1' });
    // The warm one keeps running from what it loaded.
    expect(await runtime.invoke('echo-one', { n: 3 })).toEqual({ event: { n: 3 }, region: 'eu-west-3' });
  });

  it('refuses a function it does not have, without building anything', async () => {
    await expect(runtime.invoke('nowhere', {})).rejects.toThrow('No local function nowhere');
  });
});
