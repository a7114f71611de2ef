/**
 * Deliverables' routes (issue 31) are held to the IAM policies CDK synthesizes from lambdas/routes.ts:
 * each grant of their nine functions is removed here, on a platform of its own (a function loses one
 * grant per platform), and the caller's request fails with the local gate's refusal of that very call,
 * as on AWS. With every grant, the same requests succeed: test/integration/deliverables.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberItem } from '../../lambdas/cohorts/member-item';
import { deliverableItem, versionItem } from '../../lambdas/deliverables/deliverable-item';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { handedInVersion, ownAccount, ownCohort, startOwnCloud, type OwnCloud } from './own-cloud';
import { expectInternalError, expectRefused, nameOf, routesWithout, type Grant } from './removed-grants';
import { pdfBytes } from './helpers';

type DeliverableRoute =
  | 'list-deliverables'
  | 'create-deliverable'
  | 'update-deliverable'
  | 'delete-deliverable'
  | 'list-my-deliverables'
  | 'submit-deliverable'
  | 'list-reviews'
  | 'get-submission-file'
  | 'review-submission';

interface Platform {
  own: OwnCloud;
  manager: string;
  participant: { id: string; token: string };
  cohortId: string;
  sessionId: string;
  /** Handed in by the participant: version 1, waiting for its review. */
  deliverableId: string;
  /** Nobody handed it in: it may be deleted. */
  unusedId: string;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function platformWithout(missing: Partial<Record<DeliverableRoute, Grant>>): Platform {
  const routes = routesWithout(missing);
  const platform = {} as Platform;
  beforeAll(async () => {
    const own = await startOwnCloud({ routes });
    platform.own = own;
    const manager = await ownAccount(own, 'editor');
    platform.manager = manager.token;
    const participant = await ownAccount(own, 'user');
    platform.participant = { id: participant.id, token: participant.token };
    platform.sessionId = randomUUID();
    platform.cohortId = await ownCohort(own, {
      managers: [manager.id],
      programme: [{ session_id: platform.sessionId, planned_on: '2027-01-11', place: null, link: null }],
    });
    const put = (Item: Record<string, unknown>) =>
      own.documentClient().send(new PutCommand({ TableName: DEFAULT_TABLE_NAME, Item }));
    const now = new Date().toISOString();
    await put(
      memberItem({
        cohortId: platform.cohortId,
        userId: participant.id,
        startsOn: '2027-01-04',
        email: participant.email,
        fullName: 'Participant IAM',
        startup: 'Jokko Agri',
        role: 'participant',
        joinedAt: now,
      }),
    );
    const deliverable = (id: string, title: string) =>
      deliverableItem({
        id,
        cohort_id: platform.cohortId,
        session_id: platform.sessionId,
        title,
        instructions: null,
        due_on: '2027-02-01',
        kinds: ['pdf'],
        max_bytes: 1024 * 1024,
        required: true,
        created_by: manager.id,
        created_at: now,
        updated_at: now,
        version: 1,
      });
    platform.deliverableId = randomUUID();
    platform.unusedId = randomUUID();
    await put({ ...deliverable(platform.deliverableId, 'Canevas'), submissions_count: 1 });
    await put(deliverable(platform.unusedId, 'Inutile'));
    // Version 1 of the participant's hand-in, waiting, with its head, as a hand-in writes them.
    await put(
      versionItem(
        handedInVersion({
          cohort_id: platform.cohortId,
          user_id: participant.id,
          deliverable_id: platform.deliverableId,
          submitted_at: now,
        }),
      ),
    );
    await put({
      ...keys.submissionHead(platform.cohortId, participant.id, platform.deliverableId),
      ...keys.pendingReview(platform.cohortId, now, participant.id, platform.deliverableId),
      cohort_id: platform.cohortId,
      user_id: participant.id,
      deliverable_id: platform.deliverableId,
      latest_version: 1,
      state: 'pending',
      submitted_at: now,
      participant_name: 'Participant IAM',
      startup: 'Jokko Agri',
      session_id: platform.sessionId,
      deliverable_title: 'Canevas',
      file_name: 'canevas.pdf',
      content_type: 'application/pdf',
      size: 100,
      note: null,
    });
  }, 240_000);
  afterAll(async () => {
    await platform.own?.stop();
  });
  return platform;
}

/** A file put in staging by the participant with a `deliverable` ticket: its key. */
async function staged(platform: Platform, bytes: Uint8Array, fileName: string, type: string) {
  const { own, participant } = platform;
  const ticket = await own.api('/api/uploads', {
    method: 'POST',
    token: participant.token,
    body: { kind: 'deliverable', file_name: fileName, content_type: type, size: bytes.byteLength },
  });
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
  const issued = ticket.json as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(issued.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  expect((await fetch(issued.url, { method: 'POST', body: form })).ok).toBe(true);
  return issued.key;
}

/** Each function's request, as the pages make it; each uses every grant of its function. */
async function request(platform: Platform, route: DeliverableRoute, refusedFile = false) {
  const { own, manager, participant, cohortId, deliverableId } = platform;
  const base = `/api/cohorts/${cohortId}/deliverables`;
  const version = `${base}/${deliverableId}/submissions/${participant.id}/1`;
  const fields = {
    session_id: platform.sessionId,
    title: 'Pitch',
    due_on: '2027-02-01',
    kinds: ['pdf'],
    max_size_mb: 1,
  };
  switch (route) {
    case 'list-deliverables':
      return own.api(base, { token: manager });
    case 'create-deliverable':
      return own.api(base, { method: 'POST', token: manager, body: { ...fields, request_id: randomUUID() } });
    case 'update-deliverable':
      return own.api(`${base}/${deliverableId}`, {
        method: 'PUT',
        token: manager,
        body: { ...fields, version: 1 },
      });
    case 'delete-deliverable':
      return own.api(`${base}/${platform.unusedId}`, { method: 'DELETE', token: manager });
    case 'list-my-deliverables':
      return own.api(`/api/me/cohorts/${cohortId}/deliverables`, { token: participant.token });
    case 'submit-deliverable': {
      const upload_key = refusedFile
        ? await staged(platform, PNG, 'canevas.png', 'image/png')
        : await staged(platform, pdfBytes(), 'canevas.pdf', 'application/pdf');
      return own.api(`${base}/${deliverableId}/submissions`, {
        method: 'POST',
        token: participant.token,
        body: { upload_key, file_name: refusedFile ? 'canevas.png' : 'canevas.pdf' },
      });
    }
    case 'list-reviews':
      return own.api('/api/me/reviews', { token: manager });
    case 'get-submission-file':
      return own.api(`${version}/file`, { token: manager });
    case 'review-submission':
      return own.api(`${version}/review`, { method: 'PUT', token: manager, body: { decision: 'accepted' } });
  }
}

function itFailsWithout(platform: Platform, missing: Partial<Record<DeliverableRoute, Grant>>) {
  for (const [route, grant] of Object.entries(missing) as [DeliverableRoute, Grant][]) {
    it(`${route} without ${nameOf(grant)}: the request answers 500, refused by IAM`, async () => {
      expectInternalError(await request(platform, route));
      expectRefused(platform.own, route, grant);
    });
  }
}

describe('a platform where no deliverables function may read its caller', () => {
  const missing = {
    'list-deliverables': { table: 'GetItem' },
    'create-deliverable': { table: 'GetItem' },
    'update-deliverable': { table: 'GetItem' },
    'delete-deliverable': { table: 'GetItem' },
    'list-my-deliverables': { table: 'GetItem' },
    'submit-deliverable': { table: 'GetItem' },
    'list-reviews': { table: 'GetItem' },
    'get-submission-file': { table: 'GetItem' },
    'review-submission': { table: 'GetItem' },
  } satisfies Partial<Record<DeliverableRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where the deliverables functions lack the grant of their write, or their queue', () => {
  const missing = {
    'list-deliverables': { table: 'Query' },
    'create-deliverable': { table: 'PutItem' },
    'update-deliverable': { table: 'UpdateItem' },
    'delete-deliverable': { table: 'DeleteItem' },
    'list-my-deliverables': { table: 'Query' },
    'submit-deliverable': { table: 'PutItem' },
    'list-reviews': { index: 'GSI3' },
    'review-submission': { table: 'UpdateItem' },
  } satisfies Partial<Record<DeliverableRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where a hand-in may not move its head, nor a queue find the cohorts managed', () => {
  const missing = {
    'create-deliverable': { table: 'Query' },
    'submit-deliverable': { table: 'UpdateItem' },
    'list-reviews': { index: 'GSI1' },
  } satisfies Partial<Record<DeliverableRoute, Grant>>;
  itFailsWithout(platformWithout(missing), missing);
});

describe('a platform where a refused file’s claim cannot be given back, nor the cohorts managed read', () => {
  const missing = { 'list-reviews': { table: 'BatchGetItem' } } satisfies Partial<
    Record<DeliverableRoute, Grant>
  >;
  const platform = platformWithout({ ...missing, 'submit-deliverable': { table: 'DeleteItem' } });
  itFailsWithout(platform, missing);

  it('submit-deliverable without dynamodb:DeleteItem: a refused file is still refused, its claim kept (IAM refused)', async () => {
    const answer = await request(platform, 'submit-deliverable', true);
    expect(answer.status, JSON.stringify(answer.json)).toBe(400);
    expectRefused(platform.own, 'submit-deliverable', { table: 'DeleteItem' });
  });
});
