/**
 * The code the local functions run: the bundles CDK deploys (esbuild with HANDLER_BUNDLING's options:
 * minified ESM, the SDK's credential chain aliased to the environment provider), not the TypeScript
 * sources. So a bundling mistake shows here as it would on Lambda, and a cold start costs what a
 * bundle's import costs (~0.2 s) rather than a TypeScript compile of every file (~0.7–1.1 s), which
 * on a two-core machine made a dashboard's ten first calls wait 8 s or more.
 *
 * All functions are built in one esbuild run (~2–5 s) and kept in node_modules/.cache: a later start
 * reuses them while every input file (sources and packages) has the size and mtime it had then.
 * Several processes may start at once (test workers, a second platform): each build goes to a folder
 * of its own and the manifest naming it is replaced atomically, so a reader never sees half a build.
 */
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { esbuildOptionsFor } from '../../definitions/bundling';
import { REPO_ROOT } from '../../lib/paths';

const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'tremplin-functions');
/** The execution environment's own code (./worker.ts), built with the functions: no TypeScript loader per worker. */
const WORKER_ENTRY = join(REPO_ROOT, 'infra', 'local', 'lambda', 'worker.ts');
const WORKER_OUT = '.worker';
const MANIFEST = 'manifest.json';
/**
 * An older build is removed after a day: a platform still running from it then builds again on its
 * next cold start (LocalLambdaRuntime checks its files are there).
 */
const STALE_BUILD_MS = 24 * 60 * 60 * 1000;

interface Manifest {
  /** What was asked for: the esbuild version, the options and each function's entry. */
  key: string;
  folder: string;
  /** Every input esbuild read, with the size and mtime it had. */
  inputs: Record<string, [size: number, mtimeMs: number]>;
}

/** function name → its entry file (e.g. lambdas/users/get-me.ts). */
export type FunctionEntries = ReadonlyMap<string, string>;

function bundleFile(cacheDir: string, folder: string, functionName: string): string {
  return join(cacheDir, folder, `${functionName}.mjs`);
}

function requestKey(modules: FunctionEntries): string {
  const { entryPoints: _entry, outfile: _out, ...options } = esbuildOptionsFor('', '');
  const entries = [...modules.entries()].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ esbuildVersion, options, entries });
}

function unchanged(inputs: Manifest['inputs']): boolean {
  for (const [path, [size, mtimeMs]] of Object.entries(inputs)) {
    try {
      const stats = statSync(path);
      if (stats.size !== size || stats.mtimeMs !== mtimeMs) return false;
    } catch {
      return false;
    }
  }
  return true;
}

function cachedBuild(cacheDir: string, key: string, modules: FunctionEntries): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(cacheDir, MANIFEST), 'utf8')) as Manifest;
    if (manifest.key !== key || !unchanged(manifest.inputs)) return undefined;
    const complete = [...modules.keys(), WORKER_OUT].every((name) =>
      existsSync(bundleFile(cacheDir, manifest.folder, name)),
    );
    return complete ? manifest.folder : undefined;
  } catch {
    return undefined;
  }
}

function removeStaleBuilds(cacheDir: string, keep: string): void {
  for (const entry of readdirSync(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep) continue;
    const path = join(cacheDir, entry.name);
    if (Date.now() - statSync(path).mtimeMs > STALE_BUILD_MS) rmSync(path, { recursive: true, force: true });
  }
}

async function buildAll(cacheDir: string, key: string, modules: FunctionEntries): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const folder = `build-${Date.now()}-${randomBytes(4).toString('hex')}`;
  const outdir = join(cacheDir, folder);
  const { outfile: _outfile, entryPoints: _entryPoints, ...options } = esbuildOptionsFor('', '');
  const result = await build({
    ...options,
    absWorkingDir: REPO_ROOT,
    entryPoints: [
      ...[...modules].map(([name, entry]) => ({ in: entry, out: name })),
      { in: WORKER_ENTRY, out: WORKER_OUT },
    ],
    outdir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
  });
  const inputs: Manifest['inputs'] = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    // esbuild names inputs relative to the working folder; some carry a namespace prefix (none here).
    const path = resolve(REPO_ROOT, input);
    const stats = statSync(path);
    inputs[path] = [stats.size, stats.mtimeMs];
  }
  const manifest: Manifest = { key, folder, inputs };
  const temporary = join(cacheDir, `${MANIFEST}.${randomBytes(4).toString('hex')}`);
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, join(cacheDir, MANIFEST));
  removeStaleBuilds(cacheDir, folder);
  return folder;
}

export interface FunctionBundles {
  /** The worker thread's entry file. */
  readonly worker: string;
  /** A function's bundle file. */
  bundle(functionName: string): string;
}

/** Every function's bundle, built once for all of them or taken from the cache. */
export async function functionBundles(
  modules: FunctionEntries,
  cacheDir: string = CACHE_DIR,
): Promise<FunctionBundles> {
  const key = requestKey(modules);
  const folder = cachedBuild(cacheDir, key, modules) ?? (await buildAll(cacheDir, key, modules));
  return {
    worker: bundleFile(cacheDir, folder, WORKER_OUT),
    bundle: (name) => bundleFile(cacheDir, folder, name),
  };
}
