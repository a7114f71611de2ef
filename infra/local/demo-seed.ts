import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersInGroupCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@common/roles';
import { dynamo } from '../../lambdas/lib/clients';
import { env } from '../../lambdas/lib/env';
import { keys } from '../../lambdas/lib/keys';
import { indexProgrammeOrderOnce } from '../../lambdas/sessions/index-programme-order';
import { recountPublishedTagsOnce } from '../../lambdas/sessions/recount-tags';
import { recountCohortFiguresOnce } from '../../lambdas/stats/recount-cohort-figures';
import { recountListTotalsOnce } from '../../lambdas/stats/recount-list-totals';
import { assignRole } from '../../lambdas/users/roles';
import { localCognitoClient, type LocalPool } from './cognito';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-content';
import { seedCohort } from './demo-cohort';
import { seedProgramme } from './demo-programme';

interface LocalState {
  initialisedAt: string;
  demo: boolean;
}

/**
 * Demo content is loaded once, on an empty data folder, unless DEMO=0.
 * Accounts go through Cognito sign-up, so the same triggers create their records; an operator then
 * confirms them and their addresses (no code to type for the demo).
 */
export async function seedDemoOnFirstStart(
  dataDir: string,
  cognitoEndpoint: string,
  pool: LocalPool,
  demo: boolean,
) {
  const stateFile = join(dataDir, 'local-state.json');
  if (existsSync(stateFile)) {
    await reconcileAdminCount(cognitoEndpoint, pool);
    await recountListTotalsOnce();
    await recountPublishedTagsOnce();
    await indexProgrammeOrderOnce();
    await recountCohortFiguresOnce();
    return JSON.parse(readFileSync(stateFile, 'utf8')) as LocalState;
  }
  if (demo) await seedDemo(cognitoEndpoint, pool);
  await recountListTotalsOnce();
  await recountPublishedTagsOnce();
  await indexProgrammeOrderOnce();
  // The demo's cohort was counted as it was made: this only marks the folder counted.
  await recountCohortFiguresOnce();
  const state: LocalState = { initialisedAt: new Date().toISOString(), demo };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state;
}

/**
 * Data folders created before the platform kept an admin count: count Cognito's admin group once,
 * so the first-admin bootstrap and the last-admin rule hold there too. Fresh folders get the count
 * from assignRole (below), which moves it in the same transaction as each role change.
 */
async function reconcileAdminCount(cognitoEndpoint: string, pool: LocalPool) {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.platformStats(), ConsistentRead: true }),
  );
  if (typeof Item?.adminCount === 'number') return;
  const client = localCognitoClient(cognitoEndpoint);
  let admins = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListUsersInGroupCommand({ UserPoolId: pool.userPoolId, GroupName: 'admin', NextToken: token }),
      );
      admins += page.Users?.length ?? 0;
      token = page.NextToken;
    } while (token);
  } finally {
    client.destroy();
  }
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.platformStats(),
        UpdateExpression: 'SET adminCount = :n',
        ConditionExpression: 'attribute_not_exists(adminCount)',
        ExpressionAttributeValues: { ':n': admins },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

async function seedDemo(cognitoEndpoint: string, pool: LocalPool) {
  const client = localCognitoClient(cognitoEndpoint);
  const ids: Partial<Record<Role, string>> = {};
  try {
    for (const user of DEMO_USERS) {
      const { UserSub } = await client.send(
        new SignUpCommand({
          ClientId: pool.userPoolClientId,
          Username: user.email,
          Password: DEMO_PASSWORD,
        }),
      );
      if (!UserSub) throw new Error(`Sign-up of ${user.email} returned no sub`);
      // What an administrator can do in the console: confirm the account (PostConfirmation creates
      // the record) and mark its address verified, so the demo accounts sign in and reset as any.
      await client.send(new AdminConfirmSignUpCommand({ UserPoolId: pool.userPoolId, Username: user.email }));
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: pool.userPoolId,
          Username: user.email,
          UserAttributes: [
            { Name: 'email', Value: user.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      // As their own doing: the demo accounts start without a role-change notification.
      if (user.role !== 'user') await assignRole(UserSub, user.role, UserSub);
      ids[user.role] = UserSub;
    }
  } finally {
    client.destroy();
  }
  const editorId = ids.editor;
  const userId = ids.user;
  if (!editorId || !userId) throw new Error('Demo editor or user missing');
  await seedProgramme(editorId, userId);
  await seedCohort(editorId, { userId, email: 'user@tremplin.test' });
}
