import middy from '@middy/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { observability } from '../lib/observability';

/** SPEC §2: sign-up goes straight to the app, with no confirmation-code screen. */
export const handler = middy<PreSignUpTriggerEvent, PreSignUpTriggerEvent>()
  .use(observability<PreSignUpTriggerEvent, PreSignUpTriggerEvent>())
  .handler(async (event) => {
    event.response.autoConfirmUser = true;
    if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
    return event;
  });
