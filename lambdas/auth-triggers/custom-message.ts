import middy from '@middy/core';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { authEmail, type AuthEmailKind } from '@common/messages/emails';
import { observability } from '../lib/observability';

/** Which e-mail each of Cognito's message events sends; other events keep Cognito's own text. */
const KINDS: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AuthEmailKind>> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'resendCode',
  CustomMessage_ForgotPassword: 'passwordReset',
  CustomMessage_UpdateUserAttribute: 'verifyEmail',
  CustomMessage_VerifyUserAttribute: 'verifyEmail',
  CustomMessage_AdminCreateUser: 'accountCreated',
};

/**
 * The platform's French e-mails in place of Cognito's English ones. Cognito puts the code (and the
 * user name) where its placeholders stand, after this returns: the function never sees a code.
 */
export const handler = middy<CustomMessageTriggerEvent, CustomMessageTriggerEvent>()
  .use(observability<CustomMessageTriggerEvent, CustomMessageTriggerEvent>())
  .handler((event) => {
    const kind = KINDS[event.triggerSource];
    if (!kind) return event;
    const email = authEmail(kind, {
      code: event.request.codeParameter,
      username: event.request.usernameParameter ?? '',
    });
    event.response.emailSubject = email.subject;
    event.response.emailMessage = email.html;
    return event;
  });
