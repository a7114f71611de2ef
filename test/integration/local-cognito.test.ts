/**
 * The local Cognito refuses what Cognito refuses: every rule below holds on AWS too (a real pool would
 * pass these tests, given the time they wait). They run on a local cloud of their own whose Cognito
 * clock the test moves forward (cognito-clock.ts) instead of waiting hours for a code to expire.
 */
import { createPrivateKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localCognitoClient } from '../../infra/local/cognito';
import { setClockOffset } from '../../infra/local/cognito-clock';
import { loadOrCreateSigningKey, signingKeyFile } from '../../infra/local/cognito-keys';
import { mailText, readMailbox } from '../../infra/local/mailbox';
import { otherCode, unusedAuthenticatorCode } from '../support/totp';
import { DEMO_PASSWORD } from './helpers';
import { startOwnCloud, type OwnCloud } from './own-cloud';

type Answer = { status: number; json: Record<string, unknown> };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NEW_PASSWORD = 'Nouveau-Mot-2027';

let own: OwnCloud;
let clockFile = '';
/** How far the local Cognito's clock runs ahead now; each test starts from real time, with its own accounts. */
let offset = 0;
const advance = (ms: number) => {
  offset += ms;
  setClockOffset(clockFile, offset);
};
const resetClock = () => {
  offset = 0;
  setClockOffset(clockFile, 0);
};

beforeAll(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  clockFile = join(mkdtempSync(join(tmpdir(), 'tremplin-clock-')), 'offset');
  setClockOffset(clockFile, 0);
  own = await startOwnCloud({ cognitoClockFile: clockFile });
}, 180_000);

afterAll(async () => {
  await own?.stop();
});

async function call(target: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${own.cloud.url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function expectRefusal(answer: Answer, type: string, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(400);
  expect(answer.json.__type).toBe(type);
  if (typeof message === 'string') expect(answer.json.message).toBe(message);
  if (message instanceof RegExp) expect(String(answer.json.message)).toMatch(message);
}

const clientId = () => own.cloud.pool.userPoolClientId;
const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@exemple.ma`;
const codeIn = (email: string) => {
  const [newest] = readMailbox(own.cloud.mailboxFile, email);
  return /\b(\d{6})\b/.exec(mailText(newest?.html ?? ''))?.[1] ?? '';
};
const mailCount = (email: string) => readMailbox(own.cloud.mailboxFile, email).length;
const wrong = (code: string) => otherCode(code);

const passwordSignIn = (email: string, password = DEMO_PASSWORD) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

async function signedIn(email: string, password = DEMO_PASSWORD) {
  const answer = await passwordSignIn(email, password);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const result = answer.json.AuthenticationResult as Record<string, string>;
  return {
    accessToken: result.AccessToken ?? '',
    idToken: result.IdToken ?? '',
    refreshToken: result.RefreshToken ?? '',
  };
}

const refresh = (refreshToken: string) =>
  call('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: clientId(),
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });

/** A JWT with the claims of `token`, changed by `change`, signed with `key` (or unsigned). */
function forged(
  token: string,
  key: KeyObject | null,
  change: Record<string, unknown> = {},
  kid = 'CognitoLocal',
) {
  const claims = {
    ...(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as object),
    ...change,
  };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: key ? 'RS256' : 'none', kid })}.${part(claims)}`;
  return `${head}.${key ? sign('sha256', Buffer.from(head), key).toString('base64url') : ''}`;
}

/** The private key cognito-local ships in its package: anyone can read it. */
const packageKey = () =>
  createPrivateKey(
    (
      createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
        pem: string;
      }
    ).pem,
  );

async function emailOf(email: string): Promise<string | undefined> {
  const operator = localCognitoClient(own.cloud.endpoints.cognito);
  try {
    const user = await operator.send(
      new AdminGetUserCommand({ UserPoolId: own.cloud.pool.userPoolId, Username: email }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  } finally {
    operator.destroy();
  }
}

describe('tokens: signed with this data folder’s own key, checked on every call', () => {
  afterEach(resetClock);

  it('publishes the public half of the data folder’s key alone, and no package’s', async () => {
    const response = await fetch(
      `${own.cloud.url}/cognito/${own.cloud.pool.userPoolId}/.well-known/jwks.json`,
    );
    const { keys } = (await response.json()) as { keys: Record<string, string>[] };
    const key = loadOrCreateSigningKey(signingKeyFile(join(own.dataDir, 'cognito', '.cognito')));
    expect(keys).toEqual([key.publicJwk]);
    expect(keys[0]).not.toHaveProperty('d');
    expect(JSON.stringify(keys)).not.toContain('CognitoLocal');
    const { accessToken } = await signedIn((await own.signUp(newEmail('jwks'))).email);
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0] ?? '', 'base64url').toString()) as {
      kid: string;
    };
    expect(header.kid).toBe(key.kid);
  });

  it('refuses a token signed with the package’s key or any other, at the API and at Cognito', async () => {
    const victim = await own.signUp(newEmail('victime'));
    const { accessToken } = await signedIn(victim.email);
    expect((await own.api('/api/me', { token: accessToken })).status).toBe(200);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const token of [forged(accessToken, packageKey()), forged(accessToken, stranger, {}, 'other')]) {
      // The API edge's JWT check, as API Gateway's authorizer.
      expect((await own.api('/api/me', { token })).status).toBe(401);
      expectRefusal(
        await call('GetUser', { AccessToken: token }),
        'NotAuthorizedException',
        'Invalid Access Token',
      );
    }
    // The optional-caller routes treat it as no one: a contact message sent with it names no sender.
    const admin = await own.signUp(newEmail('admin'));
    const adminToken = (await signedIn(admin.email)).accessToken;
    expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: adminToken })).status).toBe(200);
    const sent = await fetch(`${own.cloud.url}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${forged(accessToken, packageKey())}`,
      },
      body: JSON.stringify({ name: 'Faux', email: victim.email, subject: 'Bonjour', message: 'Un message.' }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const stored = await own.api(`/api/admin/contact-messages/${id}`, { token: adminToken });
    expect(stored.json).toMatchObject({ id, user_id: null });
  });

  it('refuses an unsigned, tampered or ID token on GetUser, UpdateUserAttributes and DeleteUser', async () => {
    const { email, sub } = await own.signUp(newEmail('intact'));
    const { accessToken, idToken } = await signedIn(email);
    const [head, , signature] = accessToken.split('.');
    const tampered = `${head}.${forged(accessToken, null, { sub: randomUUID() }).split('.')[1]}.${signature}`;
    for (const token of [forged(accessToken, null), tampered, idToken, 'pas-un-jeton']) {
      for (const [target, body] of [
        ['GetUser', {}],
        ['UpdateUserAttributes', { UserAttributes: [{ Name: 'locale', Value: 'fr' }] }],
        ['DeleteUser', {}],
      ] as const) {
        expectRefusal(
          await call(target, { ...body, AccessToken: token }),
          'NotAuthorizedException',
          'Invalid Access Token',
        );
      }
    }
    // Nothing happened: the account is there, as it was.
    expect(await emailOf(email)).toBe(email);
    expect((await call('GetUser', { AccessToken: accessToken })).json).toMatchObject({ Username: sub });
  });

  it('refuses an access token past its hour, by Cognito’s clock', async () => {
    const { accessToken, refreshToken } = await signedIn((await own.signUp(newEmail('heure'))).email);
    advance(61 * MINUTE);
    expectRefusal(
      await call('GetUser', { AccessToken: accessToken }),
      'NotAuthorizedException',
      'Access Token has expired',
    );
    // The session goes on: a refresh gives a new one.
    const renewed = (await refresh(refreshToken)).json.AuthenticationResult as { AccessToken: string };
    expect((await call('GetUser', { AccessToken: renewed.AccessToken })).status).toBe(200);
  });

  it('ends sessions: RevokeToken one, GlobalSignOut all, and every call with their tokens is refused', async () => {
    const { email } = await own.signUp(newEmail('sortie'));
    const phone = await signedIn(email);
    const laptop = await signedIn(email);
    expect((await call('RevokeToken', { Token: phone.refreshToken, ClientId: clientId() })).status).toBe(200);
    expectRefusal(
      await refresh(phone.refreshToken),
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    expectRefusal(
      await call('GetUser', { AccessToken: phone.accessToken }),
      'NotAuthorizedException',
      'Access Token has been revoked',
    );
    // The other session is not touched…
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
    // …until a global sign-out: then nothing of it works against Cognito.
    const again = await signedIn(email);
    expect((await call('GlobalSignOut', { AccessToken: again.accessToken })).status).toBe(200);
    for (const session of [laptop, again]) {
      expectRefusal(await refresh(session.refreshToken), 'NotAuthorizedException');
      for (const [target, body] of [
        ['GetUser', {}],
        ['ChangePassword', { PreviousPassword: DEMO_PASSWORD, ProposedPassword: NEW_PASSWORD }],
        ['AssociateSoftwareToken', {}],
        ['SetUserMFAPreference', { SoftwareTokenMfaSettings: { Enabled: false } }],
        ['GetUserAttributeVerificationCode', { AttributeName: 'email' }],
        ['VerifyUserAttribute', { AttributeName: 'email', Code: '123456' }],
        ['GlobalSignOut', {}],
      ] as const) {
        expectRefusal(
          await call(target, { ...body, AccessToken: session.accessToken }),
          'NotAuthorizedException',
          'Access Token has been revoked',
        );
      }
    }
    expect((await passwordSignIn(email)).status).toBe(200);
  });
});

describe('what a call must carry, and what the web client may write', () => {
  it('refuses a reset without its code (InvalidParameterException), and the password stays', async () => {
    const { email } = await own.signUp(newEmail('sans-code'));
    expect((await call('ForgotPassword', { ClientId: clientId(), Username: email })).status).toBe(200);
    expectRefusal(
      await call('ConfirmForgotPassword', { ClientId: clientId(), Username: email, Password: NEW_PASSWORD }),
      'InvalidParameterException',
      "1 validation error detected: Value null at 'confirmationCode' failed to satisfy constraint: Member must not be null",
    );
    expectRefusal(
      await call('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: email,
        ConfirmationCode: '',
        Password: NEW_PASSWORD,
      }),
      'InvalidParameterException',
    );
    expectRefusal(await call('GetUser', {}), 'InvalidParameterException', /accessToken/);
    expect((await passwordSignIn(email)).status).toBe(200);
    expectRefusal(await passwordSignIn(email, NEW_PASSWORD), 'NotAuthorizedException');
  });

  it('does not let the web client write the e-mail address, at sign-up or with an access token', async () => {
    const { email } = await own.signUp(newEmail('adresse'));
    const { accessToken } = await signedIn(email);
    const elsewhere = newEmail('pirate');
    expectRefusal(
      await call('UpdateUserAttributes', {
        AccessToken: accessToken,
        UserAttributes: [{ Name: 'email', Value: elsewhere }],
      }),
      'NotAuthorizedException',
      'A client attempted to write unauthorized attribute',
    );
    expectRefusal(
      await call('DeleteUserAttributes', { AccessToken: accessToken, UserAttributeNames: ['email'] }),
      'NotAuthorizedException',
    );
    expect(await emailOf(email)).toBe(email);
    // No reset code can go to another address.
    expect((await call('ForgotPassword', { ClientId: clientId(), Username: elsewhere })).status).toBe(200);
    expect(mailCount(elsewhere)).toBe(0);
    const other = newEmail('inscription');
    expectRefusal(
      await call('SignUp', {
        ClientId: clientId(),
        Username: other,
        Password: DEMO_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: elsewhere }],
      }),
      'NotAuthorizedException',
      'A client attempted to write unauthorized attribute',
    );
    // The address is the user name: sign-up keeps it as the e-mail.
    const signedUp = await call('SignUp', { ClientId: clientId(), Username: other, Password: DEMO_PASSWORD });
    expect(signedUp.status).toBe(200);
    expect(await emailOf(other)).toBe(other);
  });

  it('names the address a code went to only masked, as Cognito does', async () => {
    const email = newEmail('masque');
    const masked = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'm***@e***' };
    const signedUp = await call('SignUp', { ClientId: clientId(), Username: email, Password: DEMO_PASSWORD });
    expect(signedUp.json.CodeDeliveryDetails).toEqual(masked);
    expect(
      (await call('ResendConfirmationCode', { ClientId: clientId(), Username: email })).json
        .CodeDeliveryDetails,
    ).toEqual(masked);
    await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: codeIn(email) });
    expect(
      (await call('ForgotPassword', { ClientId: clientId(), Username: email })).json.CodeDeliveryDetails,
    ).toEqual(masked);
    const { accessToken } = await signedIn(email);
    expect(
      (await call('GetUserAttributeVerificationCode', { AccessToken: accessToken, AttributeName: 'email' }))
        .json.CodeDeliveryDetails,
    ).toEqual(masked);
  });
});

describe('e-mailed codes: they expire, work once, and wrong tries and new codes are limited', () => {
  afterEach(resetClock);

  it('expires a sign-up code after 24 hours; a new one works', async () => {
    const email = newEmail('vingt-quatre');
    await call('SignUp', { ClientId: clientId(), Username: email, Password: DEMO_PASSWORD });
    const code = codeIn(email);
    advance(24 * HOUR + MINUTE);
    expectRefusal(
      await call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: code }),
      'ExpiredCodeException',
      'Invalid code provided, please request a code again.',
    );
    expect((await call('ResendConfirmationCode', { ClientId: clientId(), Username: email })).status).toBe(
      200,
    );
    expect(
      (
        await call('ConfirmSignUp', {
          ClientId: clientId(),
          Username: email,
          ConfirmationCode: codeIn(email),
        })
      ).status,
    ).toBe(200);
  });

  it('expires a reset code after an hour, and takes a code once', async () => {
    const { email } = await own.signUp(newEmail('une-heure'));
    const confirm = (code: string, password = NEW_PASSWORD) =>
      call('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: email,
        ConfirmationCode: code,
        Password: password,
      });
    await call('ForgotPassword', { ClientId: clientId(), Username: email });
    const late = codeIn(email);
    advance(HOUR + MINUTE);
    expectRefusal(await confirm(late), 'ExpiredCodeException');
    await call('ForgotPassword', { ClientId: clientId(), Username: email });
    const code = codeIn(email);
    expect((await confirm(code)).status).toBe(200);
    expectRefusal(await confirm(code, 'Encore-Autre-2028'), 'ExpiredCodeException');
    expect((await passwordSignIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('stops taking a code after five wrong tries, the right one included, until a new one is sent', async () => {
    const email = newEmail('essais');
    await call('SignUp', { ClientId: clientId(), Username: email, Password: DEMO_PASSWORD });
    const code = codeIn(email);
    const confirm = (given: string) =>
      call('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: given });
    for (let i = 0; i < 5; i++) expectRefusal(await confirm(wrong(code)), 'CodeMismatchException');
    expectRefusal(
      await confirm(code),
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
    );
    await call('ResendConfirmationCode', { ClientId: clientId(), Username: email });
    expect((await confirm(codeIn(email))).status).toBe(200);

    // Reset codes alike: the password does not change.
    await call('ForgotPassword', { ClientId: clientId(), Username: email });
    const reset = codeIn(email);
    const confirmReset = (given: string) =>
      call('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: email,
        ConfirmationCode: given,
        Password: NEW_PASSWORD,
      });
    for (let i = 0; i < 5; i++) expectRefusal(await confirmReset(wrong(reset)), 'CodeMismatchException');
    expectRefusal(await confirmReset(reset), 'LimitExceededException');
    expect((await passwordSignIn(email)).status).toBe(200);
  });

  it('limits the codes sent: resends and resets are refused within the hour, and none is e-mailed', async () => {
    // Cognito allows "between five and 20" an hour: by the 21st, every pool has refused.
    const { email } = await own.signUp(newEmail('rafale'));
    let refused: Answer | undefined;
    for (let i = 0; i < 21 && !refused; i++) {
      const answer = await call('ForgotPassword', { ClientId: clientId(), Username: email });
      if (answer.status !== 200) refused = answer;
    }
    expect(refused).toBeDefined();
    expectRefusal(refused as Answer, 'LimitExceededException');
    const sent = mailCount(email);
    expectRefusal(
      await call('ForgotPassword', { ClientId: clientId(), Username: email }),
      'LimitExceededException',
    );
    expect(mailCount(email)).toBe(sent);

    const waiting = newEmail('renvoi');
    await call('SignUp', { ClientId: clientId(), Username: waiting, Password: DEMO_PASSWORD });
    let resendRefused: Answer | undefined;
    for (let i = 0; i < 21 && !resendRefused; i++) {
      const answer = await call('ResendConfirmationCode', { ClientId: clientId(), Username: waiting });
      if (answer.status !== 200) resendRefused = answer;
    }
    expectRefusal(resendRefused as Answer, 'LimitExceededException');
    // An hour later, codes go out again.
    advance(HOUR + MINUTE);
    expect((await call('ResendConfirmationCode', { ClientId: clientId(), Username: waiting })).status).toBe(
      200,
    );
  });
});

describe('failed sign-ins lock the account out, as Cognito does', () => {
  afterEach(resetClock);

  it('refuses even the right password after five wrong ones, longer with each further failure, 15 minutes at most', async () => {
    const { email } = await own.signUp(newEmail('verrou'));
    const exceeded = (answer: Answer) =>
      expectRefusal(answer, 'NotAuthorizedException', 'Password attempts exceeded');
    for (let i = 0; i < 5; i++) {
      expectRefusal(
        await passwordSignIn(email, 'Faux!Mot2passe'),
        'NotAuthorizedException',
        'Incorrect username or password.',
      );
    }
    exceeded(await passwordSignIn(email));
    // Attempts while locked do not count, and do not lengthen the lockout.
    exceeded(await passwordSignIn(email, 'Faux!Mot2passe'));
    advance(1100);
    // The sixth failure locks for 2 s, the seventh for 4 s…
    expectRefusal(
      await passwordSignIn(email, 'Faux!Mot2passe'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
    advance(1100);
    exceeded(await passwordSignIn(email));
    advance(1000);
    expect((await passwordSignIn(email)).status).toBe(200);

    // The count starts again after a sign-in. The lockout doubles from the fifth failure, and stops
    // growing at 15 minutes: after the fifteenth it is 15 minutes, not 2^10 seconds.
    for (let failures = 1; failures <= 15; failures++) {
      expectRefusal(
        await passwordSignIn(email, 'Faux!Mot2passe'),
        'NotAuthorizedException',
        'Incorrect username or password.',
      );
      if (failures < 15) advance((failures >= 5 ? 2 ** (failures - 5) * 1000 : 0) + 100);
    }
    advance(15 * MINUTE - 5000);
    exceeded(await passwordSignIn(email));
    advance(5100);
    expect((await passwordSignIn(email)).status).toBe(200);
  });

  it('counts wrong authenticator codes too: five in one step, and the right code is refused', async () => {
    const { email } = await own.signUp(newEmail('code-verrou'));
    const { accessToken } = await signedIn(email);
    const used = new Set<number>();
    const secret = String(
      (await call('AssociateSoftwareToken', { AccessToken: accessToken })).json.SecretCode,
    );
    await call('VerifySoftwareToken', {
      AccessToken: accessToken,
      UserCode: await unusedAuthenticatorCode(secret, used),
    });
    await call('SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const challenge = await passwordSignIn(email);
    expect(challenge.json.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answer = (code: string) =>
      call('RespondToAuthChallenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: clientId(),
        Session: challenge.json.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      });
    const right = await unusedAuthenticatorCode(secret, used);
    for (let i = 0; i < 5; i++) expectRefusal(await answer(wrong(right)), 'CodeMismatchException');
    expectRefusal(await answer(right), 'NotAuthorizedException', 'Password attempts exceeded');
  });
});
