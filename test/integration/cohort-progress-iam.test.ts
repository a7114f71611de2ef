/**
 * A cohort's "Progression" is held to the IAM policies CDK synthesizes from lambdas/routes.ts, as every
 * function is: each grant of its four functions is removed here, on a platform of its own (a function
 * loses one grant per platform), and the manager's request fails with the local gate's refusal of that
 * very call, as on AWS; with every grant, the same requests succeed. The pipeline's progress-changed
 * job (notify-jobs) without UpdateItem cannot copy a participant's parcours onto their membership:
 * the grid never shows it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CohortProgressPage, ParticipantProgress, Session } from '@common/api-types';
import { NO_PROGRESS } from '@common/cohort-progress';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { doneItem } from '../../lambdas/parcours/parcours-item';
import { ownAccount, ownCohort, ownMember, startOwnCloud, type OwnCloud } from './own-cloud';
import {
  expectInternalError,
  expectRefused,
  nameOf,
  pipelineWithout,
  routesWithout,
  type Grant,
} from './removed-grants';

type ProgressRoute =
  'list-cohort-progress' | 'export-cohort-progress' | 'get-participant-progress' | 'record-attendance';

interface Platform {
  own: OwnCloud;
  /** The editor who manages the cohort. */
  manager: string;
  cohortId: string;
  /** A published session, the cohort's programme. */
  sessionId: string;
  /** A participant, put by the operator. */
  member: string;
}

/** A platform of its own (in this describe): each route in `missing` without that grant, notify-jobs too. */
function platformWithout(missing: Partial<Record<ProgressRoute, Grant>>, notifyJobs?: Grant): Platform {
  const routes = routesWithout(missing);
  const pipelineFunctions = pipelineWithout(notifyJobs ? { 'notify-jobs': notifyJobs } : {});
  const platform = {} as Platform;
  beforeAll(async () => {
    const own = await startOwnCloud({ routes, pipelineFunctions });
    platform.own = own;
    const manager = await ownAccount(own, 'editor');
    platform.manager = manager.token;
    const created = await own.api('/api/sessions', {
      method: 'POST',
      token: manager.token,
      body: { title: 'Finances', status: 'published' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    platform.sessionId = (created.json as Session).id;
    platform.cohortId = await ownCohort(own, {
      managers: [manager.id],
      programme: [{ session_id: platform.sessionId, planned_on: '2027-01-04', place: null, link: null }],
    });
    platform.member = await ownMember(own, platform.cohortId);
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** The manager's request to each function, as the pages make it; each uses every grant of its function. */
function request(platform: Platform, route: ProgressRoute) {
  const { own, manager: token, cohortId, member } = platform;
  switch (route) {
    case 'list-cohort-progress':
      return own.api(`/api/cohorts/${cohortId}/progress`, { token });
    case 'export-cohort-progress':
      return own.api(`/api/cohorts/${cohortId}/progress/export`, { token });
    case 'get-participant-progress':
      return own.api(`/api/cohorts/${cohortId}/participants/${member}`, { token });
    case 'record-attendance':
      return own.api(`/api/cohorts/${cohortId}/participants/${member}/attendance/${platform.sessionId}`, {
        method: 'PUT',
        token,
        body: { attendance: 'present' },
      });
  }
}

/** The job the stream makes of a change to `userId`'s parcours, delivered as SQS does; the function's answer. */
function progressChanged(own: OwnCloud, userId: string) {
  return own.cloud.pipeline.invoke('notify-jobs', {
    Records: [{ messageId: 'progress', body: JSON.stringify({ type: 'progress-changed', userId }) }],
  });
}

/** `userId` marks the session done: their parcours' item, as mark-session-done puts it. */
async function markDone(own: OwnCloud, userId: string, sessionId: string): Promise<void> {
  await own
    .documentClient()
    .send(new PutCommand({ TableName: DEFAULT_TABLE_NAME, Item: doneItem(userId, sessionId, new Date()) }));
}

function itFailsWithout(platform: Platform, missing: Partial<Record<ProgressRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [ProgressRoute, Grant][]) {
    it(`${route} without ${nameOf(grant)}: the manager's request answers 500, refused by IAM`, async () => {
      expectInternalError(await request(platform, route));
      expectRefused(platform.own, route, grant);
    });
  }
}

describe('a platform with every grant: the requests below, as they succeed', () => {
  const platform = platformWithout({});

  it('the manager takes attendance, and the grid, the export and the participant’s page show it', async () => {
    const { own, manager, cohortId, member, sessionId } = platform;
    expect(await request(platform, 'record-attendance')).toEqual({ status: 204, json: null });
    const cell = { ...NO_PROGRESS, attendance: 'present' };
    const grid = await request(platform, 'list-cohort-progress');
    expect(grid.status, JSON.stringify(grid.json)).toBe(200);
    expect((grid.json as CohortProgressPage).items).toEqual([
      expect.objectContaining({ id: member, progress: { [sessionId]: cell } }),
    ]);
    const page = await request(platform, 'get-participant-progress');
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    expect((page.json as ParticipantProgress).progress).toEqual({ [sessionId]: cell });
    // The export is a CSV file, not JSON: read as the browser downloads it.
    const csv = await fetch(`${own.cloud.url}/api/cohorts/${cohortId}/progress/export`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const line = (await csv.text()).split('\r\n').find((l) => l.startsWith('Membre IAM;'));
    expect(line?.split(';').at(-1)).toBe('Présent');
  });

  it('notify-jobs runs the progress-changed job: the participant’s page shows the session done', async () => {
    const { own, member, sessionId } = platform;
    await markDone(own, member, sessionId);
    expect(await progressChanged(own, member)).toEqual({ batchItemFailures: [] });
    const page = await request(platform, 'get-participant-progress');
    expect((page.json as ParticipantProgress).progress[sessionId]).toMatchObject({ done: true });
  });
});

describe('a platform where no progress function may read its caller', () => {
  const missing = {
    'list-cohort-progress': { table: 'GetItem' },
    'export-cohort-progress': { table: 'GetItem' },
    'get-participant-progress': { table: 'GetItem' },
    'record-attendance': { table: 'GetItem' },
  } satisfies Partial<Record<ProgressRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the progress functions lack their second grant', () => {
  const missing = {
    'list-cohort-progress': { table: 'Query' },
    'export-cohort-progress': { table: 'Query' },
    'get-participant-progress': { table: 'BatchGetItem' },
    'record-attendance': { table: 'UpdateItem' },
  } satisfies Partial<Record<ProgressRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the grid may not read its columns, and the pipeline may not copy a parcours', () => {
  const missing = {
    'list-cohort-progress': { table: 'BatchGetItem' },
    'export-cohort-progress': { table: 'BatchGetItem' },
  } satisfies Partial<Record<ProgressRoute, Grant>>;
  const platform = platformWithout(missing, { table: 'UpdateItem' });
  itFailsWithout(platform, missing);

  it('notify-jobs without dynamodb:UpdateItem: the progress-changed job fails, and the page shows nothing done', async () => {
    const { own, member, sessionId } = platform;
    await markDone(own, member, sessionId);
    // The function reports the job failed: SQS would deliver it again, to fail again.
    expect(await progressChanged(own, member)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'progress' }],
    });
    expectRefused(own, 'notify-jobs', { table: 'UpdateItem' });
    const page = await request(platform, 'get-participant-progress');
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    expect((page.json as ParticipantProgress).progress[sessionId]).toEqual(NO_PROGRESS);
  });
});
