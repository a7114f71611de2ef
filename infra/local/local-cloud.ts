import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/lib/origin-verify';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import type { PipelineFunction, PipelineFunctionName, RouteDefinition } from '../../lambdas/routes';
import { BUCKETS } from '../definitions/storage';
import type { LocalPool } from './cognito';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb';
import { createEdge } from './edge';
import { createApiEndpoint } from './execute-api';
import { closeServer } from './iam/gate-http';
import type { DynamoMeter } from './iam/dynamodb-gate';
import type { CheckedCall } from './iam/principals';
import type { SynthesisOptions } from './iam/synthesized-functions';
import { ensureJava } from './java';
import {
  defineFunctions,
  listen,
  mediaReader,
  publishPageDocuments,
  startFunctionRuntime,
  startGates,
  startStores,
  startUserDirectory,
  Stops,
  synthesizeLocalFunctions,
} from './local-cloud-steps';
import { preparePipeline, startPipeline, type LocalPipeline } from './local-pipeline';
import { freePort } from './ports';

export type { LocalPipeline } from './local-pipeline';

export interface LocalCloudOptions {
  /** The benchmark's DynamoDB meter, at the gate every function's call crosses (see DynamoMeter). */
  dynamoMeter?: DynamoMeter;
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
  /** This process's settings to act as the operator (adoptOperatorEnvironment). */
  operatorEnvironment: OperatorEnvironment;
  /** A function's whole environment, credentials included (the bench runs bundles with it). */
  functionEnvironment: (name: string) => Readonly<Record<string, string>>;
  /** Each function's output of this run, line by line as CloudWatch Logs would keep it: `{logsDir}/{function}.log`. */
  logsDir: string;
  /** The e-mails Cognito and SES would have sent (mailbox.ts), also at /_local/mail. */
  mailboxFile: string;
  /** The distinct IAM decisions the gates took since start, with how often, for reports and tests. */
  iamChecks: () => readonly (CheckedCall & { count: number })[];
  /** The notification pipeline: stream mapping, queues, SES, schedules (local-pipeline.ts). */
  pipeline: LocalPipeline;
  stop: () => Promise<void>;
}

/**
 * What this process needs to act as the operator (demo content, tests, scripts calling repositories
 * in-process): the stand-ins directly, with every right; S3 through its gate, whose address is the one
 * presigned URLs carry. The cloud never sets it itself: each entry point adopts it, once, explicitly.
 */
export type OperatorEnvironment = Readonly<Record<string, string>>;

/** Points this process's AWS SDK clients and settings at a local cloud (its operator environment). */
export function adoptOperatorEnvironment(cloud: Pick<LocalCloud, 'operatorEnvironment'>): void {
  Object.assign(process.env, cloud.operatorEnvironment);
}

/**
 * The whole platform on this machine: DynamoDB Local, s3rver and the local Cognito behind gates that
 * check what AWS checks, the functions (each in a worker thread of its own) and the edge, all
 * provisioned from the definitions and the synthesized templates CDK uses. It changes nothing of this
 * process's environment: callers that act as the operator adopt `operatorEnvironment` themselves.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  // Entry points check earlier (and may offer to install); this covers any other caller, at no cost once checked.
  await ensureJava();
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  const publicOrigin = `http://localhost:${options.port}`;
  const logsDir = join(dataDir, 'logs');
  const stops = new Stops();
  const stop = () => stops.run();

  try {
    const { dynamodb, s3 } = await startStores(dataDir, stops);
    const { runtime, lambdaEndpoint } = await startFunctionRuntime(
      logsDir,
      options.quietFunctionLogs ?? false,
      stops,
    );
    const { cognito, pool, mailbox, verifier } = await startUserDirectory(
      {
        dataDir,
        publicOrigin,
        lambdaEndpoint,
        ...(options.cognitoClockFile ? { clockFile: options.cognitoClockFile } : {}),
      },
      stops,
    );
    // CloudFront's origin header: on AWS a generated secret, here one drawn per start.
    const originVerifySecret = randomBytes(32).toString('base64url');
    const prepared = await preparePipeline(dataDir);
    const functions = await synthesizeLocalFunctions(options, pool, originVerifySecret, prepared);
    const gates = await startGates(
      functions,
      { dynamodb: dynamodb.endpoint, s3: s3.endpoint, cognito: cognito.endpoint },
      stops,
      { dir: join(dataDir, 's3-multipart'), setStoredEtag: s3.setStoredEtag },
      options.dynamoMeter,
    );
    const environments = defineFunctions(runtime, functions, gates, verifier, options.firstAdmin, {
      prepared,
      publicOrigin,
    });
    const pipeline = await startPipeline(
      {
        prepared,
        dataDir,
        dynamodbEndpoint: dynamodb.endpoint,
        mailboxFile: mailbox,
        principals: gates.principals,
        functions,
        invoke: (name, event) => runtime.invoke(name, event),
        ...(options.sesMaxSendRate !== undefined ? { sesMaxSendRate: options.sesMaxSendRate } : {}),
      },
      stops,
    );

    const s3Client = new S3Client({
      endpoint: s3.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    stops.add(() => Promise.resolve(s3Client.destroy()));
    await publishPageDocuments(s3Client, options.webDir);

    let ready = !options.holdUntilReady;
    const invoke = (name: string, event: unknown) => runtime.invoke(name, event);
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
      runSchedule: (name) => pipeline.scheduler.runNow(name),
      s3PublicEndpoint: gates.endpoints.s3,
      invoke,
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecret },
      verifier,
      getMedia: mediaReader(s3Client),
    });
    await listen(edge, options.port, host);
    stops.add(() => closeServer(edge));
    const apiEndpoint = createApiEndpoint({ invoke, verifier });
    const apiPort = await freePort();
    await listen(apiEndpoint, apiPort, host);
    stops.add(() => closeServer(apiEndpoint));

    return {
      markReady: () => {
        ready = true;
      },
      url: publicOrigin,
      apiUrl: `http://${host.includes(':') ? `[${host}]` : host}:${apiPort}`,
      pool,
      endpoints: { dynamodb: dynamodb.endpoint, s3: gates.endpoints.s3, cognito: cognito.endpoint },
      gates: gates.endpoints,
      operatorEnvironment: {
        AWS_REGION: LOCAL_REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        TABLE_NAME: DEFAULT_TABLE_NAME,
        DYNAMODB_ENDPOINT: dynamodb.endpoint,
        S3_ENDPOINT: gates.endpoints.s3,
        DOCUMENTS_BUCKET: BUCKETS.documents,
        MEDIA_BUCKET: BUCKETS.media,
        COGNITO_ENDPOINT: cognito.endpoint,
        USER_POOL_ID: pool.userPoolId,
        USER_POOL_CLIENT_ID: pool.userPoolClientId,
        JWT_ISSUER: verifier.issuer,
        JWKS_URI: verifier.jwksUri,
      },
      functionEnvironment: (name) => {
        const environment = environments.get(name);
        if (!environment) throw new Error(`No local function ${name}`);
        return environment;
      },
      logsDir,
      mailboxFile: mailbox,
      iamChecks: () => [...gates.checks.values()],
      pipeline,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
