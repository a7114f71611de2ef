import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList } from '@common/api-types';
import { keys } from '../../lambdas/lib/keys';
import { createUser, findUser, recordSignIn } from '../../lambdas/users/repository';
import { api, documentClient, signIn } from './helpers';

/**
 * The trigger paths called directly, as a retried Lambda would call them. They run in this worker
 * against the shared cloud (the worker inherits the environment global-setup set).
 */
let adminToken = '';
beforeAll(async () => {
  adminToken = (await signIn('admin@tremplin.test')).accessToken;
});

const counters = async () =>
  ((
    await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.platformStats(), ConsistentRead: true }),
    )
  ).Item ?? {}) as Record<string, number>;

const suffixItems = async (email: string) =>
  (
    await documentClient().send(
      new QueryCommand({
        TableName: 'tremplin',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userSuffixPartition(email).PK, ':sk': `${email}#` },
      }),
    )
  ).Items ?? [];

const search = async (text: string) =>
  (await api(`/api/admin/users?search=${encodeURIComponent(text)}`, { token: adminToken }))
    .json as AdminUserList;

describe('the PostConfirmation path', () => {
  it('is idempotent: a retried trigger neither fails nor counts the user twice', async () => {
    const id = randomUUID();
    const email = `Retry-${id.slice(0, 8)}@Exemple.ma`;
    const before = await counters();
    const now = new Date().toISOString();
    await Promise.all([createUser(id, email, now), createUser(id, email, now)]);
    await createUser(id, email, now);

    const after = await counters();
    expect(after.usersCount).toBe((before.usersCount ?? 0) + 1);
    // Racing retries may draw a number they do not keep; it is the only cost.
    expect(after.userSeq).toBeGreaterThanOrEqual((before.userSeq ?? 0) + 1);
    const user = await findUser(id);
    expect(user).toMatchObject({ email: email.toLowerCase(), role: 'user', search_indexed: true });
    expect(await suffixItems(email.toLowerCase())).toHaveLength(1);
    expect((await search(email)).users.map((u) => u.id)).toEqual([id]);
  });

  it('lists and indexes at the next sign-in a record an interrupted trigger left unlisted', async () => {
    const id = randomUUID();
    const email = `ancien-${id.slice(0, 8)}@exemple.ma`;
    await documentClient().send(
      new PutCommand({
        TableName: 'tremplin',
        Item: {
          ...keys.user(id),
          type: 'user',
          id,
          email,
          role: 'user',
          created_at: '2025-06-10T00:00:00.000Z',
        },
      }),
    );
    expect((await search(email)).total).toBe(0);
    const before = await counters();
    await recordSignIn(id, new Date().toISOString());
    expect((await counters()).usersCount).toBe((before.usersCount ?? 0) + 1);
    expect(await findUser(id)).toMatchObject({ seq: expect.any(Number) as unknown, search_indexed: true });
    expect((await search(email)).users.map((u) => u.id)).toEqual([id]);
    const firstPage = (await api('/api/admin/users?page=1', { token: adminToken })).json as AdminUserList;
    expect(firstPage.users[0]?.id).toBe(id);
  });
});
