/**
 * Counts the DynamoDB work of one request: the functions run in the local Lambda runtime's worker
 * threads, each with its own SDK client, and every call they make crosses the local DynamoDB gate,
 * which asks it for ReturnConsumedCapacity TOTAL while the meter is on and reports it here
 * (`dynamoMeter`, given to startLocalCloud by platform.ts). Calls, items read and capacity units are
 * summed per request. The notification pipeline's functions (which a write may set off on the
 * table's stream, after the answer) are not the request's work and are left out.
 */
import type { DynamoMeter, MeteredDynamoCall } from '../../infra/local/iam/dynamodb-gate';
import { PIPELINE_FUNCTIONS } from '../../lambdas/routes';

export interface DynamoWork {
  calls: number;
  /** Items DynamoDB read to answer (Query/Scan: ScannedCount, Get: 0 or 1, BatchGet: responses). */
  itemsRead: number;
  readUnits: number;
  writeUnits: number;
  byCommand: Record<string, number>;
}

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const PIPELINE = new Set<string>(Object.keys(PIPELINE_FUNCTIONS));

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

function record({ principal, operation, output }: MeteredDynamoCall): void {
  const work = current;
  if (!work || PIPELINE.has(principal)) return;
  work.calls += 1;
  work.byCommand[operation] = (work.byCommand[operation] ?? 0) + 1;
  work.itemsRead += itemsRead(operation, output);
  const consumed = units(output.ConsumedCapacity as Capacity | Capacity[]);
  if (READS.has(operation)) work.readUnits += consumed;
  else work.writeUnits += consumed;
}

/** The gate's side of the meter: on only inside metered(). */
export const dynamoMeter: DynamoMeter = { active: () => current !== null, record };

/** Runs `fn` with the meter on; nothing else may use the table meanwhile. */
export async function metered<T>(fn: () => Promise<T>): Promise<{ value: T; work: DynamoWork }> {
  const work = emptyWork();
  current = work;
  try {
    return { value: await fn(), work };
  } finally {
    current = null;
  }
}
