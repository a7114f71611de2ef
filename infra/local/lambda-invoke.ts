import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TriggerName } from '../../lambdas/routes';
import { TRIGGER_FUNCTION_NAMES } from './cognito';
import { FunctionError } from './lambda/runtime';

const FUNCTION_TO_TRIGGER: Record<string, TriggerName> = {
  [TRIGGER_FUNCTION_NAMES.CustomMessage]: 'customMessage',
  [TRIGGER_FUNCTION_NAMES.PostConfirmation]: 'postConfirmation',
  [TRIGGER_FUNCTION_NAMES.PostAuthentication]: 'postAuthentication',
};

export type InvokeFunction = (name: string, event: unknown) => Promise<unknown>;

/**
 * Lambda's Invoke API (POST /2015-03-31/functions/{name}/invocations), answered by the local
 * Lambda runtime, so cognito-local runs the same triggers CDK wires on AWS, each as its own
 * function with its own role. Listens on loopback only, apart from the public edge.
 */
export function startLambdaInvokeServer(
  invoke: InvokeFunction,
): Promise<{ server: Server; endpoint: string }> {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
    let trigger: TriggerName | undefined;
    try {
      trigger = match ? FUNCTION_TO_TRIGGER[decodeURIComponent(match[1] ?? '')] : undefined;
    } catch {
      trigger = undefined;
    }
    if (req.method !== 'POST' || !trigger) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"Message":"Function not found"}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const event: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const result = await invoke(trigger, event);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    } catch (error) {
      const failure = error as Error;
      console.error(`[lambda] ${trigger} failed:`, failure.message);
      // Lambda's answer to a function error: 200 with X-Amz-Function-Error and the error as the payload.
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' }).end(
        JSON.stringify({
          errorMessage: failure.message,
          errorType: failure instanceof FunctionError ? failure.errorType : failure.name,
        }),
      );
    }
  };
  const server = createServer(
    (req, res) =>
      void handle(req, res).catch((error: unknown) => {
        // Reading the body failed (the client went away): nobody is left to answer.
        console.error('[lambda] could not read the invocation', error);
        res.destroy();
      }),
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      resolve({ server, endpoint: `http://127.0.0.1:${port}` });
    });
  });
}
