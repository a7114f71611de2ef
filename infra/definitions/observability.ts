/** Namespace of the business metrics (EMF) and of the API's 429 count. */
export const METRICS_NAMESPACE = 'Tremplin';

/**
 * What every function's Powertools Logger and Metrics read (lambdas/lib/observability.ts): CDK sets
 * it on each function and the local cloud reads it from the same synthesized templates.
 */
export const FUNCTION_OBSERVABILITY_ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: 'tremplin',
  POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
  POWERTOOLS_LOG_LEVEL: 'INFO',
} as const;
