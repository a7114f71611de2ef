/**
 * The one way this code waits and tries again. DynamoDB refuses a write that meets an in-flight
 * transaction on the same item (TransactionConflict): nothing was written, so trying again is safe,
 * and the hot platform-stats item (counters ADDed by sign-ups, role changes and downloads) makes it
 * routine under load. Batch calls may leave items unprocessed when throttled. Both are retried with
 * the same jittered exponential back-off, a bounded number of times.
 */
interface CancellationReason {
  Code?: string;
}

/** Reason codes of a cancelled TransactWrite, one per action, in order ('None' for the others). */
export function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as Error & { CancellationReasons?: CancellationReason[] }).CancellationReasons;
  return (reasons ?? []).map((r) => r.Code ?? 'None');
}

export function isConditionFailure(error: unknown): boolean {
  return (
    (error instanceof Error && error.name === 'ConditionalCheckFailedException') ||
    cancellationCodes(error).includes('ConditionalCheckFailed')
  );
}

export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  const codes = cancellationCodes(error);
  // A failed condition is an answer, not a conflict: it must not be retried into a different outcome.
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/** How long the n-th retry waits at most: 40, 80, 160… ms, never more than a second. */
export const BACKOFF = { baseMs: 20, capMs: 1000 } as const;

/** Waits a random time up to the n-th step's ceiling (full jitter: racing callers spread out). */
export function backoff(attempt: number, random: () => number = Math.random): Promise<void> {
  const ceiling = Math.min(BACKOFF.capMs, BACKOFF.baseMs * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, random() * ceiling));
}

/** Runs `run` again while `retryable(error)`, at most `attempts` times in all, backing off between. */
export async function retry<T>(
  run: () => Promise<T>,
  { attempts, retryable }: { attempts: number; retryable: (error: unknown) => boolean },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      await backoff(attempt);
    }
  }
}

/** Runs `write` again on transaction conflicts (10 attempts in all). */
export function withConflictRetry<T>(write: () => Promise<T>, attempts = 10): Promise<T> {
  return retry(write, { attempts, retryable: isTransactionConflict });
}

/**
 * Sends what a batch call left unprocessed until nothing is left, backing off between rounds; after
 * `attempts` rounds with items still pending it fails rather than loop for ever.
 */
export async function drainUnprocessed<T>(
  first: readonly T[],
  send: (pending: readonly T[]) => Promise<readonly T[]>,
  what: string,
  attempts = 8,
): Promise<void> {
  let pending = first;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= attempts) throw new Error(`${what} kept returning unprocessed items`);
    if (attempt > 0) await backoff(attempt);
    pending = await send(pending);
  }
}
