import { GetObjectCommand } from '@aws-sdk/client-s3';
import { SHELL_KEY } from '../../infra/definitions/storage';
import { s3 } from '../lib/clients';
import { env } from '../lib/env';

/** A warm function re-reads the shell at most this often, so a deployment shows within a minute. */
const SHELL_TTL_MS = 60_000;

let cached: { html: string; readAt: number } | null = null;

/** The deployed index.html (see SHELL_KEY), cached in memory between invocations. */
export async function readShell(now = Date.now()): Promise<string> {
  if (cached && now - cached.readAt < SHELL_TTL_MS) return cached.html;
  const object = await s3().send(new GetObjectCommand({ Bucket: env.mediaBucket(), Key: SHELL_KEY }));
  const html = (await object.Body?.transformToString('utf-8')) ?? '';
  if (!html) throw new Error(`empty shell at ${SHELL_KEY}`);
  cached = { html, readAt: now };
  return html;
}
