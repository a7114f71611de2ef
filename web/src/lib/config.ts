import type { RuntimeConfig } from '@common/api-types';

let pending: Promise<RuntimeConfig> | null = null;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const nonEmpty = (x: unknown) => typeof x === 'string' && x.length > 0;
  return (
    nonEmpty(v.region) &&
    nonEmpty(v.userPoolId) &&
    nonEmpty(v.userPoolClientId) &&
    (v.userPoolEndpoint === undefined ||
      v.userPoolEndpoint === null ||
      typeof v.userPoolEndpoint === 'string')
  );
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    headers: { accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error('/config.json is not a valid runtime configuration');
  return body;
}

/**
 * The deployment's runtime configuration (Cognito pool, client, region), read once from
 * /config.json so that one build serves local and every deployment. A failed read is
 * retried on the next call.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
