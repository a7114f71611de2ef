/**
 * "Cohortes" is held to the IAM policies CDK synthesizes from lambdas/routes.ts, as every function is:
 * each grant of the six cohort functions is removed here, on a platform of its own (a function loses
 * one grant per platform), and the editor's (or the calendar app's) request fails with the local gate's refusal of that very
 * call, as on AWS — and a failed write leaves the cohort as it was.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionItem } from '../../lambdas/deliverables/deliverable-item';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { handedInVersion, ownAccount, ownCohort, startOwnCloud, type OwnCloud } from './own-cloud';
import { expectInternalError, expectRefused, nameOf, routesWithout, type Grant } from './removed-grants';

type CohortRoute =
  'list-cohorts' | 'create-cohort' | 'get-cohort' | 'update-cohort' | 'delete-cohort' | 'get-cohort-calendar';

/** The feed's secret of the operator's cohort. */
const CALENDAR_TOKEN = 'c'.repeat(43);

interface Platform {
  own: OwnCloud;
  /** An editor who manages the cohorts below with `coManager`; `other` is an editor they may name. */
  editor: string;
  coManager: { id: string; email: string };
  other: { email: string };
  /** One cohort per function that reads or changes one, so that one failure does not spoil the next. */
  cohorts: Record<'get' | 'update' | 'delete' | 'calendar', string>;
}

function platformWithout(missing: Partial<Record<CohortRoute, Grant>>): Platform {
  const routes = routesWithout(missing);
  const platform = {} as Platform;
  beforeAll(async () => {
    platform.own = await startOwnCloud({ routes });
    const editor = await ownAccount(platform.own, 'editor');
    const coManager = await ownAccount(platform.own, 'editor');
    const other = await ownAccount(platform.own, 'editor');
    Object.assign(platform, { editor: editor.token, coManager, other });
    const managers = [editor.id, coManager.id];
    platform.cohorts = {
      get: await ownCohort(platform.own, { managers }),
      update: await ownCohort(platform.own, { managers }),
      delete: await ownCohort(platform.own, { managers }),
      calendar: await ownCohort(platform.own, {
        managers,
        programme: [{ session_id: randomUUID(), planned_on: '2027-01-04', place: null, link: null }],
        calendarToken: CALENDAR_TOKEN,
      }),
    };
    // A version a participant handed in to the cohort to delete: its file goes with it.
    await platform.own.documentClient().send(
      new PutCommand({
        TableName: DEFAULT_TABLE_NAME,
        Item: versionItem(
          handedInVersion({
            cohort_id: platform.cohorts.delete,
            user_id: coManager.id,
            deliverable_id: randomUUID(),
          }),
        ),
      }),
    );
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** The editor's request to each function, as the pages make it; each uses every grant of its function. */
function request(platform: Platform, route: CohortRoute) {
  const { own, editor: token, cohorts } = platform;
  if (route === 'list-cohorts') return own.api('/api/cohorts', { token });
  // A calendar app: no sign-in, the feed's address.
  if (route === 'get-cohort-calendar')
    return own.api(`/api/calendars/${cohorts.calendar}/${CALENDAR_TOKEN}.ics`);
  if (route === 'get-cohort') return own.api(`/api/cohorts/${cohorts.get}`, { token });
  if (route === 'delete-cohort')
    return own.api(`/api/cohorts/${cohorts.delete}`, { method: 'DELETE', token });
  if (route === 'create-cohort') {
    return own.api('/api/cohorts', {
      method: 'POST',
      token,
      body: {
        request_id: randomUUID(),
        name: 'Nouvelle',
        organisation: 'Incubateur',
        starts_on: '2027-01-04',
        ends_on: '2027-04-26',
        co_managers: [platform.coManager.email],
      },
    });
  }
  // One co-manager replaced by another: a Query (their account), a Put and a Delete (memberships).
  return own.api(`/api/cohorts/${cohorts.update}`, {
    method: 'PUT',
    token,
    body: {
      name: 'Cohorte IAM enregistrée',
      organisation: 'Incubateur',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
      co_managers: [platform.other.email],
      programme: [],
      archived: false,
      version: 1,
    },
  });
}

function itFailsWithout(platform: Platform, missing: Partial<Record<CohortRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [CohortRoute, Grant][]) {
    it(`${route} without ${nameOf(grant)}: the ${route === 'get-cohort-calendar' ? "calendar app's" : "editor's"} request answers 500, refused by IAM`, async () => {
      expectInternalError(await request(platform, route));
      expectRefused(platform.own, route, grant);
      if (route === 'update-cohort') {
        const { Item } = await platform.own
          .documentClient()
          .send(new GetCommand({ TableName: DEFAULT_TABLE_NAME, Key: keys.cohort(platform.cohorts.update) }));
        expect(Item).toMatchObject({
          name: 'Cohorte IAM',
          version: 1,
          managers: [expect.any(String), platform.coManager.id],
        });
      }
    });
  }
}

describe('a platform where no cohort function may read its caller', () => {
  const missing = {
    'list-cohorts': { table: 'GetItem' },
    'create-cohort': { table: 'GetItem' },
    'get-cohort': { table: 'GetItem' },
    'update-cohort': { table: 'GetItem' },
    'delete-cohort': { table: 'GetItem' },
    'get-cohort-calendar': { table: 'GetItem' },
  } satisfies Partial<Record<CohortRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the cohort functions lack their second grant', () => {
  const missing = {
    'list-cohorts': { table: 'BatchGetItem' },
    'create-cohort': { table: 'Query' },
    'get-cohort': { table: 'BatchGetItem' },
    'update-cohort': { table: 'Query' },
    'delete-cohort': { table: 'UpdateItem' },
    'get-cohort-calendar': { table: 'BatchGetItem' },
  } satisfies Partial<Record<CohortRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the cohort functions lack their third grant', () => {
  const missing = {
    'list-cohorts': { index: 'GSI1' },
    'create-cohort': { table: 'BatchGetItem' },
    'update-cohort': { table: 'BatchGetItem' },
    'delete-cohort': { table: 'Query' },
  } satisfies Partial<Record<CohortRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the cohort writes may not write', () => {
  const missing = {
    'create-cohort': { table: 'PutItem' },
    'update-cohort': { table: 'UpdateItem' },
    'delete-cohort': { table: 'BatchWriteItem' },
  } satisfies Partial<Record<CohortRoute, Grant>>;
  const platform = platformWithout(missing);
  itFailsWithout(platform, missing);

  it('create-cohort without dynamodb:PutItem: the editor finds no cohort made', async () => {
    const list = await request(platform, 'list-cohorts');
    expect(list.status).toBe(200);
    expect((list.json as { items: { name: string }[] }).items.map((c) => c.name)).not.toContain('Nouvelle');
  });
});

describe('a platform where the save may not put a membership, nor the delete remove a handed-in file', () => {
  const missing = {
    'update-cohort': { table: 'PutItem' },
    'delete-cohort': { object: { bucket: 'documents', action: 'DeleteObject' } },
  } satisfies Partial<Record<CohortRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe("a platform where the save may not delete a membership, the create count the cohort, nor the delete remove the cohort's item", () => {
  const missing = {
    'update-cohort': { table: 'DeleteItem' },
    // The platform's count of cohorts, ADDed in the cohort's transaction.
    'create-cohort': { table: 'UpdateItem' },
    // The cohort's item, deleted last in one transaction with the platform's counts.
    'delete-cohort': { table: 'DeleteItem' },
  } satisfies Partial<Record<CohortRoute, Grant>>;
  const platform = platformWithout(missing);
  itFailsWithout(platform, missing);

  it('create-cohort without dynamodb:UpdateItem: the editor finds no cohort made, and the platform counts none', async () => {
    const list = await request(platform, 'list-cohorts');
    expect(list.status).toBe(200);
    expect((list.json as { items: { name: string }[] }).items.map((c) => c.name)).not.toContain('Nouvelle');
    const stats = await platform.own.api('/api/stats');
    expect(stats.json).toMatchObject({ cohortsCount: 0 });
  });
});
