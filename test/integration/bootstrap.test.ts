import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@common/api-types';
import type { Role } from '@common/roles';
import { keys } from '../../lambdas/lib/keys';
import { bootstrapFirstAdmin, cognitoGroups, type GroupDirectory } from '../../lambdas/users/roles';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * The first-admin race needs a platform without any admin, so this file starts its own empty
 * local cloud (the shared one has the demo admin) and talks only to it.
 */
let own: OwnCloud;

beforeAll(async () => {
  own = await startOwnCloud();
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

const stats = async () =>
  (
    await own
      .documentClient()
      .send(new GetCommand({ TableName: 'tremplin', Key: keys.platformStats(), ConsistentRead: true }))
  ).Item ?? {};

const roleOf = async (userId: string): Promise<Role> =>
  (
    await own
      .documentClient()
      .send(new GetCommand({ TableName: 'tremplin', Key: keys.user(userId), ConsistentRead: true }))
  ).Item?.role as Role;

describe('first-admin bootstrap on an empty platform', () => {
  it('undoes the table change when the Cognito group cannot follow (503)', async () => {
    const { sub } = await own.signUp();
    const failing: GroupDirectory = {
      adminGroupHasMembers: () => cognitoGroups.adminGroupHasMembers(),
      syncGroups: (_userId, role) =>
        role === 'admin' ? Promise.reject(new Error('Cognito indisponible')) : Promise.resolve(),
    };
    await expect(bootstrapFirstAdmin(sub, failing)).rejects.toMatchObject({
      code: 'unavailable',
      message: "Le service d'authentification est indisponible. Veuillez réessayer.",
    });
    expect(await roleOf(sub)).toBe('user');
    expect((await stats()).adminCount ?? 0).toBe(0);
  });

  it('makes exactly one of 20 racing users admin; the others get 409', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => own.signUp(`r${i}@t.ma`)));
    const tokens = await Promise.all(users.map((u) => own.signIn(u.email)));
    const answers = await Promise.all(
      tokens.map((t) => own.api('/api/bootstrap-admin', { method: 'POST', token: t.accessToken })),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    for (const loser of answers.filter((a) => a.status === 409)) {
      expect(loser.json).toMatchObject({
        error: { code: 'conflict', message: expect.any(String) as unknown },
      });
    }
    const winner = winners[0]?.json as Me;
    expect(winner.role).toBe('admin');
    expect((await stats()).adminCount).toBe(1);
    const roles = await Promise.all(users.map((u) => roleOf(u.sub)));
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);

    // The winner is admin from the next request on, and the last admin cannot step down.
    const winnerToken = tokens[users.findIndex((u) => u.sub === winner.id)]?.accessToken ?? '';
    expect(((await own.api('/api/me', { token: winnerToken })).json as Me).role).toBe('admin');
    expect((await own.api('/api/admin/users', { token: winnerToken })).status).toBe(200);
    const stepDown = await own.api(`/api/admin/users/${winner.id}/role`, {
      method: 'PUT',
      token: winnerToken,
      body: { role: 'user' },
    });
    expect(stepDown.status).toBe(409);

    // Later bootstraps fail, even after the admin count was tampered with, thanks to Cognito's group.
    const late = await own.signUp();
    const lateToken = (await own.signIn(late.email)).accessToken;
    expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: lateToken })).status).toBe(409);
    await own.documentClient().send(
      new UpdateCommand({
        TableName: 'tremplin',
        Key: keys.platformStats(),
        UpdateExpression: 'REMOVE adminCount',
      }),
    );
    expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: lateToken })).status).toBe(409);
    expect(await roleOf(late.sub)).toBe('user');
  });

  it('needs a signed-in caller', async () => {
    expect((await own.api('/api/bootstrap-admin', { method: 'POST' })).status).toBe(401);
  });
});
