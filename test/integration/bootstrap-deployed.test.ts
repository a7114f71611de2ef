import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { localCognitoClient } from '../../infra/local/cognito';
import { mailText, readMailbox } from '../../infra/local/mailbox';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * The first admin as on AWS: an empty platform of its own, synthesized with `-c adminEmail=…` and
 * without the local cloud's first-signed-in mode. Only the named address may become admin, and only
 * once its owner has proved it with a code Cognito sent to it: at sign-up, or on /bootstrap-admin for
 * an account whose address is not verified (one created before sign-up asked for a code).
 */
const NAMED = 'Fondatrice@Tremplin.test';
let own: OwnCloud;

beforeAll(async () => {
  own = await startOwnCloud({ firstAdmin: 'as-deployed', context: { adminEmail: NAMED } });
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

const bootstrap = (token: string) => own.api('/api/bootstrap-admin', { method: 'POST', token });

async function cognitoClientCall(target: string, body: unknown): Promise<number> {
  const response = await fetch(`${own.cloud.url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** The code of the newest e-mail Cognito sent to `email`, from this cloud's mailbox. */
function sentCode(email: string): string {
  const [newest] = readMailbox(own.cloud.mailboxFile, email);
  return /\b(\d{6})\b/.exec(mailText(newest?.html ?? ''))?.[1] ?? '';
}

/** What Cognito holds of the address, as an operator reads it (AdminGetUser). */
async function emailVerified(email: string): Promise<string | undefined> {
  const client = localCognitoClient(own.cloud.endpoints.cognito);
  try {
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: own.cloud.pool.userPoolId, Username: email }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'email_verified')?.Value;
  } finally {
    client.destroy();
  }
}

describe('first admin on a deployment that names one (-c adminEmail)', () => {
  it('refuses a verified user with another address (403), and changes no role', async () => {
    const other = await own.signUp('autre@tremplin.test');
    const token = (await own.signIn(other.email)).accessToken;
    const answer = await bootstrap(token);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      error: { code: 'forbidden', message: MESSAGES.bootstrapAdminOtherEmail },
    });
    expect(((await own.api('/api/me', { token })).json as Me).role).toBe('user');
  });

  it('refuses the named address while it is unverified, then makes it admin, once', async () => {
    // Another case than at deploy time: the comparison ignores case.
    const named = await own.signUp(NAMED.toLowerCase());
    // The sign-up code verified the address; an account from before codes were asked has it unverified.
    expect(await emailVerified(named.email)).toBe('true');
    const operator = localCognitoClient(own.cloud.endpoints.cognito);
    await operator.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: own.cloud.pool.userPoolId,
        Username: named.email,
        UserAttributes: [
          { Name: 'email', Value: named.email },
          { Name: 'email_verified', Value: 'false' },
        ],
      }),
    );
    operator.destroy();
    expect(await emailVerified(named.email)).toBe('false');
    const token = (await own.signIn(named.email)).accessToken;
    const unverified = await bootstrap(token);
    expect(unverified.status).toBe(403);
    expect(unverified.json).toMatchObject({
      error: { code: 'forbidden', message: MESSAGES.bootstrapAdminEmailUnverified },
    });
    expect(((await own.api('/api/me', { token })).json as Me).role).toBe('user');

    // What the page does: Cognito sends a code to the address, its owner types it in.
    expect(
      await cognitoClientCall('GetUserAttributeVerificationCode', {
        AccessToken: token,
        AttributeName: 'email',
      }),
    ).toBe(200);
    expect(
      await cognitoClientCall('VerifyUserAttribute', {
        AccessToken: token,
        AttributeName: 'email',
        Code: '000000x',
      }),
    ).toBe(400);
    const code = sentCode(named.email);
    expect(code).not.toBe('');
    expect(
      await cognitoClientCall('VerifyUserAttribute', {
        AccessToken: token,
        AttributeName: 'email',
        Code: code,
      }),
    ).toBe(200);

    const verified = await bootstrap(token);
    expect(verified.status, JSON.stringify(verified.json)).toBe(200);
    expect((verified.json as Me).role).toBe('admin');
    expect((await bootstrap(token)).status).toBe(409);
  });
});
