/**
 * `notify-schedule`: EventBridge Scheduler's runs (infra/definitions/notifications.ts). A digest run
 * queues one job per person marked as having something waiting, all with the run's cut, so that a
 * run retried by the scheduler queues the same jobs (each does its cut once). The morning's
 * download summaries queue one job per shard of the day before's tallies; each job pages on.
 */
import { nextDay, previousDay } from '@common/notifications';
import { FAN_OUT_SHARDS } from '../lib/keys';
import { logger } from '../lib/observability';
import { pendingDigestUsers } from './digests';
import { SCHEDULED_RUNS, type Job, type ScheduledRun } from './jobs';
import { enqueueJobs } from './queues';

export interface ScheduledEvent {
  run: ScheduledRun;
  /** The run's time (the scheduler's <aws.scheduler.scheduled-time>); now when absent. */
  at?: string;
}

export async function handler(event: ScheduledEvent): Promise<{ queued: number }> {
  if (!(SCHEDULED_RUNS as readonly string[]).includes(event.run))
    throw new Error(`Unknown run ${String(event.run)}`);
  const cut =
    event.at && !Number.isNaN(Date.parse(event.at))
      ? new Date(event.at).toISOString()
      : new Date().toISOString();
  if (event.run === 'daily-downloads') {
    // The day before the run's: a retried run summarizes the same day, and its notifications' keys exist.
    const day = previousDay(new Date(cut));
    const jobs: Job[] = Array.from({ length: FAN_OUT_SHARDS }, (_, shard) => ({
      type: 'downloads-summary',
      day,
      shard,
    }));
    await enqueueJobs(jobs);
    logger.info('Download summaries queued', { run: event.run, day, queued: jobs.length });
    return { queued: jobs.length };
  }
  if (event.run === 'session-reminders') {
    // The day after the run's: a retried run reminds of the same sessions, under the same keys.
    const day = nextDay(new Date(cut));
    await enqueueJobs([{ type: 'session-reminders', day, at: cut }]);
    logger.info('Session reminders queued', { run: event.run, day });
    return { queued: 1 };
  }
  const frequency = event.run === 'daily-digest' ? 'daily' : 'weekly';
  const users = await pendingDigestUsers(frequency);
  await enqueueJobs(users.map((userId) => ({ type: 'digest', userId, frequency, cut })));
  logger.info('Digests queued', { run: event.run, cut, queued: users.length });
  return { queued: users.length };
}
