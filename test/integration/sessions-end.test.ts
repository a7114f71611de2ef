/**
 * Sessions end when they must: after a password change or reset, and once two-factor sign-in is
 * turned on, every session signed in before stops working — its refresh token at Cognito (global
 * sign-out) and its access token at the API (the record's tokens_valid_after, which the API checks
 * on every request, as API Gateway's JWT authorizer alone would still accept the token for its hour).
 * The page that made the change signs in again at once (test/e2e/accounts.spec.ts shows it).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText, readMailbox } from '../../infra/local/mailbox';
import { ROUTES, TRIGGER_PERMISSIONS, type RouteDefinition } from '../../lambdas/routes';
import { unusedAuthenticatorCode } from '../support/totp';
import { api, cloud, cognitoCall, DEMO_PASSWORD, lastCode, signIn, signUp, type Tokens } from './helpers';
import { startOwnCloud, type OwnCloud } from './own-cloud';

const NEW_PASSWORD = 'Nouveau-Mot-2027';

const refresh = (refreshToken: string, call = cognitoCall, clientId = cloud().userPoolClientId) =>
  call('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: refreshToken });

/** What another device still holds: it can neither refresh nor call the API. */
async function expectEnded(session: Tokens) {
  const refreshed = await refresh(session.refreshToken);
  expect(refreshed.status).toBe(400);
  expect(refreshed.json.__type).toBe('NotAuthorizedException');
  expect((await api('/api/me', { token: session.accessToken })).status).toBe(401);
  expect((await cognitoCall('GetUser', { AccessToken: session.accessToken })).json).toMatchObject({
    __type: 'NotAuthorizedException',
    message: 'Access Token has been revoked',
  });
}

const endSessions = (token?: string) =>
  api('/api/me/end-sessions', { method: 'POST', ...(token ? { token } : {}) });

describe('changing the password, resetting it and turning two-factor on end every other session', () => {
  it('after a password change: the other sessions end; the page signs in again with the new one', async () => {
    const { email, sub } = await signUp();
    const page = await signIn(email);
    const otherDevice = await signIn(email);
    expect((await api('/api/me', { token: otherDevice.accessToken })).status).toBe(200);

    const changed = await cognitoCall('ChangePassword', {
      AccessToken: page.accessToken,
      PreviousPassword: DEMO_PASSWORD,
      ProposedPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await endSessions()).status).toBe(401);
    const ended = await endSessions(page.accessToken);
    expect(ended.status, JSON.stringify(ended.json)).toBe(204);

    await expectEnded(otherDevice);
    // The page's own tokens too: it signs in again, with the new password.
    expect((await api('/api/me', { token: page.accessToken })).status).toBe(401);
    const again = await signIn(email, NEW_PASSWORD);
    expect((await api('/api/me', { token: again.accessToken })).json).toMatchObject({ id: sub, email });
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('after a password reset (Cognito’s PostConfirmation trigger): every session ends, the new sign-in works', async () => {
    const { email, sub } = await signUp();
    const stolen = await signIn(email);
    const clientId = cloud().userPoolClientId;
    expect((await cognitoCall('ForgotPassword', { ClientId: clientId, Username: email })).status).toBe(200);
    const reset = await cognitoCall('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: await lastCode(email),
      Password: NEW_PASSWORD,
    });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);

    await expectEnded(stolen);
    const again = await signIn(email, NEW_PASSWORD);
    // The record is the same person's, role and all.
    expect((await api('/api/me', { token: again.accessToken })).json).toMatchObject({
      id: sub,
      role: 'user',
    });
  });

  it('after turning two-factor on: the sessions of the password alone end; one with the code works', async () => {
    const { email } = await signUp();
    const page = await signIn(email);
    const otherDevice = await signIn(email);
    const used = new Set<number>();
    const secret = String(
      (await cognitoCall('AssociateSoftwareToken', { AccessToken: page.accessToken })).json.SecretCode,
    );
    await cognitoCall('VerifySoftwareToken', {
      AccessToken: page.accessToken,
      UserCode: await unusedAuthenticatorCode(secret, used),
    });
    await cognitoCall('SetUserMFAPreference', {
      AccessToken: page.accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect((await endSessions(page.accessToken)).status).toBe(204);

    await expectEnded(otherDevice);
    expect((await api('/api/me', { token: page.accessToken })).status).toBe(401);
    const challenge = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud().userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    });
    const done = await cognitoCall('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: cloud().userPoolClientId,
      Session: challenge.json.Session,
      ChallengeResponses: {
        USERNAME: email,
        SOFTWARE_TOKEN_MFA_CODE: await unusedAuthenticatorCode(secret, used),
      },
    });
    const token = (done.json.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect((await api('/api/me', { token })).status).toBe(200);
  }, 120_000);
});

/**
 * The global sign-out is an AWS call of its own (cognito-idp:AdminUserGlobalSignOut): granted to the
 * end-sessions function and to the PostConfirmation trigger only, and refused without the grant by
 * the local IAM gate as by AWS. Without it, the API still refuses the old sessions (the record's
 * floor), but their refresh tokens go on working at Cognito: which is why both are granted it.
 */
describe('the global sign-out needs its grant', () => {
  const routes: RouteDefinition[] = ROUTES.map((route) =>
    route.name === 'end-sessions'
      ? { ...route, permissions: { ...route.permissions, cognito: ['AdminGetUser'] } }
      : route,
  );
  const triggerPermissions = {
    ...TRIGGER_PERMISSIONS,
    postConfirmation: { ...TRIGGER_PERMISSIONS.postConfirmation, cognito: [] },
  };
  let own: OwnCloud;

  const ownCall = async (target: string, body: unknown) => {
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
  const refusedTo = (principal: string) =>
    own.cloud
      .iamChecks()
      .filter(
        (check) =>
          check.action === 'cognito-idp:AdminUserGlobalSignOut' &&
          check.decision !== 'allowed' &&
          check.principal.includes(principal),
      );

  beforeAll(async () => {
    own = await startOwnCloud({ routes, triggerPermissions });
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
  });

  it('end-sessions without it: 503, refused by the gate; the API refuses the old session all the same', async () => {
    const { email } = await own.signUp(`s-${randomUUID().slice(0, 8)}@exemple.ma`);
    const page = await own.signIn(email);
    const otherDevice = await own.signIn(email);
    const answer = await own.api('/api/me/end-sessions', { method: 'POST', token: page.accessToken });
    expect(answer.status).toBe(503);
    expect(refusedTo('end-sessions')).toHaveLength(1);
    expect((await own.api('/api/me', { token: otherDevice.accessToken })).status).toBe(401);
    // Not revoked at Cognito: the refresh token still works there.
    const refreshed = await ownCall('GetTokensFromRefreshToken', {
      ClientId: own.cloud.pool.userPoolClientId,
      RefreshToken: otherDevice.refreshToken,
    });
    expect(refreshed.status).toBe(200);
  }, 120_000);

  it('the reset trigger without it: refused by the gate, the reset still done, the old session refused by the API', async () => {
    const { email } = await own.signUp(`r-${randomUUID().slice(0, 8)}@exemple.ma`);
    const stolen = await own.signIn(email);
    const clientId = own.cloud.pool.userPoolClientId;
    await ownCall('ForgotPassword', { ClientId: clientId, Username: email });
    const [mail] = readMailbox(own.cloud.mailboxFile, email);
    const code = /\b(\d{6})\b/.exec(mailText(mail?.html ?? ''))?.[1];
    const reset = await ownCall('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: code,
      Password: NEW_PASSWORD,
    });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect(refusedTo('postConfirmation')).toHaveLength(1);
    expect((await own.api('/api/me', { token: stolen.accessToken })).status).toBe(401);
    const refreshed = await ownCall('GetTokensFromRefreshToken', {
      ClientId: clientId,
      RefreshToken: stolen.refreshToken,
    });
    expect(refreshed.status).toBe(200);
  }, 120_000);
});
