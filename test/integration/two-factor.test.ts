import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../common/api-types';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '../../common/messages';
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
    UserCode: unusedAuthenticatorCode(secret, used),
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

    const right = unusedAuthenticatorCode(secret, used);
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

    const code = unusedAuthenticatorCode(secret, used);
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
  let adminToken = '';
  let userToken = '';
  let userId = '';
  let messageId = '';

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

  /** The four admin actions (every /api/admin/* route), as the admin. */
  const adminActions = () =>
    Promise.all([
      own.api('/api/admin/users', { token: adminToken }),
      own.api(`/api/admin/users/${userId}/role`, {
        method: 'PUT',
        token: adminToken,
        body: { role: 'editor' },
      }),
      own.api('/api/admin/contact-messages', { token: adminToken }),
      own.api(`/api/admin/contact-messages/${messageId}`, { token: adminToken }),
    ] as const);

  beforeAll(async () => {
    own = await startOwnCloud({ routes, requireAdminMfa: true });
    const admin = await own.signUp(`admin-${randomUUID().slice(0, 8)}@exemple.ma`);
    adminToken = (await own.signIn(admin.email)).accessToken;
    // An empty platform: the first signed-in user becomes admin (npm start's rule).
    expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: adminToken })).status).toBe(200);
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
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
  });

  it('refuses them to an admin without two-factor sign-in: 403 with the sentence that points to Sécurité', async () => {
    const answers = await adminActions();
    for (const answer of answers.filter((_, index) => index !== 3)) {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({
        error: { code: 'mfa_required', message: TWO_FACTOR_MESSAGES.adminRequired },
      });
    }
    // No role changed.
    expect(((await own.api('/api/me', { token: userToken })).json as Me).role).toBe('user');
    // A non-admin still reads 'Accès Refusé', as before.
    const user = await own.api('/api/admin/users', { token: userToken });
    expect(user.json).toMatchObject({ error: { code: 'forbidden', message: MESSAGES.accessDenied } });
  });

  it('needs the AdminGetUser grant: without it the function cannot tell, and refuses (503)', async () => {
    const answer = await own.api(`/api/admin/contact-messages/${messageId}`, { token: adminToken });
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ error: { message: MESSAGES.authServiceUnavailable } });
    const refused = own.cloud
      .iamChecks()
      .filter((check) => check.action === 'cognito-idp:AdminGetUser' && check.decision !== 'allowed');
    expect(refused.map((check) => check.principal)).toEqual([expect.stringContaining(WITHOUT_GRANT)]);
  });

  it('allows them once the admin has turned it on, on the very next request', async () => {
    await turnOnTotp(ownCall, adminToken, new Set());
    const [users, role, messages, message] = await adminActions();
    expect(users.status).toBe(200);
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    expect(((await own.api('/api/me', { token: userToken })).json as Me).role).toBe('editor');
    expect(messages.status).toBe(200);
    // Still refused where the grant is missing.
    expect(message.status).toBe(503);
  });
});
