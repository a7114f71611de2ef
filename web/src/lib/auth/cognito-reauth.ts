/**
 * Proves, through Cognito itself, that whoever turns two-factor sign-in off holds the account's
 * password and its authenticator app right now. Cognito's SetUserMFAPreference asks for neither (the
 * access token suffices), and Cognito checks an authenticator code only inside a sign-in: so this is
 * one, made apart from aws-amplify (which would replace the session in place): InitiateAuth
 * USER_PASSWORD_AUTH, then the SOFTWARE_TOKEN_MFA challenge with the code. Its tokens are not kept:
 * the refresh token is revoked at once. A wrong password or code fails as Cognito names it (the
 * error's name is Cognito's `__type`, as aws-amplify names its errors), read by auth-errors.ts.
 *
 * What this protects: a session left open on a shared or borrowed device, whose user cannot remove
 * the second factor without both. Someone who stole the access token itself could still call
 * SetUserMFAPreference directly: Cognito offers no way to require more of that call.
 */
import type { RuntimeConfig } from '@common/api-types';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** An error named after Cognito's `__type` (e.g. NotAuthorizedException, CodeMismatchException). */
function cognitoError(type: unknown, message: unknown): Error {
  const error = new Error(typeof message === 'string' ? message : '');
  // AWS JSON may prefix the type with its namespace: 'com.amazonaws…#NotAuthorizedException'.
  error.name = typeof type === 'string' && type ? (type.split('#').pop() ?? type) : 'Unknown';
  return error;
}

function endpointOf(config: RuntimeConfig): string {
  return config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
}

async function call<T>(config: RuntimeConfig, operation: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(endpointOf(config), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `${TARGET_PREFIX}${operation}`,
      },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch (error) {
    throw cognitoError('NetworkError', error instanceof Error ? error.message : '');
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw cognitoError(answer.__type ?? response.headers.get('x-amzn-errortype'), answer.message);
  }
  return answer as T;
}

interface AuthAnswer {
  ChallengeName?: string;
  Session?: string;
  AuthenticationResult?: { RefreshToken?: string };
}

/**
 * Resolves when Cognito accepted `password` and then `code` for `email`; rejects with Cognito's
 * error otherwise. Resolves as well when the account asks no code (two-factor already off).
 */
export async function proveTotpWithPassword(
  config: RuntimeConfig,
  email: string,
  password: string,
  code: string,
): Promise<void> {
  const clientId = config.userPoolClientId;
  const first = await call<AuthAnswer>(config, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  let result = first.AuthenticationResult;
  if (!result) {
    if (first.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !first.Session) {
      throw cognitoError('UnexpectedChallenge', first.ChallengeName);
    }
    const second = await call<AuthAnswer>(config, 'RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: clientId,
      Session: first.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
    });
    result = second.AuthenticationResult;
  }
  const refreshToken = result?.RefreshToken;
  if (refreshToken) {
    // The proof's own session ends here; a failure leaves a token nobody holds, so it is not fatal.
    await call(config, 'RevokeToken', { Token: refreshToken, ClientId: clientId }).catch((error: unknown) =>
      console.info('[auth] the check sign-in could not be revoked', error),
    );
  }
}
