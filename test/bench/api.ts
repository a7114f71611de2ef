/**
 * Section 2: each endpoint under load on the local edge (autocannon in its own process, 32
 * connections, after a warm-up), and the same request's raw DynamoDB work issued directly with the
 * SDK at the same concurrency, in the same run. The limit is the raw work: p99 ≤ 4 × raw p99.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { LIMITS as PRODUCT_LIMITS } from '@common/limits';
import { termForQueryWord, foldedWords } from '@common/search';
import { keys } from '../../lambdas/lib/keys';
import { IN_PROGRAMME } from '../../lambdas/sessions/indexing';
import { PROGRAMME_READ_LIMIT } from '../../lambdas/sessions/session-reads';
import { summarize, type LatencySummary } from './lib/stats';

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  /** The DynamoDB operations the endpoint issues, in the same order and shape (see the handlers). */
  raw: (db: DynamoDBDocumentClient) => Promise<void>;
}

export interface ApiResult {
  name: string;
  method: string;
  path: string;
  endpoint: LatencySummary & { errors: number; non2xx: number };
  raw: LatencySummary;
}

export interface ApiFixtures {
  tableName: string;
  dynamoEndpoint: string;
  sessionId: string;
  sessionOwner: string;
  documentId: string;
  documentSessionId: string;
  /** The owner of the document's session, whose 'My Downloads' a download counts. */
  documentOwner: string;
  userId: string;
  userToken: string;
  searchWord: string;
}

const PAGE = PRODUCT_LIMITS.catalogPageSize;

/**
 * The five endpoints of issue 6, and the parcours of issue 28, with their raw DynamoDB work,
 * replicated from the repositories.
 */
export function endpoints(f: ApiFixtures): Endpoint[] {
  const TableName = f.tableName;
  const catalogCounts = (db: DynamoDBDocumentClient) =>
    db.send(new GetCommand({ TableName, Key: keys.catalogStats() }));
  const batchGet = async (db: DynamoDBDocumentClient, ids: string[], key: (id: string) => object) => {
    if (ids.length === 0) return;
    await db.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: ids.map(key) } } }));
  };
  const listPage = async (db: DynamoDBDocumentClient, pk: string, key: (id: string) => object) => {
    const page = await db.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ScanIndexForward: true,
        Limit: PAGE,
      }),
    );
    await batchGet(
      db,
      (page.Items ?? []).map((i) => String(i.id)),
      key,
    );
  };
  const add = (db: DynamoDBDocumentClient, Key: Record<string, string>, field: string, mustExist = false) =>
    db.send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: 'ADD #f :n',
        ExpressionAttributeNames: { '#f': field },
        ExpressionAttributeValues: { ':n': 1 },
        ...(mustExist ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
      }),
    );
  const term = `w:${termForQueryWord(foldedWords(f.searchWord)[0] ?? '')}`;
  return [
    {
      name: 'catalogue first page',
      method: 'GET',
      path: '/api/sessions',
      raw: async (db) => {
        await Promise.all([
          listPage(db, keys.sessionListing('PUB', 'created', '', '').PK, keys.session),
          catalogCounts(db),
        ]);
      },
    },
    {
      name: 'catalogue search',
      method: 'GET',
      path: `/api/sessions?search=${encodeURIComponent(f.searchWord)}`,
      raw: async (db) => {
        await Promise.all([
          (async () => {
            const matches = await db.send(
              new QueryCommand({
                TableName,
                KeyConditionExpression: 'PK = :pk',
                ExpressionAttributeValues: { ':pk': keys.sessionTerm('ALL', term, '').PK },
              }),
            );
            const ids = (matches.Items ?? []).map((i) => String(i.id)).slice(0, PAGE);
            await batchGet(db, ids, keys.session);
          })(),
          catalogCounts(db),
        ]);
      },
    },
    {
      name: 'session detail (records a view)',
      method: 'GET',
      path: `/api/sessions/${f.sessionId}`,
      raw: async (db) => {
        await db.send(new GetCommand({ TableName, Key: keys.session(f.sessionId) }));
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.session(f.sessionId),
            UpdateExpression: 'ADD views_count :one',
            ConditionExpression:
              'attribute_exists(PK) AND #status = :published AND attribute_not_exists(deleting)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':one': 1, ':published': 'published' },
            ReturnValues: 'ALL_NEW',
          }),
        );
        const at = new Date().toISOString();
        const day = at.slice(0, 10);
        await Promise.all([
          db.send(
            new PutCommand({
              TableName,
              Item: {
                ...keys.sessionView(f.sessionId, at, randomUUID()),
                type: 'view',
                session_id: f.sessionId,
                user_id: null,
                ip_address: '127.0.0.1',
                user_agent: 'bench',
                created_at: at,
              },
            }),
          ),
          add(db, keys.dailyCounter('views', day), 'count'),
          add(db, keys.dailyCounter(`views:owner:${f.sessionOwner}`, day), 'count'),
          add(db, keys.userCounters(f.sessionOwner), 'views'),
        ]);
      },
    },
    {
      name: 'documentation first page',
      method: 'GET',
      path: '/api/documents',
      raw: async (db) => {
        await Promise.all([
          listPage(db, keys.documentListing('PUB', 'created', '', '').PK, keys.document),
          catalogCounts(db),
        ]);
      },
    },
    {
      name: 'download URL (POST, signed in)',
      method: 'POST',
      path: `/api/documents/${f.documentId}/download`,
      token: f.userToken,
      raw: async (db) => {
        // The caller's role (requireCaller), the document (documentFor), then recordDownload.
        await db.send(new GetCommand({ TableName, Key: keys.user(f.userId), ConsistentRead: true }));
        await db.send(new GetCommand({ TableName, Key: keys.document(f.documentId) }));
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.document(f.documentId),
            UpdateExpression: 'ADD downloads_count :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        const at = new Date().toISOString();
        const day = at.slice(0, 10);
        await Promise.all([
          db.send(
            new PutCommand({
              TableName,
              Item: {
                ...keys.download(f.documentId, at, randomUUID()),
                type_: 'download',
                document_id: f.documentId,
                session_id: f.documentSessionId,
                user_id: f.userId,
                created_at: at,
              },
            }),
          ),
          add(db, keys.userCounters(f.documentOwner), 'documentDownloads'),
          add(db, keys.platformStats(), 'downloadsCount'),
          add(db, keys.session(f.documentSessionId), 'downloads_count', true),
          add(db, keys.dailyCounter('downloads', day), 'count'),
          add(db, keys.dailyCounter(`downloads:owner:${f.documentOwner}`, day), 'count'),
        ]);
      },
    },
    {
      name: 'parcours (14 sessions, 40 documents)',
      method: 'GET',
      path: '/api/me/parcours',
      token: f.userToken,
      raw: async (db) => {
        // The caller's role, then the person's partition and the programme's list entries at once,
        // then the programme's sessions (get-parcours: parcours-reads.ts).
        await db.send(new GetCommand({ TableName, Key: keys.user(f.userId), ConsistentRead: true }));
        const [, programme] = await Promise.all([
          db.send(
            new QueryCommand({
              TableName,
              KeyConditionExpression: 'PK = :pk',
              ExpressionAttributeValues: { ':pk': keys.parcours(f.userId).PK },
            }),
          ),
          db.send(
            new QueryCommand({
              TableName,
              KeyConditionExpression: 'PK = :pk AND begins_with(SK, :programme)',
              ExpressionAttributeValues: {
                ':pk': keys.sessionListing('PUB', 'programme', '', '').PK,
                ':programme': IN_PROGRAMME,
              },
              Limit: PROGRAMME_READ_LIMIT,
            }),
          ),
        ]);
        await batchGet(
          db,
          (programme.Items ?? []).map((i) => String(i.id)),
          keys.session,
        );
      },
    },
  ];
}

interface AutocannonJson {
  latency: { p50: number; p97_5: number; p99: number; max: number };
  requests: { average: number; total: number };
  errors: number;
  non2xx: number;
  duration: number;
}

/** autocannon in a child process, so the load generator does not share the edge's event loop. */
function autocannon(url: string, endpoint: Endpoint, seconds: number, connections: number) {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [cli, '-c', String(connections), '-d', String(seconds), '-j', '-m', endpoint.method];
  if (endpoint.token) args.push('-H', `authorization=Bearer ${endpoint.token}`);
  args.push(url);
  return new Promise<AutocannonJson>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(out) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`));
      }
    });
  });
}

/** `fn` from `connections` concurrent loops for `seconds`; every call's latency. */
export async function closedLoop(
  fn: () => Promise<void>,
  seconds: number,
  connections: number,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await fn();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000);
}

export async function measureApi(
  origin: string,
  fixtures: ApiFixtures,
  options: { seconds: number; warmupSeconds: number; connections: number },
  log: (line: string) => void,
): Promise<ApiResult[]> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: fixtures.dynamoEndpoint,
      region: process.env.AWS_REGION ?? 'eu-west-3',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const results: ApiResult[] = [];
  try {
    for (const endpoint of endpoints(fixtures)) {
      const url = `${origin}${endpoint.path}`;
      await autocannon(url, endpoint, options.warmupSeconds, options.connections);
      const load = await autocannon(url, endpoint, options.seconds, options.connections);
      await closedLoop(() => endpoint.raw(db), options.warmupSeconds, options.connections);
      const raw = await closedLoop(() => endpoint.raw(db), options.seconds, options.connections);
      const result: ApiResult = {
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        endpoint: {
          count: load.requests.total,
          p50: load.latency.p50,
          p97_5: load.latency.p97_5,
          p99: load.latency.p99,
          max: load.latency.max,
          requestsPerSecond: load.requests.average,
          errors: load.errors,
          non2xx: load.non2xx,
        },
        raw,
      };
      log(
        `api ${endpoint.name}: p99 ${result.endpoint.p99} ms (${Math.round(result.endpoint.requestsPerSecond)} req/s, ${load.non2xx} non-2xx) vs raw p99 ${raw.p99.toFixed(1)} ms`,
      );
      results.push(result);
    }
  } finally {
    db.destroy();
  }
  return results;
}
