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
import { MESSAGES } from '@common/messages';
import { cohortItem, managerItem } from '../../lambdas/cohorts/cohort-item';
import { invitationIdOf } from '../../lambdas/cohorts/invitation-item';
import { memberItem } from '../../lambdas/cohorts/member-item';
import { signInvitationLink } from '../../lambdas/cohorts/invitation-links';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { PIPELINE_VARIABLES } from '../../lambdas/notifications/settings';
import type { Permissions, TableAction } from '../../lambdas/permissions';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import { ownAccount, startOwnCloud, type OwnCloud } from './own-cloud';

type InvitationRoute =
  | 'invite-participants'
  | 'list-invitations'
  | 'resend-invitation'
  | 'revoke-invitation'
  | 'preview-invitation'
  | 'accept-invitation'
  | 'list-participants'
  | 'remove-participant';

const TABLE_ARN = `arn:aws:dynamodb:eu-west-3:000000000000:table/${DEFAULT_TABLE_NAME}`;
const NONCE = 'n'.repeat(22);

function without(permissions: Permissions, action: TableAction): Permissions {
  if (!permissions.table?.includes(action)) throw new Error(`No such grant to remove: ${action}`);
  return { ...permissions, table: permissions.table.filter((a) => a !== action) };
}

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

function platformWithout(missing: Partial<Record<InvitationRoute, TableAction>>): Platform {
  const routes: RouteDefinition[] = ROUTES.map((route) => {
    const action = missing[route.name as InvitationRoute];
    return action ? { ...route, permissions: without(route.permissions, action) } : route;
  });
  const platform = {} as Platform;
  beforeAll(async () => {
    const own = await startOwnCloud({ routes });
    platform.own = own;
    const manager = await ownAccount(own, 'editor');
    platform.manager = manager.token;
    platform.learner = await ownAccount(own, 'user');
    const cohortId = randomUUID();
    platform.cohortId = cohortId;
    const now = new Date();
    const put = (Item: Record<string, unknown>) =>
      own.documentClient().send(new PutCommand({ TableName: DEFAULT_TABLE_NAME, Item }));
    await put({
      ...cohortItem({
        id: cohortId,
        name: 'Cohorte IAM',
        organisation: 'Incubateur',
        starts_on: '2027-01-04',
        ends_on: '2027-04-26',
        description: null,
        archived: false,
        programme: [],
        managers: [manager.id],
        created_by: manager.id,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        version: 1,
        calendar_token: null,
      }),
      participants_count: 0,
    });
    await put(managerItem(cohortId, manager.id, '2027-01-04'));
    platform.member = randomUUID();
    await put(
      memberItem({
        cohortId,
        userId: platform.member,
        startsOn: '2027-01-04',
        email: `member-${randomUUID().slice(0, 6)}@exemple.ma`,
        fullName: 'Membre IAM',
        startup: null,
        role: 'participant',
        joinedAt: now.toISOString(),
      }),
    );
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

function itFailsWithout(platform: Platform, missing: Partial<Record<InvitationRoute, TableAction>>) {
  for (const [route, action] of Object.entries(missing) as [InvitationRoute, TableAction][]) {
    it(`${route} without dynamodb:${action}: the request answers 500, refused by IAM`, async () => {
      const answer = await request(platform, route);
      expect(answer).toEqual({
        status: 500,
        json: { error: { code: 'internal', message: MESSAGES.unexpectedError } },
      });
      expect(platform.own.cloud.iamChecks()).toContainEqual(
        expect.objectContaining({
          principal: route,
          action: `dynamodb:${action}`,
          resource: TABLE_ARN,
          decision: 'implicit-deny',
        }),
      );
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
    'invite-participants': 'GetItem',
    'list-invitations': 'GetItem',
    'resend-invitation': 'GetItem',
    'revoke-invitation': 'GetItem',
    'preview-invitation': 'GetItem',
    'accept-invitation': 'GetItem',
    'list-participants': 'GetItem',
    'remove-participant': 'GetItem',
  } satisfies Partial<Record<InvitationRoute, TableAction>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the invitation functions lack their second grant', () => {
  const missing = {
    'invite-participants': 'ConditionCheckItem',
    'list-invitations': 'Query',
    'resend-invitation': 'UpdateItem',
    'revoke-invitation': 'DeleteItem',
    'accept-invitation': 'UpdateItem',
    'list-participants': 'Query',
    'remove-participant': 'DeleteItem',
  } satisfies Partial<Record<InvitationRoute, TableAction>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where inviting may not write, joining may not put a membership and removing may not count', () => {
  const missing = {
    'invite-participants': 'UpdateItem',
    'accept-invitation': 'PutItem',
    'remove-participant': 'UpdateItem',
  } satisfies Partial<Record<InvitationRoute, TableAction>>;
  itFailsWithout(platformWithout(missing), missing);
});
