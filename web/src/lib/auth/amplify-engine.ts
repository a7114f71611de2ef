/**
 * Everything that touches aws-amplify lives here. This module is only ever loaded with a
 * dynamic import() (see load-engine.ts), so public pages neither wait for nor ship it.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub, defaultStorage, sessionStorage } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@common/api-types';
import { proveTotpWithPassword } from './cognito-reauth';
import { clearStoredCognitoSession, sessionStorageHoldsTokens } from './token-storage';

export interface SessionIdentity {
  /** Cognito `sub`: the user's id everywhere in Tremplin. */
  userId: string;
  email: string;
}

/**
 * Where a password sign-in stands: done; the account still waits for the code e-mailed at sign-up;
 * or it has two-factor sign-in on and Cognito waits (3 minutes) for its authenticator app's code.
 */
export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'confirmTotp';

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

let configured: RuntimeConfig | null = null;

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
  configured = config;
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
 * that person (docs/offline.md, "Installable and offline"). Only the API checks tokens, and it is out of
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
 * 'Se souvenir de moi' the tokens live in this tab's sessionStorage only. An account whose e-mail was
 * never confirmed answers 'confirmSignUp' (Cognito checks the password first); one with two-factor
 * sign-in on answers 'confirmTotp', and confirmTotpSignIn() finishes it.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  remember: boolean,
): Promise<SignInOutcome> {
  // A stale session would make signIn() throw UserAlreadyAuthenticatedException.
  if (await currentIdentity().catch(() => null)) await signOutLocally();
  cognitoUserPoolsTokenProvider.setKeyValueStorage(remember ? defaultStorage : sessionStorage);
  const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'confirmTotp';
  // The pool's only second factor is TOTP and it forces no password change: any other step is unexpected.
  throw new Error(`Sign-in did not complete (${result.nextStep.signInStep})`);
}

/**
 * The authenticator app's code for the sign-in signInWithPassword() left waiting (Cognito's
 * RespondToAuthChallenge SOFTWARE_TOKEN_MFA). A wrong code can be tried again; after 3 minutes
 * Cognito refuses the session (NotAuthorizedException) and the password must be given again.
 */
export async function confirmTotpSignIn(code: string): Promise<void> {
  const result = await confirmSignIn({ challengeResponse: code });
  if (!result.isSignedIn) throw new Error(`Sign-in did not complete (${result.nextStep.signInStep})`);
}

/** Whether the signed-in account has two-factor sign-in on (Cognito GetUser's UserMFASettingList). */
export async function totpEnabled(): Promise<boolean> {
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** A new authenticator key for the signed-in account (AssociateSoftwareToken), in base32. */
export async function startTotpSetup(): Promise<string> {
  const { sharedSecret } = await setUpTOTP();
  return sharedSecret;
}

/** The new key's first code (VerifySoftwareToken), then two-factor sign-in on (SetUserMFAPreference). */
export async function finishTotpSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/**
 * Resolves once Cognito itself has accepted the account's password and a current code of its
 * authenticator app (cognito-reauth.ts): asked before the app is turned off or replaced, which
 * Cognito's own calls would allow with the access token alone.
 */
export async function proveTotp(password: string, code: string): Promise<void> {
  const identity = await currentIdentity();
  if (!configured || !identity?.email) throw new Error('Nobody is signed in');
  await proveTotpWithPassword(configured, identity.email, password, code);
}

/** Two-factor sign-in off, once the password and a current code are proven (proveTotp). */
export async function disableTotp(password: string, code: string): Promise<void> {
  await proveTotp(password, code);
  await updateMFAPreference({ totp: 'DISABLED' });
}

/**
 * Cognito SignUp: the account then waits for the 6-digit code Cognito e-mails to the address. The
 * address is the user name (the pool signs in with e-mail), which Cognito keeps as the `email`
 * attribute: the web client may not write that attribute itself (USER_POOL.writeAttributes).
 */
export async function signUpWithPassword(email: string, password: string): Promise<void> {
  await signUp({ username: email, password });
}

/** Cognito ConfirmSignUp: the code from the e-mail confirms the account and its address. */
export async function confirmSignUpCode(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

/** Cognito ResendConfirmationCode: a new code replaces the previous one. */
export async function resendSignUpConfirmation(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

/** Cognito ForgotPassword: a reset code is e-mailed if the address has a confirmed account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email });
}

/** Cognito ConfirmForgotPassword: the code and the new password (the pool's rule applies). */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/**
 * Cognito ChangePassword for the signed-in user: Cognito checks the current password itself
 * (a wrong one is refused), so the settings form cannot change it without knowing it.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword: currentPassword, newPassword });
}

/**
 * Cognito sends the signed-in user a code to their e-mail (GetUserAttributeVerificationCode): the
 * first admin on AWS proves their address with it when it is not verified yet (an account created
 * before sign-up asked for a code).
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
