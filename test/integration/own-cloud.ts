import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  adoptOperatorEnvironment,
  startLocalCloud,
  type LocalCloud,
  type LocalCloudOptions,
} from '../../infra/local/local-cloud';
import { mailText, readMailbox } from '../../infra/local/mailbox';
import { freePort } from '../../infra/local/ports';
import { CATALOGUE_DOCUMENT } from '@common/app-documents';
import { cohortItem, managerItem, type StoredProgrammeEntry } from '../../lambdas/cohorts/cohort-item';
import { memberItem } from '../../lambdas/cohorts/member-item';
import type { StoredVersion } from '../../lambdas/deliverables/deliverable-item';
import { keys } from '../../lambdas/lib/keys';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { DEMO_PASSWORD, type Tokens } from './helpers';
import { STAND_IN_CATALOGUE_DOCUMENT, STAND_IN_INDEX } from './stand-in-documents';

/**
 * A second, empty local cloud (no demo accounts) for tests that need a platform without an admin, or
 * with a route table of their own. Its functions run in their own worker threads with their own
 * environment; but this process adopts its operator environment (repositories called in-process
 * reach it), so the shared cloud's values are put back on stop, and nothing in this
 * file may reach the shared cloud in-process meanwhile (over HTTP is fine).
 */
export interface OwnCloud {
  cloud: LocalCloud;
  /** Its data folder (cognito-local's JSON files are under cognito/.cognito/db). */
  dataDir: string;
  api: (
    path: string,
    options?: { method?: string; token?: string; body?: unknown },
  ) => Promise<{ status: number; json: unknown }>;
  signUp: (email?: string) => Promise<{ email: string; sub: string }>;
  signIn: (email: string) => Promise<Tokens>;
  documentClient: () => DynamoDBDocumentClient;
  stop: () => Promise<void>;
}

export async function startOwnCloud(
  options: Pick<
    LocalCloudOptions,
    | 'routes'
    | 'triggerPermissions'
    | 'context'
    | 'firstAdmin'
    | 'requireAdminMfa'
    | 'cognitoClockFile'
    | 'pipelineFunctions'
    | 'sesMaxSendRate'
  > = {},
): Promise<OwnCloud> {
  const savedEnv = { ...process.env };
  const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-own-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir);
  writeFileSync(join(webDir, 'index.html'), STAND_IN_INDEX);
  writeFileSync(join(webDir, CATALOGUE_DOCUMENT), STAND_IN_CATALOGUE_DOCUMENT);
  const cloud = await startLocalCloud({
    dataDir,
    port: await freePort(),
    webDir,
    quietFunctionLogs: true,
    ...options,
  });
  // Starting a cloud leaves this process's settings alone (settings pass explicitly); adopting them is ours.
  const changed = Object.keys({ ...savedEnv, ...process.env }).filter(
    (key) => process.env[key] !== savedEnv[key],
  );
  if (changed.length > 0) throw new Error(`startLocalCloud changed process.env: ${changed.join(', ')}`);
  adoptOperatorEnvironment(cloud);

  const cognitoCall = async (target: string, body: unknown) => {
    const response = await fetch(`${cloud.url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  return {
    cloud,
    dataDir,
    async api(path, options = {}) {
      const response = await fetch(`${cloud.url}${path}`, {
        method: options.method ?? 'GET',
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    async signUp(email = `b-${randomUUID().slice(0, 8)}@t.ma`) {
      const { status, json } = await cognitoCall('SignUp', {
        ClientId: cloud.pool.userPoolClientId,
        Username: email,
        Password: DEMO_PASSWORD,
      });
      if (status !== 200) throw new Error(`Sign-up failed: ${JSON.stringify(json)}`);
      // The code Cognito e-mailed, from this cloud's mailbox.
      const [newest] = readMailbox(cloud.mailboxFile, email);
      const code = /\b(\d{6})\b/.exec(mailText(newest?.html ?? ''))?.[1];
      const confirmed = await cognitoCall('ConfirmSignUp', {
        ClientId: cloud.pool.userPoolClientId,
        Username: email,
        ConfirmationCode: code,
      });
      if (confirmed.status !== 200) throw new Error(`Confirmation failed: ${JSON.stringify(confirmed.json)}`);
      return { email, sub: String(json.UserSub) };
    },
    async signIn(email) {
      const { status, json } = await cognitoCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cloud.pool.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      });
      if (status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(json)}`);
      const result = json.AuthenticationResult as Record<string, string>;
      return {
        accessToken: result.AccessToken ?? '',
        idToken: result.IdToken ?? '',
        refreshToken: result.RefreshToken ?? '',
      };
    },
    documentClient: () =>
      DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: cloud.endpoints.dynamodb,
          region: 'eu-west-3',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }),
      ),
    async stop() {
      await cloud.stop();
      rmSync(dataDir, { recursive: true, force: true });
      for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
      Object.assign(process.env, savedEnv);
    },
  };
}

/** A new account on `own`, signed in; an editor's or admin's role is set by the operator, as an admin would. */
export async function ownAccount(own: OwnCloud, role: 'admin' | 'editor' | 'user') {
  const { email, sub } = await own.signUp();
  if (role !== 'user') {
    await own.documentClient().send(
      new UpdateCommand({
        TableName: DEFAULT_TABLE_NAME,
        Key: keys.user(sub),
        UpdateExpression: 'SET #r = :r',
        ExpressionAttributeNames: { '#r': 'role' },
        ExpressionAttributeValues: { ':r': role },
      }),
    );
  }
  return { id: sub, email, token: (await own.signIn(email)).accessToken };
}

/** The dates of the cohorts below. */
const COHORT_STARTS_ON = '2027-01-04';

/**
 * A cohort on `own` managed by `managers` (the first its creator), with its managers' items, put by
 * the operator through the cohorts' own mapping (as create-cohort writes it); its id.
 */
export async function ownCohort(
  own: OwnCloud,
  cohort: { managers: string[]; programme?: StoredProgrammeEntry[]; calendarToken?: string },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const put = (Item: Record<string, unknown>) =>
    own.documentClient().send(new PutCommand({ TableName: DEFAULT_TABLE_NAME, Item }));
  await put({
    ...cohortItem({
      id,
      name: 'Cohorte IAM',
      organisation: 'Incubateur',
      starts_on: COHORT_STARTS_ON,
      ends_on: '2027-04-26',
      description: null,
      archived: false,
      programme: cohort.programme ?? [],
      managers: cohort.managers,
      created_by: cohort.managers[0] ?? '',
      created_at: now,
      updated_at: now,
      version: 1,
      calendar_token: cohort.calendarToken ?? null,
    }),
    participants_count: 0,
  });
  for (const manager of cohort.managers) await put(managerItem(id, manager, COHORT_STARTS_ON));
  return id;
}

/**
 * A participant of `cohortId` on `own` (without `userId`, no account: the member item alone), put by
 * the operator; their id.
 */
export async function ownMember(
  own: OwnCloud,
  cohortId: string,
  userId: string = randomUUID(),
): Promise<string> {
  await own.documentClient().send(
    new PutCommand({
      TableName: DEFAULT_TABLE_NAME,
      Item: memberItem({
        cohortId,
        userId,
        startsOn: COHORT_STARTS_ON,
        email: `member-${userId.slice(0, 6)}@exemple.ma`,
        fullName: 'Membre IAM',
        startup: null,
        role: 'participant',
        joinedAt: new Date().toISOString(),
      }),
    }),
  );
  return userId;
}

/** Version 1 of `userId`'s hand-in of a deliverable of `cohortId`, as a hand-in writes it (put by the operator). */
export function handedInVersion(
  version: Pick<StoredVersion, 'cohort_id' | 'user_id' | 'deliverable_id'> & Partial<StoredVersion>,
): StoredVersion {
  const now = new Date().toISOString();
  return {
    version: 1,
    file_key: `deliverables/${version.user_id}/0123456789abcdef-1700000000000.pdf`,
    file_name: 'canevas.pdf',
    size: 100,
    content_type: 'application/pdf',
    note: null,
    submitted_at: now,
    state: 'pending',
    comment: null,
    reviewed_at: null,
    reviewed_by: null,
    reviewer_name: null,
    deliverable_title: 'Canevas',
    cohort_name: 'Cohorte IAM',
    ...version,
  };
}
