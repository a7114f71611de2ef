import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/local/ports';

const portsModule = fileURLToPath(new URL('../../../infra/local/ports.ts', import.meta.url));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.stdin?.end();
});

/**
 * Another of our processes (a test worker, a second platform) taking `count` ports at once. It stays
 * alive, holding them, until the test ends: a process that exits gives its ports back.
 */
function portsOfAnotherProcess(count: number): Promise<number[]> {
  const script = `const { freePort } = await import(${JSON.stringify(portsModule)});
const ports = await Promise.all(Array.from({ length: ${count} }, () => freePort()));
console.log(JSON.stringify(ports));
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(JSON.parse(output) as number[]);
    });
    child.on('exit', (code) => reject(new Error(`exited (${code}) before answering: ${output}`)));
  });
}

describe('ports for the stand-ins', () => {
  it('never gives two of our running processes the same port, nor one from the range the OS hands out', async () => {
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
