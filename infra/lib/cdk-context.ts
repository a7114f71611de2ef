import { readFileSync } from 'node:fs';
import type { App } from 'aws-cdk-lib';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** The context of cdk.json, which `cdk synth` passes to the app: every other synthesis uses it too. */
export function cdkJsonContext(): Record<string, unknown> {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return { ...config.context };
}

/** Context `alarmEmail`: the address the alarm topic e-mails (ops confirm the subscription once). */
export function alarmEmailFromContext(app: App): string | undefined {
  const email: unknown = app.node.tryGetContext('alarmEmail');
  if (email === undefined) return undefined;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`Context alarmEmail must be an e-mail address, got ${JSON.stringify(email)}`);
  }
  return email;
}
