import type { Context, CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/auth-triggers/custom-message';

const context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'customMessage',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-3:000000000000:function:customMessage',
  memoryLimitInMB: '128',
  awsRequestId: 'test-request',
  logGroupName: '/aws/lambda/customMessage',
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
} satisfies Context;

/** An event as Cognito sends it: its placeholders, never the code itself. */
function event(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-3',
    userPoolId: 'eu-west-3_abc',
    userName: '0f1e2d3c-sub',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: { email: 'aicha@exemple.ma' },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: triggerSource === 'CustomMessage_AdminCreateUser' ? '{username}' : null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  };
}

const text = (html: string | null) => (html ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the custom-message trigger', () => {
  it('writes the sign-up e-mail in French, with the code where Cognito puts it', async () => {
    const { response } = await handler(event('CustomMessage_SignUp'), context);
    expect(response.emailSubject).toBe('Tremplin : votre code de confirmation');
    expect(response.emailMessage).toContain('{####}');
    expect(response.emailMessage).toMatch(/^<!doctype html>/);
    expect(response.emailMessage).toContain('lang="fr"');
    expect(text(response.emailMessage)).toContain('Ce code est valable 24 heures.');
  });

  it('writes a new code, a password reset and an address check in French', async () => {
    const resend = (await handler(event('CustomMessage_ResendCode'), context)).response;
    expect(resend.emailSubject).toBe('Tremplin : votre nouveau code de confirmation');
    const reset = (await handler(event('CustomMessage_ForgotPassword'), context)).response;
    expect(reset.emailSubject).toBe('Tremplin : réinitialisation de votre mot de passe');
    expect(text(reset.emailMessage)).toContain('Ce code est valable 1 heure.');
    expect(text(reset.emailMessage)).toContain('votre mot de passe reste inchangé');
    for (const source of [
      'CustomMessage_VerifyUserAttribute',
      'CustomMessage_UpdateUserAttribute',
    ] as const) {
      const verify = (await handler(event(source), context)).response;
      expect(verify.emailSubject).toBe('Tremplin : vérification de votre adresse e-mail');
    }
    for (const response of [resend, reset]) expect(response.emailMessage).toContain('{####}');
  });

  it("names the user and the temporary password of an operator's account (Cognito requires both)", async () => {
    const { response } = await handler(event('CustomMessage_AdminCreateUser'), context);
    expect(response.emailMessage).toContain('{username}');
    expect(response.emailMessage).toContain('{####}');
  });

  it('leaves the messages it does not write to Cognito', async () => {
    const { response } = await handler(event('CustomMessage_Authentication'), context);
    expect(response.emailMessage).toBeNull();
    expect(response.emailSubject).toBeNull();
  });
});
