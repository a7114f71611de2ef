/**
 * Amazon SQS for the local cloud: standard queues held in memory, reached over SQS's JSON protocol
 * (what AWS SDK v3 speaks) and guarded as SQS guards them: every call is SigV4-signed and allowed
 * by the caller's IAM policy on the queue's ARN; a batch holds at most ten entries with distinct ids,
 * a message at most 1 MiB. Each queue with a consumer is polled as Lambda's event source mapping
 * polls it — batches up to its batch size, at most its concurrency at once, with the consumer's own
 * role — and a message is invisible while delivered, comes back after its visibility timeout unless
 * deleted, and moves to its dead-letter queue once received more than maxReceiveCount times.
 * Messages live as long as the local cloud runs (a restart empties the queues).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readBody, receivedRequest } from './iam/gate-http';
import type { Principal, Principals } from './iam/principals';
import { verifyHeaderSignature } from './iam/sigv4';

/** SQS's largest message (since August 2025), and its largest batch (the same, all entries together). */
export const SQS_MAX_MESSAGE_BYTES = 1_048_576;
export const SQS_MAX_BATCH_ENTRIES = 10;

export interface LocalQueueDefinition {
  readonly name: string;
  readonly visibilityTimeoutSeconds: number;
  /** Where a message goes once received more than maxReceiveCount times. */
  readonly deadLetter?: { readonly queue: string; readonly maxReceiveCount: number };
}

export interface QueueConsumer {
  readonly queue: string;
  /** The function the event source mapping invokes, whose role polls. */
  readonly functionName: string;
  readonly batchSize: number;
  readonly maxConcurrency: number;
}

interface StoredMessage {
  id: string;
  body: string;
  md5: string;
  sentAt: number;
  visibleAt: number;
  receiveCount: number;
  receiptHandle: string | null;
}

interface LocalQueue {
  definition: LocalQueueDefinition;
  arn: string;
  url: string;
  messages: Map<string, StoredMessage>;
}

export interface LocalSqs {
  endpoint: string;
  server: Server;
  urlOf: (queue: string) => string;
  arnOf: (queue: string) => string;
  /** Messages in a queue, visible or in flight (a dead-letter queue's, for tests and alarms). */
  depth: (queue: string) => number;
  /** The bodies of a queue's messages (what a person reads in a dead-letter queue). */
  peek: (queue: string) => string[];
  /** Sends as `principal` would (the stream's mapping sends its failures with the function's role). */
  sendAs: (principal: Principal, queue: string, body: string) => void;
  /** True when no consumed queue holds a message and no delivery is running. */
  idle: () => boolean;
  stop: () => void;
}

type Invoke = (functionName: string, event: unknown) => Promise<unknown>;

class SqsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export async function startLocalSqs(settings: {
  /** The port to listen on (the queues' URLs, which name it, are synthesized before it starts). */
  port: number;
  principals: Principals;
  region: string;
  account: string;
  queues: readonly LocalQueueDefinition[];
  consumers: readonly QueueConsumer[];
  invoke: Invoke;
  /** How often the mappings look for messages (Lambda long-polls; here a short sleep). */
  pollMs?: number;
}): Promise<LocalSqs> {
  const queues = new Map<string, LocalQueue>();
  const server = createServer((req, res) => void handle(req, res));
  const endpoint = await new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => resolve(`http://127.0.0.1:${settings.port}`));
  });
  for (const definition of settings.queues) {
    queues.set(definition.name, {
      definition,
      arn: `arn:aws:sqs:${settings.region}:${settings.account}:${definition.name}`,
      url: `${endpoint}/${settings.account}/${definition.name}`,
      messages: new Map(),
    });
  }
  const queueByUrl = (url: unknown): LocalQueue => {
    const name = typeof url === 'string' ? url.split('/').pop() : undefined;
    const queue = name ? queues.get(name) : undefined;
    if (!queue || queue.url !== url) {
      throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
    }
    return queue;
  };
  const queueNamed = (name: string): LocalQueue => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`No local queue ${name}`);
    return queue;
  };

  const enqueue = (queue: LocalQueue, body: string): StoredMessage => {
    const message: StoredMessage = {
      id: randomUUID(),
      body,
      md5: md5(body),
      sentAt: Date.now(),
      visibleAt: 0,
      receiveCount: 0,
      receiptHandle: null,
    };
    queue.messages.set(message.id, message);
    return message;
  };

  const checkBody = (body: unknown) => {
    if (typeof body !== 'string' || body.length === 0) {
      throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
    }
    if (Buffer.byteLength(body, 'utf8') > SQS_MAX_MESSAGE_BYTES) {
      throw new SqsError(
        'InvalidParameterValue',
        `One or more parameters are invalid. Reason: Message must be shorter than ${SQS_MAX_MESSAGE_BYTES} bytes.`,
      );
    }
    return body;
  };

  const operations: Record<string, (queue: LocalQueue, input: Record<string, unknown>) => unknown> = {
    SendMessage: (queue, input) => {
      const message = enqueue(queue, checkBody(input.MessageBody));
      return { MessageId: message.id, MD5OfMessageBody: message.md5 };
    },
    SendMessageBatch: (queue, input) => {
      const entries = (input.Entries ?? []) as { Id?: unknown; MessageBody?: unknown }[];
      if (!Array.isArray(entries) || entries.length === 0) {
        throw new SqsError(
          'EmptyBatchRequest',
          'There should be at least one SendMessageBatchRequestEntry in the request.',
        );
      }
      if (entries.length > SQS_MAX_BATCH_ENTRIES) {
        throw new SqsError(
          'TooManyEntriesInBatchRequest',
          `Maximum number of entries per request are ${SQS_MAX_BATCH_ENTRIES}. You have sent ${entries.length}.`,
        );
      }
      const ids = entries.map((entry) => entry.Id);
      if (ids.some((id) => typeof id !== 'string' || !/^[\w-]{1,80}$/.test(id))) {
        throw new SqsError(
          'InvalidBatchEntryId',
          'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.',
        );
      }
      if (new Set(ids).size !== ids.length) {
        throw new SqsError(
          'BatchEntryIdsNotDistinct',
          'Two or more batch entries in the request have the same Id.',
        );
      }
      const total = entries.reduce(
        (sum, entry) =>
          sum + Buffer.byteLength(typeof entry.MessageBody === 'string' ? entry.MessageBody : '', 'utf8'),
        0,
      );
      if (total > SQS_MAX_MESSAGE_BYTES) {
        throw new SqsError(
          'BatchRequestTooLong',
          `Batch requests cannot be longer than ${SQS_MAX_MESSAGE_BYTES} bytes.`,
        );
      }
      const successful = entries.map((entry) => {
        const message = enqueue(queue, checkBody(entry.MessageBody));
        return { Id: entry.Id, MessageId: message.id, MD5OfMessageBody: message.md5 };
      });
      return { Successful: successful, Failed: [] };
    },
    ChangeMessageVisibility: (queue, input) => {
      const timeout = Number(input.VisibilityTimeout);
      if (!Number.isInteger(timeout) || timeout < 0 || timeout > 43_200) {
        throw new SqsError(
          'InvalidParameterValue',
          'Value for parameter VisibilityTimeout is invalid. Reason: Must be between 0 and 43200.',
        );
      }
      const message = [...queue.messages.values()].find((m) => m.receiptHandle === input.ReceiptHandle);
      if (!message)
        throw new SqsError(
          'ReceiptHandleIsInvalid',
          `The input receipt handle "${String(input.ReceiptHandle)}" is not a valid receipt handle.`,
        );
      if (message.visibleAt <= Date.now())
        throw new SqsError('MessageNotInflight', 'The message referred to is not in flight.');
      message.visibleAt = Date.now() + timeout * 1000;
      return {};
    },
    GetQueueAttributes: (queue) => ({
      Attributes: {
        ApproximateNumberOfMessages: String(
          [...queue.messages.values()].filter((m) => m.visibleAt <= Date.now()).length,
        ),
        VisibilityTimeout: String(queue.definition.visibilityTimeoutSeconds),
        QueueArn: queue.arn,
      },
    }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(body));
    const refuse = (error: SqsError) =>
      res
        .writeHead(error.status, {
          'content-type': 'application/x-amz-json-1.0',
          'x-amzn-query-error': `AWS.SimpleQueueService.${error.type};Sender`,
        })
        .end(JSON.stringify({ __type: `com.amazonaws.sqs#${error.type}`, message: error.message }));
    try {
      const body = (await readBody(req, SQS_MAX_MESSAGE_BYTES * 2)) ?? Buffer.alloc(0);
      const received = receivedRequest(req, body);
      if (!received) throw new SqsError('InvalidAddress', 'The address is not valid for this endpoint.', 404);
      const operation = (received.headers['x-amz-target'] ?? '').replace(/^AmazonSQS\./, '');
      const verified = await verifyHeaderSignature(received, {
        service: 'sqs',
        region: settings.region,
        secretOf: settings.principals.secretOf,
        uriEscapePath: true,
      });
      if (!verified.ok) {
        throw verified.problem === 'unknown-key'
          ? new SqsError(
              'InvalidClientTokenId',
              'The security token included in the request is invalid.',
              403,
            )
          : new SqsError('SignatureDoesNotMatch', verified.detail, 403);
      }
      const principal = settings.principals.byAccessKeyId(verified.accessKeyId);
      const run = operations[operation];
      if (!principal || !run)
        throw new SqsError('InvalidAction', `The action ${operation} is not valid for this endpoint.`);
      const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      const queue = queueByUrl(input.QueueUrl);
      // IAM knows no batch actions: SendMessageBatch is sqs:SendMessage.
      const action = `sqs:${operation.replace(/Batch$/, '')}`;
      const authorization = settings.principals.authorize(principal, action, queue.arn);
      if (authorization.decision !== 'allowed')
        throw new SqsError('AccessDenied', authorization.message, 403);
      reply(200, run(queue, input));
    } catch (error) {
      if (error instanceof SqsError) return refuse(error);
      if (error instanceof SyntaxError)
        return refuse(new SqsError('SerializationException', 'Malformed request body'));
      console.error('[sqs]', error);
      if (!res.headersSent) refuse(new SqsError('InternalFailure', 'Internal error', 500));
    }
  }

  // The event source mappings.
  let running = 0;
  let stopped = false;
  const inFlight = new Map<string, number>();
  const timers = new Map<QueueConsumer, NodeJS.Timeout>();

  const deliver = async (consumer: QueueConsumer, queue: LocalQueue, batch: StoredMessage[]) => {
    const event = {
      Records: batch.map((message) => ({
        messageId: message.id,
        receiptHandle: message.receiptHandle,
        body: message.body,
        attributes: {
          ApproximateReceiveCount: String(message.receiveCount),
          SentTimestamp: String(message.sentAt),
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: message.md5,
        eventSource: 'aws:sqs',
        eventSourceARN: queue.arn,
        awsRegion: settings.region,
      })),
    };
    let failed: Set<string>;
    try {
      const result = (await settings.invoke(consumer.functionName, event)) as {
        batchItemFailures?: { itemIdentifier?: string }[];
      } | null;
      failed = new Set((result?.batchItemFailures ?? []).map((f) => String(f.itemIdentifier)));
    } catch (error) {
      console.error(
        `[sqs] ${consumer.functionName} failed a batch of ${batch.length}:`,
        (error as Error).message,
      );
      failed = new Set(batch.map((m) => m.id));
    }
    const role = settings.principals.forFunction(consumer.functionName);
    for (const message of batch) {
      if (failed.has(message.id)) continue;
      if (settings.principals.authorize(role, 'sqs:DeleteMessage', queue.arn).decision === 'allowed') {
        queue.messages.delete(message.id);
      }
    }
  };

  const poll = (consumer: QueueConsumer) => {
    if (stopped) return;
    const queue = queueNamed(consumer.queue);
    const busy = inFlight.get(consumer.queue) ?? 0;
    const now = Date.now();
    const visible = [...queue.messages.values()].filter((m) => m.visibleAt <= now);
    if (busy < consumer.maxConcurrency && visible.length) {
      const role = settings.principals.forFunction(consumer.functionName);
      // The mapping polls with the function's role: without these grants it takes nothing.
      const allowed = ['sqs:ReceiveMessage', 'sqs:GetQueueAttributes'].every(
        (action) => settings.principals.authorize(role, action, queue.arn).decision === 'allowed',
      );
      if (allowed) {
        const batch: StoredMessage[] = [];
        for (const message of visible) {
          if (batch.length >= consumer.batchSize) break;
          const redrive = queue.definition.deadLetter;
          if (redrive && message.receiveCount >= redrive.maxReceiveCount) {
            // Received maxReceiveCount times already: SQS moves it to the dead-letter queue.
            queue.messages.delete(message.id);
            enqueue(queueNamed(redrive.queue), message.body);
            continue;
          }
          message.receiveCount += 1;
          message.receiptHandle = randomUUID();
          message.visibleAt = now + queue.definition.visibilityTimeoutSeconds * 1000;
          batch.push(message);
        }
        if (batch.length) {
          inFlight.set(consumer.queue, busy + 1);
          running += 1;
          void deliver(consumer, queue, batch).finally(() => {
            running -= 1;
            inFlight.set(consumer.queue, (inFlight.get(consumer.queue) ?? 1) - 1);
          });
        }
      }
    }
    timers.set(
      consumer,
      setTimeout(() => poll(consumer), settings.pollMs ?? 100),
    );
  };
  for (const consumer of settings.consumers) poll(consumer);

  const consumed = new Set(settings.consumers.map((c) => c.queue));
  return {
    endpoint,
    server,
    urlOf: (name) => queueNamed(name).url,
    arnOf: (name) => queueNamed(name).arn,
    depth: (name) => queueNamed(name).messages.size,
    peek: (name) => [...queueNamed(name).messages.values()].map((m) => m.body),
    sendAs: (principal, name, body) => {
      const queue = queueNamed(name);
      const authorization = settings.principals.authorize(principal, 'sqs:SendMessage', queue.arn);
      if (authorization.decision !== 'allowed') throw new Error(authorization.message);
      enqueue(queue, checkBody(body));
    },
    idle: () => running === 0 && [...consumed].every((name) => queueNamed(name).messages.size === 0),
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
