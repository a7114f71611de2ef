/**
 * The browser reaches cognito-local through the edge at /cognito, and gets Cognito's answers where
 * cognito-local is more lenient:
 * - only what the public Cognito endpoint serves goes through: POST / for the client operations
 *   (cognito-operations.ts) and each pool's discovery documents; IAM operations are refused as
 *   Cognito refuses an unsigned call, and cognito-local's hosted-UI and health routes are not reachable
 *   (the pool has no domain and its client disables OAuth);
 * - the pool's password policy is enforced on every call that sets a password (cognito-rules.ts);
 * - errors cognito-local words differently are answered in Cognito's words;
 * - aws-amplify ≥ 6.15 refreshes tokens with GetTokensFromRefreshToken, which cognito-local lacks;
 *   it is answered with InitiateAuth REFRESH_TOKEN_AUTH;
 * - the pool's client prevents user-existence errors (user-directory.ts): an address without an account
 *   gets the answers an account gets (a code "sent" to a masked address, or a wrong code), and every
 *   code delivery names the address masked, as Cognito does.
 */
import { browserCallRefusal } from './cognito-operations';
import { COGNITO_TARGET_PREFIX, passwordPolicyRefusal, type CognitoErrorAnswer } from './cognito-rules';

/** Operations that answer where a code went; for an unknown address, Cognito pretends to have sent one. */
const DELIVERY_OPERATIONS = new Set([
  'SignUp',
  'ForgotPassword',
  'ResendConfirmationCode',
  'GetUserAttributeVerificationCode',
]);
const SIMULATED_DELIVERY_OPERATIONS = new Set(['ForgotPassword', 'ResendConfirmationCode']);
/** Operations that check a code; for an unknown address, Cognito answers as for a wrong code. */
const CODE_OPERATIONS = new Set(['ConfirmSignUp', 'ConfirmForgotPassword']);
const CODE_MISMATCH = 'Invalid verification code provided, please try again.';
/** Cognito's words for a refused code (cognito-local has its own). */
const CODE_ERRORS: Readonly<Record<string, string>> = {
  UserNotFoundException: CODE_MISMATCH,
  CodeMismatchException: CODE_MISMATCH,
  ExpiredCodeException: 'Invalid code provided, please request a code again.',
};

/** Cognito's masked destination: 'a***@e***' for aicha@exemple.ma. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  return `${Array.from(local)[0] ?? ''}***@${Array.from(domain)[0] ?? ''}***`;
}

function maskDelivery(body: Buffer): Buffer {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { CodeDeliveryDetails?: { Destination?: unknown } };
    const details = parsed.CodeDeliveryDetails;
    if (!details || typeof details.Destination !== 'string') return body;
    details.Destination = maskEmail(details.Destination);
    return Buffer.from(JSON.stringify(parsed));
  } catch {
    return body;
  }
}

export interface CognitoProxyAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GET /{poolId}/.well-known/jwks.json and openid-configuration: public on Cognito's endpoint too. */
const DISCOVERY = /^\/[\w-]+_[0-9a-zA-Z]+\/\.well-known\/(jwks\.json|openid-configuration)$/;

function answer(error: CognitoErrorAnswer): CognitoProxyAnswer {
  return {
    statusCode: error.statusCode,
    headers: { ...error.headers, 'cache-control': 'no-store' },
    body: Buffer.from(error.body),
  };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8') || '{}') as unknown;
  } catch {
    // cognito-local answers malformed JSON itself.
    return null;
  }
}

export async function proxyCognito(
  cognitoEndpoint: string,
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Promise<CognitoProxyAnswer> {
  const isApi = path === '' || path === '/';
  const isDiscovery = (method === 'GET' || method === 'HEAD') && DISCOVERY.test(path);
  if (!(isApi && method === 'POST') && !isDiscovery) {
    return {
      statusCode: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: Buffer.from('Not Found'),
    };
  }

  const forward: Record<string, string> = {};
  for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'authorization']) {
    const value = headers[name];
    if (typeof value === 'string') forward[name] = value;
  }
  let target = forward['x-amz-target'];
  let payload: Buffer = body;
  if (isApi) {
    const refused =
      browserCallRefusal(target, forward.authorization !== undefined) ??
      passwordPolicyRefusal(target ?? '', parseJson(body));
    if (refused) return answer(refused);
  }
  const refreshing = target === `${COGNITO_TARGET_PREFIX}GetTokensFromRefreshToken`;
  if (refreshing) {
    const request = (parseJson(body) ?? {}) as { RefreshToken?: string; ClientId?: string };
    target = `${COGNITO_TARGET_PREFIX}InitiateAuth`;
    forward['x-amz-target'] = target;
    payload = Buffer.from(
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      }),
    );
  }
  const response = await fetch(`${cognitoEndpoint}${path || '/'}`, {
    method,
    headers: forward,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: payload }),
  });
  let responseBody: Buffer = Buffer.from(await response.arrayBuffer());
  const responseHeaders: Record<string, string> = {
    'content-type': response.headers.get('content-type') ?? 'application/x-amz-json-1.1',
    'cache-control': 'no-store',
  };
  let errorType = response.headers.get('x-amzn-errortype') ?? undefined;
  if (!response.ok && !errorType) {
    try {
      errorType = (JSON.parse(responseBody.toString('utf8')) as { __type?: string }).__type;
    } catch {
      errorType = undefined;
    }
  }
  const incorrect = () => {
    errorType = 'NotAuthorizedException';
    responseBody = Buffer.from(
      JSON.stringify({ __type: errorType, message: 'Incorrect username or password.' }),
    );
  };
  // AWS pools (PreventUserExistenceErrors) answer a wrong password and an unknown user alike;
  // cognito-local tells them apart ("Invalid password", "User not found"). Answer as AWS does.
  if (
    target === `${COGNITO_TARGET_PREFIX}InitiateAuth` &&
    !refreshing &&
    /NotAuthorized|UserNotFound|InvalidPassword/.test(errorType ?? '')
  ) {
    incorrect();
  }
  // A wrong PreviousPassword: cognito-local says InvalidPasswordException "Invalid password", which
  // Cognito keeps for passwords that break the policy; Cognito answers NotAuthorizedException.
  if (target === `${COGNITO_TARGET_PREFIX}ChangePassword` && errorType === 'InvalidPasswordException') {
    incorrect();
  }
  // PreventUserExistenceErrors: an address without an account looks like one with an account.
  const operation = target?.startsWith(COGNITO_TARGET_PREFIX)
    ? target.slice(COGNITO_TARGET_PREFIX.length)
    : '';
  let statusCode = response.status;
  if (errorType === 'UserNotFoundException' && SIMULATED_DELIVERY_OPERATIONS.has(operation)) {
    const { Username } = (parseJson(payload) ?? {}) as { Username?: unknown };
    errorType = undefined;
    statusCode = 200;
    responseBody = Buffer.from(
      JSON.stringify({
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskEmail(typeof Username === 'string' ? Username : ''),
        },
      }),
    );
  } else if (CODE_OPERATIONS.has(operation) && errorType && errorType in CODE_ERRORS) {
    // An unknown address reads as a wrong code, and both in Cognito's words.
    if (errorType === 'UserNotFoundException') errorType = 'CodeMismatchException';
    responseBody = Buffer.from(JSON.stringify({ __type: errorType, message: CODE_ERRORS[errorType] }));
  } else if (statusCode === 200 && DELIVERY_OPERATIONS.has(operation)) {
    responseBody = maskDelivery(responseBody);
  }
  if (errorType) responseHeaders['x-amzn-errortype'] = errorType;
  // InitiateAuth's answer has the same AuthenticationResult shape that GetTokensFromRefreshToken returns.
  return { statusCode, headers: responseHeaders, body: responseBody };
}
