/**
 * One Lambda function's execution environment: this worker thread imports the function's bundle
 * once (its module state — SDK clients, caches — lives as long as the worker, as on a warm
 * Lambda) and serves invocations from the parent. process.env is the function's own (see runtime.ts).
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import type { Invocation, InvocationOutcome, WorkerSettings } from './protocol';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

const settings = workerData as WorkerSettings;
const port = parentPort;
if (!port) throw new Error('worker.ts runs in a worker thread');

function context(): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: settings.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION ?? 'local'}:000000000000:function:${settings.functionName}`,
    memoryLimitInMB: String(settings.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${settings.functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, settings.timeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const loaded: Promise<Handler> = import(pathToFileURL(settings.bundleFile).href).then(
  (mod: { handler: Handler }) => mod.handler,
);

const serve = async ({ id, event }: Invocation) => {
  let outcome: InvocationOutcome;
  try {
    const handler = await loaded;
    outcome = { id, ok: true, result: await handler(event, context()) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    // As Lambda logs an unhandled error before the caller sees the failure (the runtime names the function).
    console.error(failure);
    outcome = { id, ok: false, error: { name: failure.name, message: failure.message } };
  }
  port.postMessage(outcome);
};

port.on('message', (invocation: Invocation) => void serve(invocation));
