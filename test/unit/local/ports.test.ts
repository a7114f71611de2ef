import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/local/ports';

const run = promisify(execFile);
const portsModule = fileURLToPath(new URL('../../../infra/local/ports.ts', import.meta.url));

/** Another of our processes (a test worker, a second platform) taking `count` ports at once. */
async function portsOfAnotherProcess(count: number): Promise<number[]> {
  const script = `const { freePort } = await import(${JSON.stringify(portsModule)});
const ports = await Promise.all(Array.from({ length: ${count} }, () => freePort()));
console.log(JSON.stringify(ports));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  return JSON.parse(stdout) as number[];
}

describe('ports for the stand-ins', () => {
  it('never gives two of our processes the same port, nor one from the range the OS hands out', async () => {
    const [here, ...others] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => freePort())),
      portsOfAnotherProcess(30),
      portsOfAnotherProcess(30),
      portsOfAnotherProcess(30),
    ]);
    const all = [here, ...others].flat();
    expect(new Set(all).size).toBe(120);
    // Linux's ephemeral range starts at 32768: bind(0) and outgoing connections never take these.
    for (const port of all) expect(port).toBeLessThan(32_768);
  });
});
