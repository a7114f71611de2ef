import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { localCognitoClient } from '../../infra/local/cognito';
import { api, cloud, cognitoCall, DEMO_PASSWORD, signIn, signUp } from './helpers';

/** cognito-local itself, as the handlers reach it: to see what really happened behind /cognito. */
const direct = localCognitoClient(cloud().cognito);
afterAll(() => direct.destroy());

/** A raw call through the edge's /cognito, with the answer's headers. */
async function call(target: string | null, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${cloud().url}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      ...(target ? { 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    json: (await response.json()) as Record<string, unknown>,
  };
}

async function existsInPool(email: string): Promise<boolean> {
  try {
    await direct.send(new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: email }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}

async function signInStatus(email: string, password: string): Promise<number> {
  const { status } = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: cloud().userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return status;
}

const refusal = (message: string) => ({
  status: 400,
  errorType: 'InvalidPasswordException',
  json: { __type: 'InvalidPasswordException', message },
});

describe('/cognito enforces the pool’s password policy as Cognito does', () => {
  it.each([
    ['abc', 'Password not long enough'],
    ['abcdefgh', 'Password must have uppercase characters'],
  ])('refuses %s at sign-up with Cognito’s answer, and creates nothing', async (password, rule) => {
    const email = `faible-${randomUUID().slice(0, 8)}@exemple.ma`;
    const answer = await call('SignUp', {
      ClientId: cloud().userPoolClientId,
      Username: email,
      Password: password,
    });
    expect(answer).toEqual(refusal(`Password did not conform with policy: ${rule}`));
    expect(await existsInPool(email)).toBe(false);
    expect(await signInStatus(email, password)).toBe(400);
    // The address is still free: a conforming sign-up goes through.
    expect((await signUp(email)).email).toBe(email);
  });

  it.each([
    ['abc', 'Password not long enough'],
    ['abcdefgh', 'Password must have uppercase characters'],
  ])('refuses %s as a new password, and the password stays', async (password, rule) => {
    const { email } = await signUp();
    const { accessToken } = await signIn(email);
    const answer = await call('ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: DEMO_PASSWORD,
      ProposedPassword: password,
    });
    expect(answer).toEqual(refusal(`Password did not conform with policy: ${rule}`));
    expect(await signInStatus(email, password)).toBe(400);
    expect(await signInStatus(email, DEMO_PASSWORD)).toBe(200);
  });

  it('answers a wrong current password as Cognito does, not as a policy failure', async () => {
    const { email } = await signUp();
    const { accessToken } = await signIn(email);
    const answer = await call('ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: 'Pas-le-bon-2026',
      ProposedPassword: 'Nouveau-Mot-2027',
    });
    expect(answer).toEqual({
      status: 400,
      errorType: 'NotAuthorizedException',
      json: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    expect(await signInStatus(email, DEMO_PASSWORD)).toBe(200);
  });

  it('changes a password that conforms', async () => {
    const { email } = await signUp();
    const { accessToken } = await signIn(email);
    const answer = await call('ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: DEMO_PASSWORD,
      ProposedPassword: 'Nouveau-Mot-2027',
    });
    expect(answer.status).toBe(200);
    expect(await signInStatus(email, 'Nouveau-Mot-2027')).toBe(200);
  });

  it('checks the reset and new-password challenge calls too', async () => {
    const reset = await call('ConfirmForgotPassword', {
      ClientId: cloud().userPoolClientId,
      Username: 'user@tremplin.test',
      ConfirmationCode: '123456',
      Password: 'abc',
    });
    expect(reset).toEqual(refusal('Password does not conform to policy: Password not long enough'));
    const challenge = await call('RespondToAuthChallenge', {
      ClientId: cloud().userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'session',
      ChallengeResponses: { USERNAME: 'user@tremplin.test', NEW_PASSWORD: 'abcdefgh' },
    });
    expect(challenge).toEqual(
      refusal('Password does not conform to policy: Password must have uppercase characters'),
    );
    expect(await signInStatus('user@tremplin.test', DEMO_PASSWORD)).toBe(200);
  });
});

describe('/cognito forwards only what a browser may call', () => {
  it('refuses an Admin call unsigned, as Cognito does, and does not run it', async () => {
    const { email, sub } = await signUp();
    const answer = await call('AdminAddUserToGroup', {
      UserPoolId: cloud().userPoolId,
      Username: email,
      GroupName: 'admin',
    });
    expect(answer).toEqual({
      status: 400,
      errorType: 'MissingAuthenticationTokenException',
      json: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
    });
    const groups = await direct.send(
      new AdminListGroupsForUserCommand({ UserPoolId: cloud().userPoolId, Username: email }),
    );
    expect(groups.Groups ?? []).toEqual([]);
    const me = await api('/api/me', { token: (await signIn(email)).accessToken });
    expect(me.json).toMatchObject({ id: sub, role: 'user' });
  });

  it('refuses an Admin call carrying a signature it cannot verify', async () => {
    const email = `admin-cree-${randomUUID().slice(0, 8)}@exemple.ma`;
    const answer = await call(
      'AdminCreateUser',
      { UserPoolId: cloud().userPoolId, Username: email, TemporaryPassword: 'Tremplin!2026' },
      { authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/eu-west-3/cognito-idp/aws4_request' },
    );
    expect(answer).toMatchObject({
      status: 400,
      errorType: 'UnrecognizedClientException',
      json: { __type: 'UnrecognizedClientException' },
    });
    expect(await existsInPool(email)).toBe(false);
  });

  it('refuses other IAM operations and unknown or missing targets', async () => {
    for (const operation of ['ListUsers', 'ListGroups', 'CreateUserPool', 'AdminSetUserPassword']) {
      const answer = await call(operation, { UserPoolId: cloud().userPoolId });
      expect(answer.errorType, operation).toBe('MissingAuthenticationTokenException');
      expect(answer.status).toBe(400);
    }
    for (const target of ['NoSuchOperation', null]) {
      expect(await call(target, {})).toEqual({
        status: 400,
        errorType: 'UnknownOperationException',
        json: { __type: 'UnknownOperationException' },
      });
    }
  });

  it('serves the pool’s discovery documents, and none of cognito-local’s other routes', async () => {
    const jwks = await fetch(`${cloud().url}/cognito/${cloud().userPoolId}/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(((await jwks.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
    for (const [method, path] of [
      ['GET', '/cognito/health'],
      ['GET', '/cognito/oauth2/authorize'],
      ['POST', '/cognito/oauth2/token'],
      ['GET', '/cognito'],
    ] as const) {
      const response = await fetch(`${cloud().url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
