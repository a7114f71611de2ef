import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { VerifierSettings } from '../../lambdas/lib/jwt';
import { createVerifier, invokeApi, LAMBDA_PAYLOAD_LIMIT_BYTES, type InvokeApiOptions } from './api-gateway';
import { readBody } from './iam/gate-http';

export interface ApiEndpointOptions {
  verifier: VerifierSettings;
  invoke: InvokeApiOptions['invoke'];
}

function sendJson(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer | string,
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

/**
 * The API's own address, as `https://{api}.execute-api.{region}.amazonaws.com` is on AWS: public,
 * the same routes and authorizer, but no CloudFront in front. The request reaches the functions
 * exactly as sent: no x-origin-verify added, a caller's x-viewer-ip left as it came.
 */
export function createApiEndpoint(options: ApiEndpointOptions): Server {
  const verifier = createVerifier(options.verifier);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const target = req.url ?? '/';
      if (!target.startsWith('/')) {
        sendJson(res, 400, {}, '{"message":"Bad Request"}');
        return;
      }
      const url = new URL(`http://execute-api.local${target}`);
      const body = await readBody(req, LAMBDA_PAYLOAD_LIMIT_BYTES);
      if (!body) {
        sendJson(res, 413, {}, '{"message":"Request Entity Too Large"}');
        return;
      }
      const answer = await invokeApi(req, body, url, { verifier, invoke: options.invoke });
      sendJson(res, answer.statusCode, answer.headers, answer.body);
    } catch (error) {
      console.error(`[execute-api] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, {}, '{"message":"Internal Server Error"}');
      else res.end();
    }
  };
  // handle() answers its own failures (500): its promise never rejects.
  return createServer((req, res) => void handle(req, res));
}
