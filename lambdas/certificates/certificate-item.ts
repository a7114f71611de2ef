/**
 * A participant's certificate as the table holds it (`COHORT#{id}` / `CERTIFICATE#{userId}`, found by
 * its code on GSI2): what it certifies is copied in when it is issued, so the PDF and the public page
 * keep saying what was true that day, whatever is renamed later. The only place that maps them.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { notFound } from '../lib/errors';
import { cancellationCodes, isConditionFailure, withConflictRetry } from '../lib/retry';
import { LIVE_COHORT } from '../cohorts/cohort-item';
import { platformCohortCounts } from '../stats/cohort-counts';

const table = () => env.tableName();

const itemSchema = z.object({
  code: z.string(),
  cohort_id: z.string(),
  user_id: z.string(),
  holder_name: z.string(),
  cohort_name: z.string(),
  organisation: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  manager_name: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable().default(null),
  revoked_by: z.string().nullable().default(null),
});
export type StoredCertificate = z.infer<typeof itemSchema>;

export type CertificateDraft = Omit<StoredCertificate, 'revoked_at' | 'revoked_by'>;

/** The item of a certificate just issued. */
export function certificateItem(draft: CertificateDraft): Record<string, unknown> {
  return {
    ...keys.cohortCertificate(draft.cohort_id, draft.user_id),
    ...keys.certificateByCode(draft.code),
    type: 'certificate',
    ...draft,
    revoked_at: null,
    revoked_by: null,
  };
}

function toCertificate(item: Record<string, unknown>): StoredCertificate {
  return itemSchema.parse(item);
}

export async function findCertificate(cohortId: string, userId: string): Promise<StoredCertificate | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.cohortCertificate(cohortId, userId),
      ConsistentRead: true,
    }),
  );
  return Item ? toCertificate(Item) : null;
}

/** The certificate a code names, revoked or not (one Query on GSI2). */
export async function findCertificateByCode(code: string): Promise<StoredCertificate | null> {
  const index = keys.certificateByCode(code);
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK = :sk',
      ExpressionAttributeValues: { ':pk': index.GSI2PK, ':sk': index.GSI2SK },
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? toCertificate(item) : null;
}

/** The cohort's count of certificates in force moved by `delta` IF the cohort is live (with ':false'). */
function cohortCertificates(cohortId: string, delta: number) {
  return {
    Update: {
      TableName: table(),
      Key: keys.cohort(cohortId),
      UpdateExpression: 'ADD certificates_count :delta',
      ConditionExpression: LIVE_COHORT,
      ExpressionAttributeValues: { ':delta': delta, ':false': false },
    },
  };
}

/**
 * Issues the certificate IF the person has none for this cohort AND is still its member, the cohort
 * live: counted on the cohort and on the platform in the same transaction. Of two racing requests one
 * writes, and both answer with the one stored (null if they left the cohort, or it is being deleted).
 */
export async function issueCertificate(draft: CertificateDraft): Promise<StoredCertificate | null> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: table(),
                Key: keys.cohortMember(draft.cohort_id, draft.user_id),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            {
              Put: {
                TableName: table(),
                Item: certificateItem(draft),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            cohortCertificates(draft.cohort_id, 1),
            platformCohortCounts({ certificates: 1 }),
          ],
        }),
      ),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return findCertificate(draft.cohort_id, draft.user_id);
}

/**
 * Revokes it IF it exists and is not revoked yet, the cohort live: no longer counted in force, on the
 * cohort and on the platform, in the same transaction. False when there was nothing to revoke; a
 * cohort being deleted is not found.
 */
export async function revokeCertificate(
  cohortId: string,
  userId: string,
  revokedBy: string,
  now: Date,
): Promise<boolean> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: keys.cohortCertificate(cohortId, userId),
                UpdateExpression: 'SET revoked_at = :at, revoked_by = :by',
                ConditionExpression:
                  'attribute_exists(PK) AND (attribute_not_exists(revoked_at) OR revoked_at = :null)',
                ExpressionAttributeValues: { ':at': now.toISOString(), ':by': revokedBy, ':null': null },
              },
            },
            cohortCertificates(cohortId, -1),
            platformCohortCounts({ certificates: -1 }),
          ],
        }),
      ),
    );
    return true;
  } catch (error) {
    // The cohort being deleted meanwhile: it reads as gone.
    if (cancellationCodes(error)[1] === 'ConditionalCheckFailed')
      throw notFound(COHORT_MESSAGES.cohortNotFound);
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
