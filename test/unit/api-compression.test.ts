import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound } from '../../lambdas/lib/errors';
import { json, type ApiContext, type ApiEvent, type ApiResult } from '../../lambdas/lib/http';
import { apiChainHead } from '../../lambdas/lib/middleware';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VARIABLE } from '../../lambdas/lib/origin-verify';

const SECRET = 'x4Kc2Lr9XbN4mT0sKd8aVf3hJ6pZ1yGe';
/** A catalogue-sized answer: repetitive JSON, as the API's lists are. */
const LIST = {
  items: Array.from({ length: 40 }, (_, i) => ({ id: `s-${i}`, title: `Session ${i}`, status: 'published' })),
};

function event(acceptEncoding?: string): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'GET /api/sessions',
    rawPath: '/api/sessions',
    rawQueryString: '',
    headers: {
      [ORIGIN_VERIFY_HEADER]: SECRET,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'GET',
        path: '/api/sessions',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.5',
        userAgent: 't',
      },
      requestId: 'r',
      routeKey: 'GET /api/sessions',
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

function route(answer: () => ApiResult) {
  return middy<ApiEvent, ApiResult, Error, ApiContext>().use(apiChainHead()).handler(answer);
}

function body(result: ApiResult): unknown {
  const bytes = Buffer.from(String(result.body), result.isBase64Encoded ? 'base64' : 'utf8');
  const encoding = result.headers?.['Content-Encoding'];
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes).toString('utf8')
      : encoding === 'gzip'
        ? gunzipSync(bytes).toString('utf8')
        : bytes.toString('utf8');
  return JSON.parse(text);
}

beforeEach(() => vi.stubEnv(ORIGIN_VERIFY_VARIABLE, SECRET));
afterEach(() => vi.unstubAllEnvs());

describe("every API route's answer is compressed for callers that accept it", () => {
  it('in Brotli whenever the caller takes it, whatever order or weight it lists it with', async () => {
    for (const accept of ['br, gzip', 'gzip, deflate, br', 'gzip;q=1.0, br;q=0.5']) {
      const result = await route(() => json(200, LIST))(event(accept), context);
      expect(result.headers?.['Content-Encoding'], accept).toBe('br');
      expect(result.headers?.Vary, accept).toBe('Accept-Encoding');
      expect(result.isBase64Encoded).toBe(true);
      expect(body(result)).toEqual(LIST);
      expect(Buffer.from(String(result.body), 'base64').length).toBeLessThan(JSON.stringify(LIST).length / 3);
    }
  });

  it('in gzip for a caller without Brotli, and not at all for one that takes neither', async () => {
    const gzip = await route(() => json(200, LIST))(event('gzip'), context);
    expect(gzip.headers?.['Content-Encoding']).toBe('gzip');
    expect(body(gzip)).toEqual(LIST);
    for (const accept of [undefined, 'identity', 'deflate']) {
      const plain = await route(() => json(200, LIST))(event(accept), context);
      expect(plain.headers?.['Content-Encoding'], String(accept)).toBeUndefined();
      expect(plain.isBase64Encoded).toBeFalsy();
      expect(JSON.parse(String(plain.body))).toEqual(LIST);
    }
  });

  it('errors too: the French error answer is compressed like any other', async () => {
    const result = await route(() => {
      throw notFound('Session introuvable, ou pas encore publiée : vérifiez le lien.');
    })(event('br'), context);
    expect(result.statusCode).toBe(404);
    expect(result.headers?.['Content-Encoding']).toBe('br');
    expect(body(result)).toEqual({
      error: { code: 'not_found', message: 'Session introuvable, ou pas encore publiée : vérifiez le lien.' },
    });
  });
});
