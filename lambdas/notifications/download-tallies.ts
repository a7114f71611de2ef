/**
 * The owners' daily download tallies (`document_downloads`): each download of someone's documents by
 * someone else adds one to the owner's tally of that day (atomic ADD, in one of a few shards per
 * day); the next morning's run reads the day's tallies shard by shard, page by page (Query, never
 * Scan), and writes each owner one notification. Tallies are kept a few days (TTL), then removed.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { withConflictRetry } from '../lib/retry';
import { TTL_ATTRIBUTE } from '../lib/table-definition';
import type { Cursor } from './jobs';

/** A day's tallies are read the next morning; a week leaves room for a run retried late. */
export const DOWNLOAD_TALLY_RETENTION_DAYS = 7;

/** Counts one download of `ownerId`'s documents on `at`'s day (UTC) — never one of their own. */
export async function countDownloadForOwner(ownerId: string, downloaderId: string, at: Date): Promise<void> {
  // Nobody is notified of their own action.
  if (!ownerId || ownerId === downloaderId) return;
  const day = at.toISOString().slice(0, 10);
  await withConflictRetry(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.downloadDay(day, ownerId),
        UpdateExpression: 'ADD downloads :one SET owner_id = :owner, #ttl = if_not_exists(#ttl, :ttl)',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':owner': ownerId,
          ':ttl': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + DOWNLOAD_TALLY_RETENTION_DAYS * 86_400,
        },
      }),
    ),
  );
}

/** One page of a day's tallies in one shard: who, how many, and where the next page starts. */
export async function downloadTalliesPage(
  day: string,
  shard: number,
  options: { limit: number; startKey?: Cursor | undefined },
): Promise<{ tallies: { ownerId: string; downloads: number }[]; lastKey: Cursor | undefined }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: env.tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.downloadDayShard(day, shard).PK },
      ProjectionExpression: 'owner_id, downloads',
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return {
    tallies: (result.Items ?? []).flatMap((item) =>
      typeof item.owner_id === 'string' && typeof item.downloads === 'number' && item.downloads > 0
        ? [{ ownerId: item.owner_id, downloads: item.downloads }]
        : [],
    ),
    lastKey: result.LastEvaluatedKey,
  };
}
