import { loadRuntimeConfig } from '@/lib/config';
import type * as AmplifyEngine from './amplify-engine';

export type AuthEngine = typeof AmplifyEngine;

let loading: Promise<AuthEngine> | null = null;
let loaded: AuthEngine | null = null;
let announce: ((engine: AuthEngine) => void) | null = null;
const announced = new Promise<AuthEngine>((resolve) => {
  announce = resolve;
});

/**
 * Loads aws-amplify (its own chunk) and /config.json in parallel, then configures Amplify.
 * Memoised; a failure (offline, no config) is retried on the next call.
 */
export function loadAuthEngine(): Promise<AuthEngine> {
  loading ??= Promise.all([import('./amplify-engine'), loadRuntimeConfig()])
    .then(([engine, config]) => {
      engine.configure(config);
      loaded = engine;
      announce?.(engine);
      return engine;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The engine if it is already loaded: lets callers skip loading it for visitors. */
export function loadedAuthEngine(): AuthEngine | null {
  return loaded;
}

/** Resolves when someone first loads the engine (never, for a visitor who never signs in). */
export function whenAuthEngineLoaded(): Promise<AuthEngine> {
  return announced;
}
