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
 *   it is answered with InitiateAuth REFRESH_TOKEN_AUTH.
 */
import { browserCallRefusal } from './cognito-operations';
import { COGNITO_TARGET_PREFIX, passwordPolicyRefusal, type CognitoErrorAnswer } from './cognito-rules';

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
  let responseBody = Buffer.from(await response.arrayBuffer());
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
  if (errorType) responseHeaders['x-amzn-errortype'] = errorType;
  // InitiateAuth's answer has the same AuthenticationResult shape that GetTokensFromRefreshToken returns.
  return { statusCode: response.status, headers: responseHeaders, body: responseBody };
}
