/**
 * What the browser holds of a Cognito session, read WITHOUT loading aws-amplify: this lets a
 * visitor's first page skip the auth bundle entirely. The key layout is Amplify v6's
 * `CognitoIdentityServiceProvider.<clientId>.<username>.<tokenType>`.
 */
export const COGNITO_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

export type StorageName = 'localStorage' | 'sessionStorage';

function storage(name: StorageName): Storage | null {
  try {
    return window[name];
  } catch {
    // Storage can be blocked (privacy settings): behave as if empty.
    return null;
  }
}

function cognitoKeys(name: StorageName): string[] {
  const store = storage(name);
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(COGNITO_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

function holdsTokens(name: StorageName): boolean {
  return cognitoKeys(name).some((key) => key.endsWith('.accessToken') || key.endsWith('.refreshToken'));
}

/** True when some tokens may be stored: only then is aws-amplify worth loading at boot. */
export function mayHaveStoredSession(): boolean {
  return holdsTokens('localStorage') || holdsTokens('sessionStorage');
}

/** A 'Se souvenir de moi'-less sign-in keeps its tokens in this tab's sessionStorage. */
export function sessionStorageHoldsTokens(): boolean {
  return holdsTokens('sessionStorage');
}

/** Last resort of sign-out: remove the Cognito keys of one store. */
export function clearStoredCognitoSession(name: StorageName): void {
  const store = storage(name);
  for (const key of cognitoKeys(name)) store?.removeItem(key);
}

export function isCognitoStorageKey(key: string | null): boolean {
  return key === null || key.startsWith(COGNITO_KEY_PREFIX);
}
