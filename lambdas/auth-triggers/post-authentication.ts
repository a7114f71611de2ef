import middy from '@middy/core';
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { observability } from '../lib/observability';
import { recordSignIn } from '../users/repository';

/** Stamps last_sign_in_at, shown in the dashboard and the admin user list. */
export const handler = middy<PostAuthenticationTriggerEvent, PostAuthenticationTriggerEvent>()
  .use(observability<PostAuthenticationTriggerEvent, PostAuthenticationTriggerEvent>())
  .handler(async (event) => {
    const { sub } = event.request.userAttributes;
    if (sub) await recordSignIn(sub, new Date().toISOString());
    return event;
  });
