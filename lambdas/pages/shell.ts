import { SHELL_KEY } from '@common/storage-keys';
import { env } from '../lib/env';
import { getObject } from '../lib/object-store';

/** A warm function re-reads a document at most this often, so a deployment shows within a minute. */
const SHELL_TTL_MS = 60_000;

const cached = new Map<string, { html: string; readAt: number }>();

/**
 * A page document the build made for a handler (SHELL_KEY, the session page's; CATALOGUE_SHELL_KEY,
 * the catalogue's), read from the media bucket and cached in memory between invocations.
 */
export async function readShell(key: string = SHELL_KEY, now = Date.now()): Promise<string> {
  const hit = cached.get(key);
  if (hit && now - hit.readAt < SHELL_TTL_MS) return hit.html;
  const html = (await getObject(env.mediaBucket(), key)).toString('utf8');
  if (!html) throw new Error(`empty shell at ${key}`);
  cached.set(key, { html, readAt: now });
  return html;
}
