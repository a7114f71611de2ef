import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import type { NotificationPage } from '@common/notifications';
import { readMailbox } from '../../infra/local/mailbox';
import { announcementItem } from '../../lambdas/announcements/announcement-item';
import { ANNOUNCEMENTS_PARTITION } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { unusedAuthenticatorCode } from '../support/totp';
import { DEMO_PASSWORD } from './helpers';
import { startOwnCloud, type OwnCloud } from './own-cloud';
import {
  callOf,
  expectRefused,
  nameOf,
  pipelineWithout,
  refused,
  routesWithout,
  type Grant,
} from './removed-grants';

/**
 * Administration → "Annonces" is held to the IAM policies CDK synthesizes from lambdas/routes.ts, as
 * every function is: each grant of its three functions, and notify-jobs' Query on the opted-in index,
 * is removed here on a platform of its own (a function loses one grant per platform), and what the
 * admin or the recipients would notice breaks, with the local gate's refusal, as on AWS. The
 * two-factor grants (cognito-idp:AdminGetUser, the record's UpdateItem) are used only where admins
 * need two-factor sign-in: those platforms require it, as a deployment does by default.
 */
type AnnouncementRoute = 'count-announcement-recipients' | 'send-announcement' | 'list-announcements';

interface Platform {
  own: OwnCloud;
  /** The admin's access token: signed in with the authenticator app's code where it is required. */
  admin: string;
}

/** POSTs to the local Cognito as aws-amplify does. */
async function cognitoCall(own: OwnCloud, target: string, body: unknown) {
  const response = await fetch(`${own.cloud.url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json;
}

/**
 * The first admin of a new platform: with two-factor sign-in required, they turn the authenticator
 * app on straight through Cognito (so no function has recorded it yet), become admin, and sign in
 * with its code, as an admin would.
 */
async function firstAdmin(own: OwnCloud, twoFactor: boolean): Promise<string> {
  const { email } = await own.signUp();
  const passwordOnly = (await own.signIn(email)).accessToken;
  const used = new Set<number>();
  let secret = '';
  if (twoFactor) {
    const associated = await cognitoCall(own, 'AssociateSoftwareToken', { AccessToken: passwordOnly });
    secret = String(associated.SecretCode);
    await cognitoCall(own, 'VerifySoftwareToken', {
      AccessToken: passwordOnly,
      UserCode: await unusedAuthenticatorCode(secret, used),
    });
    await cognitoCall(own, 'SetUserMFAPreference', {
      AccessToken: passwordOnly,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
  }
  const bootstrapped = await own.api('/api/bootstrap-admin', { method: 'POST', token: passwordOnly });
  expect(bootstrapped.status, JSON.stringify(bootstrapped.json)).toBe(200);
  if (!twoFactor) return passwordOnly;
  const first = await cognitoCall(own, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: own.cloud.pool.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
  });
  expect(first.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  const done = await cognitoCall(own, 'RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: own.cloud.pool.userPoolClientId,
    Session: first.Session,
    ChallengeResponses: {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: await unusedAuthenticatorCode(secret, used),
    },
  });
  return (done.AuthenticationResult as { AccessToken: string }).AccessToken;
}

/**
 * A platform of its own (in this describe) whose announcement functions each lack the grant named;
 * `notifyJobs` edits notify-jobs' permissions likewise.
 */
function platformWithout(
  missing: Partial<Record<AnnouncementRoute, Grant>>,
  options: { twoFactor: boolean; notifyJobs?: Grant },
): Platform {
  const routes = routesWithout(missing);
  const pipelineFunctions = pipelineWithout(options.notifyJobs ? { 'notify-jobs': options.notifyJobs } : {});
  const platform = { own: undefined, admin: '' } as unknown as Platform;
  beforeAll(async () => {
    platform.own = await startOwnCloud({ routes, pipelineFunctions, requireAdminMfa: options.twoFactor });
    platform.admin = await firstAdmin(platform.own, options.twoFactor);
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** The admin's request to each function, as the "Annonces" page makes it (a send: a new request id). */
function request(platform: Platform, route: AnnouncementRoute) {
  const { own, admin: token } = platform;
  if (route === 'count-announcement-recipients')
    return own.api('/api/admin/announcements/recipients', { token });
  if (route === 'list-announcements') return own.api('/api/admin/announcements', { token });
  return own.api('/api/admin/announcements', {
    method: 'POST',
    token,
    body: { request_id: randomUUID(), subject: 'Demo Day', text: 'Inscrivez-vous.' },
  });
}

/**
 * One test per missing grant: the admin's request fails (500; 503 "service unavailable" where the
 * two-factor check cannot be made), the gate refused that very call, and a send stored nothing.
 */
function itFailsWithout(platform: Platform, missing: Partial<Record<AnnouncementRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [AnnouncementRoute, Grant][]) {
    const twoFactorCheck = 'cognito' in grant || ('table' in grant && grant.table === 'UpdateItem');
    const status = twoFactorCheck ? 503 : 500;
    it(`${route} without ${nameOf(grant)}: the admin's request answers ${status}, refused by IAM`, async () => {
      const answer = await request(platform, route);
      expect(answer).toEqual(
        twoFactorCheck
          ? {
              status,
              json: { error: { code: 'unavailable', message: MESSAGES.authServiceUnavailable } },
            }
          : { status, json: { error: { code: 'internal', message: MESSAGES.unexpectedError } } },
      );
      expectRefused(platform.own, route, grant);
      if (route === 'send-announcement') {
        const { Items = [] } = await platform.own.documentClient().send(
          new QueryCommand({
            TableName: DEFAULT_TABLE_NAME,
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :pk',
            ExpressionAttributeValues: { ':pk': ANNOUNCEMENTS_PARTITION },
          }),
        );
        expect(Items).toEqual([]);
      }
    });
  }
}

describe('a platform where the count may not query the opted-in index, nor a send be put', () => {
  const missing = {
    'count-announcement-recipients': { index: 'GSI2' },
    'send-announcement': { table: 'PutItem' },
  } satisfies Partial<Record<AnnouncementRoute, Grant>>;
  const platform = platformWithout(missing, { twoFactor: false, notifyJobs: { index: 'GSI2' } });
  itFailsWithout(platform, missing);

  it('send-announcement without dynamodb:PutItem: the admin sees nothing sent in the list', async () => {
    const list = await request(platform, 'list-announcements');
    expect(list).toEqual({ status: 200, json: { items: [], next_cursor: null } });
  });

  it("notify-jobs without dynamodb:Query on GSI2: an announcement reaches no one's bell (its job fails)", async () => {
    const { own } = platform;
    const { email } = await own.signUp();
    const token = (await own.signIn(email)).accessToken;
    const saved = await own.api('/api/me/notification-preferences', {
      method: 'PUT',
      token,
      body: {
        new_documents: true,
        session_status_changes: true,
        document_downloads: false,
        marketing_emails: true,
        email_frequency: 'immediate',
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    // The item send-announcement puts (its own mapping), put here by the operator: that function
    // lacks its PutItem on this platform. The table's stream starts the fan-out from there, as on AWS.
    const me = (await own.api('/api/me', { token: platform.admin })).json as { id: string };
    await own.documentClient().send(
      new PutCommand({
        TableName: DEFAULT_TABLE_NAME,
        Item: announcementItem({
          id: randomUUID(),
          subject: 'Demo Day',
          text: 'Inscrivez-vous.',
          created_at: new Date().toISOString(),
          created_by: me.id,
          recipients: 1,
        }),
      }),
    );
    await refused(own, 'notify-jobs', callOf({ index: 'GSI2' }));
    const bell = await own.api('/api/notifications', { token });
    expect(bell.status).toBe(200);
    expect((bell.json as NotificationPage).items).toEqual([]);
    expect(readMailbox(own.cloud.mailboxFile, email).filter((m) => m.headers?.length)).toEqual([]);
  }, 60_000);
});

describe('a platform where the three functions may not read their caller, or the send query the index', () => {
  const missing = {
    'count-announcement-recipients': { table: 'GetItem' },
    'send-announcement': { index: 'GSI2' },
    'list-announcements': { table: 'GetItem' },
  } satisfies Partial<Record<AnnouncementRoute, Grant>>;
  itFailsWithout(platformWithout(missing, { twoFactor: false }), missing);
});

describe('a platform where the send may not read its caller, nor the list query its index', () => {
  const missing = {
    'send-announcement': { table: 'GetItem' },
    'list-announcements': { index: 'GSI1' },
  } satisfies Partial<Record<AnnouncementRoute, Grant>>;
  const platform = platformWithout(missing, { twoFactor: false });
  itFailsWithout(platform, missing);

  it('still counts the recipients, whose function has its grants', async () => {
    expect(await request(platform, 'count-announcement-recipients')).toEqual({
      status: 200,
      json: { recipients: 0 },
    });
  });
});

describe('a platform that requires two-factor sign-in of admins, without the grants that check it (1)', () => {
  const missing = {
    'count-announcement-recipients': { cognito: 'AdminGetUser' },
    'send-announcement': { table: 'UpdateItem' },
    'list-announcements': { table: 'UpdateItem' },
  } satisfies Partial<Record<AnnouncementRoute, Grant>>;
  itFailsWithout(platformWithout(missing, { twoFactor: true }), missing);
});

describe('a platform that requires two-factor sign-in of admins, without the grants that check it (2)', () => {
  const missing = {
    'count-announcement-recipients': { table: 'UpdateItem' },
    'send-announcement': { cognito: 'AdminGetUser' },
    'list-announcements': { cognito: 'AdminGetUser' },
  } satisfies Partial<Record<AnnouncementRoute, Grant>>;
  itFailsWithout(platformWithout(missing, { twoFactor: true }), missing);
});
