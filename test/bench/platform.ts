/**
 * The platform under test: `npm start`'s modules on a temporary data folder and a free port, the
 * web build copied to a temporary folder (so the static twins of section 1 are served by the very
 * same edge), and three accounts made through Cognito sign-up, as the demo seed makes them.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@common/roles';
import { localCognitoClient } from '../../infra/local/cognito';
import { adoptOperatorEnvironment, startLocalCloud, type LocalCloud } from '../../infra/local/local-cloud';
import { freePort } from '../../infra/local/ports';
import { ensureWebBuild, WEB_DIST } from '../../infra/local/web-build';
import { assignRole } from '../../lambdas/users/roles';
import { dynamoMeter } from './meter';

export const BENCH_PASSWORD = 'Tremplin!2026';

export interface BenchAccount {
  email: string;
  role: Role;
  id: string;
  accessToken: string;
}

export interface BenchPlatform {
  cloud: LocalCloud;
  /** http://127.0.0.1:port (what the benchmark's clients use). */
  origin: string;
  webDir: string;
  dataDir: string;
  accounts: Record<'admin' | 'editor' | 'user', BenchAccount>;
  signIn: (email: string) => Promise<string>;
  stop: () => Promise<void>;
}

export async function startBenchPlatform(log: (line: string) => void): Promise<BenchPlatform> {
  await ensureWebBuild();
  // DynamoDB Local syncs its SQLite file on every batch: on a disk that makes generating 10,000
  // sessions take hours. A RAM-backed folder (/dev/shm) keeps the data folder temporary and fast.
  const parent = process.env.BENCH_DATA_PARENT ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
  const dataDir = mkdtempSync(join(parent, 'tremplin-bench-data-'));
  const webDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-web-'));
  cpSync(WEB_DIST, webDir, { recursive: true });
  const port = await freePort();
  // Function output stays in the data folder: printing a metric line per request would weigh on the edge.
  const cloud = await startLocalCloud({ dataDir, port, webDir, quietFunctionLogs: true, dynamoMeter });
  // The bench writes its data in this process, as the operator.
  adoptOperatorEnvironment(cloud);
  const origin = `http://127.0.0.1:${port}`;
  log(`platform on ${origin} (data ${dataDir})`);

  const cognito = localCognitoClient(cloud.endpoints.cognito);
  const signIn = async (email: string) => {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cloud.pool.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: BENCH_PASSWORD },
      }),
    );
    if (!AuthenticationResult?.AccessToken) throw new Error(`sign-in of ${email} failed`);
    return AuthenticationResult.AccessToken;
  };
  const make = async (email: string, role: Role): Promise<BenchAccount> => {
    const { UserSub } = await cognito.send(
      new SignUpCommand({
        ClientId: cloud.pool.userPoolClientId,
        Username: email,
        Password: BENCH_PASSWORD,
      }),
    );
    if (!UserSub) throw new Error(`sign-up of ${email} returned no sub`);
    // Confirmed as the demo accounts are (the e-mailed code is the person's step, not the bench's).
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: cloud.pool.userPoolId, Username: email }));
    if (role !== 'user') await assignRole(UserSub, role, UserSub);
    return { email, role, id: UserSub, accessToken: await signIn(email) };
  };
  const accounts = {
    admin: await make('admin@bench.test', 'admin'),
    editor: await make('editor@bench.test', 'editor'),
    user: await make('user@bench.test', 'user'),
  };

  return {
    cloud,
    origin,
    webDir,
    dataDir,
    accounts,
    signIn,
    stop: async () => {
      cognito.destroy();
      await cloud.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
