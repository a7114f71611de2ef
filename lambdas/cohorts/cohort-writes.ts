/**
 * Writing cohorts: a create once per id, a save conditioned on the version it was read at (with its
 * managers' memberships in the same transaction), and a resumable delete of the whole partition.
 */
import {
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { conflict } from '../lib/errors';
import { keys } from '../lib/keys';
import { cancellationCodes, isConditionFailure, withConflictRetry } from '../lib/retry';
import { batchWriteAll, transactOrConflict, type TransactItem } from '../lib/writes';
import { cohortItem, managerItem, type CohortFields, type StoredCohort } from './cohort-item';
import { findCohort } from './cohort-reads';
import { mapWithConcurrency } from '../lib/concurrency';
import { deleteFile } from '../uploads/files';
import { platformCohortCounts } from '../stats/cohort-counts';

const table = () => env.tableName();

type NewCohort = CohortFields;

/**
 * Puts the cohort IF its id (the form's request id) is new, with a membership per manager, and
 * counts it on the platform (lambdas/stats/cohort-counts.ts) — one transaction. The same
 * request again answers the cohort already made (`created: false`); an id reused for another cohort
 * or by someone else is a 409.
 */
export async function createCohort(cohort: NewCohort): Promise<{ cohort: StoredCohort; created: boolean }> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table(),
                Item: { ...cohortItem(cohort), participants_count: 0, certificates_count: 0 },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            ...cohort.managers.map((userId) => ({
              Put: { TableName: table(), Item: managerItem(cohort.id, userId, cohort.starts_on) },
            })),
            platformCohortCounts({ cohorts: 1 }),
          ],
        }),
      ),
    );
    return {
      cohort: {
        ...cohort,
        attendance_threshold: cohort.attendance_threshold ?? null,
        participants_count: 0,
        deleting: false,
      },
      created: true,
    };
  } catch (error) {
    if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
  }
  const existing = await findCohort(cohort.id);
  if (existing && existing.created_by === cohort.created_by && existing.name === cohort.name) {
    return { cohort: existing, created: false };
  }
  throw conflict(COHORT_MESSAGES.cohortChanged);
}

const SAVED_FIELDS = [
  'name',
  'organisation',
  'starts_on',
  'ends_on',
  'description',
  'archived',
  'programme',
  'managers',
  'updated_at',
  'attendance_threshold',
] as const;

/**
 * Saves `after` over `before` IF the cohort is still at `before.version` and not being deleted:
 * field by field (its counters, moved by ADD, are never written back), the version bumped, and the
 * memberships of removed managers deleted and of the others (re)written (their list sorts by the
 * start date) — one transaction. A save over someone else's newer one is a 409.
 */
export async function saveCohort(before: StoredCohort, after: NewCohort): Promise<void> {
  const names: Record<string, string> = {
    '#version': 'version',
    '#gsi1sk': 'GSI1SK',
    '#deleting': 'deleting',
  };
  const values: Record<string, unknown> = {
    ':version': before.version,
    ':next': before.version + 1,
    ':gsi1sk': keys.cohortListing(after.starts_on, after.id).GSI1SK,
  };
  const sets = SAVED_FIELDS.map((field, i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = after[field] ?? null;
    return `#f${i} = :v${i}`;
  });
  const removed = before.managers.filter((id) => !after.managers.includes(id));
  const items: TransactItem[] = [
    {
      Update: {
        TableName: table(),
        Key: keys.cohort(before.id),
        UpdateExpression: `SET ${[...sets, '#version = :next', '#gsi1sk = :gsi1sk'].join(', ')}`,
        ConditionExpression: '#version = :version AND attribute_not_exists(#deleting)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...removed.map((userId) => ({
      Delete: { TableName: table(), Key: keys.cohortManager(before.id, userId) },
    })),
    ...after.managers
      .filter((id) => before.starts_on !== after.starts_on || !before.managers.includes(id))
      .map((userId) => ({
        Put: { TableName: table(), Item: managerItem(before.id, userId, after.starts_on) },
      })),
  ];
  await transactOrConflict(items, COHORT_MESSAGES.cohortChanged);
}

/**
 * Deletes a cohort and everything in its partition: first flagged (it reads as gone from then on, and
 * its counts stop moving), then every other item of the partition — the files its participants handed
 * in before the versions that name them — and last the cohort's own item IF still there, in one
 * transaction with the platform's figures taken down by the counts the flag found (so that deleting
 * again finishes an interrupted delete, and a delete repeated or raced subtracts them once). Idempotent.
 */
export async function deleteCohort(cohortId: string): Promise<void> {
  let flagged: Record<string, unknown>;
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.cohort(cohortId),
        UpdateExpression: 'SET #deleting = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#deleting': 'deleting' },
        ExpressionAttributeValues: { ':true': true },
        ReturnValues: 'ALL_NEW',
      }),
    );
    flagged = Attributes ?? {};
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  const meta = keys.cohort(cohortId);
  let start: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': meta.PK },
        ProjectionExpression: 'PK, SK, file_key',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const items = (page.Items ?? []) as { PK: string; SK: string; file_key?: unknown }[];
    const files = items.flatMap((item) => (typeof item.file_key === 'string' ? [item.file_key] : []));
    await mapWithConcurrency(files, 4, (key) => deleteFile('documents', key));
    const others = items.filter((key) => key.SK !== meta.SK);
    await batchWriteAll(others.map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })));
    start = page.LastEvaluatedKey;
  } while (start);
  await removeCohortItem(meta, flagged);
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The cohort's item deleted IF still there, and its figures taken off the platform's: once. */
async function removeCohortItem(meta: Record<string, string>, flagged: Record<string, unknown>) {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table(), Key: meta, ConditionExpression: 'attribute_exists(PK)' } },
            platformCohortCounts({
              cohorts: -1,
              participants: -count(flagged.participants_count),
              certificates: -count(flagged.certificates_count),
            }),
          ],
        }),
      ),
    );
  } catch (error) {
    // Another delete of the same cohort finished first: it took the figures off.
    if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
  }
}
