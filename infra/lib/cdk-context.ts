import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** The context of cdk.json, which `cdk synth` passes to the app: every other synthesis uses it too. */
export function cdkJsonContext(): Record<string, unknown> {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return { ...config.context };
}
