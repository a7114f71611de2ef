import middy from '@middy/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { isNamedAdminEmail } from '../users/first-admin-setting';
import { observability } from '../lib/observability';

/**
 * SPEC §2: sign-up goes straight to the app, with no confirmation-code screen. The e-mail is marked
 * verified, except the address named as first admin on AWS: its owner proves it with a code sent to
 * it (on /bootstrap-admin), or anyone signing up with it first would pass for verified.
 */
export const handler = middy<PreSignUpTriggerEvent, PreSignUpTriggerEvent>()
  .use(observability<PreSignUpTriggerEvent, PreSignUpTriggerEvent>())
  .handler((event) => {
    event.response.autoConfirmUser = true;
    const email = event.request.userAttributes.email;
    if (email && !isNamedAdminEmail(email)) event.response.autoVerifyEmail = true;
    return event;
  });
