import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/lib/origin-verify';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { PIPELINE_VARIABLES } from '../../lambdas/notifications/settings';
import type { PipelineFunction, PipelineFunctionName, RouteDefinition } from '../../lambdas/routes';
import {
  DEFAULT_SES_MAX_SEND_RATE,
  LOCAL_SES_IDENTITY,
  QUEUES,
  SCHEDULES,
  STREAM_SOURCE,
} from '../definitions/notifications';
import { BOOTSTRAP_ADMIN_MODE_VARIABLE, FIRST_SIGNED_IN_MODE } from '../../lambdas/users/first-admin-setting';
import { HANDLER_RUNTIME } from '../definitions/bundling';
import { BUCKETS, CATALOGUE_SHELL_KEY, SHELL_KEY } from '../definitions/storage';
import { CATALOGUE_DOCUMENT, SESSION_DOCUMENT } from '../../common/app-documents';
import { LAMBDAS_DIR } from '../lib/paths';
import { ensureUserPool, startCognitoLocal, type LocalPool } from './cognito';
import { ensureTable, LOCAL_ACCOUNT, LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from './dynamodb';
import { createEdge } from './edge';
import { createApiEndpoint } from './execute-api';
import { startCognitoGate } from './iam/cognito-gate';
import { startDynamoDbGate } from './iam/dynamodb-gate';
import { closeServer } from './iam/gate-http';
import { Principals, type CheckedCall } from './iam/principals';
import { startS3Gate } from './iam/s3-gate';
import { synthesizeFunctions, type SynthesisOptions } from './iam/synthesized-functions';
import { ensureJava } from './java';
import { startLambdaInvokeServer } from './lambda-invoke';
import { FunctionLogs } from './lambda/function-logs';
import { LocalLambdaRuntime } from './lambda/runtime';
import { mailboxFile } from './mailbox';
import { freePort } from './ports';
import { startS3rver } from './s3';
import { startStreamMapping, type StreamMapping } from './dynamodb-stream';
import { startLocalScheduler, type LocalScheduler } from './scheduler';
import { startLocalSes, type LocalSes } from './ses';
import { startLocalSqs, type LocalSqs } from './sqs';

/** The local SQS's queues, by the names the pipeline's grants and the stack give them. */
const LOCAL_QUEUES = {
  jobs: 'tremplin-notification-jobs',
  send: 'tremplin-email-send',
  'stream-failures': 'tremplin-stream-failures',
  'jobs-dead-letters': 'tremplin-notification-jobs-dead-letters',
  'send-dead-letters': 'tremplin-email-send-dead-letters',
} as const;
const LOCAL_CONFIGURATION_SET = 'tremplin-email';

export interface LocalCloudOptions {
  dataDir: string;
  port: number;
  host?: string;
  webDir: string;
  /**
   * /config.json (what the app, Playwright and scripts wait for) answers 503 until markReady():
   * the start script holds it while it loads the demo content.
   */
  holdUntilReady?: boolean;
  /**
   * The route table the functions' IAM policies are synthesized from (default: lambdas/routes.ts).
   * Tests pass one with a grant removed to show the call it covered is then refused.
   */
  routes?: readonly RouteDefinition[];
  /** The Cognito triggers' permissions, likewise (default: TRIGGER_PERMISSIONS in lambdas/routes.ts). */
  triggerPermissions?: SynthesisOptions['triggerPermissions'];
  /** CDK context added to cdk.json's for the synthesis, as `cdk deploy -c key=value` gives it (e.g. adminEmail). */
  context?: Readonly<Record<string, unknown>>;
  /**
   * Who may become the first admin. 'first-signed-in' (default, `npm start`): the spec's rule, set
   * through BOOTSTRAP_ADMIN_MODE, which CDK never sets. 'as-deployed': that variable is left out, so the
   * functions follow the deployed rule (context adminEmail), as on AWS.
   */
  firstAdmin?: 'first-signed-in' | 'as-deployed';
  /**
   * Whether admin actions need two-factor sign-in on the admin's account, as CDK's context
   * requireAdminMfa sets it (on by default on AWS). Off by default here, so the demo admin works at
   * once (`REQUIRE_ADMIN_MFA=1 npm start` turns it on); a `requireAdminMfa` in `context` wins.
   */
  requireAdminMfa?: boolean;
  /** Print only the functions' warnings and errors (their whole output is still kept in {dataDir}/logs). */
  quietFunctionLogs?: boolean;
  /**
   * Tests only: a file whose number (milliseconds) moves the local Cognito's clock ahead, so that code
   * expiry and lockouts are shown without waiting (infra/local/cognito-clock.ts). `npm start` never sets it.
   */
  cognitoClockFile?: string;
  /** The notification pipeline's functions (default: lambdas/routes.ts); tests remove a grant. */
  pipelineFunctions?: Readonly<Record<PipelineFunctionName, PipelineFunction>>;
  /**
   * The account's SES sending rate as the local SES enforces it (default: what the functions are
   * told, context sesMaxSendRate). Tests set it lower to see throttled e-mails retried.
   */
  sesMaxSendRate?: number;
}

/** The notification pipeline's local parts: the stream's mapping, the queues, SES and the schedules. */
export interface LocalPipeline {
  sqs: LocalSqs;
  ses: LocalSes;
  stream: StreamMapping;
  scheduler: LocalScheduler;
  /** Delivers an event to a pipeline function as its event source would (tests: a batch delivered twice). */
  invoke: (functionName: PipelineFunctionName, event: unknown) => Promise<unknown>;
  /** Waits until the stream has nothing new and the queues are empty (a throttled e-mail included). */
  settled: (timeoutMs?: number) => Promise<void>;
  queueNames: typeof LOCAL_QUEUES;
}

export interface LocalCloud {
  /** Opens /config.json once the data is in place (see holdUntilReady). */
  markReady: () => void;
  url: string;
  /**
   * The API's own address (execute-api on AWS): the functions without the edge in front, so without
   * the x-origin-verify header the edge adds, as a caller who skips CloudFront reaches them.
   */
  apiUrl: string;
  pool: LocalPool;
  /**
   * DynamoDB Local and cognito-local themselves (operator access, as an administrator has), and S3
   * as browsers and functions reach it: through its gate, which checks signatures and policies.
   */
  endpoints: { dynamodb: string; s3: string; cognito: string };
  /** The gates in front of the stand-ins, which the functions' SDK clients call. */
  gates: { dynamodb: string; s3: string; cognito: string };
  /** A function's whole environment, credentials included (the bench runs bundles with it). */
  functionEnvironment: (name: string) => Readonly<Record<string, string>>;
  /** Each function's output of this run, line by line as CloudWatch Logs would keep it: `{logsDir}/{function}.log`. */
  logsDir: string;
  /** The e-mails Cognito would have sent (mailbox.ts), also at /_local/mail. */
  mailboxFile: string;
  /** The distinct IAM decisions the gates took since start, with how often, for reports and tests. */
  iamChecks: () => readonly (CheckedCall & { count: number })[];
  pipeline: LocalPipeline;
  stop: () => Promise<void>;
}

/** The key that signs unsubscribe links: kept in the data folder, so that links e-mailed before a restart still work. */
function linkSecretOf(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'unsubscribe-links');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('base64url');
  mkdirSync(join(dataDir, 'secrets'), { recursive: true });
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

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

/**
 * The whole platform on this machine: DynamoDB Local, s3rver and cognito-local behind gates that
 * check what AWS checks, the functions (each in a worker thread of its own) and the edge, all
 * provisioned from the definitions and the synthesized templates CDK uses.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  // Entry points check earlier (and may offer to install); this covers any other caller, at no cost once checked.
  await ensureJava();
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  const publicOrigin = `http://localhost:${options.port}`;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error: unknown) => console.error(error));
    stops.length = 0;
  };

  try {
    const [dynamoPort, s3Port, cognitoPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const [dynamodb, s3] = await Promise.all([
      startDynamoDbLocal(join(dataDir, 'dynamodb'), dynamoPort),
      startS3rver(join(dataDir, 's3'), s3Port),
    ]);
    stops.push(() => stopChild(dynamodb.process), s3.close);
    await ensureTable(dynamodb.endpoint, DEFAULT_TABLE_NAME);

    // cognito-local needs the Lambda endpoint from its start; the functions are defined once the pool exists.
    const logsDir = join(dataDir, 'logs');
    const runtime = new LocalLambdaRuntime({
      lambdasDir: LAMBDAS_DIR,
      memoryMb: HANDLER_RUNTIME.memoryMb,
      timeoutSeconds: HANDLER_RUNTIME.timeoutSeconds,
      logs: new FunctionLogs({ dir: logsDir, quiet: options.quietFunctionLogs ?? false }),
    });
    stops.push(() => runtime.stop());
    const lambda = await startLambdaInvokeServer((name, event) => runtime.invoke(name, event));
    stops.push(() => closeServer(lambda.server));

    // Tokens name the edge's /cognito path as issuer: stable across restarts, whatever port cognito-local gets.
    const issuerDomain = `${publicOrigin}/cognito`;
    const mailbox = mailboxFile(dataDir);
    const cognito = await startCognitoLocal({
      dir: join(dataDir, 'cognito'),
      port: cognitoPort,
      lambdaEndpoint: lambda.endpoint,
      issuerDomain,
      mailboxFile: mailbox,
      ...(options.cognitoClockFile ? { clockFile: options.cognitoClockFile } : {}),
    });
    stops.push(() => stopChild(cognito.process));
    const pool = await ensureUserPool(cognito.endpoint);
    const jwtIssuer = `${issuerDomain}/${pool.userPoolId}`;
    const jwksUri = `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`;

    // CloudFront's origin header: on AWS a generated secret, here one drawn per start.
    const originVerifySecret = randomBytes(32).toString('base64url');
    // SQS's address is in the queues' URLs, which the templates resolve to: its port is chosen first.
    const sqsPort = await freePort();
    const sqsEndpoint = `http://127.0.0.1:${sqsPort}`;
    const queueOf = (name: string) => ({
      name,
      url: `${sqsEndpoint}/${LOCAL_ACCOUNT}/${name}`,
      arn: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${name}`,
    });
    const streamArn = `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${DEFAULT_TABLE_NAME}/stream/local`;
    // Each function's policy and environment, as CDK synthesizes them for these resources.
    const functions = await synthesizeFunctions(
      {
        region: LOCAL_REGION,
        account: LOCAL_ACCOUNT,
        tableName: DEFAULT_TABLE_NAME,
        documentsBucket: BUCKETS.documents,
        mediaBucket: BUCKETS.media,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        originVerifySecret,
        streamArn,
        queues: {
          jobs: queueOf(LOCAL_QUEUES.jobs),
          send: queueOf(LOCAL_QUEUES.send),
          'stream-failures': queueOf(LOCAL_QUEUES['stream-failures']),
          'jobs-dead-letters': queueOf(LOCAL_QUEUES['jobs-dead-letters']),
          'send-dead-letters': queueOf(LOCAL_QUEUES['send-dead-letters']),
        },
        configurationSet: LOCAL_CONFIGURATION_SET,
        linkSecret: linkSecretOf(dataDir),
      },
      {
        ...(options.routes ? { routes: options.routes } : {}),
        ...(options.triggerPermissions ? { triggerPermissions: options.triggerPermissions } : {}),
        ...(options.pipelineFunctions ? { pipelineFunctions: options.pipelineFunctions } : {}),
        // The local SES has this identity verified: the pipeline sends from it, as deployed with -c sesIdentity.
        context: {
          requireAdminMfa: options.requireAdminMfa ?? false,
          sesIdentity: LOCAL_SES_IDENTITY,
          ...options.context,
        },
      },
    );
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
    const gateSettings = { principals, region: LOCAL_REGION, account: LOCAL_ACCOUNT };
    const [dynamoGate, s3Gate, cognitoGate] = await Promise.all([
      startDynamoDbGate({ ...gateSettings, upstream: dynamodb.endpoint }),
      startS3Gate({
        ...gateSettings,
        upstream: s3.endpoint,
        operatorAccessKeyId: LOCAL_CREDENTIALS.accessKeyId,
      }),
      startCognitoGate({ ...gateSettings, upstream: cognito.endpoint }),
    ]);
    stops.push(
      () => closeServer(dynamoGate.server),
      () => closeServer(s3Gate.server),
      () => closeServer(cognitoGate.server),
    );

    const sesPort = await freePort();
    const environments = new Map<string, Record<string, string>>();
    for (const fn of functions.values()) {
      const credentials = principals.forFunction(fn.name);
      environments.set(fn.name, {
        ...fn.environment,
        // What the Lambda runtime sets: the region, the function's name and its role's credentials.
        AWS_REGION: LOCAL_REGION,
        AWS_LAMBDA_FUNCTION_NAME: fn.name,
        AWS_ACCESS_KEY_ID: credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        // Local only: the gates stand where the AWS endpoints are, and the issuer is the edge's.
        DYNAMODB_ENDPOINT: dynamoGate.endpoint,
        S3_ENDPOINT: s3Gate.endpoint,
        COGNITO_ENDPOINT: cognitoGate.endpoint,
        JWT_ISSUER: jwtIssuer,
        JWKS_URI: jwksUri,
        [PIPELINE_VARIABLES.sqsEndpoint]: sqsEndpoint,
        [PIPELINE_VARIABLES.sesEndpoint]: `http://127.0.0.1:${sesPort}`,
        // E-mails link to the edge (on AWS: the site's domain or CloudFront's).
        ...(PIPELINE_VARIABLES.siteUrl in fn.environment
          ? { [PIPELINE_VARIABLES.siteUrl]: publicOrigin }
          : {}),
        // One machine: the first signed-in caller may become admin (SPEC §2), unless asked to act as deployed.
        ...(options.firstAdmin === 'as-deployed'
          ? {}
          : { [BOOTSTRAP_ADMIN_MODE_VARIABLE]: FIRST_SIGNED_IN_MODE }),
      });
    }
    runtime.define(
      [...functions.values()].map((fn) => ({
        name: fn.name,
        handlerModule: fn.handlerModule,
        environment: environments.get(fn.name) ?? {},
      })),
    );

    // The notification pipeline: the queues with their mappings, SES, the stream's mapping, the schedules.
    const invoke = (name: string, event: unknown) => runtime.invoke(name, event);
    const sqs = await startLocalSqs({
      port: sqsPort,
      principals,
      region: LOCAL_REGION,
      account: LOCAL_ACCOUNT,
      queues: [
        { name: LOCAL_QUEUES['jobs-dead-letters'], visibilityTimeoutSeconds: 30 },
        { name: LOCAL_QUEUES['send-dead-letters'], visibilityTimeoutSeconds: 30 },
        { name: LOCAL_QUEUES['stream-failures'], visibilityTimeoutSeconds: 30 },
        {
          name: LOCAL_QUEUES.jobs,
          visibilityTimeoutSeconds: QUEUES.jobs.visibilityTimeoutSeconds,
          deadLetter: {
            queue: LOCAL_QUEUES['jobs-dead-letters'],
            maxReceiveCount: QUEUES.jobs.maxReceiveCount,
          },
        },
        {
          name: LOCAL_QUEUES.send,
          visibilityTimeoutSeconds: QUEUES.send.visibilityTimeoutSeconds,
          deadLetter: {
            queue: LOCAL_QUEUES['send-dead-letters'],
            maxReceiveCount: QUEUES.send.maxReceiveCount,
          },
        },
      ],
      consumers: [
        {
          queue: LOCAL_QUEUES.jobs,
          functionName: 'notify-jobs',
          batchSize: QUEUES.jobs.batchSize,
          maxConcurrency: QUEUES.jobs.maxConcurrency,
        },
        {
          queue: LOCAL_QUEUES.send,
          functionName: 'send-email',
          batchSize: QUEUES.send.batchSize,
          maxConcurrency: QUEUES.send.maxConcurrency,
        },
      ],
      invoke,
    });
    stops.push(() => {
      sqs.stop();
      return closeServer(sqs.server);
    });
    const sesRate = Number(
      functions.get('send-email')?.environment[PIPELINE_VARIABLES.maxSendRate] ?? DEFAULT_SES_MAX_SEND_RATE,
    );
    const ses = await startLocalSes({
      port: sesPort,
      principals,
      region: LOCAL_REGION,
      account: LOCAL_ACCOUNT,
      identity: LOCAL_SES_IDENTITY,
      configurationSet: LOCAL_CONFIGURATION_SET,
      maxSendRate: options.sesMaxSendRate ?? sesRate,
      mailboxFile: mailbox,
    });
    stops.push(() => closeServer(ses.server));
    const stream = await startStreamMapping({
      dynamodbEndpoint: dynamodb.endpoint,
      credentials: LOCAL_CREDENTIALS,
      region: LOCAL_REGION,
      tableName: DEFAULT_TABLE_NAME,
      streamArn,
      functionName: 'notify-stream',
      batchSize: STREAM_SOURCE.batchSize,
      retryAttempts: STREAM_SOURCE.retryAttempts,
      principals,
      invoke,
      checkpointFile: join(dataDir, 'stream', 'checkpoint.json'),
      onFailure: (body) =>
        sqs.sendAs(principals.forFunction('notify-stream'), LOCAL_QUEUES['stream-failures'], body),
    });
    stops.push(() => Promise.resolve(stream.stop()));
    const scheduler = startLocalScheduler({
      schedules: Object.entries(SCHEDULES).map(([name, schedule]) => ({
        name,
        expression: schedule.expression,
        input: { run: schedule.run },
      })),
      invoke: (input, at) =>
        runtime.invoke('notify-schedule', { ...(input as object), at: at.toISOString() }),
    });
    stops.push(() => Promise.resolve(scheduler.stop()));
    const pipeline: LocalPipeline = {
      invoke,
      sqs,
      ses,
      stream,
      scheduler,
      queueNames: LOCAL_QUEUES,
      settled: async (timeoutMs = 30_000) => {
        const deadline = Date.now() + timeoutMs;
        let calm = 0;
        // Three looks in a row: a job's own writes reach the stream a moment after it ends.
        while (calm < 3) {
          if (Date.now() > deadline) throw new Error('The notification pipeline did not settle in time');
          await new Promise((resolve) => setTimeout(resolve, 150));
          calm = stream.idle() && sqs.idle() ? calm + 1 : 0;
        }
      },
    };

    // This process acts as the operator (demo content, tests, the edge's /media reads): the stand-ins
    // directly, with every right; S3 through its gate, whose address is the one presigned URLs carry.
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: DEFAULT_TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3Gate.endpoint,
      DOCUMENTS_BUCKET: BUCKETS.documents,
      MEDIA_BUCKET: BUCKETS.media,
      COGNITO_ENDPOINT: cognito.endpoint,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      JWT_ISSUER: jwtIssuer,
      JWKS_URI: jwksUri,
    });

    const s3Client = new S3Client({
      endpoint: s3.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    // As CDK's site deployment does: the page handlers read their documents from here.
    for (const [document, key] of [
      [SESSION_DOCUMENT, SHELL_KEY],
      [CATALOGUE_DOCUMENT, CATALOGUE_SHELL_KEY],
    ] as const) {
      const shellFile = join(options.webDir, document);
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
    let ready = !options.holdUntilReady;
    const edge = createEdge({
      isReady: () => ready,
      webDir: options.webDir,
      runtimeConfig: {
        region: LOCAL_REGION,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
      },
      cognitoEndpoint: cognito.endpoint,
      mailboxFile: mailbox,
      runSchedule: (name) => scheduler.runNow(name),
      s3PublicEndpoint: s3Gate.endpoint,
      invoke: (name, event) => runtime.invoke(name, event),
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecret },
      verifier: { issuer: jwtIssuer, audience: pool.userPoolClientId, jwksUri },
      getMedia: async (key) => {
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
      },
    });
    await new Promise<void>((done, fail) => {
      edge.once('error', fail);
      edge.listen(options.port, host, () => done());
    });
    stops.push(() => closeServer(edge));
    const apiEndpoint = createApiEndpoint({
      invoke: (name, event) => runtime.invoke(name, event),
      verifier: { issuer: jwtIssuer, audience: pool.userPoolClientId, jwksUri },
    });
    const apiPort = await freePort();
    await new Promise<void>((done, fail) => {
      apiEndpoint.once('error', fail);
      apiEndpoint.listen(apiPort, host, () => done());
    });
    stops.push(() => closeServer(apiEndpoint));
    stops.push(() => Promise.resolve(s3Client.destroy()));

    return {
      markReady: () => {
        ready = true;
      },
      url: publicOrigin,
      apiUrl: `http://${host.includes(':') ? `[${host}]` : host}:${apiPort}`,
      pool,
      endpoints: { dynamodb: dynamodb.endpoint, s3: s3Gate.endpoint, cognito: cognito.endpoint },
      gates: { dynamodb: dynamoGate.endpoint, s3: s3Gate.endpoint, cognito: cognitoGate.endpoint },
      functionEnvironment: (name) => {
        const environment = environments.get(name);
        if (!environment) throw new Error(`No local function ${name}`);
        return environment;
      },
      logsDir,
      mailboxFile: mailbox,
      iamChecks: () => [...checks.values()],
      pipeline,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
