import { existsSync, readdirSync, statSync } from 'node:fs';
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
export async function ensureWebBuild(): Promise<void> {
  const sources = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'common'].map((p) =>
    join(ROOT, p),
  );
  const indexHtml = join(WEB_DIST, 'index.html');
  const built = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  if (built && Math.max(...sources.map(newestMtime)) <= built) return;
  console.log('Construction de l’application web (vite build)…');
  // Loaded only when a build is due, so a warm start does not pay for it.
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
}
