import type { Context, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/messages';
import { handler as preSignUp } from '../../lambdas/auth-triggers/pre-sign-up';
import { assertMayBootstrap, type EmailLookup } from '../../lambdas/users/bootstrap-rule';
import { bootstrapRule, isNamedAdminEmail } from '../../lambdas/users/first-admin-setting';

/** The trigger as Lambda runs it: with a context (its middy chain logs with the request id). */
function signUpTrigger(trigger: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  const context = {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'preSignUp',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-3:000000000000:function:preSignUp',
    memoryLimitInMB: '128',
    awsRequestId: 'test-request',
    logGroupName: '/aws/lambda/preSignUp',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  } satisfies Context;
  return preSignUp(trigger, context);
}

const cognitoSays =
  (email: string, verified: boolean): EmailLookup =>
  () =>
    Promise.resolve({ email, verified });
const unreachable: EmailLookup = () => Promise.reject(new Error('Cognito is not asked in this mode'));

describe('the first-admin setting', () => {
  it('is the first signed-in caller only when the local cloud says so', () => {
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_MODE: 'first-signed-in', BOOTSTRAP_ADMIN_EMAIL: '' })).toEqual({
      kind: 'first-signed-in',
    });
    // As deployed: an e-mail (compared without case), or nobody. Any other mode value counts as deployed.
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_EMAIL: ' Admin@Exemple.MA ' })).toEqual({
      kind: 'named',
      email: 'admin@exemple.ma',
    });
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_EMAIL: '' })).toEqual({ kind: 'none-named' });
    expect(bootstrapRule({})).toEqual({ kind: 'none-named' });
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_MODE: 'yes' })).toEqual({ kind: 'none-named' });
  });

  it('refuses everyone on a deployment that names nobody, saying how to name someone', async () => {
    await expect(
      assertMayBootstrap('u1', { kind: 'none-named' }, cognitoSays('a@b.ma', true)),
    ).rejects.toMatchObject({ code: 'forbidden', message: MESSAGES.bootstrapAdminNotNamed });
    expect(MESSAGES.bootstrapAdminNotNamed).toContain('-c adminEmail=');
  });

  it('lets only the named, verified address through, whatever its case', async () => {
    const named = { kind: 'named', email: 'admin@exemple.ma' } as const;
    await expect(
      assertMayBootstrap('u1', named, cognitoSays('Admin@Exemple.ma', true)),
    ).resolves.toBeUndefined();
    await expect(
      assertMayBootstrap('u1', named, cognitoSays('autre@exemple.ma', true)),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: MESSAGES.bootstrapAdminOtherEmail,
    });
    await expect(
      assertMayBootstrap('u1', named, cognitoSays('admin@exemple.ma', false)),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: MESSAGES.bootstrapAdminEmailUnverified,
    });
    await expect(
      assertMayBootstrap('u1', named, () => Promise.reject(new Error('Cognito down'))),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('lets anyone try locally (the conditional write then decides)', async () => {
    await expect(assertMayBootstrap('u1', { kind: 'first-signed-in' }, unreachable)).resolves.toBeUndefined();
  });
});

describe('PreSignUp', () => {
  const event = (email: string) =>
    ({ request: { userAttributes: { email } }, response: {} }) as unknown as PreSignUpTriggerEvent;

  it('confirms every account and verifies every e-mail but the one named as first admin', async () => {
    const saved = { ...process.env };
    try {
      process.env.BOOTSTRAP_ADMIN_EMAIL = 'Admin@Exemple.ma';
      delete process.env.BOOTSTRAP_ADMIN_MODE;
      expect(isNamedAdminEmail('admin@exemple.MA')).toBe(true);
      const named = await signUpTrigger(event('admin@exemple.ma'));
      expect(named.response).toMatchObject({ autoConfirmUser: true });
      expect(named.response.autoVerifyEmail).toBeFalsy();
      expect((await signUpTrigger(event('autre@exemple.ma'))).response).toMatchObject({
        autoConfirmUser: true,
        autoVerifyEmail: true,
      });

      // Locally (one machine) the e-mail is verified whatever it is.
      process.env.BOOTSTRAP_ADMIN_MODE = 'first-signed-in';
      expect((await signUpTrigger(event('admin@exemple.ma'))).response).toMatchObject({
        autoVerifyEmail: true,
      });
    } finally {
      process.env = saved;
    }
  });
});
