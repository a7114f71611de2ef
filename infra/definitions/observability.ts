/** Namespace of the business metrics (EMF) and of the API's 429 count, for the `prod` stage. */
export const METRICS_NAMESPACE = 'Tremplin';

/**
 * What every function's Powertools Logger and Metrics read (lambdas/lib/observability.ts): CDK sets
 * it on each function and the local cloud reads it from the same synthesized templates. A stage
 * other than prod writes to a namespace of its own (infra/lib/stage.ts), so its metrics and the
 * alarms on them never mix with production's.
 */
export function functionObservabilityEnvironment(namespace: string = METRICS_NAMESPACE) {
  return {
    POWERTOOLS_SERVICE_NAME: namespace.toLowerCase(),
    POWERTOOLS_METRICS_NAMESPACE: namespace,
    POWERTOOLS_LOG_LEVEL: 'INFO',
  } as const;
}

/** The production stage's (and the local cloud's) settings. */
export const FUNCTION_OBSERVABILITY_ENVIRONMENT = functionObservabilityEnvironment();
