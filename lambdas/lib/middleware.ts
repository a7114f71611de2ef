import type { MiddlewareObj } from '@middy/core';
import { MESSAGES } from '@common/messages';
import { findUser } from '../users/repository';
import { DomainError, HTTP_STATUS, unauthenticated } from './errors';
import { env } from './env';
import {
  header,
  json,
  type ApiContext,
  type ApiEvent,
  type ApiResult,
  type Caller,
  type JwtClaims,
} from './http';
import { compressedAnswers } from './compression';
import { bearerToken, createTokenVerifier } from './jwt';
import { METRIC, countMetric, logger, observability } from './observability';
import { cloudFrontOnly } from './origin-verify';
import { viewerIp } from './viewer';

type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

/**
 * Domain errors as `{ error: { code, message, fields? } }` with their status; anything else is
 * logged with its stack and answered 500 in French. Answers of 500 and more are counted
 * (ServerErrors); 429s are logged with who was refused.
 */
export function errorAnswers(): ApiMiddleware {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof DomainError) {
        const status = HTTP_STATUS[error.code];
        if (status === 429) {
          logger.warn('Too many requests', {
            route: request.event.routeKey,
            caller: request.context.caller?.id ?? null,
            ip: viewerIp(request.event) ?? request.event.requestContext.http.sourceIp,
          });
        }
        if (status >= 500) {
          logger.warn('Dependency failure', { code: error.code, message: error.message });
          countMetric(METRIC.serverErrors);
        }
        request.response = json(
          status,
          {
            error: {
              code: error.code,
              message: error.message,
              ...(error.fields ? { fields: error.fields } : {}),
              ...(error.detail ? { detail: error.detail } : {}),
            },
          },
          error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {},
        );
        return;
      }
      logger.error('Unhandled error', error as Error);
      countMetric(METRIC.serverErrors);
      request.response = json(500, { error: { code: 'internal', message: MESSAGES.unexpectedError } });
    },
  };
}

/**
 * The head of every API route's chain, in order: observability (JSON logs with the request ids,
 * metrics), the refusal of any request that did not come through CloudFront (origin-verify.ts), the
 * answer compressed for callers that accept it (compression.ts: it runs after everything below, errors
 * included), then the error answers. lib/api-handler.ts puts it first; nothing else should need it.
 */
export function apiChainHead(): ApiMiddleware[] {
  return [
    ...observability<ApiEvent, ApiResult, ApiContext>(),
    cloudFrontOnly<ApiContext>(),
    ...compressedAnswers<ApiEvent, ApiResult, ApiContext>(),
    errorAnswers(),
  ];
}

/**
 * Caller from verified access-token claims; the role comes from the user's record, never the token.
 * A session signed in before the record's `tokens_valid_after` is over (a password changed or reset,
 * two-factor turned on): Cognito has revoked its refresh token, but API Gateway's JWT authorizer still
 * accepts its access token until it expires, so the API refuses it here, on every request.
 */
async function callerFromClaims(claims: JwtClaims): Promise<Caller | null> {
  // The authorizer accepts ID tokens too: only access tokens act for a user.
  if (claims.token_use !== 'access' || typeof claims.sub !== 'string') return null;
  // API Gateway hands claims on as strings; Cognito's access tokens always carry auth_time.
  const authTime = Number(claims.auth_time);
  if (!Number.isFinite(authTime)) return null;
  const user = await findUser(claims.sub);
  if (!user) return null;
  if (user.tokens_valid_after !== null && authTime < user.tokens_valid_after) return null;
  return { id: user.id, email: user.email, role: user.role, authTime, mfaEnabledAt: user.mfa_enabled_at };
}

/** Protected routes: the authorizer has verified the token; refuse anything but a known user's access token. */
export function requireCaller(): ApiMiddleware {
  return {
    before: async (request) => {
      const claims = request.event.requestContext.authorizer?.jwt?.claims;
      const caller = claims ? await callerFromClaims(claims) : null;
      if (!caller) throw unauthenticated(MESSAGES.mustBeLoggedIn);
      request.context.caller = caller;
    },
  };
}

let verifier: ReturnType<typeof createTokenVerifier> | undefined;

/**
 * Public routes that behave better for a signed-in caller (e.g. recording who viewed a session).
 * No authorizer runs on them, so the handler verifies the bearer itself; a bad token means a visitor.
 */
export function optionalCaller(): ApiMiddleware {
  return {
    before: async (request) => {
      request.context.caller = null;
      const token = bearerToken(header(request.event, 'authorization'));
      if (!token) return;
      verifier ??= createTokenVerifier({
        issuer: env.jwtIssuer(),
        audience: env.userPoolClientId(),
        jwksUri: env.jwksUri(),
      });
      try {
        request.context.caller = await callerFromClaims(await verifier.verify(token));
      } catch {
        request.context.caller = null;
      }
    },
  };
}
