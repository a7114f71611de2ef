/**
 * Dashboard figures for one caller, from counters kept by ADD on every write (never by counting
 * the catalogue) and, for the 30-day changes, from per-day counters and time-ordered list entries
 * read by date range.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DashboardStats } from '@common/api-types';
import { DOCUMENT_TOTAL_FIELDS } from '../documents/total-fields';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';

const DAY = 86_400_000;

/** Percent change of `current` against `previous`; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

export interface Windows {
  /** ISO bounds: [previousStart, currentStart) and [currentStart, end]. */
  previousStart: string;
  currentStart: string;
  end: string;
}

export function thirtyDayWindows(now: Date): Windows {
  return {
    previousStart: new Date(now.getTime() - 60 * DAY).toISOString(),
    currentStart: new Date(now.getTime() - 30 * DAY).toISOString(),
    end: now.toISOString(),
  };
}

/** Sums of a daily counter over the two windows (60 items at most). */
async function dailySums(metric: string, windows: Windows): Promise<[number, number]> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: env.tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.dailyCounter(metric, '').PK,
        ':from': windows.previousStart.slice(0, 10),
        ':to': windows.end.slice(0, 10),
      },
    }),
  );
  let previous = 0;
  let current = 0;
  for (const item of result.Items ?? []) {
    const count = Number(item.count ?? 0);
    if (String(item.SK) >= windows.currentStart.slice(0, 10)) current += count;
    else previous += count;
  }
  return [current, previous];
}

/** How many entries of a creation-ordered list fall in each window (Select COUNT over a key range). */
async function createdIn(partition: string, windows: Windows): Promise<[number, number]> {
  const count = async (from: string, to: string) => {
    let total = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await dynamo().send(
        new QueryCommand({
          TableName: env.tableName(),
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': `${to}\uffff` },
          Select: 'COUNT',
          ExclusiveStartKey: startKey,
        }),
      );
      total += result.Count ?? 0;
      startKey = result.LastEvaluatedKey;
    } while (startKey);
    return total;
  };
  return Promise.all([
    count(windows.currentStart, windows.end),
    count(windows.previousStart, windows.currentStart),
  ]);
}

export async function dashboardStats(userId: string, now = new Date()): Promise<DashboardStats> {
  const windows = thirtyDayWindows(now);
  const get = (key: Record<string, string>) =>
    dynamo()
      .send(new GetCommand({ TableName: env.tableName(), Key: key }))
      .then((r) => r.Item ?? {});
  const [mine, platform, views, myDownloads, globalDownloads, sessions, documents] = await Promise.all([
    get(keys.userCounters(userId)),
    get(keys.platformStats()),
    dailySums(`views:owner:${userId}`, windows),
    // 'My Downloads': the downloads of the caller's documents (SPEC §7), like 'Total Views' of their sessions.
    dailySums(`downloads:owner:${userId}`, windows),
    dailySums('downloads', windows),
    createdIn(keys.sessionListing(`OWN:${userId}`, 'created', '', '').PK, windows),
    createdIn(keys.documentListing(`OWN:${userId}`, 'created', '', '').PK, windows),
  ]);
  const n = (value: unknown) => Math.max(0, Number(value ?? 0));
  return {
    sessions: n(mine.sessions),
    publishedSessions: n(mine.publishedSessions),
    documents: n(mine.documents),
    downloads: n(mine[DOCUMENT_TOTAL_FIELDS.downloads]),
    totalViews: n(mine.views),
    globalDownloads: n(platform.downloadsCount),
    changes: {
      sessions: percentChange(...sessions),
      documents: percentChange(...documents),
      downloads: percentChange(...myDownloads),
      totalViews: percentChange(...views),
      globalDownloads: percentChange(...globalDownloads),
    },
  };
}
