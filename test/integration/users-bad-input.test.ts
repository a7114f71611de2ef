import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { contactMessageSchema } from '@common/schemas/contact';
import { roleAssignmentSchema } from '@common/schemas/admin';
import { notificationPreferencesSchema, profileUpdateSchema } from '@common/schemas/profile';
import { CONTACTS_PARTITION, keys } from '../../lambdas/lib/keys';
import { api, documentClient, signIn, signUp } from './helpers';

/**
 * Random and hostile input on the users' write routes and list queries: always a 4xx with a
 * message, never a 5xx, and nothing written.
 */
const RUNS = 40;
let adminToken = '';
let user: { sub: string; token: string };

beforeAll(async () => {
  adminToken = (await signIn('admin@tremplin.test')).accessToken;
  const { email, sub } = await signUp();
  user = { sub, token: (await signIn(email)).accessToken };
});

const userItem = async (sub: string) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.user(sub), ConsistentRead: true }),
    )
  ).Item;
const statsItem = async () =>
  (
    await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.platformStats(), ConsistentRead: true }),
    )
  ).Item;
const contactCount = async () =>
  (
    await documentClient().send(
      new QueryCommand({
        TableName: 'tremplin',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': CONTACTS_PARTITION },
        Select: 'COUNT',
      }),
    )
  ).Count;

const hostileString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 6000, maxLength: 7000 }),
  fc.constantFrom('../../etc/passwd', '<script>alert(1)</script>', '\u0000', 'admin', '{"$ne":null}', ' '),
);

/**
 * Query values stay well under the edge's 16 KB header limit: a longer URL is refused with a bare
 * 431 before any handler runs (CloudFront answers 414 on AWS), which is not what this test is about.
 */
const hostileQueryValue = fc.oneof(
  fc.string({ minLength: 255, maxLength: 1500 }),
  fc.constantFrom(
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u0000',
    'admin',
    '{"$ne":null}',
    ' ',
    '-1',
    '1e9',
    '2.5',
  ),
);

/** JSON bodies the route's schema refuses: random values, wrong types, unknown or hostile fields. */
function invalidBodies(schema: z.ZodType, fields: readonly string[]) {
  const near = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...fields, '__proto__', 'constructor', 'role', 'id'),
      fc.string({ maxLength: 8 }),
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString),
    { maxKeys: fields.length + 2 },
  );
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), near).filter((value) => !schema.safeParse(value).success);
}

function expectRefused(response: { status: number; json: unknown }) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const error = (response.json as { error?: { message?: unknown } } | { message?: unknown }) ?? {};
  const message = 'error' in error ? error.error?.message : (error as { message?: unknown }).message;
  expect(typeof message === 'string' && message.length > 0).toBe(true);
}

describe('bad input on the users routes', () => {
  it('PATCH /api/me', async () => {
    const before = await userItem(user.sub);
    await fc.assert(
      fc.asyncProperty(
        invalidBodies(profileUpdateSchema, Object.keys(profileUpdateSchema.shape)),
        async (body) => {
          expectRefused(await api('/api/me', { method: 'PATCH', token: user.token, body }));
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 50 }), async (raw) => {
        fc.pre(!profileUpdateSchema.safeParse(safeJson(raw)).success);
        expectRefused(await api('/api/me', { method: 'PATCH', token: user.token, rawBody: raw }));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await userItem(user.sub)).toEqual(before);
  });

  it('PUT /api/me/notification-preferences', async () => {
    const before = await userItem(user.sub);
    const fields = Object.keys(notificationPreferencesSchema.shape);
    await fc.assert(
      fc.asyncProperty(invalidBodies(notificationPreferencesSchema, fields), async (body) => {
        expectRefused(
          await api('/api/me/notification-preferences', { method: 'PUT', token: user.token, body }),
        );
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await userItem(user.sub)).toEqual(before);
  });

  it('PUT /api/admin/users/{userId}/role', async () => {
    const before = [await userItem(user.sub), await statsItem()];
    await fc.assert(
      fc.asyncProperty(invalidBodies(roleAssignmentSchema, ['role']), async (body) => {
        expectRefused(
          await api(`/api/admin/users/${user.sub}/role`, { method: 'PUT', token: adminToken, body }),
        );
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), async (userId) => {
        const response = await api(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
          method: 'PUT',
          token: adminToken,
          body: { role: 'editor' },
        });
        expectRefused(response);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect([await userItem(user.sub), await statsItem()]).toEqual(before);
  });

  it('POST /api/contact', async () => {
    const before = await contactCount();
    await fc.assert(
      fc.asyncProperty(
        invalidBodies(contactMessageSchema, Object.keys(contactMessageSchema.shape)),
        async (body) => {
          expectRefused(await api('/api/contact', { method: 'POST', body }));
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await contactCount()).toBe(before);
  });

  it('POST /api/bootstrap-admin ignores whatever body it gets', async () => {
    const before = await userItem(user.sub);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), async (body) => {
        const response = await api('/api/bootstrap-admin', { method: 'POST', token: user.token, body });
        expect(response.status).toBe(409);
      }),
      { numRuns: 10, endOnFailure: true },
    );
    expect(await userItem(user.sub)).toEqual(before);
  });

  it('list queries: random pages, searches and cursors never make a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('page', 'search', 'per_page', 'x'),
          fc.oneof(fc.string(), hostileQueryValue),
          {
            maxKeys: 3,
          },
        ),
        async (query) => {
          const response = await api(`/api/admin/users?${new URLSearchParams(query).toString()}`, {
            token: adminToken,
          });
          if (response.status !== 200) expectRefused(response);
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
          // Well-formed keys pointing anywhere: only the inbox's own keys may start a page.
          fc
            .record({ PK: fc.string(), SK: fc.string(), GSI1PK: fc.string(), GSI1SK: fc.string() })
            .map((key) => Buffer.from(JSON.stringify(key)).toString('base64url')),
        ),
        fc.oneof(fc.string({ maxLength: 4 }), fc.constant('20')),
        async (cursor, limit) => {
          const response = await api(
            `/api/admin/contact-messages?${new URLSearchParams({ cursor, limit }).toString()}`,
            { token: adminToken },
          );
          if (response.status !== 200) expectRefused(response);
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 90_000);
});

function safeJson(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : {};
  } catch {
    return undefined;
  }
}
