/**
 * The browser reaches cognito-local through the edge at /cognito. One translation:
 * aws-amplify ≥ 6.15 refreshes tokens with GetTokensFromRefreshToken, which
 * cognito-local lacks; it is answered with InitiateAuth REFRESH_TOKEN_AUTH.
 */
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface CognitoProxyAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

export async function proxyCognito(
  cognitoEndpoint: string,
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Promise<CognitoProxyAnswer> {
  const forward: Record<string, string> = {};
  for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'authorization']) {
    const value = headers[name];
    if (typeof value === 'string') forward[name] = value;
  }
  let target = forward['x-amz-target'];
  let payload: Buffer = body;
  const refreshing = target === `${TARGET_PREFIX}GetTokensFromRefreshToken`;
  if (refreshing) {
    const request = JSON.parse(body.toString('utf8') || '{}') as { RefreshToken?: string; ClientId?: string };
    target = `${TARGET_PREFIX}InitiateAuth`;
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
  // AWS pools (PreventUserExistenceErrors) answer a wrong password and an unknown user alike;
  // cognito-local tells them apart ("Invalid password", "User not found"). Answer as AWS does.
  if (
    target === `${TARGET_PREFIX}InitiateAuth` &&
    !refreshing &&
    /NotAuthorized|UserNotFound|InvalidPassword/.test(errorType ?? '')
  ) {
    errorType = 'NotAuthorizedException';
    responseBody = Buffer.from(
      JSON.stringify({ __type: errorType, message: 'Incorrect username or password.' }),
    );
  }
  if (errorType) responseHeaders['x-amzn-errortype'] = errorType;
  // InitiateAuth's answer has the same AuthenticationResult shape that GetTokensFromRefreshToken returns.
  return { statusCode: response.status, headers: responseHeaders, body: responseBody };
}
