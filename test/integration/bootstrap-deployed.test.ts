import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../common/api-types';
import { MESSAGES } from '../../common/messages';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * The first admin as on AWS: an empty platform of its own, synthesized with `-c adminEmail=…` and
 * without the local cloud's first-signed-in mode. Only the named address may become admin, and only
 * once its owner has proved it with the code Cognito sends.
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

/** The code Cognito would e-mail: cognito-local keeps it on the user, in its JSON files. */
function sentCode(sub: string): string {
  const file = join(own.dataDir, 'cognito', '.cognito', 'db', `${own.cloud.pool.userPoolId}.json`);
  const pool = JSON.parse(readFileSync(file, 'utf8')) as {
    Users: Record<string, { AttributeVerificationCode?: string }>;
  };
  return pool.Users[sub]?.AttributeVerificationCode ?? '';
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

  it('refuses the named address until it is verified, then makes it admin, once', async () => {
    // Another case than at deploy time: the comparison ignores case.
    const named = await own.signUp(NAMED.toLowerCase());
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
    const code = sentCode(named.sub);
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
