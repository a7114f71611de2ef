import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { AUTH_TRIGGERS, type TriggerName } from '../../lambdas/routes';
import { LAMBDAS_DIR, lambdaContext } from './api-gateway';
import { TRIGGER_FUNCTION_NAMES } from './cognito';

type TriggerHandler = (event: unknown, context: unknown) => Promise<unknown>;

const FUNCTION_TO_TRIGGER: Record<string, TriggerName> = {
  [TRIGGER_FUNCTION_NAMES.PreSignUp]: 'preSignUp',
  [TRIGGER_FUNCTION_NAMES.PostConfirmation]: 'postConfirmation',
  [TRIGGER_FUNCTION_NAMES.PostAuthentication]: 'postAuthentication',
};

/**
 * Lambda's Invoke API (POST /2015-03-31/functions/{name}/invocations), answered with the
 * trigger handler modules, so cognito-local runs the same triggers CDK wires on AWS.
 * Listens on loopback only, apart from the public edge.
 */
export function startLambdaInvokeServer(): Promise<{ server: Server; endpoint: string }> {
  const server = createServer(async (req, res) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
    const trigger = match ? FUNCTION_TO_TRIGGER[decodeURIComponent(match[1] ?? '')] : undefined;
    if (req.method !== 'POST' || !trigger) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"Message":"Function not found"}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const mod = (await import(pathToFileURL(join(LAMBDAS_DIR, `${AUTH_TRIGGERS[trigger]}.ts`)).href)) as {
        handler: TriggerHandler;
      };
      const event: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const result = await mod.handler(event, lambdaContext(trigger));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    } catch (error) {
      console.error(`[lambda] ${trigger} failed:`, error);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' }).end(
        JSON.stringify({
          errorMessage: String((error as Error).message),
          errorType: (error as Error).name,
        }),
      );
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      resolve({ server, endpoint: `http://127.0.0.1:${port}` });
    });
  });
}
