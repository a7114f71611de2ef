import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@common/messages';
import type { ApiEvent, ApiResult, JwtClaims } from '../../lambdas/lib/http';
import { bearerToken, createTokenVerifier, type VerifierSettings } from '../../lambdas/lib/jwt';
import { SITE_HOST_HEADER, VIEWER_IP_HEADER } from '../../lambdas/lib/viewer';
import { ROUTES, routeMethods, type RouteDefinition } from '../../lambdas/routes';
import { decodePath } from './edge-paths';
import { FunctionError } from './lambda/runtime';

/** Lambda's limit on a synchronous invocation's payload, which bounds what API Gateway can pass on. */
export const LAMBDA_PAYLOAD_LIMIT_BYTES = 6 * 1024 * 1024;

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  params: string[];
}

const compiled: CompiledRoute[] = ROUTES.map((route) => {
  const params: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}/?$`), params };
})
  // API Gateway picks the most specific route: literal segments before {parameters}.
  .sort((a, b) => a.params.length - b.params.length);

/**
 * The route for a request, its decoded path parameters, whether another method has that path, and
 * whether a parameter held a malformed percent-escape (then there is no route: a bad request).
 */
export function matchRoute(method: string, path: string) {
  let pathKnown = false;
  for (const entry of compiled) {
    const match = entry.pattern.exec(path);
    if (!match) continue;
    pathKnown = true;
    // API Gateway matches one method per route: the pages have a HEAD route beside their GET.
    if (!(routeMethods(entry.route) as readonly string[]).includes(method)) continue;
    const values = entry.params.map((_, i) => decodePath(match[i + 1] ?? ''));
    if (values.some((value) => value === null)) {
      return { route: null, pathParameters: {}, pathKnown, malformed: true };
    }
    const pathParameters = Object.fromEntries(entry.params.map((name, i) => [name, values[i] ?? '']));
    return { route: entry.route, pathParameters, pathKnown, malformed: false };
  }
  return { route: null, pathParameters: {}, pathKnown, malformed: false };
}

/** HTTP API passes claims as strings; arrays become "[a b]". */
function authorizerClaims(claims: JwtClaims): JwtClaims {
  return Object.fromEntries(
    Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** What CloudFront does to a request on its way to the API. */
export interface CloudFrontHop {
  /** The viewer's `ip:port`, as CloudFront sees it. */
  viewerAddress: string;
  /** The API origin's custom headers (x-origin-verify), which replace any the viewer sent. */
  originHeaders: Readonly<Record<string, string>>;
}

export interface InvokeApiOptions {
  verifier: ReturnType<typeof createTokenVerifier>;
  /** Set when the request came through the edge; absent, it reached the API's own address directly. */
  cloudFront?: CloudFrontHop;
  /** Runs the route's function (the local Lambda runtime). */
  invoke: (functionName: string, event: ApiEvent) => Promise<unknown>;
}

export function createVerifier(settings: VerifierSettings) {
  return createTokenVerifier(settings);
}

/**
 * Turns a request into an API Gateway HTTP API (payload 2.0) event, runs the JWT
 * authorizer's checks on protected routes, and calls the route's handler.
 */
export async function invokeApi(
  req: IncomingMessage,
  body: Buffer,
  url: URL,
  options: InvokeApiOptions,
): Promise<{ statusCode: number; headers: Record<string, string>; body: Buffer }> {
  const method = (req.method ?? 'GET').toUpperCase();
  const { route, pathParameters, pathKnown, malformed } = matchRoute(method, url.pathname);
  const jsonAnswer = (statusCode: number, payload: unknown) => ({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify(payload)),
  });
  if (malformed) {
    return jsonAnswer(400, { error: { code: 'bad_request', message: MESSAGES.invalidRequest } });
  }
  if (!route) {
    return jsonAnswer(pathKnown ? 405 : 404, {
      error: { code: 'not_found', message: pathKnown ? 'Méthode non autorisée' : 'Route introuvable' },
    });
  }

  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  if (options.cloudFront) {
    const { viewerAddress, originHeaders } = options.cloudFront;
    // CloudFront drops Accept-Encoding from an HTTP/1.0 request (and compresses nothing for it).
    if (req.httpVersion === '1.0') delete headers['accept-encoding'];
    // CloudFront sets these itself, overwriting whatever the viewer sent.
    headers['cloudfront-viewer-address'] = viewerAddress;
    headers[VIEWER_IP_HEADER] = viewerAddress.slice(0, viewerAddress.lastIndexOf(':'));
    // The CloudFront functions of /api/* and /session/* pass the site's host on (viewer-request-functions.ts).
    if (headers.host) headers[SITE_HOST_HEADER] = headers.host;
    for (const [name, value] of Object.entries(originHeaders)) headers[name.toLowerCase()] = value;
  }

  let authorizer: ApiEvent['requestContext']['authorizer'];
  if (route.access === 'signed-in') {
    const token = bearerToken(headers.authorization);
    try {
      if (!token) throw new Error('missing token');
      authorizer = { jwt: { claims: authorizerClaims(await options.verifier.verify(token)), scopes: null } };
    } catch {
      // The exact answer of an HTTP API JWT authorizer.
      return jsonAnswer(401, { message: 'Unauthorized' });
    }
  }

  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    queryStringParameters[key] =
      key in queryStringParameters ? `${queryStringParameters[key]},${value}` : value;
  }
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const event: ApiEvent = {
    version: '2.0',
    routeKey: `${method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${method} ${route.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(authorizer ? { authorizer } : {}),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };

  let result: ApiResult;
  try {
    result = (await options.invoke(route.name, event)) as ApiResult;
  } catch (error) {
    // The exact answer of an HTTP API whose Lambda integration failed.
    if (error instanceof FunctionError) return jsonAnswer(500, { message: 'Internal Server Error' });
    throw error;
  }
  const responseHeaders: Record<string, string> = {};
  for (const [key, value] of Object.entries(result.headers ?? {}))
    responseHeaders[key.toLowerCase()] = String(value);
  const responseBody = result.body
    ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  return { statusCode: result.statusCode ?? 200, headers: responseHeaders, body: responseBody };
}
