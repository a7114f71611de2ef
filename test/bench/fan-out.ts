/**
 * Section 8: the fan-out of one event to many followers (issue 29). N people follow one published
 * session (written in batches, as data, not through the API); the editor adds a document through the
 * API; the clock runs until the pipeline has settled (stream → notify-stream → jobs → notify-jobs,
 * page by page). The work is read from the local IAM gates, which see every AWS call of every
 * function: Queries (one per page of followers), BatchGets, transactions and batch writes.
 */
import { performance } from 'node:perf_hooks';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/lib/clients';
import { env } from '../../lambdas/lib/env';
import { keys } from '../../lambdas/lib/keys';
import { batchWriteAll } from '../../lambdas/lib/writes';
import { followItem } from '../../lambdas/follows/follow-item';
import type { BenchPlatform } from './platform';

export interface FanOutResult {
  followers: number;
  /** From the document's creation to the pipeline settled. */
  seconds: number;
  msPerFollower: number;
  /** AWS calls of the pipeline's functions during the fan-out, by function and action. */
  calls: Record<string, number>;
  /** How long writing the followers took (batch writes, then the stream drained). */
  seedSeconds: number;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function callCounts(platform: BenchPlatform): Map<string, number> {
  const counts = new Map<string, number>();
  for (const check of platform.cloud.iamChecks()) {
    if (!/^(notify-|send-email)/.test(check.principal)) continue;
    const key = `${check.principal} ${check.action}`;
    counts.set(key, (counts.get(key) ?? 0) + check.count);
  }
  return counts;
}

export async function measureFanOut(
  platform: BenchPlatform,
  followers: number,
  log: (line: string) => void,
): Promise<FanOutResult> {
  const { origin, accounts } = platform;
  const api = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accounts.editor.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const session = await api('/api/sessions', {
    title: 'Session suivie par beaucoup',
    status: 'published',
    tags: [],
  });
  const sessionId = String(session.id);

  // The followers: a person's record and their follow, 25 per BatchWriteItem.
  const seedStart = performance.now();
  const at = new Date().toISOString();
  const followerId = (i: number) => `fan-${String(i).padStart(6, '0')}-${sessionId.slice(0, 8)}`;
  const requests = Array.from({ length: followers }, (_, i) => {
    const id = followerId(i);
    return [
      {
        PutRequest: { Item: { ...keys.user(id), type: 'user', id, email: `${id}@bench.test`, role: 'user' } },
      },
      { PutRequest: { Item: followItem({ session_id: sessionId, user_id: id, followed_at: at }) } },
    ];
  }).flat();
  await batchWriteAll(requests, 8);
  // Their records pass through the stream too (they notify nobody): the clock starts after.
  await platform.cloud.pipeline.settled(600_000);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`fan-out: ${followers} followers written in ${seedSeconds.toFixed(1)} s`);

  const before = callCounts(platform);
  const ticket = await api('/api/uploads', {
    kind: 'document',
    file_name: 'guide.pdf',
    content_type: 'application/pdf',
    size: PDF.length,
  });
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields as Record<string, string>))
    form.append(field, value);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'guide.pdf');
  const uploaded = await fetch(String(ticket.url), { method: 'POST', body: form });
  if (uploaded.status !== 204) throw new Error(`upload: ${uploaded.status}`);
  const start = performance.now();
  await api(`/api/sessions/${sessionId}/documents`, {
    title: 'Guide du pitch',
    category: 'guide',
    upload_key: ticket.key,
  });
  await platform.cloud.pipeline.settled(1_800_000);
  const seconds = (performance.now() - start) / 1000;

  // The first and the last follower have their notification (the last page was reached).
  for (const i of [0, followers - 1]) {
    const { Count } = await dynamo().send(
      new QueryCommand({
        TableName: env.tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.notifications(followerId(i)).PK },
        Select: 'COUNT',
      }),
    );
    if (!Count) throw new Error(`fan-out: follower ${i} was not notified`);
  }

  const after = callCounts(platform);
  const calls: Record<string, number> = {};
  for (const [key, count] of after) {
    const delta = count - (before.get(key) ?? 0);
    if (delta > 0) calls[key] = delta;
  }
  log(`fan-out: ${followers} followers notified in ${seconds.toFixed(1)} s`);
  return { followers, seconds, msPerFollower: (seconds * 1000) / followers, calls, seedSeconds };
}

/** The section's table: each call's count, and per follower. */
export function fanOutTable(result: FanOutResult): string {
  const rows = Object.entries(result.calls)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([call, count]) => `| ${call} | ${count} | ${(count / result.followers).toFixed(4)} |`);
  return [
    `${result.followers} followers of one session, one document added: settled in ${result.seconds.toFixed(1)} s, ${result.msPerFollower.toFixed(2)} ms per follower (followers written in ${result.seedSeconds.toFixed(1)} s).`,
    '',
    '| Function and AWS call | Calls | Per follower |',
    '| --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}
