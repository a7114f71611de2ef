/**
 * The browser reaches the local Cognito through the edge at /cognito, as it reaches Cognito's public
 * endpoint: only POST / for the client operations (cognito-operations.ts) and each pool's discovery
 * documents go through; IAM operations are refused as Cognito refuses an unsigned call, and
 * cognito-local's hosted-UI and health routes are not reachable (the pool has no domain and its
 * client disables OAuth). Everything else Cognito checks, the local Cognito checks itself, whoever
 * calls (cognito-server.ts). Nothing here can move its clock: that file is written by tests only.
 */
import { browserCallRefusal } from './cognito-operations';

export interface CognitoProxyAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GET /{poolId}/.well-known/jwks.json and openid-configuration: public on Cognito's endpoint too. */
const DISCOVERY = /^\/[\w-]+_[0-9a-zA-Z]+\/\.well-known\/(jwks\.json|openid-configuration)$/;

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
  if (isApi) {
    const refused = browserCallRefusal(forward['x-amz-target'], forward.authorization !== undefined);
    if (refused) {
      return {
        statusCode: refused.statusCode,
        headers: { ...refused.headers, 'cache-control': 'no-store' },
        body: Buffer.from(refused.body),
      };
    }
  }
  const response = await fetch(`${cognitoEndpoint}${path || '/'}`, {
    method,
    headers: forward,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
  });
  const responseBody = Buffer.from(await response.arrayBuffer());
  const responseHeaders: Record<string, string> = {
    'content-type': response.headers.get('content-type') ?? 'application/x-amz-json-1.1',
    'cache-control': 'no-store',
  };
  // Cognito names its error in a header as well as in the body (AWS JSON 1.1); cognito-local only in the body.
  let errorType = response.headers.get('x-amzn-errortype') ?? undefined;
  if (!response.ok && !errorType) {
    try {
      errorType = (JSON.parse(responseBody.toString('utf8')) as { __type?: string }).__type;
    } catch {
      errorType = undefined;
    }
  }
  if (errorType) responseHeaders['x-amzn-errortype'] = errorType;
  return { statusCode: response.status, headers: responseHeaders, body: responseBody };
}
