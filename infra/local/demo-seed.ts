import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../common/roles';
import { createSession } from '../../lambdas/sessions/repository';
import { assignRole } from '../../lambdas/users/roles';
import { localCognitoClient, type LocalPool } from './cognito';
import { DEMO_PASSWORD, DEMO_SESSIONS, DEMO_USERS } from './demo-content';

interface LocalState {
  initialisedAt: string;
  demo: boolean;
}

/**
 * Demo content is loaded once, on an empty data folder, unless DEMO=0.
 * Accounts go through Cognito sign-up, so the same triggers create their records.
 */
export async function seedDemoOnFirstStart(
  dataDir: string,
  cognitoEndpoint: string,
  pool: LocalPool,
  demo: boolean,
) {
  const stateFile = join(dataDir, 'local-state.json');
  if (existsSync(stateFile)) return JSON.parse(readFileSync(stateFile, 'utf8')) as LocalState;
  if (demo) await seedDemo(cognitoEndpoint, pool);
  const state: LocalState = { initialisedAt: new Date().toISOString(), demo };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state;
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
          UserAttributes: [{ Name: 'email', Value: user.email }],
        }),
      );
      if (!UserSub) throw new Error(`Sign-up of ${user.email} returned no sub`);
      if (user.role !== 'user') await assignRole(UserSub, user.role);
      ids[user.role] = UserSub;
    }
  } finally {
    client.destroy();
  }
  const editorId = ids.editor;
  if (!editorId) throw new Error('Demo editor missing');
  // One second apart, so "oldest first" follows the programme's order.
  const start = Date.now() - DEMO_SESSIONS.length * 86_400_000;
  for (const [index, session] of DEMO_SESSIONS.entries()) {
    await createSession(session, editorId, new Date(start + index * 86_400_000).toISOString());
  }
}
