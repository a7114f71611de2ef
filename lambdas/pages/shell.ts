import { SHELL_KEY } from '../../common/storage-keys';
import { env } from '../lib/env';
import { getObject } from '../lib/object-store';

/** A warm function re-reads the shell at most this often, so a deployment shows within a minute. */
const SHELL_TTL_MS = 60_000;

let cached: { html: string; readAt: number } | null = null;

/** The deployed index.html (see SHELL_KEY), cached in memory between invocations. */
export async function readShell(now = Date.now()): Promise<string> {
  if (cached && now - cached.readAt < SHELL_TTL_MS) return cached.html;
  const html = (await getObject(env.mediaBucket(), SHELL_KEY)).toString('utf8');
  if (!html) throw new Error(`empty shell at ${SHELL_KEY}`);
  cached = { html, readAt: now };
  return html;
}
