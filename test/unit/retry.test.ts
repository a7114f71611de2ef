import { describe, expect, it } from 'vitest';
import {
  cancellationCodes,
  isConditionFailure,
  isTransactionConflict,
  withConflictRetry,
} from '../../lambdas/lib/retry';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('transaction conflict retries', () => {
  it('reads the cancellation reasons, in action order', () => {
    expect(cancellationCodes(cancelled('None', 'ConditionalCheckFailed'))).toEqual([
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(cancellationCodes(new Error('other'))).toEqual([]);
  });

  it('retries conflicts but never a failed condition', () => {
    expect(isTransactionConflict(cancelled('TransactionConflict', 'None'))).toBe(true);
    expect(
      isTransactionConflict(Object.assign(new Error('x'), { name: 'TransactionConflictException' })),
    ).toBe(true);
    expect(isTransactionConflict(cancelled('TransactionConflict', 'ConditionalCheckFailed'))).toBe(false);
    expect(isConditionFailure(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
    expect(
      isConditionFailure(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' })),
    ).toBe(true);
  });

  it('tries again after a conflict and gives up on anything else', async () => {
    let calls = 0;
    const result = await withConflictRetry(() => {
      calls++;
      return calls < 3 ? Promise.reject(cancelled('TransactionConflict')) : Promise.resolve('ok');
    });
    expect(result).toBe('ok');
    expect(calls).toBe(3);

    let failing = 0;
    await expect(
      withConflictRetry(() => {
        failing++;
        return Promise.reject(cancelled('ConditionalCheckFailed'));
      }),
    ).rejects.toThrow('cancelled');
    expect(failing).toBe(1);
  });
});
