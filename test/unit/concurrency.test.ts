import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from '../../lambdas/lib/concurrency';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapWithConcurrency', () => {
  it('answers in the items’ order however the calls finish', async () => {
    const delays = [30, 5, 20, 0, 10];
    const results = await mapWithConcurrency(delays, 3, async (ms, index) => {
      await tick(ms);
      return `${index}:${ms}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:0', '4:10']);
  });

  it('never has more than `limit` calls in flight, and uses all of them', async () => {
    let inFlight = 0;
    let most = 0;
    const calls: number[] = [];
    await mapWithConcurrency(
      Array.from({ length: 20 }, (_, i) => i),
      4,
      async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        calls.push(item);
        await tick(1 + (item % 3));
        inFlight -= 1;
      },
    );
    expect(most).toBe(4);
    expect(calls.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('rejects with the first failure and starts no item after it', async () => {
    const started: number[] = [];
    const run = mapWithConcurrency([0, 1, 2, 3, 4, 5, 6, 7], 2, async (item) => {
      started.push(item);
      await tick(2);
      if (item === 1) throw new Error('refused');
      return item;
    });
    await expect(run).rejects.toThrow('refused');
    await tick(20);
    // 0 and 1 ran together; 2 started when 0 finished, as 1 failed; nothing after.
    expect(started.sort()).toEqual([0, 1, 2]);
  });

  it('answers [] for no items and refuses a limit below 1', async () => {
    expect(await mapWithConcurrency([], 5, () => Promise.resolve(1))).toEqual([]);
    await expect(mapWithConcurrency([1], 0, () => Promise.resolve(1))).rejects.toThrow(RangeError);
  });
});
