/**
 * The mentors' routes are held to the IAM policies CDK synthesizes from lambdas/routes.ts: each grant
 * of set-member-role, list-mentoring and list-mentees is removed here, on a platform of its own (a
 * function loses one grant per platform), and the request fails with the local gate's refusal of
 * that very call, as on AWS — and a refused role change changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { cohortItem, managerItem } from '../../lambdas/cohorts/cohort-item';
import { memberItem } from '../../lambdas/cohorts/member-item';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import type { Permissions, TableAction } from '../../lambdas/permissions';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import { ownAccount, startOwnCloud, type OwnCloud } from './own-cloud';

type MentoringRoute = 'set-member-role' | 'list-mentoring' | 'list-mentees';
/** A table action, or the Query right on GSI1. */
type Grant = TableAction | 'GSI1';

const TABLE_ARN = `arn:aws:dynamodb:eu-west-3:000000000000:table/${DEFAULT_TABLE_NAME}`;

function without(permissions: Permissions, grant: Grant): Permissions {
  if (grant === 'GSI1') {
    if (!permissions.indexes?.includes('GSI1')) throw new Error('No such grant to remove: GSI1');
    return { ...permissions, indexes: permissions.indexes.filter((index) => index !== 'GSI1') };
  }
  if (!permissions.table?.includes(grant)) throw new Error(`No such grant to remove: ${grant}`);
  return { ...permissions, table: permissions.table.filter((a) => a !== grant) };
}

interface Platform {
  own: OwnCloud;
  manager: string;
  /** A member the manager has made "Mentor" of Jokko Agri. */
  mentor: { id: string; token: string };
  cohortId: string;
  /** A participant of Jokko Agri, whose role the manager changes. */
  participant: string;
}

function platformWithout(missing: Partial<Record<MentoringRoute, Grant>>): Platform {
  const routes: RouteDefinition[] = ROUTES.map((route) => {
    const grant = missing[route.name as MentoringRoute];
    return grant ? { ...route, permissions: without(route.permissions, grant) } : route;
  });
  const platform = {} as Platform;
  beforeAll(async () => {
    const own = await startOwnCloud({ routes });
    platform.own = own;
    const manager = await ownAccount(own, 'editor');
    platform.manager = manager.token;
    const mentor = await ownAccount(own, 'user');
    platform.mentor = { id: mentor.id, token: mentor.token };
    const cohortId = randomUUID();
    platform.cohortId = cohortId;
    const now = new Date().toISOString();
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
        // A session the catalogue does not hold: the grid's BatchGet of the programme is still made.
        programme: [{ session_id: randomUUID(), planned_on: '2027-01-04', place: null, link: null }],
        managers: [manager.id],
        created_by: manager.id,
        created_at: now,
        updated_at: now,
        version: 1,
        calendar_token: null,
      }),
      participants_count: 2,
    });
    await put(managerItem(cohortId, manager.id, '2027-01-04'));
    const member = (userId: string, startup: string | null, role: 'participant' | 'mentor') =>
      memberItem({
        cohortId,
        userId,
        startsOn: '2027-01-04',
        email: `member-${randomUUID().slice(0, 6)}@exemple.ma`,
        fullName: null,
        startup,
        role,
        joinedAt: now,
      });
    platform.participant = randomUUID();
    await put(member(platform.participant, 'Jokko Agri', 'participant'));
    await put({ ...member(mentor.id, null, 'mentor'), mentored_startups: ['Jokko Agri'] });
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** Each function's request as the pages make it; each uses every grant of its function. */
function request(platform: Platform, route: MentoringRoute) {
  const { own, cohortId } = platform;
  switch (route) {
    case 'set-member-role':
      return own.api(`/api/cohorts/${cohortId}/participants/${platform.participant}/role`, {
        method: 'PUT',
        token: platform.manager,
        // A startup named: the cohort's startups are read (Query) before the save.
        body: { role: 'mentor', startups: ['Jokko Agri'] },
      });
    case 'list-mentoring':
      return own.api('/api/me/mentoring', { token: platform.mentor.token });
    case 'list-mentees':
      return own.api(`/api/cohorts/${cohortId}/mentees`, { token: platform.mentor.token });
  }
}

function itFailsWithout(platform: Platform, missing: Partial<Record<MentoringRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [MentoringRoute, Grant][]) {
    it(`${route} without ${grant === 'GSI1' ? 'dynamodb:Query on GSI1' : `dynamodb:${grant}`}: 500, refused by IAM`, async () => {
      const answer = await request(platform, route);
      expect(answer).toEqual({
        status: 500,
        json: { error: { code: 'internal', message: MESSAGES.unexpectedError } },
      });
      expect(platform.own.cloud.iamChecks()).toContainEqual(
        expect.objectContaining({
          principal: route,
          action: `dynamodb:${grant === 'GSI1' ? 'Query' : grant}`,
          resource: grant === 'GSI1' ? `${TABLE_ARN}/index/GSI1` : TABLE_ARN,
          decision: 'implicit-deny',
        }),
      );
      if (route === 'set-member-role') {
        // Nothing changed: still a participant.
        const { Item } = await platform.own.documentClient().send(
          new GetCommand({
            TableName: DEFAULT_TABLE_NAME,
            Key: keys.cohortMember(platform.cohortId, platform.participant),
          }),
        );
        expect(Item?.role).toBe('participant');
        expect(Item?.mentored_startups).toBeUndefined();
      }
    });
  }
}

describe('a platform where no mentoring function may read', () => {
  const missing = {
    'set-member-role': 'GetItem',
    'list-mentoring': 'GetItem',
    'list-mentees': 'GetItem',
  } satisfies Partial<Record<MentoringRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the mentoring functions may not query', () => {
  const missing = {
    'set-member-role': 'Query',
    'list-mentoring': 'GSI1',
    'list-mentees': 'Query',
  } satisfies Partial<Record<MentoringRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where saving a role may not write and the mentors may not read in batches', () => {
  const missing = {
    'set-member-role': 'UpdateItem',
    'list-mentoring': 'BatchGetItem',
    'list-mentees': 'BatchGetItem',
  } satisfies Partial<Record<MentoringRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});
