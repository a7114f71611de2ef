import { randomUUID } from 'node:crypto';
import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList, AdminUserListItem, Me } from '@common/api-types';
import { keys } from '../../lambdas/lib/keys';
import { api, cloud, documentClient, signIn, signUp } from './helpers';

const TABLE = 'tremplin';
let adminToken = '';
let adminId = '';

beforeAll(async () => {
  adminToken = (await signIn('admin@tremplin.test')).accessToken;
  adminId = ((await api('/api/me', { token: adminToken })).json as Me).id;
});

async function stats(): Promise<Record<string, number>> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: TABLE, Key: keys.platformStats(), ConsistentRead: true }),
  );
  return (Item ?? {}) as Record<string, number>;
}

async function listPage(query: string): Promise<AdminUserList> {
  const response = await api(`/api/admin/users?${query}`, { token: adminToken });
  expect(response.status).toBe(200);
  return response.json as AdminUserList;
}

/**
 * Listed user records written straight to the table, as the sign-up trigger lists them: a block of
 * sequence numbers and the user count reserved in one atomic ADD. They only fill pages: going
 * through cognito-local for each would cost ~30 DynamoDB Local writes and a second per user.
 */
async function bulkListedUsers(count: number): Promise<void> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.platformStats(),
      UpdateExpression: 'ADD userSeq :n, usersCount :n',
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const top = Number(Attributes?.userSeq);
  const items = Array.from({ length: count }, (_, i) => {
    const seq = top - count + 1 + i;
    const id = randomUUID();
    return {
      ...keys.user(id),
      ...keys.userListing(seq, id),
      type: 'user',
      id,
      email: `rempli-${seq}@exemple.ma`,
      role: 'user',
      created_at: new Date().toISOString(),
      last_sign_in_at: null,
      seq,
    };
  });
  for (let start = 0; start < items.length; start += 25) {
    await documentClient().send(
      new BatchWriteCommand({
        RequestItems: { [TABLE]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}

describe('the admin user list', () => {
  it('pages all users 50 at a time, newest first, with total and page count', async () => {
    await bulkListedUsers(60);
    const newest: string[] = [];
    for (let i = 0; i < 3; i++)
      newest.unshift((await signUp(`page-${i}-${randomUUID().slice(0, 6)}@t.ma`)).sub);

    const counters = await stats();
    const first = await listPage('page=1');
    expect(first.users).toHaveLength(50);
    expect(first.total).toBe(counters.usersCount);
    expect(first.pages).toBe(Math.ceil((counters.userSeq ?? 0) / 50));
    expect(first.page).toBe(1);
    expect(first.users.slice(0, 3).map((u) => u.id)).toEqual(newest);
    expect(Object.keys(first.users[0] ?? {}).sort()).toEqual(
      ['created_at', 'email', 'id', 'last_sign_in_at', 'role'].sort(),
    );

    const all: AdminUserListItem[] = [...first.users];
    for (let page = 2; page <= first.pages; page++) all.push(...(await listPage(`page=${page}`)).users);
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);
    // No sequence number was wasted in this run, so the pages hold every user exactly once.
    expect(all).toHaveLength(first.total);
    expect(all.map((u) => u.email)).toContain('admin@tremplin.test');
  });

  it('refuses a page outside 1..pages with a French message', async () => {
    const { pages } = await listPage('page=1');
    for (const query of [`page=${pages + 1}`, 'page=0', 'page=abc', 'page=1.5']) {
      const response = await api(`/api/admin/users?${query}`, { token: adminToken });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        error: { code: 'validation_failed', fields: { page: expect.stringMatching(/page/i) as unknown } },
      });
    }
    expect((await listPage('page=1&per_page=50')).users).toHaveLength(50);
    const perPage = await api('/api/admin/users?per_page=10', { token: adminToken });
    expect(perPage.json).toMatchObject({ error: { fields: { per_page: 'per_page vaut toujours 50' } } });
    const beyond = await api(`/api/admin/users?page=${pages + 1}`, { token: adminToken });
    expect(beyond.json).toMatchObject({ error: { message: `Page hors limites (1 à ${pages})` } });
  });

  it('searches e-mails by case-insensitive substring, newest first', async () => {
    const token = `k${randomUUID().slice(0, 8)}`;
    const created: string[] = [];
    for (let i = 0; i < 3; i++) created.unshift((await signUp(`Chercher.${token}.${i}@Exemple.ma`)).sub);

    const middle = await listPage(`search=${encodeURIComponent(token.toUpperCase())}`);
    expect(middle).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(middle.users.map((u) => u.id)).toEqual(created);
    expect(middle.users[0]).toMatchObject({ email: `chercher.${token}.2@exemple.ma`, role: 'user' });

    const domain = await listPage(`search=${encodeURIComponent(' Tremplin.TEST ')}`);
    expect(domain.users.map((u) => u.email)).toEqual(
      expect.arrayContaining(['admin@tremplin.test', 'editor@tremplin.test', 'user@tremplin.test']),
    );
    expect(domain.users.every((u) => u.email.includes('tremplin.test'))).toBe(true);
    expect(domain.total).toBe(domain.users.length);

    const twoChars = await listPage('search=AD');
    expect(twoChars.users.map((u) => u.email)).toContain('admin@tremplin.test');
    expect(twoChars.users.every((u) => u.email.includes('ad'))).toBe(true);

    const oneChar = await listPage('search=%40');
    expect(oneChar.total).toBeGreaterThanOrEqual(6);

    expect(await listPage('search=personne-ne-porte-ce-nom')).toEqual({
      users: [],
      total: 0,
      page: 1,
      pages: 1,
    });
    expect((await listPage('search=%20%20')).users).toHaveLength(50);
  });

  it('shows the current role of each match', async () => {
    const { sub, email } = await signUp(`role-vu-${randomUUID().slice(0, 6)}@t.ma`);
    await api(`/api/admin/users/${sub}/role`, { method: 'PUT', token: adminToken, body: { role: 'editor' } });
    const found = await listPage(`search=${encodeURIComponent(email)}`);
    expect(found.users).toEqual([expect.objectContaining({ id: sub, role: 'editor' })]);
  });
});

describe('admin routes refuse everyone else', () => {
  const routes = (userId: string) => [
    { method: 'GET', path: '/api/admin/users' },
    { method: 'GET', path: '/api/admin/users?page=1&search=a' },
    { method: 'PUT', path: `/api/admin/users/${userId}/role`, body: { role: 'admin' } },
    { method: 'GET', path: '/api/admin/contact-messages' },
    { method: 'GET', path: `/api/admin/contact-messages/${randomUUID()}` },
  ];

  it('403 Accès Refusé for users and editors (even for themselves), 401 for visitors', async () => {
    for (const email of ['user@tremplin.test', 'editor@tremplin.test']) {
      const { accessToken } = await signIn(email);
      const me = (await api('/api/me', { token: accessToken })).json as Me;
      for (const route of routes(me.id)) {
        const response = await api(route.path, {
          method: route.method,
          token: accessToken,
          body: route.body,
        });
        expect(response.status, `${email} ${route.method} ${route.path}`).toBe(403);
        expect(response.json).toEqual({
          error: {
            code: 'forbidden',
            message: 'Accès Refusé',
            detail: 'Seuls les administrateurs peuvent accéder à ce panneau.',
          },
        });
      }
      expect(((await api('/api/me', { token: accessToken })).json as Me).role).toBe(me.role);
    }
    for (const route of routes(adminId)) {
      const response = await api(route.path, { method: route.method, body: route.body });
      expect(response.status, `visitor ${route.method} ${route.path}`).toBe(401);
    }
  });
});

describe('role assignment', () => {
  const cognitoGroups = async (userId: string) => {
    const client = new CognitoIdentityProviderClient({
      endpoint: cloud().cognito,
      region: 'eu-west-3',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const { Groups } = await client.send(
        new AdminListGroupsForUserCommand({ UserPoolId: cloud().userPoolId, Username: userId }),
      );
      return (Groups ?? []).map((g) => g.GroupName).sort();
    } finally {
      client.destroy();
    }
  };

  const setRole = (userId: string, role: unknown, token = adminToken) =>
    api(`/api/admin/users/${userId}/role`, { method: 'PUT', token, body: { role } });

  it('binds the next request: a demoted editor is refused with the token it still holds', async () => {
    const { sub, email } = await signUp(`promu-${randomUUID().slice(0, 6)}@t.ma`);
    const promoted = await setRole(sub, 'editor');
    expect(promoted.status).toBe(200);
    expect(promoted.json).toMatchObject({ id: sub, email, role: 'editor' });
    expect(await cognitoGroups(sub)).toEqual(['editor']);

    const { accessToken } = await signIn(email);
    // An invalid body reaches validation (400) only once authorization passed.
    expect((await api('/api/sessions', { method: 'POST', token: accessToken, body: {} })).status).toBe(400);

    expect((await setRole(sub, 'user')).json).toMatchObject({ role: 'user' });
    const refused = await api('/api/sessions', { method: 'POST', token: accessToken, body: {} });
    expect(refused.status).toBe(403);
    expect(await cognitoGroups(sub)).toEqual([]);
  });

  it('keeps the admin count right under concurrent identical promotions', async () => {
    const before = (await stats()).adminCount;
    const { sub } = await signUp(`admin-${randomUUID().slice(0, 6)}@t.ma`);
    const answers = await Promise.all(Array.from({ length: 8 }, () => setRole(sub, 'admin')));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect((await stats()).adminCount).toBe((before ?? 0) + 1);
    expect(await cognitoGroups(sub)).toEqual(['admin']);

    // The new admin can demote themselves: another admin remains.
    const { accessToken } = await signIn(await findEmail(sub));
    expect((await setRole(sub, 'editor', accessToken)).status).toBe(200);
    expect((await stats()).adminCount).toBe(before);
    expect(await cognitoGroups(sub)).toEqual(['editor']);
  });

  it('refuses to demote the last admin (409) and changes nothing', async () => {
    expect((await stats()).adminCount).toBe(1);
    const response = await setRole(adminId, 'user');
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      error: { code: 'conflict', message: 'Impossible de retirer le rôle du dernier administrateur' },
    });
    expect(((await api('/api/me', { token: adminToken })).json as Me).role).toBe('admin');
    expect((await stats()).adminCount).toBe(1);
    expect(await cognitoGroups(adminId)).toEqual(['admin']);
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    expect((await setRole(randomUUID(), 'editor')).status).toBe(404);
    const bad = await setRole(adminId, 'superadmin');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { fields: { role: 'Rôle invalide (user, editor ou admin)' } } });
  });
});

async function findEmail(userId: string): Promise<string> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: TABLE, Key: keys.user(userId) }));
  return String(Item?.email);
}
