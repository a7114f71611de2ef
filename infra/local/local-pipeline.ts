/**
 * The notification pipeline's part of the local cloud (local-cloud.ts): the queues with their event
 * source mappings, SES, the stream's mapping and the schedules, each playing its AWS part by the
 * settings CDK uses (infra/definitions/notifications.ts) and calling the functions through the same
 * runtime, with their own roles.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { PIPELINE_VARIABLES } from '../../lambdas/notifications/settings';
import type { PipelineFunctionName } from '../../lambdas/routes';
import {
  DEFAULT_SES_MAX_SEND_RATE,
  LOCAL_SES_IDENTITY,
  QUEUES,
  SCHEDULES,
  STREAM_SOURCE,
} from '../definitions/notifications';
import { LOCAL_ACCOUNT, LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb';
import { startStreamMapping, type StreamMapping } from './dynamodb-stream';
import { closeServer } from './iam/gate-http';
import type { Principals } from './iam/principals';
import type { SynthesizedFunction } from './iam/synthesized-functions';
import type { Stops } from './local-cloud-steps';
import { freePort } from './ports';
import { startLocalScheduler, type LocalScheduler } from './scheduler';
import { startLocalSes, type LocalSes } from './ses';
import { startLocalSqs, type LocalSqs } from './sqs';

/** The local SQS's queues, by the names the pipeline's grants and the stack give them. */
export const LOCAL_QUEUES = {
  jobs: 'tremplin-notification-jobs',
  send: 'tremplin-email-send',
  'stream-failures': 'tremplin-stream-failures',
  'jobs-dead-letters': 'tremplin-notification-jobs-dead-letters',
  'send-dead-letters': 'tremplin-email-send-dead-letters',
} as const;
export const LOCAL_CONFIGURATION_SET = 'tremplin-email';

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

/** The key that signs unsubscribe links: kept in the data folder, so that links e-mailed before a restart still work. */
function linkSecretOf(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'unsubscribe-links');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('base64url');
  mkdirSync(join(dataDir, 'secrets'), { recursive: true });
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/**
 * Before the synthesis: the addresses and names the templates resolve to (the queues' URLs name the
 * local SQS's port, chosen here), the stream's ARN, the link key.
 */
export async function preparePipeline(dataDir: string) {
  const [sqsPort, sesPort] = await Promise.all([freePort(), freePort()]);
  const sqsEndpoint = `http://127.0.0.1:${sqsPort}`;
  const queueOf = (name: string) => ({
    name,
    url: `${sqsEndpoint}/${LOCAL_ACCOUNT}/${name}`,
    arn: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${name}`,
  });
  return {
    sqsPort,
    sesPort,
    endpoints: { sqs: sqsEndpoint, ses: `http://127.0.0.1:${sesPort}` },
    resources: {
      streamArn: `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${DEFAULT_TABLE_NAME}/stream/local`,
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
    /** The local SES has this identity verified: the pipeline sends from it, as deployed with -c sesIdentity. */
    context: { sesIdentity: LOCAL_SES_IDENTITY },
  };
}

export type PreparedPipeline = Awaited<ReturnType<typeof preparePipeline>>;

/** The variables the pipeline's functions get locally on top of CDK's: the stand-ins' addresses, the site's. */
export function pipelineEnvironment(
  prepared: PreparedPipeline,
  fn: SynthesizedFunction,
  publicOrigin: string,
): Record<string, string> {
  return {
    [PIPELINE_VARIABLES.sqsEndpoint]: prepared.endpoints.sqs,
    [PIPELINE_VARIABLES.sesEndpoint]: prepared.endpoints.ses,
    // E-mails link to the edge (on AWS: the site's domain or CloudFront's).
    ...(PIPELINE_VARIABLES.siteUrl in fn.environment ? { [PIPELINE_VARIABLES.siteUrl]: publicOrigin } : {}),
  };
}

/** After the functions are defined: the queues and their mappings, SES, the stream's mapping, the schedules. */
export async function startPipeline(
  settings: {
    prepared: PreparedPipeline;
    dataDir: string;
    dynamodbEndpoint: string;
    mailboxFile: string;
    principals: Principals;
    functions: ReadonlyMap<string, SynthesizedFunction>;
    invoke: (name: string, event: unknown) => Promise<unknown>;
    /** The account's SES sending rate as the local SES enforces it (default: what the functions are told). */
    sesMaxSendRate?: number;
  },
  stops: Stops,
): Promise<LocalPipeline> {
  const { prepared, principals, invoke } = settings;
  const sqs = await startLocalSqs({
    port: prepared.sqsPort,
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
  stops.add(() => {
    sqs.stop();
    return closeServer(sqs.server);
  });
  const toldRate = Number(
    settings.functions.get('send-email')?.environment[PIPELINE_VARIABLES.maxSendRate] ??
      DEFAULT_SES_MAX_SEND_RATE,
  );
  const ses = await startLocalSes({
    port: prepared.sesPort,
    principals,
    region: LOCAL_REGION,
    account: LOCAL_ACCOUNT,
    identity: LOCAL_SES_IDENTITY,
    configurationSet: LOCAL_CONFIGURATION_SET,
    maxSendRate: settings.sesMaxSendRate ?? toldRate,
    mailboxFile: settings.mailboxFile,
  });
  stops.add(() => closeServer(ses.server));
  const stream = await startStreamMapping({
    dynamodbEndpoint: settings.dynamodbEndpoint,
    credentials: LOCAL_CREDENTIALS,
    region: LOCAL_REGION,
    tableName: DEFAULT_TABLE_NAME,
    streamArn: prepared.resources.streamArn,
    functionName: 'notify-stream',
    batchSize: STREAM_SOURCE.batchSize,
    retryAttempts: STREAM_SOURCE.retryAttempts,
    principals,
    invoke,
    checkpointFile: join(settings.dataDir, 'stream', 'checkpoint.json'),
    onFailure: (body) =>
      sqs.sendAs(principals.forFunction('notify-stream'), LOCAL_QUEUES['stream-failures'], body),
  });
  stops.add(() => Promise.resolve(stream.stop()));
  const scheduler = startLocalScheduler({
    schedules: Object.entries(SCHEDULES).map(([name, schedule]) => ({
      name,
      expression: schedule.expression,
      input: { run: schedule.run },
    })),
    invoke: (input, at) => invoke('notify-schedule', { ...(input as object), at: at.toISOString() }),
  });
  stops.add(() => Promise.resolve(scheduler.stop()));
  return {
    invoke,
    sqs,
    ses,
    stream,
    scheduler,
    queueNames: LOCAL_QUEUES,
    settled: async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      let calm = 0;
      // The stream counts as read only by reads begun after the last write we know of: this call
      // (the caller's writes are done), or a queue still busy (a job's own writes).
      let since = stream.mark();
      // Three looks in a row: a job's own writes reach the stream a moment after it ends.
      while (calm < 3) {
        if (Date.now() > deadline) throw new Error('The notification pipeline did not settle in time');
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (!sqs.idle()) since = stream.mark();
        calm = stream.idle(since) && sqs.idle() ? calm + 1 : 0;
      }
    },
  };
}
