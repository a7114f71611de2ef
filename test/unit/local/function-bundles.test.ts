import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { functionBundles } from '../../../infra/local/lambda/bundles';

const root = mkdtempSync(join(tmpdir(), 'tremplin-bundles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Two functions sharing a module, as the handlers share lambdas/lib. */
function sources(dir: string, greeting: string) {
  writeFileSync(join(dir, 'shared.ts'), `export const greeting: string = ${JSON.stringify(greeting)};\n`);
  writeFileSync(
    join(dir, 'hello.ts'),
    "import { greeting } from './shared';\nexport const handler = async (): Promise<string> => `${greeting} hello`;\n",
  );
  writeFileSync(
    join(dir, 'bye.ts'),
    "import { greeting } from './shared';\nexport const handler = async (): Promise<string> => `${greeting} bye`;\n",
  );
  return new Map([
    ['hello', join(dir, 'hello.ts')],
    ['bye', join(dir, 'bye.ts')],
  ]);
}

async function run(file: string): Promise<unknown> {
  // A fresh URL per import: the test process's module cache would otherwise answer an older bundle.
  const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as {
    handler: () => Promise<unknown>;
  };
  return module.handler();
}

describe('the local functions’ bundles', () => {
  it('runs the bundle, reuses it while no input changed, and builds again when one did', async () => {
    const dir = mkdtempSync(join(root, 'src-'));
    const cache = join(dir, 'cache');
    const entries = sources(dir, 'Bonjour');

    const first = await functionBundles(entries, cache);
    expect(await run(first.bundle('hello'))).toBe('Bonjour hello');
    expect(await run(first.bundle('bye'))).toBe('Bonjour bye');
    expect(existsSync(first.worker)).toBe(true);
    // Minified ESM with CDK's banner: the code Lambda would run.
    expect(readFileSync(first.bundle('hello'), 'utf8')).toContain('createRequire');

    const again = await functionBundles(entries, cache);
    expect(again.bundle('hello')).toBe(first.bundle('hello'));

    // A source edited (a new mtime and size): the next start runs the new code.
    writeFileSync(join(dir, 'shared.ts'), 'export const greeting: string = "Salam";\n');
    utimesSync(join(dir, 'shared.ts'), new Date(), new Date(Date.now() + 5_000));
    const edited = await functionBundles(entries, cache);
    expect(edited.bundle('hello')).not.toBe(first.bundle('hello'));
    expect(await run(edited.bundle('bye'))).toBe('Salam bye');
  });

  it('two platforms starting at once on an empty cache both get complete bundles', async () => {
    const dir = mkdtempSync(join(root, 'src-'));
    const cache = join(dir, 'cache');
    const entries = sources(dir, 'Hello');
    const [one, two] = await Promise.all([functionBundles(entries, cache), functionBundles(entries, cache)]);
    expect(await run(one.bundle('hello'))).toBe('Hello hello');
    expect(await run(two.bundle('bye'))).toBe('Hello bye');
    // And the next start finds one of them, whole.
    const next = await functionBundles(entries, cache);
    expect([one.bundle('hello'), two.bundle('hello')]).toContain(next.bundle('hello'));
  });

  it('a function that does not build fails its start with esbuild’s message, not a silent old bundle', async () => {
    const dir = mkdtempSync(join(root, 'src-'));
    writeFileSync(
      join(dir, 'broken.ts'),
      "import { missing } from './nowhere';\nexport const handler = missing;\n",
    );
    await expect(
      functionBundles(new Map([['broken', join(dir, 'broken.ts')]]), join(dir, 'cache')),
    ).rejects.toThrow(/nowhere/);
  });
});
