/**
 * The steps startLocalCloud (local-cloud.ts) takes, in order: stores, the functions' runtime, the user
 * directory, the functions' synthesis, the IAM gates, the functions' environments, the page documents
 * (and the notification pipeline's, local-pipeline.ts).
 * Each takes what it needs as arguments and returns what it started; none reads or sets process.env.
 */
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { BOOTSTRAP_ADMIN_MODE_VARIABLE, FIRST_SIGNED_IN_MODE } from '../../lambdas/users/first-admin-setting';
import { HANDLER_RUNTIME } from '../definitions/bundling';
import { BUCKETS, CATALOGUE_SHELL_KEY, SHELL_KEY } from '../definitions/storage';
import { CATALOGUE_DOCUMENT, SESSION_DOCUMENT } from '@common/app-documents';
import { ensureUserPool, startCognitoLocal, type LocalPool } from './cognito';
import { ensureTable, LOCAL_ACCOUNT, LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from './dynamodb';
import { startCognitoGate } from './iam/cognito-gate';
import { startDynamoDbGate, type DynamoMeter } from './iam/dynamodb-gate';
import { closeServer } from './iam/gate-http';
import { Principals, type CheckedCall } from './iam/principals';
import { startS3Gate, type S3GateSettings } from './iam/s3-gate';
import { synthesizeFunctions } from './iam/synthesized-functions';
import { startLambdaInvokeServer } from './lambda-invoke';
import { FunctionLogs } from './lambda/function-logs';
import { LocalLambdaRuntime } from './lambda/runtime';
import { mailboxFile } from './mailbox';
import { freePort } from './ports';
import { startS3rver } from './s3';
import type { LocalCloudOptions } from './local-cloud';
import { pipelineEnvironment, type PreparedPipeline } from './local-pipeline';

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** What each step started, stopped in the reverse order. */
export class Stops {
  private readonly stops: (() => Promise<void>)[] = [];
  add(...fns: (() => Promise<void>)[]) {
    this.stops.push(...fns);
  }
  async run() {
    for (const fn of this.stops.reverse()) await fn().catch((error: unknown) => console.error(error));
    this.stops.length = 0;
  }
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
}

/** Step 1: DynamoDB Local with the table, and s3rver. */
export async function startStores(dataDir: string, stops: Stops) {
  const [dynamoPort, s3Port] = await Promise.all([freePort(), freePort()]);
  const [dynamodb, s3] = await Promise.all([
    startDynamoDbLocal(join(dataDir, 'dynamodb'), dynamoPort),
    startS3rver(join(dataDir, 's3'), s3Port),
  ]);
  stops.add(() => stopChild(dynamodb.process), s3.close);
  await ensureTable(dynamodb.endpoint, DEFAULT_TABLE_NAME);
  return { dynamodb, s3 };
}

/** Step 2: the functions' runtime and its invoke endpoint (cognito-local calls the triggers there). */
export async function startFunctionRuntime(logsDir: string, quiet: boolean, stops: Stops) {
  const runtime = new LocalLambdaRuntime({
    memoryMb: HANDLER_RUNTIME.memoryMb,
    timeoutSeconds: HANDLER_RUNTIME.timeoutSeconds,
    logs: new FunctionLogs({ dir: logsDir, quiet }),
  });
  stops.add(() => runtime.stop());
  const lambda = await startLambdaInvokeServer((name, event) => runtime.invoke(name, event));
  stops.add(() => closeServer(lambda.server));
  return { runtime, lambdaEndpoint: lambda.endpoint };
}

/** Step 3: the local Cognito and its pool; tokens name the edge's /cognito path as issuer. */
export async function startUserDirectory(
  settings: { dataDir: string; publicOrigin: string; lambdaEndpoint: string; clockFile?: string },
  stops: Stops,
) {
  // Stable across restarts, whatever port the local Cognito gets.
  const issuerDomain = `${settings.publicOrigin}/cognito`;
  const mailbox = mailboxFile(settings.dataDir);
  const cognito = await startCognitoLocal({
    dir: join(settings.dataDir, 'cognito'),
    port: await freePort(),
    lambdaEndpoint: settings.lambdaEndpoint,
    issuerDomain,
    mailboxFile: mailbox,
    ...(settings.clockFile ? { clockFile: settings.clockFile } : {}),
  });
  stops.add(() => stopChild(cognito.process));
  const pool = await ensureUserPool(cognito.endpoint);
  const verifier = {
    issuer: `${issuerDomain}/${pool.userPoolId}`,
    audience: pool.userPoolClientId,
    jwksUri: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
  };
  return { cognito, pool, mailbox, verifier };
}

/** Each function's policy and environment, as CDK synthesizes them for these resources. */
export async function synthesizeLocalFunctions(
  options: LocalCloudOptions,
  pool: LocalPool,
  originVerifySecret: string,
  pipeline: PreparedPipeline,
) {
  return synthesizeFunctions(
    {
      region: LOCAL_REGION,
      account: LOCAL_ACCOUNT,
      tableName: DEFAULT_TABLE_NAME,
      documentsBucket: BUCKETS.documents,
      mediaBucket: BUCKETS.media,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      originVerifySecret,
      ...pipeline.resources,
    },
    {
      ...(options.routes ? { routes: options.routes } : {}),
      ...(options.triggerPermissions ? { triggerPermissions: options.triggerPermissions } : {}),
      ...(options.pipelineFunctions ? { pipelineFunctions: options.pipelineFunctions } : {}),
      context: {
        requireAdminMfa: options.requireAdminMfa ?? false,
        ...pipeline.context,
        ...options.context,
      },
    },
  );
}

/** Step 4: the IAM gates in front of the stand-ins, judging each call by the caller's synthesized policy. */
export async function startGates(
  functions: Awaited<ReturnType<typeof synthesizeFunctions>>,
  upstreams: { dynamodb: string; s3: string; cognito: string },
  stops: Stops,
  /** Where the S3 gate keeps multipart uploads, and how it gives s3rver's objects their ETag. */
  multipart: S3GateSettings['multipart'],
  dynamoMeter?: DynamoMeter,
) {
  const principals = new Principals(functions.values(), LOCAL_CREDENTIALS, LOCAL_ACCOUNT);
  // Distinct decisions with their counts: a long `npm start` repeats the same few.
  const checks = new Map<string, CheckedCall & { count: number }>();
  principals.onCheck((call) => {
    const key = `${call.principal} ${call.action} ${call.resource} ${call.decision}`;
    const seen = checks.get(key);
    if (seen) seen.count += 1;
    else checks.set(key, { ...call, count: 1 });
    if (call.decision !== 'allowed')
      console.error(`[iam] refused ${call.principal}: ${call.action} on ${call.resource}`);
  });
  const settings = { principals, region: LOCAL_REGION, account: LOCAL_ACCOUNT };
  const [dynamodb, s3, cognito] = await Promise.all([
    startDynamoDbGate({
      ...settings,
      upstream: upstreams.dynamodb,
      ...(dynamoMeter ? { meter: dynamoMeter } : {}),
    }),
    startS3Gate({
      ...settings,
      upstream: upstreams.s3,
      operatorAccessKeyId: LOCAL_CREDENTIALS.accessKeyId,
      multipart,
    }),
    startCognitoGate({ ...settings, upstream: upstreams.cognito }),
  ]);
  stops.add(
    () => closeServer(dynamodb.server),
    () => closeServer(s3.server),
    () => closeServer(cognito.server),
  );
  return {
    principals,
    checks,
    endpoints: { dynamodb: dynamodb.endpoint, s3: s3.endpoint, cognito: cognito.endpoint },
  };
}

/** Step 5: each function's environment as the Lambda runtime would give it, defined in the runtime. */
export function defineFunctions(
  runtime: LocalLambdaRuntime,
  functions: Awaited<ReturnType<typeof synthesizeFunctions>>,
  gates: Awaited<ReturnType<typeof startGates>>,
  verifier: { issuer: string; jwksUri: string },
  firstAdmin: LocalCloudOptions['firstAdmin'],
  /** The notification pipeline's stand-ins, and the site e-mails link to. */
  pipeline: { prepared: PreparedPipeline; publicOrigin: string },
) {
  const environments = new Map<string, Record<string, string>>();
  for (const fn of functions.values()) {
    const credentials = gates.principals.forFunction(fn.name);
    environments.set(fn.name, {
      ...fn.environment,
      // What the Lambda runtime sets: the region, the function's name and its role's credentials.
      AWS_REGION: LOCAL_REGION,
      AWS_LAMBDA_FUNCTION_NAME: fn.name,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      // Local only: the gates stand where the AWS endpoints are, and the issuer is the edge's.
      DYNAMODB_ENDPOINT: gates.endpoints.dynamodb,
      S3_ENDPOINT: gates.endpoints.s3,
      COGNITO_ENDPOINT: gates.endpoints.cognito,
      JWT_ISSUER: verifier.issuer,
      JWKS_URI: verifier.jwksUri,
      ...pipelineEnvironment(pipeline.prepared, fn, pipeline.publicOrigin),
      // One machine: the first signed-in caller may become admin (SPEC §2), unless asked to act as deployed.
      ...(firstAdmin === 'as-deployed' ? {} : { [BOOTSTRAP_ADMIN_MODE_VARIABLE]: FIRST_SIGNED_IN_MODE }),
    });
  }
  runtime.define(
    [...functions.values()].map((fn) => ({
      name: fn.name,
      handlerModule: fn.handlerModule,
      environment: environments.get(fn.name) ?? {},
    })),
  );
  return environments;
}

/** Step 6: as CDK's site deployment does, the page documents the page functions read. */
export async function publishPageDocuments(s3Client: S3Client, webDir: string) {
  for (const [document, key] of [
    [SESSION_DOCUMENT, SHELL_KEY],
    [CATALOGUE_DOCUMENT, CATALOGUE_SHELL_KEY],
  ] as const) {
    const shellFile = join(webDir, document);
    if (!existsSync(shellFile)) continue;
    await s3Client.send(
      new PutObjectCommand({
        Bucket: BUCKETS.media,
        Key: key,
        Body: readFileSync(shellFile),
        ContentType: 'text/html; charset=utf-8',
      }),
    );
  }
}

/** The edge's /media reads: the media bucket, as CloudFront's origin access reads it. */
export function mediaReader(s3Client: S3Client) {
  return async (key: string) => {
    try {
      const object = await s3Client.send(new GetObjectCommand({ Bucket: BUCKETS.media, Key: key }));
      if (!object.Body) return null;
      return {
        body: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? 'application/octet-stream',
        ...(object.CacheControl ? { cacheControl: object.CacheControl } : {}),
      };
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  };
}
