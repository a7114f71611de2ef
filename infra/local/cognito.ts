import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolClientCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL } from '../definitions/auth';
import { CLOCK_FILE_VARIABLE } from './cognito-clock';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb';
import { MAILBOX_FILE_VARIABLE } from './mailbox';
import { waitFor } from './ports';

export const TRIGGER_FUNCTION_NAMES = {
  CustomMessage: 'custom-message',
  PostConfirmation: 'post-confirmation',
  PostAuthentication: 'post-authentication',
} as const;

export interface CognitoLocalOptions {
  dir: string;
  port: number;
  /** Where cognito-local invokes the trigger functions (the edge's Lambda-Invoke endpoint). */
  lambdaEndpoint: string;
  /** The issuer put in tokens: the public origin's /cognito path, stable across restarts. */
  issuerDomain: string;
  /** Where the e-mails Cognito would send are kept (the local mailbox's file). */
  mailboxFile: string;
  /** Tests only: the file that moves the local Cognito's clock (cognito-clock.ts). */
  clockFile?: string;
}

/**
 * The child's environment: this process's, with its port, the mailbox and, only when a test asks for
 * it, the clock file; a clock file named in the shell that started `npm start` is dropped.
 */
export function cognitoChildEnvironment(
  parent: NodeJS.ProcessEnv,
  options: Pick<CognitoLocalOptions, 'port' | 'mailboxFile' | 'clockFile'>,
): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...parent };
  delete environment[CLOCK_FILE_VARIABLE];
  return {
    ...environment,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DEBUG: '',
    [MAILBOX_FILE_VARIABLE]: options.mailboxFile,
    // Its imports' names (`@common/…`) come from the repository's tsconfig, not the data folder's.
    TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    ...(options.clockFile ? { [CLOCK_FILE_VARIABLE]: options.clockFile } : {}),
  };
}

/**
 * The local Cognito in a child process (cognito-server.ts: cognito-local's pools with Cognito's
 * checks); it keeps its JSON files and its signing key under `dir/.cognito`.
 */
export async function startCognitoLocal(
  options: CognitoLocalOptions,
): Promise<{ endpoint: string; process: ChildProcess }> {
  const configDir = join(options.dir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: options.lambdaEndpoint,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
        TriggerFunctions: TRIGGER_FUNCTION_NAMES,
        UserPoolDefaults: { UsernameAttributes: ['email'] },
        TokenConfig: { IssuerDomain: options.issuerDomain },
      },
      null,
      2,
    ),
  );
  // TypeScript through tsx, named by its file URL: the child runs in the data folder, far from node_modules.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const entry = fileURLToPath(new URL('./cognito-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', tsx, entry], {
    cwd: options.dir,
    env: cognitoChildEnvironment(process.env, options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  // Its answers are logged by its own logger; a crash is printed here.
  child.once('exit', (code) => {
    if (code) console.error(`[cognito] exited (${code}):\n${output}`);
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`cognito-local exited (${code}):\n${output}`))),
  );
  const client = localCognitoClient(endpoint);
  await Promise.race([
    waitFor('cognito-local', () => client.send(new ListUserPoolsCommand({ MaxResults: 1 }))),
    exited,
  ]);
  client.destroy();
  return { endpoint, process: child };
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
}

export interface LocalPool {
  userPoolId: string;
  userPoolClientId: string;
}

/** The pool, its web client and the role groups, created when absent from the shared definition. */
export async function ensureUserPool(endpoint: string): Promise<LocalPool> {
  const client = localCognitoClient(endpoint);
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === USER_POOL.name)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: USER_POOL.name,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Policies: {
            PasswordPolicy: {
              MinimumLength: USER_POOL.passwordPolicy.minLength,
              RequireLowercase: USER_POOL.passwordPolicy.requireLowercase,
              RequireUppercase: USER_POOL.passwordPolicy.requireUppercase,
              RequireNumbers: USER_POOL.passwordPolicy.requireDigits,
              RequireSymbols: USER_POOL.passwordPolicy.requireSymbols,
            },
          },
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new Error('cognito-local did not create the user pool');
    // At every start, so data folders from before two-factor sign-in get it too.
    const factors: readonly string[] = USER_POOL.mfa.secondFactors;
    await client.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: userPoolId,
        MfaConfiguration: USER_POOL.mfa.configuration,
        SoftwareTokenMfaConfiguration: { Enabled: factors.includes('SOFTWARE_TOKEN_MFA') },
      }),
    );

    const clients = await client.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    let userPoolClientId = clients.UserPoolClients?.find(
      (c) => c.ClientName === USER_POOL.clientName,
    )?.ClientId;
    // The web client as CDK defines it (infra/lib/constructs/user-directory.ts), from the same definition.
    const settings = {
      ExplicitAuthFlows: [...USER_POOL.authFlows] as ExplicitAuthFlowsType[],
      AccessTokenValidity: USER_POOL.accessTokenValidityMinutes,
      IdTokenValidity: USER_POOL.idTokenValidityMinutes,
      RefreshTokenValidity: USER_POOL.refreshTokenValidityDays,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' } as const,
      WriteAttributes: [...USER_POOL.writeAttributes],
      PreventUserExistenceErrors: USER_POOL.preventUserExistenceErrors
        ? ('ENABLED' as const)
        : ('LEGACY' as const),
      EnableTokenRevocation: USER_POOL.enableTokenRevocation,
    };
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: USER_POOL.clientName,
          ...settings,
        }),
      );
      userPoolClientId = created.UserPoolClient?.ClientId;
    } else {
      // At every start, as a deployment updates it: data folders made before a setting get it too.
      await client.send(
        new UpdateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientId: userPoolClientId,
          ClientName: USER_POOL.clientName,
          ...settings,
        }),
      );
    }
    if (!userPoolClientId) throw new Error('cognito-local did not create the app client');

    const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
    const present = new Set((groups.Groups ?? []).map((g) => g.GroupName));
    for (const group of USER_POOL.groups.filter((g) => !present.has(g.name))) {
      await client.send(
        new CreateGroupCommand({
          UserPoolId: userPoolId,
          GroupName: group.name,
          Precedence: group.precedence,
          Description: group.description,
        }),
      );
    }
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}
