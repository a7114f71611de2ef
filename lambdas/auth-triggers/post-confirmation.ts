import middy from '@middy/core';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { METRIC, countMetric, observability } from '../lib/observability';
import { createUser } from '../users/repository';

/** Mirrors the confirmed user in the table, keyed by `sub`, with the default role. */
export const handler = middy<PostConfirmationTriggerEvent, PostConfirmationTriggerEvent>()
  .use(observability<PostConfirmationTriggerEvent, PostConfirmationTriggerEvent>())
  .handler(async (event) => {
    const { sub, email } = event.request.userAttributes;
    // A retried confirmation finds the record made: a sign-up is counted once.
    if (sub && email && (await createUser(sub, email, new Date().toISOString()))) {
      countMetric(METRIC.signUps);
    }
    return event;
  });
