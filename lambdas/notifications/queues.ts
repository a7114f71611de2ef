/** Putting messages on the pipeline's queues: SendMessageBatch, ten at a time, what SQS refused again. */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../lib/clients';
import { drainUnprocessed } from '../lib/retry';
import type { Job } from './jobs';
import type { EmailMessage } from './email-message';
import { pipelineEnv } from './settings';

/** SQS takes at most ten messages per SendMessageBatch. */
const BATCH = 10;

async function sendAll(queueUrl: string, bodies: readonly string[]): Promise<void> {
  for (let start = 0; start < bodies.length; start += BATCH) {
    const entries = bodies.slice(start, start + BATCH).map((body, i) => ({ Id: `m${i}`, MessageBody: body }));
    await drainUnprocessed(
      entries,
      async (pending) => {
        const result = await sqs().send(
          new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [...pending] }),
        );
        const failed = new Set((result.Failed ?? []).map((entry) => entry.Id));
        // A sender's fault (a message too large, say) will not pass on a second try.
        const fault = (result.Failed ?? []).find((entry) => entry.SenderFault);
        if (fault) throw new Error(`SQS refused a message: ${fault.Code ?? ''} ${fault.Message ?? ''}`);
        return pending.filter((entry) => failed.has(entry.Id));
      },
      'SendMessageBatch',
    );
  }
}

export function enqueueJobs(jobs: readonly Job[]): Promise<void> {
  return sendAll(
    pipelineEnv.jobsQueueUrl(),
    jobs.map((job) => JSON.stringify(job)),
  );
}

export function enqueueEmails(messages: readonly EmailMessage[]): Promise<void> {
  return sendAll(
    pipelineEnv.sendQueueUrl(),
    messages.map((message) => JSON.stringify(message)),
  );
}
