/**
 * Lambda's event source mapping on the table's stream, for the local cloud: it reads DynamoDB Local's
 * stream shard by shard (from the oldest record it holds, as TRIM_HORIZON does), with the consuming
 * function's role (dynamodb:DescribeStream, GetShardIterator, GetRecords on the stream's ARN, and
 * ListStreams), and invokes the function with batches in Lambda's record format. A batch the
 * function fails, or whose partial-batch failure report names a record, is delivered again from that
 * record, up to `retryAttempts` times; then the records go to the on-failure queue and the shard moves
 * on, as on AWS.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Principals } from './iam/principals';

export interface StreamMappingSettings {
  /** DynamoDB Local itself (the mapping is AWS's own service: it reads the stream directly). */
  dynamodbEndpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  tableName: string;
  /** The stream's ARN as the synthesized policies name it. */
  streamArn: string;
  functionName: string;
  batchSize: number;
  retryAttempts: number;
  principals: Principals;
  invoke: (functionName: string, event: unknown) => Promise<unknown>;
  /** Where records go after their retries (the on-failure destination). */
  onFailure: (body: string) => void;
  /**
   * Where the mapping keeps its place in each shard, as Lambda keeps it for a mapping across time:
   * a restart goes on from there (TRIM_HORIZON only on the very first start of a data folder).
   */
  checkpointFile: string;
  pollMs?: number;
}

export interface StreamMapping {
  /**
   * True when no batch is being delivered and the last two reads of every shard found nothing new —
   * two reads begun after `since` (a `mark()`), when given: a read begun before a write may miss it,
   * and on a loaded machine one read can outlast any fixed wait.
   */
  idle: (since?: number) => boolean;
  /** The reads begun so far: `idle(mark())` then waits for reads that began after this moment. */
  mark: () => number;
  stop: () => void;
}

function lambdaRecord(record: StreamRecord, streamArn: string, region: string) {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...record.dynamodb,
      // Lambda gives the time in epoch seconds.
      ApproximateCreationDateTime: created ? Math.floor(new Date(created).getTime() / 1000) : undefined,
    },
  };
}

export async function startStreamMapping(settings: StreamMappingSettings): Promise<StreamMapping> {
  const clientSettings = {
    endpoint: settings.dynamodbEndpoint,
    region: settings.region,
    credentials: settings.credentials,
  };
  const table = new DynamoDBClient(clientSettings);
  const streams = new DynamoDBStreamsClient(clientSettings);
  const { Table } = await table.send(new DescribeTableCommand({ TableName: settings.tableName }));
  table.destroy();
  const localArn = Table?.LatestStreamArn;
  if (!localArn) throw new Error(`The table ${settings.tableName} has no stream`);

  const role = settings.principals.forFunction(settings.functionName);
  const allowed = (action: string, resource: string) =>
    settings.principals.authorize(role, `dynamodb:${action}`, resource).decision === 'allowed';

  /** Per shard: where to read next (a sequence number after which, or from the start). */
  const positions = new Map<string, { after: string | null; closed: boolean }>();
  const checkpoint = (() => {
    try {
      return existsSync(settings.checkpointFile)
        ? (JSON.parse(readFileSync(settings.checkpointFile, 'utf8')) as {
            streamArn?: string;
            shards?: Record<string, { after: string | null; closed: boolean }>;
          })
        : null;
    } catch {
      return null;
    }
  })();
  // A new stream (a new table) starts from its oldest record again.
  if (checkpoint?.streamArn === localArn) {
    for (const [shard, position] of Object.entries(checkpoint.shards ?? {})) positions.set(shard, position);
  }
  const save = () => {
    mkdirSync(dirname(settings.checkpointFile), { recursive: true });
    writeFileSync(
      settings.checkpointFile,
      JSON.stringify({ streamArn: localArn, shards: Object.fromEntries(positions) }),
    );
  };
  let busy = false;
  /** Reads in a row that found nothing new. */
  let quietReads = 0;
  /** Reads begun, the first of the current quiet run, and the last finished (numbered from 1). */
  let begun = 0;
  let quietFrom = 0;
  let finished = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (records: StreamRecord[]): Promise<string | null> => {
    // The last sequence number handled, whether delivered or given up on.
    let pending = records;
    for (let attempt = 0; pending.length; attempt++) {
      let failedAt: string | null = null;
      try {
        const result = (await settings.invoke(settings.functionName, {
          Records: pending.map((r) => lambdaRecord(r, settings.streamArn, settings.region)),
        })) as { batchItemFailures?: { itemIdentifier?: string }[] } | null;
        failedAt = result?.batchItemFailures?.[0]?.itemIdentifier ?? null;
        if (failedAt === null) return null;
      } catch (error) {
        console.error(`[stream] ${settings.functionName} failed a batch:`, (error as Error).message);
        failedAt = pending[0]?.dynamodb?.SequenceNumber ?? null;
      }
      const from = pending.findIndex((r) => r.dynamodb?.SequenceNumber === failedAt);
      pending = from < 0 ? pending : pending.slice(from);
      if (attempt >= settings.retryAttempts) {
        settings.onFailure(
          JSON.stringify({
            requestContext: { condition: 'RetryAttemptsExhausted', functionArn: settings.functionName },
            DDBStreamBatchInfo: {
              streamArn: settings.streamArn,
              startSequenceNumber: pending[0]?.dynamodb?.SequenceNumber,
              endSequenceNumber: pending.at(-1)?.dynamodb?.SequenceNumber,
              batchSize: pending.length,
            },
          }),
        );
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    }
    return null;
  };

  const readShards = async (): Promise<boolean> => {
    if (!allowed('ListStreams', '*') || !allowed('DescribeStream', settings.streamArn)) return false;
    const description = await streams.send(new DescribeStreamCommand({ StreamArn: localArn }));
    let found = false;
    for (const shard of description.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id) continue;
      const position = positions.get(id) ?? { after: null, closed: false };
      positions.set(id, position);
      if (position.closed) continue;
      if (!allowed('GetShardIterator', settings.streamArn) || !allowed('GetRecords', settings.streamArn))
        return false;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: localArn,
          ShardId: id,
          ...(position.after
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: position.after }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      );
      let iterator = ShardIterator;
      while (iterator && !stopped) {
        const page = await streams.send(
          new GetRecordsCommand({ ShardIterator: iterator, Limit: settings.batchSize }),
        );
        const records = page.Records ?? [];
        if (records.length) {
          found = true;
          await deliver(records);
          position.after = records.at(-1)?.dynamodb?.SequenceNumber ?? position.after;
          save();
        }
        if (!page.NextShardIterator && shard.SequenceNumberRange?.EndingSequenceNumber !== undefined) {
          position.closed = true;
          save();
        }
        iterator = records.length ? page.NextShardIterator : undefined;
      }
    }
    return found;
  };

  const tick = async () => {
    if (stopped) return;
    busy = true;
    const read = ++begun;
    try {
      const found = await readShards();
      if (!found && quietReads === 0) quietFrom = read;
      quietReads = found ? 0 : quietReads + 1;
    } catch (error) {
      quietReads = 0;
      if (!stopped) console.error('[stream] reading the stream failed:', (error as Error).message);
    } finally {
      finished = read;
      busy = false;
    }
    if (!stopped) timer = setTimeout(() => void tick(), settings.pollMs ?? 200);
  };
  void tick();

  return {
    // Two quiet reads in a row (begun after `since`): the first may have started before the last write.
    idle: (since = 0) => !busy && quietReads >= 2 && finished - Math.max(quietFrom, since + 1) + 1 >= 2,
    mark: () => begun,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      streams.destroy();
    },
  };
}
