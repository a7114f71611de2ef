/**
 * Counts the DynamoDB work of one request: an SDK middleware on the handlers' shared client
 * (`dynamo()`: the edge runs the handlers in this process) asks every call for
 * ReturnConsumedCapacity TOTAL and sums calls, items read and capacity units. Bench-only: it is
 * added at run time, the product code is unchanged.
 */
import { dynamo } from '../../lambdas/lib/clients';

export interface DynamoWork {
  calls: number;
  /** Items DynamoDB read to answer (Query/Scan: ScannedCount, Get: 0 or 1, BatchGet: responses). */
  itemsRead: number;
  readUnits: number;
  writeUnits: number;
  byCommand: Record<string, number>;
}

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const WITH_CAPACITY = new Set([
  ...READS,
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
]);

export function emptyWork(): DynamoWork {
  return { calls: 0, itemsRead: 0, readUnits: 0, writeUnits: 0, byCommand: {} };
}

type Capacity = { CapacityUnits?: number } | undefined;

function units(consumed: Capacity | Capacity[]): number {
  const list = Array.isArray(consumed) ? consumed : [consumed];
  return list.reduce((sum, c) => sum + (c?.CapacityUnits ?? 0), 0);
}

function itemsRead(operation: string, output: Record<string, unknown>): number {
  switch (operation) {
    case 'GetItem':
      return output.Item ? 1 : 0;
    case 'Query':
    case 'Scan':
      return Number(output.ScannedCount ?? output.Count ?? 0);
    case 'BatchGetItem':
    case 'TransactGetItems': {
      const responses = output.Responses;
      if (Array.isArray(responses)) return responses.length;
      return Object.values((responses ?? {}) as Record<string, unknown[]>).reduce((s, l) => s + l.length, 0);
    }
    default:
      return 0;
  }
}

let current: DynamoWork | null = null;
let installed = false;

/** Adds the middleware once; it records only between start() and stop(). */
export function installMeter(): void {
  if (installed) return;
  installed = true;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName ?? '').replace(/Command$/, '');
      const input = args.input as Record<string, unknown>;
      if (current && WITH_CAPACITY.has(operation)) input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const work = current;
      if (work) {
        const output = result.output as Record<string, unknown>;
        work.calls += 1;
        work.byCommand[operation] = (work.byCommand[operation] ?? 0) + 1;
        work.itemsRead += itemsRead(operation, output);
        const consumed = units(output.ConsumedCapacity as Capacity | Capacity[]);
        if (READS.has(operation)) work.readUnits += consumed;
        else work.writeUnits += consumed;
      }
      return result;
    },
    { step: 'initialize', name: 'benchDynamoMeter', override: true },
  );
}

/** Runs `fn` with the meter on; nothing else may use the table meanwhile. */
export async function metered<T>(fn: () => Promise<T>): Promise<{ value: T; work: DynamoWork }> {
  installMeter();
  const work = emptyWork();
  current = work;
  try {
    return { value: await fn(), work };
  } finally {
    current = null;
  }
}
