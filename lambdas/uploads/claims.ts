/**
 * A staging upload is attached at most once. Before its object is checked and copied, the attach
 * writes a claim on the staging key with a conditional Put: of any number of racing attaches one
 * writes it, the others get a 409; and the claim stays after success, so neither a second attach
 * nor the same ticket re-posted to the same staging key can be attached again.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { STAGING_EXPIRY_DAYS } from '@common/storage-keys';
import { UPLOAD_MESSAGES } from '@common/messages';
import type { UploadKind } from '@common/uploads';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { conflict } from '../lib/errors';
import { keys } from '../lib/keys';
import type { BucketKind } from './object-keys';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Claims outlive anything their ticket can still put under the staging key: a re-post is possible
 * only while the ticket is valid (minutes), and the lifecycle rule removes staged objects after
 * STAGING_EXPIRY_DAYS (rounded up to the next midnight UTC by S3); one more day is the margin.
 * DynamoDB's TTL deletes an item after `expires_at`, never before.
 */
export const CLAIM_LIFETIME_SECONDS = (STAGING_EXPIRY_DAYS + 2) * DAY_SECONDS;

export interface UploadClaim {
  bucketKind: BucketKind;
  stagingKey: string;
  kind: UploadKind;
  userId: string;
  /** This attach's random token: the random part of the final key it copies to. */
  attachId: string;
}

/** Takes the staging key for this attach; a 409 when any attach (finished or not) has it already. */
export async function claimUpload(claim: UploadClaim, now = new Date()): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: env.tableName(),
        Item: {
          ...keys.uploadClaim(claim.bucketKind, claim.stagingKey),
          staging_key: claim.stagingKey,
          attach_id: claim.attachId,
          kind: claim.kind,
          user_id: claim.userId,
          claimed_at: now.toISOString(),
          // TTL attribute of the table (epoch seconds).
          expires_at: Math.floor(now.getTime() / 1000) + CLAIM_LIFETIME_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw conflict(UPLOAD_MESSAGES.uploadAlreadyAttached);
    }
    throw error;
  }
}

/**
 * Gives the staging key back when this attach ended before anything was attached (nothing staged,
 * a refused file, the object replaced mid-check): the ticket may then be used again while it is
 * valid. Only this attach's own claim is removed, never one a later attach wrote.
 */
export async function releaseClaim(claim: UploadClaim): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: env.tableName(),
        Key: keys.uploadClaim(claim.bucketKind, claim.stagingKey),
        ConditionExpression: 'attach_id = :mine',
        ExpressionAttributeValues: { ':mine': claim.attachId },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
