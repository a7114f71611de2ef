import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../lambdas/lib/keys';
import { api, cloud, cognitoCall, documentClient, signIn, signUp } from './helpers';

describe('sign-up and sign-in through the local Cognito and its triggers', () => {
  it('auto-confirms a new user and mirrors them in the table with the user role', async () => {
    const { email, sub, confirmed } = await signUp();
    expect(confirmed).toBe(true);
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.user(sub) }),
    );
    expect(Item).toMatchObject({ id: sub, email, role: 'user', last_sign_in_at: null });
  });

  it('stamps last_sign_in_at on sign-in and answers /api/me with the caller', async () => {
    const { email, sub } = await signUp();
    const before = Date.now();
    const tokens = await signIn(email);
    const me = await api('/api/me', { token: tokens.accessToken });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: sub, email, role: 'user' });
    const stamped = Date.parse((me.json as { last_sign_in_at: string }).last_sign_in_at);
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
  });

  it('rejects a wrong password with the provider message', async () => {
    const { status, json } = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud().userPoolClientId,
      AuthParameters: { USERNAME: 'user@tremplin.test', PASSWORD: 'Faux-mot-2026' },
    });
    expect(status).toBe(400);
    expect(String(json.message)).toMatch(/incorrect username or password/i);
  });

  it('refreshes tokens with GetTokensFromRefreshToken, as aws-amplify ≥ 6.15 does', async () => {
    const tokens = await signIn('user@tremplin.test');
    const { status, json } = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: cloud().userPoolClientId,
      RefreshToken: tokens.refreshToken,
    });
    expect(status).toBe(200);
    const refreshed = json.AuthenticationResult as { AccessToken: string; IdToken: string };
    expect(refreshed.AccessToken).toMatch(/^ey/);
    expect(refreshed.IdToken).toMatch(/^ey/);
    const me = await api('/api/me', { token: refreshed.AccessToken });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: 'user@tremplin.test' });
  });

  it('refuses a refresh with a forged refresh token', async () => {
    const { status } = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: cloud().userPoolClientId,
      RefreshToken: 'not-a-refresh-token',
    });
    expect(status).toBeGreaterThanOrEqual(400);
  });
});

describe('the edge verifies bearer tokens as the HTTP API JWT authorizer does', () => {
  it('answers 401 without a token, with a malformed one, or with a tampered signature', async () => {
    const tokens = await signIn('user@tremplin.test');
    const [header, payload] = tokens.accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: 'someone-else',
      }),
    ).toString('base64url');
    for (const token of [
      undefined,
      'garbage',
      `${header}.${forgedPayload}.${tokens.accessToken.split('.')[2]}`,
    ]) {
      const response = await api('/api/me', token ? { token } : {});
      expect(response.status).toBe(401);
    }
  });

  it('refuses an ID token where an access token is required', async () => {
    const tokens = await signIn('user@tremplin.test');
    const response = await api('/api/me', { token: tokens.idToken });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('gives the demo accounts their roles', async () => {
    for (const [email, role] of [
      ['admin@tremplin.test', 'admin'],
      ['editor@tremplin.test', 'editor'],
      ['user@tremplin.test', 'user'],
    ] as const) {
      const tokens = await signIn(email);
      const me = await api('/api/me', { token: tokens.accessToken });
      expect(me.json).toMatchObject({ email, role });
    }
  });
});

describe('sign-in errors look as they do on AWS', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { status, json } = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud().userPoolClientId,
      AuthParameters: { USERNAME: 'inconnu@tremplin.test', PASSWORD: 'Tremplin!2026' },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});
