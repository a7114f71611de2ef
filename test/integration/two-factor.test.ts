import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@common/api-types';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { localCognitoClient } from '../../infra/local/cognito';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import { otherCode, unusedAuthenticatorCode } from '../support/totp';
import { api, cloud, cognitoCall, DEMO_PASSWORD, signIn, signUp } from './helpers';
import { startOwnCloud, type OwnCloud } from './own-cloud';

type CognitoAnswer = { status: number; json: Record<string, unknown> };
type Call = (target: string, body: unknown) => Promise<CognitoAnswer>;

/** Cognito's error answer: HTTP 400 with its name (and the words Cognito uses, where they matter). */
function expectRefusal(answer: CognitoAnswer, type: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(400);
  expect(answer.json.__type).toBe(type);
  if (message !== undefined) expect(answer.json.message).toBe(message);
}

/** Turns an authenticator app on as the web app does: a key, its first code, then the preference. */
async function turnOnTotp(call: Call, accessToken: string, used: Set<number>): Promise<string> {
  const associated = await call('AssociateSoftwareToken', { AccessToken: accessToken });
  expect(associated.status, JSON.stringify(associated.json)).toBe(200);
  const secret = String(associated.json.SecretCode);
  const verified = await call('VerifySoftwareToken', {
    AccessToken: accessToken,
    UserCode: await unusedAuthenticatorCode(secret, used),
  });
  expect(verified.json).toMatchObject({ Status: 'SUCCESS' });
  const preference = await call('SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  expect(preference.status, JSON.stringify(preference.json)).toBe(200);
  return secret;
}

describe('the local Cognito answers two-factor sign-in (TOTP) as Cognito does', () => {
  const used = new Set<number>();
  let email = '';
  let accessToken = '';
  let secret = '';
  const password = (extra: Record<string, string> = {}) => ({
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: cloud().userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD, ...extra },
  });
  const answerChallenge = (session: unknown, code: string) =>
    cognitoCall('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: cloud().userPoolClientId,
      Session: session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
    });

  beforeAll(async () => {
    ({ email } = await signUp());
    ({ accessToken } = await signIn(email));
  });

  it('sets up a key that only its first right code verifies, and does not turn it on by itself', async () => {
    const user = await cognitoCall('GetUser', { AccessToken: accessToken });
    expect(user.json.UserMFASettingList).toBeUndefined();
    // Nothing to turn on before a key is verified.
    expectRefusal(
      await cognitoCall('SetUserMFAPreference', {
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
      'InvalidParameterException',
    );

    const associated = await cognitoCall('AssociateSoftwareToken', { AccessToken: accessToken });
    secret = String(associated.json.SecretCode);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const right = await unusedAuthenticatorCode(secret, used);
    expectRefusal(
      await cognitoCall('VerifySoftwareToken', { AccessToken: accessToken, UserCode: otherCode(right) }),
      'EnableSoftwareTokenMFAException',
      'Code mismatch and fail enable Software Token MFA',
    );
    expectRefusal(
      await cognitoCall('VerifySoftwareToken', { AccessToken: accessToken, UserCode: '12ab' }),
      'InvalidParameterException',
    );
    const verified = await cognitoCall('VerifySoftwareToken', { AccessToken: accessToken, UserCode: right });
    expect(verified).toMatchObject({ status: 200, json: { Status: 'SUCCESS' } });

    // Verified is not on: the password alone still signs in.
    const signedIn = await cognitoCall('InitiateAuth', password());
    expect(signedIn.json.AuthenticationResult).toBeDefined();
    expect(signedIn.json.ChallengeName).toBeUndefined();
  });

  it('turns it on (TOTP only: no SMS, no e-mail codes) and reports it in GetUser and AdminGetUser', async () => {
    expectRefusal(
      await cognitoCall('SetUserMFAPreference', {
        AccessToken: accessToken,
        SMSMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
      'InvalidParameterException',
    );
    const on = await cognitoCall('SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(on.status).toBe(200);
    const user = await cognitoCall('GetUser', { AccessToken: accessToken });
    expect(user.json).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    const operator = localCognitoClient(cloud().cognito);
    try {
      const admin = await operator.send(
        new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: email }),
      );
      expect(admin.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
      expect(admin.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
    } finally {
      operator.destroy();
    }
  });

  it('asks for the code after the password, refuses a forged session and a wrong code, then signs in', async () => {
    const first = await cognitoCall('InitiateAuth', password());
    expect(first.status).toBe(200);
    expect(first.json.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(first.json.AuthenticationResult).toBeUndefined();
    const session = first.json.Session;
    expect(typeof session).toBe('string');

    const code = await unusedAuthenticatorCode(secret, used);
    expectRefusal(
      await answerChallenge('forged-session', code),
      'NotAuthorizedException',
      'Invalid session for the user.',
    );
    expectRefusal(
      await answerChallenge(session, otherCode(code)),
      'CodeMismatchException',
      'Invalid code received for user',
    );
    // A wrong code leaves the session open for another try.
    const done = await answerChallenge(session, code);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const result = done.json.AuthenticationResult as { AccessToken: string; RefreshToken: string };
    expect((await api('/api/me', { token: result.AccessToken })).json).toMatchObject({
      email,
    } satisfies Partial<Me>);

    // The session was used; and the refresh token was kept, so the sign-in lasts past its first hour.
    expectRefusal(await answerChallenge(session, code), 'NotAuthorizedException');
    const refreshed = await cognitoCall('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: cloud().userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: result.RefreshToken },
    });
    expect(refreshed.json.AuthenticationResult).toBeDefined();

    // The same code a second time, in a new sign-in: refused (RFC 6238 §5.2).
    const again = await cognitoCall('InitiateAuth', password());
    expectRefusal(await answerChallenge(again.json.Session, code), 'CodeMismatchException');
    // Nor does the challenge change what a wrong password gets.
    const wrongPassword = await cognitoCall('InitiateAuth', password({ PASSWORD: 'Faux!Mot2passe' }));
    expectRefusal(wrongPassword, 'NotAuthorizedException', 'Incorrect username or password.');
  });

  it('refuses an access token it did not sign', async () => {
    const [head, body] = accessToken.split('.');
    expectRefusal(
      await cognitoCall('AssociateSoftwareToken', { AccessToken: `${head}.${body}.Zm9yZ2Vk` }),
      'NotAuthorizedException',
      'Invalid Access Token',
    );
    expectRefusal(
      await cognitoCall('SetUserMFAPreference', {
        AccessToken: `${head}.${body}.Zm9yZ2Vk`,
        SoftwareTokenMfaSettings: { Enabled: false },
      }),
      'NotAuthorizedException',
    );
  });

  it('turns it off: the password alone signs in again', async () => {
    const off = await cognitoCall('SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: false },
    });
    expect(off.status).toBe(200);
    expect(
      (await cognitoCall('GetUser', { AccessToken: accessToken })).json.UserMFASettingList,
    ).toBeUndefined();
    expect((await cognitoCall('InitiateAuth', password())).json.AuthenticationResult).toBeDefined();
  });

  it('keeps the demo admin working without it on `npm start` (the setting is off locally)', async () => {
    const { accessToken: token } = await signIn('admin@tremplin.test');
    expect((await api('/api/admin/users', { token })).status).toBe(200);
    expect((await api('/api/admin/contact-messages', { token })).status).toBe(200);
  });
});

/**
 * A platform as deployed by default (requireAdminMfa on), where one admin action's function lacks
 * its cognito-idp:AdminGetUser grant: the local IAM gate must refuse that call as AWS would.
 */
describe('admin actions on a platform that requires two-factor sign-in of admins', () => {
  const WITHOUT_GRANT = 'get-contact-message';
  const routes: RouteDefinition[] = ROUTES.map((route) =>
    route.name === WITHOUT_GRANT ? { ...route, permissions: { ...route.permissions, cognito: [] } } : route,
  );
  let own: OwnCloud;
  let adminEmail = '';
  let adminSecret = '';
  let passwordOnly = '';
  let userToken = '';
  let userId = '';
  let messageId = '';
  const used = new Set<number>();

  const ownCall: Call = async (target, body) => {
    const response = await fetch(`${own.cloud.url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  /** A sign-in with the password, then the app's code: the access token of a session opened with both. */
  async function signInWithCode(email: string, secret: string): Promise<string> {
    const first = await ownCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: own.cloud.pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    });
    expect(first.json.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const done = await ownCall('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: own.cloud.pool.userPoolClientId,
      Session: first.json.Session,
      ChallengeResponses: {
        USERNAME: email,
        SOFTWARE_TOKEN_MFA_CODE: await unusedAuthenticatorCode(secret, used),
      },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    return (done.json.AuthenticationResult as { AccessToken: string }).AccessToken;
  }

  /** The four admin actions (every /api/admin/* route). */
  const adminActions = (token: string) =>
    Promise.all([
      own.api('/api/admin/users', { token }),
      own.api(`/api/admin/users/${userId}/role`, { method: 'PUT', token, body: { role: 'editor' } }),
      own.api('/api/admin/contact-messages', { token }),
      own.api(`/api/admin/contact-messages/${messageId}`, { token }),
    ] as const);

  const expectRefused = async (token: string, message: string) => {
    const answers = await adminActions(token);
    for (const answer of answers.filter((_, index) => index !== 3)) {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: { code: 'mfa_required', message } });
    }
    // No role changed.
    expect(((await own.api('/api/me', { token: userToken })).json as Me).role).toBe('user');
  };

  beforeAll(async () => {
    own = await startOwnCloud({ routes, requireAdminMfa: true });
    const admin = await own.signUp(`admin-${randomUUID().slice(0, 8)}@exemple.ma`);
    adminEmail = admin.email;
    passwordOnly = (await own.signIn(adminEmail)).accessToken;
    const user = await own.signUp();
    userId = user.sub;
    userToken = (await own.signIn(user.email)).accessToken;
    const sent = await own.api('/api/contact', {
      method: 'POST',
      token: userToken,
      body: { name: 'Aïcha', email: user.email, subject: 'Bonjour', message: 'Une question.' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    messageId = (sent.json as { id: string }).id;
    const listed = own.cloud.functionEnvironment('list-contact-messages');
    expect(listed.ADMIN_MFA_REQUIRED).toBe('true');
    expect(own.cloud.functionEnvironment('bootstrap-admin').ADMIN_MFA_REQUIRED).toBe('true');
  }, 300_000);

  afterAll(async () => {
    await own?.stop();
  });

  it('makes no one the first admin before they have turned it on', async () => {
    const refused = await own.api('/api/bootstrap-admin', { method: 'POST', token: passwordOnly });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: { code: 'mfa_required', message: TWO_FACTOR_MESSAGES.bootstrapNeedsTwoFactor },
    });
    expect(((await own.api('/api/me', { token: passwordOnly })).json as Me).role).toBe('user');
    // Turned on with that same session (the app's own way, or straight through Cognito): then it may.
    adminSecret = await turnOnTotp(ownCall, passwordOnly, used);
    const bootstrapped = await own.api('/api/bootstrap-admin', { method: 'POST', token: passwordOnly });
    expect(bootstrapped.status, JSON.stringify(bootstrapped.json)).toBe(200);
  }, 120_000);

  it('refuses a session signed in with the password alone, before it was on, until one signed in with the code', async () => {
    await expectRefused(passwordOnly, TWO_FACTOR_MESSAGES.adminSignInWithCode);
    // A non-admin still reads 'Accès Refusé', as before.
    const user = await own.api('/api/admin/users', { token: userToken });
    expect(user.json).toMatchObject({ error: { code: 'forbidden', message: MESSAGES.accessDenied } });

    // The refusal recorded when the app was first seen on, to the whole second after it; a person
    // signs in again seconds later, this test within the same second: it waits for the next one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const withCode = await signInWithCode(adminEmail, adminSecret);
    const [users, role, messages, message] = await adminActions(withCode);
    expect(users.status, JSON.stringify(users.json)).toBe(200);
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    expect(((await own.api('/api/me', { token: userToken })).json as Me).role).toBe('editor');
    expect(messages.status).toBe(200);
    // Still refused where the grant is missing: without it the function cannot tell, and refuses (503).
    expect(message.status).toBe(503);
    expect(message.json).toMatchObject({ error: { message: MESSAGES.authServiceUnavailable } });
    const refused = own.cloud
      .iamChecks()
      .filter((check) => check.action === 'cognito-idp:AdminGetUser' && check.decision !== 'allowed');
    expect(refused.map((check) => check.principal)).toEqual([expect.stringContaining(WITHOUT_GRANT)]);
    // And the password-only session stays refused.
    expect((await own.api('/api/admin/users', { token: passwordOnly })).status).toBe(403);
    // Back to 'user' for the next tests.
    expect(
      (
        await own.api(`/api/admin/users/${userId}/role`, {
          method: 'PUT',
          token: withCode,
          body: { role: 'user' },
        })
      ).status,
    ).toBe(200);
  }, 120_000);

  it('refuses them once turned off, and after it is on again, sessions from before that', async () => {
    const withCode = await signInWithCode(adminEmail, adminSecret);
    const off = await ownCall('SetUserMFAPreference', {
      AccessToken: withCode,
      SoftwareTokenMfaSettings: { Enabled: false },
    });
    expect(off.status).toBe(200);
    await expectRefused(withCode, TWO_FACTOR_MESSAGES.adminRequired);
    // On again, with a new key: the session from before is refused, one signed in with the new code is not.
    adminSecret = await turnOnTotp(ownCall, withCode, used);
    await expectRefused(withCode, TWO_FACTOR_MESSAGES.adminSignInWithCode);
    const fresh = await signInWithCode(adminEmail, adminSecret);
    expect((await own.api('/api/admin/users', { token: fresh })).status).toBe(200);
  }, 120_000);

  it('makes an admin only of an account that has it on', async () => {
    const adminToken = await signInWithCode(adminEmail, adminSecret);
    const refused = await own.api(`/api/admin/users/${userId}/role`, {
      method: 'PUT',
      token: adminToken,
      body: { role: 'admin' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error: { code: 'conflict', message: TWO_FACTOR_MESSAGES.adminRoleNeedsTwoFactor },
    });
    expect(((await own.api('/api/me', { token: userToken })).json as Me).role).toBe('user');
    // Other roles need nothing of the kind.
    expect(
      (
        await own.api(`/api/admin/users/${userId}/role`, {
          method: 'PUT',
          token: adminToken,
          body: { role: 'editor' },
        })
      ).status,
    ).toBe(200);
    await turnOnTotp(ownCall, userToken, new Set());
    const made = await own.api(`/api/admin/users/${userId}/role`, {
      method: 'PUT',
      token: adminToken,
      body: { role: 'admin' },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect((made.json as Me).role).toBe('admin');
  }, 120_000);
});
