/**
 * In front of DynamoDB Local, which ignores credentials and IAM: every request must be signed by a
 * key the local cloud issued (SigV4, verified), and each table or index it touches must be allowed
 * by the signer's policy, action by action as IAM checks them (a transaction's Put needs PutItem on
 * its table, a Query on an index needs Query on `table/{name}/index/{index}`). Refusals are the
 * ones DynamoDB sends: 400 with AccessDeniedException, InvalidSignatureException…
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { forward, listen, readBody, receivedRequest, upstreamOf } from './gate-http';
import type { Principals } from './principals';
import { verifyHeaderSignature } from './sigv4';

export interface Requirement {
  readonly action: string;
  readonly resource: string;
}

type Json = Record<string, unknown>;

const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
  Get: 'GetItem',
};

/** What IAM checks for one DynamoDB API call: (action, resource ARN) pairs, all of which must be allowed. */
export function dynamodbRequirements(
  operation: string,
  input: Json,
  tableArn: (name: string) => string,
): Requirement[] {
  const table = (name: unknown) =>
    typeof name === 'string' && name.startsWith('arn:') ? name : tableArn(String(name));
  const action = (name: string) => `dynamodb:${name}`;
  switch (operation) {
    case 'Query':
    case 'Scan': {
      const base = table(input.TableName);
      const index = typeof input.IndexName === 'string' ? `${base}/index/${input.IndexName}` : base;
      return [{ action: action(operation), resource: index }];
    }
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys((input.RequestItems as Json | undefined) ?? {}).map((name) => ({
        action: action(operation),
        resource: table(name),
      }));
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return ((input.TransactItems as Json[] | undefined) ?? []).flatMap((item) =>
        Object.entries(item).map(([kind, detail]) => {
          const name = TRANSACT_ACTIONS[kind];
          if (!name) throw new Error(`Unknown transaction item ${kind}`);
          return { action: action(name), resource: table((detail as Json).TableName) };
        }),
      );
    default:
      return [
        {
          action: action(operation),
          resource: input.TableName === undefined ? '*' : table(input.TableName),
        },
      ];
  }
}

function errorAnswer(type: string, message: string) {
  return {
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type },
    body: JSON.stringify({ __type: `com.amazon.coral.service#${type}`, Message: message }),
  };
}

/** A table call a function made, with DynamoDB's answer (which then carries ConsumedCapacity). */
export interface MeteredDynamoCall {
  /** The function that made it. */
  readonly principal: string;
  readonly operation: string;
  readonly output: Json;
}

/**
 * The benchmark's meter (test/bench/meter.ts): the functions run in worker threads with their own
 * SDK clients, and every call they make crosses this gate. While `active()`, each table call is
 * asked for ReturnConsumedCapacity TOTAL (after its signature is checked) and reported with its
 * answer; the function then sees ConsumedCapacity in it, which no product code reads. Never set by
 * `npm start` or the tests.
 */
export interface DynamoMeter {
  active(): boolean;
  record(call: MeteredDynamoCall): void;
}

const WITH_CAPACITY = new Set([
  'GetItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'TransactGetItems',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
]);

export interface DynamoDbGateSettings {
  /** DynamoDB Local's endpoint. */
  upstream: string;
  principals: Principals;
  region: string;
  account: string;
  meter?: DynamoMeter;
}

export async function startDynamoDbGate(
  settings: DynamoDbGateSettings,
): Promise<{ endpoint: string; server: Server }> {
  const upstream = upstreamOf(settings.upstream);
  const tableArn = (name: string) => `arn:aws:dynamodb:${settings.region}:${settings.account}:table/${name}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const reply = (answer: {
      status: number;
      headers: Record<string, string | string[]>;
      body: string | Buffer;
    }) => res.writeHead(answer.status, answer.headers).end(answer.body);
    try {
      const body = (await readBody(req)) ?? Buffer.alloc(0);
      const received = receivedRequest(req, body);
      if (!received) return reply(errorAnswer('SerializationException', 'Malformed request URL'));
      const verified = await verifyHeaderSignature(received, {
        service: 'dynamodb',
        region: settings.region,
        secretOf: settings.principals.secretOf,
        uriEscapePath: true,
      });
      if (!verified.ok) {
        const type =
          verified.problem === 'missing'
            ? 'MissingAuthenticationTokenException'
            : verified.problem === 'unknown-key'
              ? 'UnrecognizedClientException'
              : 'InvalidSignatureException';
        return reply(errorAnswer(type, verified.detail));
      }
      const principal = settings.principals.byAccessKeyId(verified.accessKeyId);
      const operation = /^DynamoDB_\d+\.(\w+)$/.exec(received.headers['x-amz-target'] ?? '')?.[1];
      if (!principal || !operation) return reply(errorAnswer('UnknownOperationException', ''));
      let input: Json;
      try {
        input = JSON.parse(body.toString('utf8') || '{}') as Json;
      } catch {
        return reply(
          errorAnswer('SerializationException', 'Start of structure or map found where not expected.'),
        );
      }
      for (const { action, resource } of dynamodbRequirements(operation, input, tableArn)) {
        const authorization = settings.principals.authorize(principal, action, resource);
        if (authorization.decision !== 'allowed')
          return reply(errorAnswer('AccessDeniedException', authorization.message));
      }
      const metering = settings.meter?.active() === true && WITH_CAPACITY.has(operation);
      const forwarded = metering
        ? Buffer.from(JSON.stringify({ ...input, ReturnConsumedCapacity: 'TOTAL' }))
        : body;
      const headers = metering
        ? { ...received.headers, 'content-length': String(forwarded.length) }
        : received.headers;
      const answer = await forward(upstream, received.method, req.url ?? '/', headers, forwarded);
      if (metering && answer.status === 200)
        settings.meter?.record({
          principal: principal.name,
          operation,
          output: JSON.parse(answer.body.toString('utf8') || '{}') as Json,
        });
      reply({ status: answer.status, headers: answer.headers, body: answer.body });
    } catch (error) {
      console.error('[dynamodb-gate]', error);
      if (!res.headersSent) reply(errorAnswer('InternalServerError', 'Internal server error'));
      else res.end();
    }
  };
  // handle() answers its own failures (500): its promise never rejects.
  const server = createServer((req, res) => void handle(req, res));
  return { endpoint: await listen(server), server };
}
