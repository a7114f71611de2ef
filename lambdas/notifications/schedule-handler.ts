/**
 * `notify-schedule`: EventBridge Scheduler's runs (infra/definitions/notifications.ts). A digest run
 * queues one job per person marked as having something waiting, all with the run's cut, so that a
 * run retried by the scheduler queues the same jobs (each does its cut once).
 */
import { logger } from '../lib/observability';
import { pendingDigestUsers } from './digests';
import { SCHEDULED_RUNS, type ScheduledRun } from './jobs';
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
  const frequency = event.run === 'daily-digest' ? 'daily' : 'weekly';
  const users = await pendingDigestUsers(frequency);
  await enqueueJobs(users.map((userId) => ({ type: 'digest', userId, frequency, cut })));
  logger.info('Digests queued', { run: event.run, cut, queued: users.length });
  return { queued: users.length };
}
