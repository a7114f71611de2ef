import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * One logger and one metrics buffer per function. Service name and metrics namespace come from the
 * environment CDK gives every function (POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE),
 * which the local cloud reads from the same synthesized templates.
 */
export const logger = new Logger();
export const metrics = new Metrics();

/** The business metrics, in the Tremplin namespace with the service dimension only: one series each across functions. */
export const METRIC = {
  sessionViews: 'SessionViews',
  documentDownloads: 'DocumentDownloads',
  signUps: 'SignUps',
  /** Answers of 500 and more that our code gave (API Gateway's own 5xx are in its metrics). */
  serverErrors: 'ServerErrors',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** Adds to a business metric of this invocation; observability() publishes them when it ends. */
export function countMetric(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

function apiRequestId(event: unknown): string | undefined {
  const id = (event as { requestContext?: { requestId?: unknown } } | null)?.requestContext?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The head of every function's middy chain (every API function has it: lib/api-handler.ts): JSON log lines carrying the
 * Lambda request id and, for API events, API Gateway's request id as `correlation_id` (the API access
 * log's `requestId`); then the invocation's metrics, written as one EMF line. Powertools' logMetrics
 * middleware would warn on every invocation that counted nothing, so metrics are published only when
 * there are some. Registered first, its onError steps run last: after the error mapping counted the error.
 */
export function observability<
  TEvent = unknown,
  TResult = unknown,
  TContext extends Context = Context,
>(): MiddlewareObj<TEvent, TResult, Error, TContext>[] {
  const publish = () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return [
    injectLambdaContext(logger, { resetKeys: true }),
    {
      before: (request) => {
        const id = apiRequestId(request.event);
        if (id) logger.setCorrelationId(id);
      },
      after: publish,
      onError: publish,
    },
  ];
}
