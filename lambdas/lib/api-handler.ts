/**
 * The one way to write an API function: name the route's entry in lambdas/routes.ts, say which inputs
 * it reads, and write what it does. Everything the entry declares is applied from the entry itself,
 * so nothing is declared twice:
 * - the chain's head (logs and metrics, CloudFront-only, error answers: middleware.ts);
 * - its access rule: 'signed-in' loads the caller (401 without a known user's access token),
 *   'optional' verifies a bearer if there is one, 'public' reads no caller;
 * - `adminAction`: admins only, with two-factor sign-in where the deployment requires it (admin-mfa.ts).
 * Inputs are validated with their shared zod schemas when the handler first reads them, so a handler's
 * own rule (403) still comes before a bad body (400), as it always has.
 */
import middy from '@middy/core';
import type * as z from 'zod';
import { routeNamed, type AccessOf, type RouteName } from '../routes';
import { requireAdminAction } from './admin-mfa';
import {
  parseBody,
  parsePath,
  parseQuery,
  type ApiContext,
  type ApiEvent,
  type ApiResult,
  type Caller,
} from './http';
import { apiChainHead, optionalCaller, requireCaller } from './middleware';
import { cloudFrontOnly } from './origin-verify';
import { observability } from './observability';

/** The schemas of what a route reads: its JSON body, its query string, its path parameters. */
export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  path?: z.ZodType;
}

type Parsed<I extends RouteInputs> = {
  readonly [K in keyof I]-?: I[K] extends z.ZodType ? z.output<I[K]> : never;
};

/** Who calls, as the route's access rule guarantees: always someone, maybe someone, or nobody read. */
export type CallerFor<N extends RouteName> =
  AccessOf<N> extends 'signed-in' ? Caller : AccessOf<N> extends 'optional' ? Caller | null : null;

export interface RouteRequest<N extends RouteName, I extends RouteInputs> {
  event: ApiEvent;
  context: ApiContext;
  caller: CallerFor<N>;
  /** The validated inputs; each is parsed (400 in French if bad) the first time it is read. */
  inputs: Parsed<I>;
}

export type RouteHandler = middy.MiddyfiedHandler<ApiEvent, ApiResult, Error, ApiContext> & {
  /** The entry of lambdas/routes.ts this function serves (test/unit/route-handlers.test.ts holds it). */
  readonly route: RouteName;
  /** The schemas of what it reads (test/unit/validation-messages.test.ts walks them with hostile input). */
  readonly inputs: RouteInputs;
};

const PARSERS = { body: parseBody, query: parseQuery, path: parsePath } as const;

function lazyInputs<I extends RouteInputs>(event: ApiEvent, inputs: I): Parsed<I> {
  const parsed: Record<string, unknown> = {};
  for (const [part, schema] of Object.entries(inputs) as [keyof typeof PARSERS, z.ZodType][]) {
    let value: unknown;
    let done = false;
    Object.defineProperty(parsed, part, {
      enumerable: true,
      get: () => {
        if (!done) {
          value = PARSERS[part](event, schema);
          done = true;
        }
        return value;
      },
    });
  }
  return parsed as Parsed<I>;
}

/** An API route's function, from its entry in the route table. */
export function apiHandler<const N extends RouteName, const I extends RouteInputs = Record<never, never>>(
  name: N,
  inputs: I,
  run: (request: RouteRequest<N, I>) => Promise<ApiResult>,
): RouteHandler {
  const route = routeNamed(name);
  const chain = middy<ApiEvent, ApiResult, Error, ApiContext>().use(apiChainHead());
  if (route.access === 'signed-in') chain.use(requireCaller());
  if (route.access === 'optional') chain.use(optionalCaller());
  const handler = chain.handler(async (event, context) => {
    const caller = route.access === 'public' ? null : context.caller;
    if (route.adminAction) await requireAdminAction(caller as Caller);
    return run({ event, context, caller: caller as CallerFor<N>, inputs: lazyInputs(event, inputs) });
  });
  return Object.assign(handler, { route: name, inputs });
}

/**
 * A function that answers a page rather than JSON (the session page, the catalogue's first screen):
 * the same head without the JSON error answers, since the page answers its own failures.
 */
export function pageHandler<const N extends RouteName>(
  name: N,
  run: (event: ApiEvent) => Promise<ApiResult>,
): RouteHandler {
  routeNamed(name);
  const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(observability<ApiEvent, ApiResult, ApiContext>())
    .use(cloudFrontOnly<ApiContext>())
    .handler((event) => run(event));
  return Object.assign(handler, { route: name, inputs: {} });
}
