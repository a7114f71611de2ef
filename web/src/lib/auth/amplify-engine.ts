/**
 * Everything that touches aws-amplify lives here. This module is only ever loaded with a
 * dynamic import() (see load-engine.ts), so public pages neither wait for nor ship it.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmUserAttribute,
  fetchAuthSession,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub, defaultStorage, sessionStorage } from 'aws-amplify/utils';
import type { RuntimeConfig } from '../../../../common/api-types';
import { clearStoredCognitoSession, sessionStorageHoldsTokens } from './token-storage';

export interface SessionIdentity {
  /** Cognito `sub`: the user's id everywhere in Tremplin. */
  userId: string;
  email: string;
}

export type AuthHubEvent =
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'tokenRefresh' }
  | { type: 'tokenRefreshFailure'; retryable: boolean; error: unknown };

/** Refresh failures after which the refresh token is unusable: the session must go. */
const NON_RETRYABLE_REFRESH_ERRORS = [
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
];

let configured = false;

export function configure(config: RuntimeConfig): void {
  if (configured) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  // Amplify.configure() resets the token store to localStorage; a tab signed in without
  // 'Se souvenir de moi' keeps reading its tokens from sessionStorage.
  if (sessionStorageHoldsTokens()) cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorage);
  configured = true;
}

function stringClaim(payload: Record<string, unknown> | undefined, name: string): string | null {
  const value = payload?.[name];
  return typeof value === 'string' && value ? value : null;
}

/** Amplify's error when Cognito could not be reached at all (no network), as opposed to an answer. */
function unreachable(error: unknown): boolean {
  return error instanceof Error && error.name === 'NetworkError';
}

/**
 * The session's tokens, refreshed if expired. Offline, expired tokens cannot be refreshed, but they
 * still name who is signed in on this device: the app then shows what the service worker kept for
 * that person (README, "Installable and offline"). Only the API checks tokens, and it is out of
 * reach; back online, its 401 makes the API client refresh them.
 */
async function sessionTokens(forceRefresh = false) {
  try {
    return (await fetchAuthSession({ forceRefresh })).tokens;
  } catch (error) {
    if (!unreachable(error)) throw error;
    const stored = await cognitoUserPoolsTokenProvider.authTokenStore.loadTokens();
    if (!stored?.accessToken) throw error;
    return stored;
  }
}

/** The signed-in identity from the stored tokens (refreshed if expired), or null. */
export async function currentIdentity(): Promise<SessionIdentity | null> {
  const tokens = await sessionTokens();
  if (!tokens?.accessToken) return null;
  const userId = stringClaim(tokens.accessToken.payload, 'sub');
  if (!userId) return null;
  const email =
    stringClaim(tokens.idToken?.payload, 'email') ??
    tokens.signInDetails?.loginId ??
    stringClaim(tokens.accessToken.payload, 'username') ??
    '';
  return { userId, email };
}

/** The Cognito ACCESS token for the API's Authorization header (not the ID token). */
export async function accessToken(forceRefresh = false): Promise<string | null> {
  const tokens = await sessionTokens(forceRefresh);
  return tokens?.accessToken?.toString() ?? null;
}

/**
 * Leaves this browser signed out whatever the server answers: Amplify revokes the refresh
 * token and ignores a failure (401, 403, 404, offline…); if signOut() itself throws, the
 * stored tokens are removed by hand.
 */
export async function signOutLocally(): Promise<void> {
  const store = sessionStorageHoldsTokens() ? 'sessionStorage' : 'localStorage';
  try {
    await signOut();
  } catch (error) {
    console.info('[auth] sign-out failed, retrying locally', error);
    try {
      await signOut({ global: false });
    } catch (retryError) {
      console.info('[auth] local sign-out failed, clearing stored tokens', retryError);
    }
  }
  clearStoredCognitoSession(store);
}

/**
 * Password sign-in. USER_PASSWORD_AUTH everywhere (cognito-local has no SRP). Without
 * 'Se souvenir de moi' the tokens live in this tab's sessionStorage only.
 */
export async function signInWithPassword(email: string, password: string, remember: boolean): Promise<void> {
  // A stale session would make signIn() throw UserAlreadyAuthenticatedException.
  if (await currentIdentity().catch(() => null)) await signOutLocally();
  cognitoUserPoolsTokenProvider.setKeyValueStorage(remember ? defaultStorage : sessionStorage);
  const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (!result.isSignedIn) {
    // Tremplin's pool has no MFA or forced password change: any other step is unexpected.
    throw new Error(`Sign-in did not complete (${result.nextStep.signInStep})`);
  }
}

/** Sign-up (a PreSignUp trigger auto-confirms), then sign-in with the same credentials. */
export async function signUpWithPassword(email: string, password: string): Promise<void> {
  await signUp({ username: email, password, options: { userAttributes: { email } } });
  await signInWithPassword(email, password, true);
}

/**
 * Cognito ChangePassword for the signed-in user: Cognito checks the current password itself
 * (a wrong one is refused), so the settings form cannot change it without knowing it.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword: currentPassword, newPassword });
}

/**
 * Cognito sends the signed-in user a code to their e-mail (GetUserAttributeVerificationCode); the
 * first admin on AWS proves their address with it (sign-up verifies every other address itself).
 */
export async function sendEmailVerificationCode(): Promise<void> {
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/** Cognito VerifyUserAttribute: the e-mail is verified once the code matches. */
export async function confirmEmailVerificationCode(code: string): Promise<void> {
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}

export function listenToAuthEvents(listener: (event: AuthHubEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'signedOut':
      case 'tokenRefresh':
        listener({ type: payload.event });
        break;
      case 'tokenRefresh_failure': {
        const error: unknown = payload.data?.error;
        const name = error instanceof Error ? error.name : '';
        listener({
          type: 'tokenRefreshFailure',
          retryable: !NON_RETRYABLE_REFRESH_ERRORS.some((n) => name.startsWith(n)),
          error,
        });
        break;
      }
      default:
        break;
    }
  });
}
