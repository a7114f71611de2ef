/**
 * `record-email-feedback`: SES's bounces and complaints (configuration set → SNS → here). A
 * permanent bounce or a complaint puts the address on the suppression list the sender reads: nothing
 * is sent there again. Idempotent (a put of the same item).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SNSEvent } from 'aws-lambda';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';

interface SesEvent {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

/** The addresses to stop writing to, and why. */
export function suppressedBy(event: SesEvent): { email: string; reason: 'bounce' | 'complaint' }[] {
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    return (event.bounce.bouncedRecipients ?? []).flatMap((r) =>
      r.emailAddress ? [{ email: r.emailAddress, reason: 'bounce' as const }] : [],
    );
  }
  if (event.eventType === 'Complaint') {
    return (event.complaint?.complainedRecipients ?? []).flatMap((r) =>
      r.emailAddress ? [{ email: r.emailAddress, reason: 'complaint' as const }] : [],
    );
  }
  return [];
}

export async function handler(event: SNSEvent): Promise<void> {
  const now = new Date().toISOString();
  for (const record of event.Records) {
    for (const { email, reason } of suppressedBy(JSON.parse(record.Sns.Message) as SesEvent)) {
      await dynamo().send(
        new PutCommand({
          TableName: env.tableName(),
          Item: { ...keys.suppressedAddress(email), email: email.toLowerCase(), reason, at: now },
        }),
      );
    }
  }
}
