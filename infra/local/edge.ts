import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@common/api-types';
import { CATALOGUE_PAGE_PATH } from '@common/app-documents';
import { MESSAGES } from '@common/messages';
import type { VerifierSettings } from '../../lambdas/lib/jwt';
import { securityHeaders } from '../definitions/security-headers';
import { createVerifier, invokeApi, LAMBDA_PAYLOAD_LIMIT_BYTES, type InvokeApiOptions } from './api-gateway';
import { readBody as readLimitedBody } from './iam/gate-http';
import { proxyCognito } from './cognito-proxy';
import { decodePath, isPublicMediaType, publicMediaKey } from './edge-paths';
import { answerMailbox, MAILBOX_PATH } from './mailbox';

/** POST /_local/schedules/{name}: a schedule's run, now (local only). */
export const LOCAL_SCHEDULES_PATH = '/_local/schedules';
import { negotiate, serveStatic } from './static-files';

export interface MediaObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
}

export interface EdgeOptions {
  webDir: string;
  runtimeConfig: Omit<RuntimeConfig, 'userPoolEndpoint'>;
  cognitoEndpoint: string;
  /**
   * The local mailbox's file: the edge then serves it at /_local/mail. Local only: CloudFront has no
   * such path (on AWS it is the app's 404 page).
   */
  mailboxFile?: string;
  /**
   * Runs a schedule now (POST /_local/schedules/{name}: a digest for a demo or a test), as
   * EventBridge Scheduler would at its time. Local only, like the mailbox.
   */
  runSchedule?: (name: string) => Promise<unknown>;
  /** S3 as the browser reaches it (presigned uploads, the PDF reader's range reads). */
  s3PublicEndpoint: string;
  verifier: VerifierSettings;
  getMedia: (key: string) => Promise<MediaObject | null>;
  /** Runs a route's function (the local Lambda runtime). */
  invoke: InvokeApiOptions['invoke'];
  /** The API origin's custom headers, added to every /api/*, /session/* and /sessions request (x-origin-verify). */
  apiOriginHeaders: Readonly<Record<string, string>>;
  /** False while the platform is still loading its data: /config.json then answers 503. */
  isReady?: () => boolean;
}

const SESSION_PAGE = /^\/session\/[^/]+\/?$/;

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  return (await readLimitedBody(req)) ?? Buffer.alloc(0);
}

/**
 * The local stand-in for CloudFront + API Gateway: the web build with SPA fallback,
 * /config.json, /media/* (the media bucket's public images), /api/* through the same handlers,
 * /cognito to cognito-local (checked as Cognito checks); the same security headers as the
 * CloudFront policy. Malformed paths answer 400.
 */
export function createEdge(options: EdgeOptions): Server {
  const verifier = createVerifier(options.verifier);
  const baseHeaders = securityHeaders({ connectSrc: [options.s3PublicEndpoint] });

  const send = (
    res: ServerResponse,
    statusCode: number,
    headers: Record<string, string>,
    body: Buffer | string,
  ) => {
    res.writeHead(statusCode, { ...baseHeaders, ...headers });
    res.end(body);
  };

  const notFound = (res: ServerResponse) =>
    send(res, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not Found');

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const rawUrl = req.url ?? '/';
    let path = rawUrl;
    try {
      // A fixed base: the request target alone makes the URL (a Host header or a target such as
      // //host/x must not change the path), and an unparsable target is the client's fault.
      const url = rawUrl.startsWith('/') ? parseUrl(`http://edge.local${rawUrl}`) : null;
      path = url?.pathname ?? rawUrl;
      const isApiPath = path === '/api' || path.startsWith('/api/');
      // A malformed percent-escape is a bad request on every path, never a 500.
      if (!url || decodePath(path) === null) {
        if (isApiPath) {
          send(
            res,
            400,
            { 'content-type': 'application/json; charset=utf-8' },
            JSON.stringify({ error: { code: 'bad_request', message: MESSAGES.invalidRequest } }),
          );
        } else send(res, 400, { 'content-type': 'text/plain; charset=utf-8' }, 'Bad Request');
        return;
      }
      if (path === '/config.json') {
        if (options.isReady && !options.isReady()) {
          send(res, 503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' }, 'Starting');
          return;
        }
        const config: RuntimeConfig = {
          ...options.runtimeConfig,
          userPoolEndpoint: `http://${req.headers.host ?? 'localhost'}/cognito`,
        };
        send(
          res,
          200,
          { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
          JSON.stringify(config),
        );
        return;
      }
      // CloudFront drops Accept-Encoding from an HTTP/1.0 request and answers it uncompressed.
      const acceptEncoding = req.httpVersion === '1.0' ? '' : String(req.headers['accept-encoding'] ?? '');
      // /session/{id} is answered by the session-page handler (link-preview tags), and /sessions
      // (exactly) by the catalogue-page handler (its first page in the HTML), as CloudFront does;
      // those behaviours take GET and HEAD.
      const isPage = SESSION_PAGE.test(path) || path === CATALOGUE_PAGE_PATH;
      const isHead = req.method === 'HEAD';
      if (isApiPath || ((req.method === 'GET' || isHead) && isPage)) {
        const viewerAddress = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
        const requestBody = await readLimitedBody(req, LAMBDA_PAYLOAD_LIMIT_BYTES);
        if (!requestBody) {
          // A synchronous Lambda invocation carries at most 6 MB: API Gateway answers larger requests so.
          send(
            res,
            413,
            { 'content-type': 'application/json; charset=utf-8' },
            JSON.stringify({ message: 'Request Entity Too Large' }),
          );
          return;
        }
        const answer = await invokeApi(req, requestBody, url, {
          verifier,
          cloudFront: { viewerAddress, originHeaders: options.apiOriginHeaders },
          invoke: options.invoke,
        });
        // /api/* caches nothing on AWS, and CloudFront compresses nothing there: the answer goes out
        // as the function gave it (compressed by the function when the caller accepts it). The page
        // behaviours cache, and CloudFront compresses their answers unless the function did.
        const type = answer.headers['content-type'] ?? 'application/json';
        const { body, encoding } =
          isApiPath || answer.headers['content-encoding']
            ? { body: answer.body, encoding: undefined }
            : await negotiate(answer.body, type, acceptEncoding);
        send(
          res,
          answer.statusCode,
          {
            ...answer.headers,
            ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
          },
          isHead ? '' : body,
        );
        return;
      }
      if (path === '/cognito' || path.startsWith('/cognito/')) {
        const answer = await proxyCognito(
          options.cognitoEndpoint,
          req.method ?? 'POST',
          path.slice('/cognito'.length),
          req.headers,
          await readBody(req),
        );
        send(res, answer.statusCode, answer.headers, answer.body);
        return;
      }
      if (
        options.mailboxFile &&
        req.method === 'GET' &&
        (path === MAILBOX_PATH || path.startsWith(`${MAILBOX_PATH}/`) || path === `${MAILBOX_PATH}.json`)
      ) {
        const answer = answerMailbox(options.mailboxFile, path, url.searchParams);
        if (answer) send(res, answer.statusCode, answer.headers, answer.body);
        else notFound(res);
        return;
      }
      if (options.runSchedule && req.method === 'POST' && path.startsWith(`${LOCAL_SCHEDULES_PATH}/`)) {
        const name = decodeURIComponent(path.slice(LOCAL_SCHEDULES_PATH.length + 1));
        try {
          const result = await options.runSchedule(name);
          send(
            res,
            200,
            { 'content-type': 'application/json', 'cache-control': 'no-store' },
            JSON.stringify(result ?? {}),
          );
        } catch (error) {
          send(
            res,
            404,
            { 'content-type': 'application/json' },
            JSON.stringify({ error: (error as Error).message }),
          );
        }
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(res, 405, { 'content-type': 'text/plain; charset=utf-8' }, 'Method Not Allowed');
        return;
      }
      if (path.startsWith('/media/')) {
        // Refused keys and types answer 404, exactly like an absent object: /media/* then tells
        // nothing about what else the bucket holds (staging uploads, the page shell). AWS answers
        // 403 to both through CloudFront (no ListBucket), so there too refused and absent look alike.
        const key = publicMediaKey(path);
        const media = key ? await options.getMedia(key) : null;
        if (!media || !isPublicMediaType(media.contentType)) {
          notFound(res);
          return;
        }
        send(
          res,
          200,
          {
            'content-type': media.contentType,
            'cache-control': media.cacheControl ?? 'public, max-age=3600',
          },
          media.body,
        );
        return;
      }
      const file = await serveStatic(options.webDir, path, acceptEncoding, (url?.search ?? '') !== '');
      if (!file) {
        notFound(res);
        return;
      }
      send(res, file.statusCode, file.headers, req.method === 'HEAD' ? '' : file.body);
    } catch (error) {
      console.error(`[edge] ${req.method} ${path} failed:`, error);
      if (!res.headersSent) {
        send(
          res,
          500,
          { 'content-type': 'application/json; charset=utf-8' },
          JSON.stringify({ error: { code: 'internal', message: MESSAGES.unexpectedError } }),
        );
      } else res.end();
    }
  };
  // handle() answers its own failures (500): its promise never rejects.
  return createServer((req, res) => void handle(req, res));
}
