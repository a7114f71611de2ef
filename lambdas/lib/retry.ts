/**
 * DynamoDB refuses a write that meets an in-flight transaction on the same item
 * (TransactionConflict). Nothing was written, so trying again is safe; the hot platform-stats
 * item (counters ADDed by sign-ups, role changes and downloads) makes this routine under load.
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

/** Runs `write` again on transaction conflicts, with jittered exponential back-off. */
export async function withConflictRetry<T>(write: () => Promise<T>, attempts = 10): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      const ceiling = Math.min(1000, 20 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
