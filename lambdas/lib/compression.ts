import type { MiddlewareObj } from '@middy/core';
import httpContentEncoding from '@middy/http-content-encoding';
import httpContentNegotiation from '@middy/http-content-negotiation';
import type { Context } from 'aws-lambda';
import { constants } from 'node:zlib';

/**
 * Brotli quality of the API's answers. Node's default (11) takes ~35 ms on a 13 KB catalogue page,
 * billed at every request; 5 takes ~0.2 ms for a body ~12 % larger (docs/performance.md, "Compressed
 * API answers"). gzip, for callers without Brotli, keeps zlib's default level (6).
 */
export const API_BROTLI_QUALITY = 5;

/**
 * The API's JSON answers compressed for callers that accept it (Brotli first, else gzip; nothing for
 * a caller that asks for neither): CloudFront caches nothing on /api/*, so it compresses nothing
 * there (docs/performance.md says why the functions do it). Placed in the chain so that its `after`
 * and `onError` run last but the logging's: it sees the final answer, errors included. An answer
 * that would not shrink is left as it is.
 */
export function compressedAnswers<TEvent, TResult, TContext extends Context>(): MiddlewareObj<
  TEvent,
  TResult,
  Error,
  TContext
>[] {
  return [
    // Only Accept-Encoding is read; no other header may refuse a request (406) here.
    httpContentNegotiation({
      parseCharsets: false,
      parseLanguages: false,
      parseMediaTypes: false,
      availableEncodings: ['br', 'gzip'],
      failOnMismatch: false,
    }),
    httpContentEncoding({
      br: { params: { [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
      // As CloudFront: Brotli whenever the caller takes it, whatever order it lists them in.
      overridePreferredEncoding: ['br', 'gzip'],
    }),
  ] as MiddlewareObj<TEvent, TResult, Error, TContext>[];
}
