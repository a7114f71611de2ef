import middy from '@middy/core';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { METRIC, countMetric, logger, observability } from '../lib/observability';
import { createUser, endSessionsBefore } from '../users/repository';
import { nextSecondFloor, signOutEverywhere } from '../users/sessions';

/**
 * After a sign-up's code: mirrors the confirmed user in the table, keyed by `sub`, with the default
 * role. After a password reset (Cognito runs the same trigger, PostConfirmation_ConfirmForgotPassword):
 * every session signed in before it ends (users/sessions.ts), so a refresh token or access token
 * taken with the old password stops working; the page that reset signs in afresh right after.
 */
export const handler = middy<PostConfirmationTriggerEvent, PostConfirmationTriggerEvent>()
  .use(observability<PostConfirmationTriggerEvent, PostConfirmationTriggerEvent>())
  .handler(async (event) => {
    const { sub, email } = event.request.userAttributes;
    if (event.triggerSource === 'PostConfirmation_ConfirmForgotPassword') {
      if (!sub) return event;
      await endSessionsBefore(sub, await nextSecondFloor());
      // The pool's id comes with the event: the trigger is not given it (the pool refers to the trigger).
      await signOutEverywhere(event.userPoolId, event.userName).catch((error: unknown) => {
        // The password is already reset and the API refuses the old sessions: failing here would only
        // tell the person their reset failed. The alarm on server errors calls an operator instead.
        logger.error('Cognito global sign-out after a password reset failed', { error: error as Error });
        countMetric(METRIC.serverErrors);
      });
      return event;
    }
    // A retried confirmation finds the record made: a sign-up is counted once.
    if (sub && email && (await createUser(sub, email, new Date().toISOString()))) {
      countMetric(METRIC.signUps);
    }
    return event;
  });
