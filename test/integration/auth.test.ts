import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../lambdas/lib/keys';
import {
  api,
  cloud,
  cognitoCall,
  DEMO_PASSWORD,
  documentClient,
  lastCode,
  mailTo,
  signIn,
  signUp,
  startSignUp,
} from './helpers';

const clientId = () => cloud().userPoolClientId;
const signInAnswer = (email: string, password = DEMO_PASSWORD) =>
  cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

describe('sign-up and sign-in through the local Cognito and its triggers', () => {
  it('confirms a new account only with the code e-mailed to it, then mirrors it in the table', async () => {
    const { email, sub, confirmed } = await startSignUp();
    expect(confirmed).toBe(false);
    // Not usable before its code: the right password is answered "not confirmed", nothing is mirrored.
    expect((await signInAnswer(email)).json).toMatchObject({ __type: 'UserNotConfirmedException' });
    const user = () => documentClient().send(new GetCommand({ TableName: 'tremplin', Key: keys.user(sub) }));
    expect((await user()).Item).toBeUndefined();

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Tremplin : votre code de confirmation');
    expect(mail?.text).toContain(
      'Pour confirmer votre adresse e-mail et activer votre compte, saisissez ce code :',
    );
    const code = await lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await cognitoCall('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: wrong }),
    ).toEqual({
      status: 400,
      json: {
        __type: 'CodeMismatchException',
        message: 'Invalid verification code provided, please try again.',
      },
    });
    expect(
      (await cognitoCall('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: code }))
        .status,
    ).toBe(200);
    expect((await user()).Item).toMatchObject({ id: sub, email, role: 'user', last_sign_in_at: null });
    expect((await signInAnswer(email)).status).toBe(200);
    // Confirmed once: the same code again, or a new one, is refused as Cognito refuses them.
    expect(
      (await cognitoCall('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: code }))
        .json,
    ).toMatchObject({ __type: 'NotAuthorizedException' });
    expect(
      (await cognitoCall('ResendConfirmationCode', { ClientId: clientId(), Username: email })).json,
    ).toEqual({
      __type: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('sends a new code on request, in French, which replaces the first', async () => {
    const { email } = await startSignUp();
    const first = await lastCode(email);
    const resent = await cognitoCall('ResendConfirmationCode', { ClientId: clientId(), Username: email });
    expect(resent.status).toBe(200);
    const mails = await mailTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Tremplin : votre nouveau code de confirmation',
      'Tremplin : votre code de confirmation',
    ]);
    const second = await lastCode(email);
    if (second !== first) {
      expect(
        (
          await cognitoCall('ConfirmSignUp', {
            ClientId: clientId(),
            Username: email,
            ConfirmationCode: first,
          })
        ).json,
      ).toMatchObject({ __type: 'CodeMismatchException' });
    }
    expect(
      (
        await cognitoCall('ConfirmSignUp', {
          ClientId: clientId(),
          Username: email,
          ConfirmationCode: second,
        })
      ).status,
    ).toBe(200);
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

describe('password reset never tells whether an address has an account', () => {
  it('answers an unknown address exactly like a known one, and e-mails only the known one', async () => {
    const { email } = await signUp();
    const unknown = `personne-${randomUUID().slice(0, 8)}@exemple.ma`;
    const known = await cognitoCall('ForgotPassword', { ClientId: clientId(), Username: email });
    const other = await cognitoCall('ForgotPassword', { ClientId: clientId(), Username: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    const shape = (answer: typeof known) => ({
      ...(answer.json.CodeDeliveryDetails as Record<string, string>),
      Destination: String((answer.json.CodeDeliveryDetails as { Destination: string }).Destination).replace(
        /^.\*\*\*@.\*\*\*$/,
        'masked',
      ),
    });
    expect(shape(known)).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'masked' });
    expect(shape(other)).toEqual(shape(known));
    expect(await mailTo(unknown)).toEqual([]);
    expect((await mailTo(email))[0]?.subject).toBe('Tremplin : réinitialisation de votre mot de passe');

    // A code for an unknown address is "wrong", in the same words as a wrong code for a known one.
    const confirm = (username: string, code: string) =>
      cognitoCall('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: username,
        ConfirmationCode: code,
        Password: 'Nouveau-2026',
      });
    const code = await lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirm(unknown, wrong)).toEqual(await confirm(email, wrong));
    expect((await confirm(email, code)).status).toBe(200);
    expect((await signInAnswer(email, 'Nouveau-2026')).status).toBe(200);
    expect((await signInAnswer(email)).status).toBe(400);
  });

  it('sends no reset code to an address that was never confirmed', async () => {
    const { email } = await startSignUp();
    const answer = await cognitoCall('ForgotPassword', { ClientId: clientId(), Username: email });
    expect(answer.json).toMatchObject({ __type: 'InvalidParameterException' });
    expect((await mailTo(email)).map((m) => m.subject)).toEqual(['Tremplin : votre code de confirmation']);
  });
});

describe('the local mailbox (/_local/mail of the local edge)', () => {
  it('lists the e-mails to an address, and shows each one as sent, in a document that runs nothing', async () => {
    const { email } = await startSignUp();
    const page = await fetch(`${cloud().url}/_local/mail?to=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Boîte de réception locale');
    expect(html).toContain('Tremplin : votre code de confirmation');
    expect(html).toContain(await lastCode(email));
    const link = /href="(\/_local\/mail\/[^"]+)"/.exec(html)?.[1] ?? '';
    const sent = await fetch(`${cloud().url}${link}`);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await sent.text()).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect((await fetch(`${cloud().url}/_local/mail/inconnu`)).status).toBe(404);
  });
});
