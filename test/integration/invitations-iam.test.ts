/**
 * Invitations and participants are held to the IAM policies CDK synthesizes from lambdas/routes.ts:
 * each grant of the six invitation functions and of the two participants ones is removed here, on a
 * platform of its own (a function loses one grant per platform), and the manager's (or the invited
 * person's) request fails with the local gate's refusal of that very call, as on AWS — and a refused
 * acceptance or removal changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationIdOf } from '../../lambdas/cohorts/invitation-item';
import { signInvitationLink } from '../../lambdas/cohorts/invitation-links';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { PIPELINE_VARIABLES } from '../../lambdas/notifications/settings';
import { ownAccount, ownCohort, ownMember, startOwnCloud, type OwnCloud } from './own-cloud';
import { expectInternalError, expectRefused, nameOf, routesWithout, type Grant } from './removed-grants';

type InvitationRoute =
  | 'invite-participants'
  | 'list-invitations'
  | 'resend-invitation'
  | 'revoke-invitation'
  | 'preview-invitation'
  | 'accept-invitation'
  | 'list-participants'
  | 'remove-participant';

const NONCE = 'n'.repeat(22);

interface Platform {
  own: OwnCloud;
  manager: string;
  /** The invited person, signed in with the invited address. */
  learner: { id: string; email: string; token: string };
  cohortId: string;
  /** Invitations put by the operator: one to resend, one to revoke, the learner's to accept. */
  toResend: string;
  toRevoke: string;
  linkToken: string;
  /** A member put by the operator, for remove-participant. */
  member: string;
}

function platformWithout(missing: Partial<Record<InvitationRoute, Grant>>): Platform {
  const routes = routesWithout(missing);
  const platform = {} as Platform;
  beforeAll(async () => {
    const own = await startOwnCloud({ routes });
    platform.own = own;
    const manager = await ownAccount(own, 'editor');
    platform.manager = manager.token;
    platform.learner = await ownAccount(own, 'user');
    const cohortId = await ownCohort(own, { managers: [manager.id] });
    platform.cohortId = cohortId;
    platform.member = await ownMember(own, cohortId);
    const now = new Date();
    const put = (Item: Record<string, unknown>) =>
      own.documentClient().send(new PutCommand({ TableName: DEFAULT_TABLE_NAME, Item }));
    const invitation = (email: string) =>
      put({
        ...keys.cohortInvitation(cohortId, email),
        type: 'cohort-invitation',
        cohort_id: cohortId,
        email,
        full_name: null,
        startup: null,
        nonce: NONCE,
        sends: 1,
        sent_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
        invited_by: manager.id,
        inviter_name: '',
        cohort_name: 'Cohorte IAM',
        organisation: 'Incubateur',
      });
    platform.toResend = `resend-${randomUUID().slice(0, 6)}@exemple.ma`;
    platform.toRevoke = `revoke-${randomUUID().slice(0, 6)}@exemple.ma`;
    for (const email of [platform.toResend, platform.toRevoke, platform.learner.email])
      await invitation(email);
    const secret = own.cloud.functionEnvironment('preview-invitation')[PIPELINE_VARIABLES.linkSecret] ?? '';
    platform.linkToken = signInvitationLink(secret, {
      cohortId,
      email: platform.learner.email,
      nonce: NONCE,
    });
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** Each function's request as the pages make it; each uses every grant of its function. */
function request(platform: Platform, route: InvitationRoute) {
  const { own, manager: token, cohortId } = platform;
  const base = `/api/cohorts/${cohortId}/invitations`;
  switch (route) {
    case 'invite-participants':
      return own.api(base, {
        method: 'POST',
        token,
        body: { invitees: [{ email: `new-${randomUUID().slice(0, 6)}@exemple.ma` }] },
      });
    case 'list-invitations':
      return own.api(base, { token });
    case 'resend-invitation':
      return own.api(`${base}/${invitationIdOf(platform.toResend)}/resend`, { method: 'POST', token });
    case 'revoke-invitation':
      return own.api(`${base}/${invitationIdOf(platform.toRevoke)}`, { method: 'DELETE', token });
    case 'preview-invitation':
      return own.api('/api/invitations/preview', {
        method: 'POST',
        body: { invitation_token: platform.linkToken },
      });
    case 'accept-invitation':
      return own.api('/api/invitations/accept', {
        method: 'POST',
        token: platform.learner.token,
        body: { invitation_token: platform.linkToken },
      });
    case 'list-participants':
      return own.api(`/api/cohorts/${cohortId}/participants`, { token });
    case 'remove-participant':
      return own.api(`/api/cohorts/${cohortId}/participants/${platform.member}`, { method: 'DELETE', token });
  }
}

function itFailsWithout(platform: Platform, missing: Partial<Record<InvitationRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [InvitationRoute, Grant][]) {
    it(`${route} without ${nameOf(grant)}: the request answers 500, refused by IAM`, async () => {
      expectInternalError(await request(platform, route));
      expectRefused(platform.own, route, grant);
      if (route === 'accept-invitation') {
        // All or nothing: the invitation unused, no membership, nobody counted.
        const read = (Key: Record<string, string>) =>
          platform.own.documentClient().send(new GetCommand({ TableName: DEFAULT_TABLE_NAME, Key }));
        const invitation = await read(keys.cohortInvitation(platform.cohortId, platform.learner.email));
        expect(invitation.Item?.accepted_at).toBeUndefined();
        expect((await read(keys.cohortMember(platform.cohortId, platform.learner.id))).Item).toBeUndefined();
        expect((await read(keys.cohort(platform.cohortId))).Item?.participants_count).toBe(0);
      }
      if (route === 'remove-participant') {
        // All or nothing: still a member, still counted as before.
        const read = (Key: Record<string, string>) =>
          platform.own.documentClient().send(new GetCommand({ TableName: DEFAULT_TABLE_NAME, Key }));
        expect((await read(keys.cohortMember(platform.cohortId, platform.member))).Item).toBeDefined();
        expect((await read(keys.cohort(platform.cohortId))).Item?.participants_count).toBe(0);
      }
    });
  }
}

describe('a platform where no invitation function may read', () => {
  const missing = {
    'invite-participants': { table: 'GetItem' },
    'list-invitations': { table: 'GetItem' },
    'resend-invitation': { table: 'GetItem' },
    'revoke-invitation': { table: 'GetItem' },
    'preview-invitation': { table: 'GetItem' },
    'accept-invitation': { table: 'GetItem' },
    'list-participants': { table: 'GetItem' },
    'remove-participant': { table: 'GetItem' },
  } satisfies Partial<Record<InvitationRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the invitation functions lack their second grant', () => {
  const missing = {
    'invite-participants': { table: 'ConditionCheckItem' },
    'list-invitations': { table: 'Query' },
    'resend-invitation': { table: 'UpdateItem' },
    'revoke-invitation': { table: 'DeleteItem' },
    'accept-invitation': { table: 'UpdateItem' },
    'list-participants': { table: 'Query' },
    'remove-participant': { table: 'DeleteItem' },
  } satisfies Partial<Record<InvitationRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where inviting may not write, joining may not put a membership and removing may not count', () => {
  const missing = {
    'invite-participants': { table: 'UpdateItem' },
    'accept-invitation': { table: 'PutItem' },
    'remove-participant': { table: 'UpdateItem' },
  } satisfies Partial<Record<InvitationRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});
