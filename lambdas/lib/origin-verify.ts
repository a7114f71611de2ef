import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { MESSAGES } from '@common/messages';
import { header, json, type ApiEvent, type ApiResult } from './http';
import { logger } from './observability';

/**
 * Header CloudFront adds to every request it sends to the API (a custom origin header of the API
 * origin). The API's own execute-api address is public: a request without it did not come through
 * CloudFront (nor its WAF), and its `x-viewer-ip` may say anything.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The functions' variable holding the header's value (a Secrets Manager secret on AWS). */
export const ORIGIN_VERIFY_VARIABLE = 'ORIGIN_VERIFY_SECRET';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compared through equal-length digests, in constant time: the answer's timing tells nothing of the value. */
export function isOriginValue(received: string | undefined, expected: string | undefined): boolean {
  if (!received || !expected) return false;
  return timingSafeEqual(digest(received), digest(expected));
}

/**
 * The first step of every API function after logging: a request without CloudFront's header is
 * answered 403 before anything reads it. The header is then removed from the event, so no handler
 * or log line ever holds it. An unset variable refuses everything (a misconfiguration, logged).
 */
export function cloudFrontOnly<TContext extends Context>(): MiddlewareObj<
  ApiEvent,
  ApiResult,
  Error,
  TContext
> {
  return {
    before: (request) => {
      const expected = process.env[ORIGIN_VERIFY_VARIABLE];
      if (!expected) logger.error(`${ORIGIN_VERIFY_VARIABLE} is not set: every request is refused`);
      const received = header(request.event, ORIGIN_VERIFY_HEADER);
      if (!isOriginValue(received, expected)) {
        logger.warn('Request that did not come through CloudFront', {
          route: request.event.routeKey,
          sourceIp: request.event.requestContext.http.sourceIp,
          originHeader: received === undefined ? 'missing' : 'wrong',
        });
        return json(403, { error: { code: 'forbidden', message: MESSAGES.accessDenied } });
      }
      for (const name of Object.keys(request.event.headers ?? {})) {
        if (name.toLowerCase() === ORIGIN_VERIFY_HEADER) delete request.event.headers[name];
      }
      return undefined;
    },
  };
}
