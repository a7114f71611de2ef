/**
 * How the notification pipeline runs (docs/architecture.md, "Events, messages and schedules"): its
 * queues, the event source mappings that feed its functions, its schedules and Amazon SES's sending
 * rate. CDK builds the pipeline from these (infra/lib/stacks/notifications-stack.ts); the local cloud
 * reads the same settings back from the synthesized templates and plays each part by them.
 */

import type { ScheduledRun } from '../../lambdas/notifications/jobs';

/** The table's stream feeds `notify-stream`, which turns changes into jobs for `notify-jobs`. */
export const STREAM_SOURCE = {
  /** Records per invocation, and how long Lambda waits to fill a batch. */
  batchSize: 100,
  maxBatchingWindowSeconds: 2,
  /** A failing batch is retried this many times (split in two each time), then its records go to the failure queue. */
  retryAttempts: 10,
  bisectBatchOnError: true,
  /** From the oldest record the stream holds (24 hours): nothing written at deploy time is missed. */
  startingPosition: 'TRIM_HORIZON',
} as const;

/**
 * The queues. A message a function fails `maxReceiveCount` times moves to the queue's dead-letter
 * queue, where an alarm sees it. The visibility timeout is six times the consumer's timeout, as AWS
 * advises for a Lambda event source (a batch may wait for its turn while others run).
 */
export const QUEUES = {
  /** Fan-out pages, direct notifications and digests (`notify-jobs`). */
  jobs: { visibilityTimeoutSeconds: 360, maxReceiveCount: 5, batchSize: 5, maxConcurrency: 5 },
  /** One message per e-mail (`send-email`). Few consumers: SES's sending rate is the account's. */
  send: { visibilityTimeoutSeconds: 180, maxReceiveCount: 8, batchSize: 10, maxConcurrency: 2 },
} as const;

/** Messages wait at most this long in a queue (SQS's default is 4 days). */
export const QUEUE_RETENTION_DAYS = 4;
/** Dead-lettered messages are kept the longest SQS allows, for someone to look at them. */
export const DEAD_LETTER_RETENTION_DAYS = 14;

/**
 * When the schedules run (EventBridge Scheduler cron: minutes hours day-of-month month day-of-week
 * year, in `timezone`). Digests go out at 07:00 in Morocco (06:00 UTC, UTC+1); the day before's
 * download summaries are written half an hour earlier, so that the daily digest carries them. The
 * reminders of the next day's cohort sessions go out at 18:00 in Morocco.
 */
export const SCHEDULES = {
  'daily-downloads': { expression: 'cron(30 5 * * ? *)', run: 'daily-downloads' },
  'daily-digest': { expression: 'cron(0 6 * * ? *)', run: 'daily-digest' },
  'weekly-digest': { expression: 'cron(0 6 ? * MON *)', run: 'weekly-digest' },
  // The day before a cohort's session, at 18:00 in Morocco: the evening before, not at night.
  'session-reminders': { expression: 'cron(0 17 * * ? *)', run: 'session-reminders' },
} as const satisfies Record<string, { expression: string; run: ScheduledRun }>;
export const SCHEDULE_TIMEZONE = 'UTC';

export type ScheduleName = keyof typeof SCHEDULES;

/**
 * Amazon SES's maximum sending rate of the account (e-mails per second): 14 for a new account out of
 * the sandbox, 1 in the sandbox; ask AWS for more and deploy with `-c sesMaxSendRate=`. The sender
 * paces itself to its share of it; what SES still throttles goes back to the queue and is retried.
 */
export const DEFAULT_SES_MAX_SEND_RATE = 14;

/** The identity the local cloud's SES stand-in has verified (the CDK context sesIdentity it synthesizes with). */
export const LOCAL_SES_IDENTITY = 'no-reply@tremplin.test';
