import { describe, expect, it, vi } from 'vitest';
import { BACKOFF, backoff, drainUnprocessed, retry, withConflictRetry } from '../../lambdas/lib/retry';

const conflict = () =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'TransactionConflict' }],
  });
const failedCondition = () =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }],
  });

describe('the one retry helper: bounded, backed off', () => {
  it('tries a conflicting write again until it lands, and gives up after the cap', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const landing = withConflictRetry(() => {
        calls++;
        return calls < 3 ? Promise.reject(conflict()) : Promise.resolve('written');
      });
      await vi.runAllTimersAsync();
      await expect(landing).resolves.toBe('written');
      expect(calls).toBe(3);

      calls = 0;
      const never = withConflictRetry(() => {
        calls++;
        return Promise.reject(conflict());
      }, 4).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await never).toMatchObject({ name: 'TransactionCanceledException' });
      expect(calls).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never retries a failed condition into another outcome', async () => {
    let calls = 0;
    await expect(
      withConflictRetry(() => {
        calls++;
        return Promise.reject(failedCondition());
      }),
    ).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(calls).toBe(1);
  });

  it('drains unprocessed batch items, and fails rather than loop for ever', async () => {
    vi.useFakeTimers();
    try {
      const sent: number[] = [];
      const drained = drainUnprocessed(
        [1, 2, 3],
        (pending) => {
          sent.push(pending.length);
          return Promise.resolve(pending.slice(1));
        },
        'BatchWrite',
      );
      await vi.runAllTimersAsync();
      await drained;
      expect(sent).toEqual([3, 2, 1]);

      let rounds = 0;
      const stuck = drainUnprocessed(
        [1],
        (pending) => {
          rounds++;
          return Promise.resolve(pending);
        },
        'BatchGet',
        5,
      ).catch((error: unknown) => (error as Error).message);
      await vi.runAllTimersAsync();
      expect(await stuck).toBe('BatchGet kept returning unprocessed items');
      expect(rounds).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits a random part of a ceiling that doubles and stops at a second', async () => {
    vi.useFakeTimers();
    try {
      for (const [attempt, ceiling] of [
        [1, 40],
        [4, 320],
        [30, 1000],
      ] as const) {
        expect(Math.min(BACKOFF.capMs, BACKOFF.baseMs * 2 ** attempt)).toBe(ceiling);
        let done = false;
        void backoff(attempt, () => 0.5).then(() => (done = true));
        await vi.advanceTimersByTimeAsync(ceiling / 2 - 1);
        expect(done).toBe(false);
        await vi.advanceTimersByTimeAsync(2);
        expect(done).toBe(true);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes other errors through at once', async () => {
    let calls = 0;
    await expect(
      retry(
        () => {
          calls++;
          return Promise.reject(new Error('boom'));
        },
        { attempts: 5, retryable: () => false },
      ),
    ).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
