import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@common/messages';
import { FUNCTION_OBSERVABILITY_ENVIRONMENT } from '../../infra/definitions/observability';
import type * as Errors from '../../lambdas/lib/errors';
import type { ApiContext, ApiEvent, ApiResult } from '../../lambdas/lib/http';
import type * as Middleware from '../../lambdas/lib/middleware';
import type * as Observability from '../../lambdas/lib/observability';

/** Loaded after the environment is set: Logger and Metrics read it when their module loads. */
type Lib = { middleware: typeof Middleware; observability: typeof Observability; errors: typeof Errors };
let lib: Lib;

beforeAll(async () => {
  // What CDK gives every function; Logger and Metrics read it when the module loads.
  for (const [name, value] of Object.entries(FUNCTION_OBSERVABILITY_ENVIRONMENT)) vi.stubEnv(name, value);
  vi.stubEnv('ORIGIN_VERIFY_SECRET', 'from-cloudfront');
  vi.resetModules();
  lib = {
    middleware: await import('../../lambdas/lib/middleware'),
    observability: await import('../../lambdas/lib/observability'),
    errors: await import('../../lambdas/lib/errors'),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every line the invocation wrote to stdout and stderr, parsed (Powertools writes JSON lines). */
function captureOutput(): () => Record<string, unknown>[] {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

function event(requestId: string): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'GET /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: { 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': 'from-cloudfront' },
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'GET',
        path: '/api/test',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
      requestId,
      routeKey: 'GET /api/test',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
}

function context(awsRequestId: string): ApiContext {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test-function',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-3:000000000000:function:test-function',
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: '/aws/lambda/test-function',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
    caller: null,
  } satisfies Context & ApiContext;
}

function route(body: () => Promise<ApiResult>) {
  return middy<ApiEvent, ApiResult, Error, ApiContext>().use(lib.middleware.apiChainHead()).handler(body);
}

const isEmf = (record: Record<string, unknown>) => '_aws' in record;

describe('every API route (apiChainHead)', () => {
  it('logs an unexpected error as one JSON line with both request ids, answers 500 and counts it', async () => {
    const output = captureOutput();
    const handler = route(() => Promise.reject(new Error('table unreachable')));
    const result = await handler(event('api-request-1'), context('lambda-request-1'));

    expect(result.statusCode).toBe(500);
    expect(JSON.parse(String(result.body))).toEqual({
      error: { code: 'internal', message: MESSAGES.unexpectedError },
    });
    const records = output();
    const logs = records.filter((record) => !isEmf(record));
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'Unhandled error',
        service: 'tremplin',
        function_name: 'test-function',
        function_request_id: 'lambda-request-1',
        correlation_id: 'api-request-1',
        error: expect.objectContaining({
          name: 'Error',
          message: 'table unreachable',
          stack: expect.any(String) as unknown,
        }) as unknown,
      }),
    ]);
    const metrics = records.filter(isEmf);
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: 'Tremplin', Dimensions: [['service']] }] },
      service: 'tremplin',
      ServerErrors: 1,
    });
  });

  it('answers a domain error as it is, unlogged and uncounted', async () => {
    const output = captureOutput();
    const handler = route(() => Promise.reject(lib.errors.notFound('Session introuvable')));
    const result = await handler(event('api-request-2'), context('lambda-request-2'));
    expect(result.statusCode).toBe(404);
    expect(output()).toEqual([]);
  });

  it('answers a rate limit 429 with Retry-After and logs who was held', async () => {
    const output = captureOutput();
    const handler = route(() => Promise.reject(lib.errors.tooManyRequests('Trop de messages', 120)));
    const result = await handler(event('api-request-3'), context('lambda-request-3'));
    expect(result.statusCode).toBe(429);
    expect(result.headers).toMatchObject({ 'retry-after': '120' });
    expect(JSON.parse(String(result.body))).toEqual({
      error: { code: 'too_many_requests', message: 'Trop de messages' },
    });
    expect(output()).toEqual([
      expect.objectContaining({
        level: 'WARN',
        message: 'Too many requests',
        correlation_id: 'api-request-3',
        route: 'GET /api/test',
        ip: '198.51.100.7',
      }),
    ]);
  });

  it("publishes the invocation's business metrics as one EMF line, and nothing when it counted nothing", async () => {
    const { METRIC, countMetric } = lib.observability;
    const counting = route(() => {
      countMetric(METRIC.sessionViews);
      countMetric(METRIC.sessionViews);
      countMetric(METRIC.documentDownloads);
      return Promise.resolve({ statusCode: 200, body: '{}' });
    });
    let output = captureOutput();
    await counting(event('api-request-4'), context('lambda-request-4'));
    expect(output()).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: 'Tremplin',
              Dimensions: [['service']],
              Metrics: expect.arrayContaining([
                { Name: 'SessionViews', Unit: 'Count' },
                { Name: 'DocumentDownloads', Unit: 'Count' },
              ]) as unknown,
            },
          ],
        }) as unknown,
        // Values of one metric are listed; CloudWatch adds them up.
        SessionViews: [1, 1],
        DocumentDownloads: 1,
      }),
    ]);

    vi.restoreAllMocks();
    output = captureOutput();
    const quiet = route(() => Promise.resolve({ statusCode: 200, body: '{}' }));
    await quiet(event('api-request-5'), context('lambda-request-5'));
    // No metrics line, and not Powertools' "no metrics to publish" warning either.
    expect(output()).toEqual([]);
  });

  it("does not carry one request's ids into the next invocation's logs", async () => {
    const { logger, observability } = lib.observability;
    const handler = middy()
      .use(observability())
      .handler(() => {
        logger.info('inside');
        return {};
      });
    const output = captureOutput();
    await handler(event('api-request-6'), context('lambda-request-6'));
    await handler({ trigger: 'PostConfirmation' }, context('lambda-request-7'));
    const [first, second] = output();
    expect(first).toMatchObject({ correlation_id: 'api-request-6', function_request_id: 'lambda-request-6' });
    expect(second).toMatchObject({ function_request_id: 'lambda-request-7' });
    expect(second).not.toHaveProperty('correlation_id');
  });
});
