import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Resolved from this file, not the working directory, so synth works from any folder (cdk, vitest). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const LAMBDAS_DIR = join(REPO_ROOT, 'lambdas');
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** Entry file of a handler module named as in lambdas/routes.ts (e.g. 'users/get-me'). */
export function handlerEntry(handlerModule: string): string {
  return join(LAMBDAS_DIR, `${handlerModule}.ts`);
}
