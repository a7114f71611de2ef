/**
 * `send-email`: the send queue, one e-mail per message, through Amazon SES at its sending rate.
 * Before sending it reads the person again (their address, their switch, their frequency: a change
 * made since the e-mail was queued wins) and the addresses SES reported; then it claims the e-mail's
 * key, so that a message delivered twice is sent once. A send SES throttles is released and comes
 * back to the queue a few seconds later (partial-batch failure report); after maxReceiveCount tries it
 * lands in the dead-letter queue, where an alarm sees it.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { dynamo, ses, sqs } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { logger } from '../lib/observability';
import { isConditionFailure } from '../lib/retry';
import { emailMessageSchema, type EmailMessage } from './email-message';
import { toRecipient } from './recipients';
import { pipelineEnv } from './settings';

const table = () => env.tableName();

/** A claim older than this is a sender that died mid-send: another may take the e-mail. */
const CLAIM_LEASE_MS = 60_000;
/** A throttled e-mail is tried again after this long (not after the queue's whole visibility timeout). */
export const THROTTLED_RETRY_SECONDS = 5;

type Outcome = 'sent' | 'skipped' | 'throttled';

async function claim(key: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.emailSend(key),
          status: 'sending',
          claimed_at: now.toISOString(),
          expires_at: Math.floor(now.getTime() / 1000) + 30 * 86_400,
        },
        ConditionExpression:
          'attribute_not_exists(PK) OR #s = :released OR (#s = :sending AND claimed_at < :stale)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':released': 'released',
          ':sending': 'sending',
          ':stale': new Date(now.getTime() - CLAIM_LEASE_MS).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function settle(key: string, status: 'sent' | 'released', extra: Record<string, string> = {}) {
  const names = Object.keys(extra);
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.emailSend(key),
      UpdateExpression: `SET #s = :status${names.map((n, i) => `, #x${i} = :x${i}`).join('')}`,
      ExpressionAttributeNames: { '#s': 'status', ...Object.fromEntries(names.map((n, i) => [`#x${i}`, n])) },
      ExpressionAttributeValues: {
        ':status': status,
        ...Object.fromEntries(names.map((n, i) => [`:x${i}`, extra[n]])),
      },
    }),
  );
}

/** Whether the person still wants this e-mail now. */
async function stillWanted(message: EmailMessage): Promise<{ to: string } | null> {
  // An invitation: to the address a manager gave, unless SES reported it (no choices to read).
  if (message.userId === null) {
    return message.to && !(await isSuppressed(message.to)) ? { to: message.to } : null;
  }
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.user(message.userId) }),
  );
  if (!Item || typeof Item.email !== 'string') return null;
  const recipient = toRecipient(Item);
  if (recipient.frequency === 'never') return null;
  if (message.category && !recipient.preferences[message.category]) return null;
  if (await isSuppressed(recipient.email)) return null;
  return { to: recipient.email };
}

async function isSuppressed(email: string): Promise<boolean> {
  const suppressed = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.suppressedAddress(email) }),
  );
  return Boolean(suppressed.Item);
}

const isThrottle = (error: unknown) => {
  const name = (error as { name?: string }).name ?? '';
  return (
    name === 'TooManyRequestsException' || name === 'ThrottlingException' || name === 'LimitExceededException'
  );
};

export async function sendOne(message: EmailMessage, now = new Date()): Promise<Outcome> {
  const wanted = await stillWanted(message);
  if (!wanted) return 'skipped';
  if (!(await claim(message.key, now))) return 'skipped';
  try {
    const sent = await ses().send(
      new SendEmailCommand({
        FromEmailAddress: pipelineEnv.emailFrom(),
        Destination: { ToAddresses: [wanted.to] },
        ...(pipelineEnv.configurationSet() ? { ConfigurationSetName: pipelineEnv.configurationSet() } : {}),
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: message.html, Charset: 'UTF-8' },
              Text: { Data: message.text, Charset: 'UTF-8' },
            },
            Headers: message.headers.map((h) => ({ Name: h.name, Value: h.value })),
          },
        },
      }),
    );
    await settle(message.key, 'sent', { message_id: sent.MessageId ?? '' });
    return 'sent';
  } catch (error) {
    // Not sent: released, so the next delivery may claim it again.
    await settle(message.key, 'released');
    if (isThrottle(error)) return 'throttled';
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function backToQueue(record: SQSRecord): Promise<void> {
  await sqs()
    .send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: pipelineEnv.sendQueueUrl(),
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: THROTTLED_RETRY_SECONDS,
      }),
    )
    .catch((error: unknown) => logger.warn('Visibility not shortened', { error: String(error) }));
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  // Each sender keeps to its share of SES's rate; what SES still throttles comes back later.
  const interval = 1000 / (pipelineEnv.maxSendRate() / pipelineEnv.senderConcurrency());
  for (const record of event.Records) {
    const started = Date.now();
    try {
      const parsed = emailMessageSchema.safeParse(JSON.parse(record.body));
      if (!parsed.success) {
        // A malformed message will never send: dropped, loudly.
        logger.error('Malformed e-mail message dropped', { messageId: record.messageId });
        continue;
      }
      const outcome = await sendOne(parsed.data);
      if (outcome === 'throttled') {
        await backToQueue(record);
        failures.push({ itemIdentifier: record.messageId });
      }
      if (outcome === 'sent') await sleep(Math.max(0, interval - (Date.now() - started)));
    } catch (error) {
      logger.error('E-mail not sent', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
