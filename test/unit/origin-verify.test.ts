import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@common/messages';
import type { ApiContext, ApiEvent, ApiResult } from '../../lambdas/lib/http';
import { apiChainHead } from '../../lambdas/lib/middleware';
import { isOriginValue, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VARIABLE } from '../../lambdas/lib/origin-verify';

const SECRET = 'q7Wc2Lr9XbN4mT0sKd8aVf3hJ6pZ1yGe';

function event(headers: Record<string, string>): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/contact',
    rawPath: '/api/contact',
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'POST',
        path: '/api/contact',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.5',
        userAgent: 't',
      },
      requestId: 'r',
      routeKey: 'POST /api/contact',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
}

const context = {
  awsRequestId: 'l',
  getRemainingTimeInMillis: () => 10_000,
  caller: null,
} as unknown as Context & ApiContext;

/** A route whose handler reports what it saw, and whether it ran at all. */
function route() {
  const seen: ApiEvent[] = [];
  const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(apiChainHead())
    .handler((received) => {
      seen.push(received);
      return { statusCode: 200, body: 'ran' };
    });
  return { seen, call: (headers: Record<string, string>) => handler(event(headers), context) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('every API route refuses a request that did not come through CloudFront', () => {
  it.each([
    ['without the header', {}],
    ['with a wrong value', { [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }],
    ['with an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
  ])('%s: 403 before the handler runs, whatever x-viewer-ip says', async (_, headers) => {
    vi.stubEnv(ORIGIN_VERIFY_VARIABLE, SECRET);
    const { seen, call } = route();
    const result = await call({ ...headers, 'x-viewer-ip': '198.51.100.1' });
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(String(result.body))).toEqual({
      error: { code: 'forbidden', message: MESSAGES.accessDenied },
    });
    expect(seen).toHaveLength(0);
  });

  it('refuses everything when the function has no value set (never open by mistake)', async () => {
    vi.stubEnv(ORIGIN_VERIFY_VARIABLE, '');
    const { seen, call } = route();
    expect((await call({ [ORIGIN_VERIFY_HEADER]: '' })).statusCode).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it("lets CloudFront's request through, without the header: no handler or log line holds it", async () => {
    vi.stubEnv(ORIGIN_VERIFY_VARIABLE, SECRET);
    const { seen, call } = route();
    const result = await call({ 'X-Origin-Verify': SECRET, 'x-viewer-ip': '198.51.100.1' });
    expect(result.statusCode).toBe(200);
    expect(seen[0]?.headers).toEqual({ 'x-viewer-ip': '198.51.100.1' });
  });

  it('compares whole values only', () => {
    expect(isOriginValue(SECRET, SECRET)).toBe(true);
    expect(isOriginValue(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(isOriginValue(undefined, SECRET)).toBe(false);
    expect(isOriginValue(SECRET, undefined)).toBe(false);
  });
});
