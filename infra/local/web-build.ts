import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const WEB_DIST = join(ROOT, 'web', 'dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    info.mtimeMs,
  );
}

/** Builds the web app when web/dist is missing or older than its sources. */
export function ensureWebBuild(): void {
  const sources = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'common'].map((p) =>
    join(ROOT, p),
  );
  const built = existsSync(join(WEB_DIST, 'index.html')) ? statSync(join(WEB_DIST, 'index.html')).mtimeMs : 0;
  if (built && Math.max(...sources.map(newestMtime)) <= built) return;
  console.log('Construction de l’application web (vite build)…');
  const vite = createRequire(import.meta.url).resolve('vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web build failed');
}
