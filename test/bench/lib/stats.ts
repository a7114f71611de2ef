/** Pure statistics of the benchmark: percentiles, medians, ratios. */

/** The p-th percentile (0–100) of `values` by linear interpolation between closest ranks; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0–100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[high] ?? Number.NaN;
  return lowValue + (highValue - lowValue) * (rank - low);
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export interface LatencySummary {
  count: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
}

/** Latencies (ms) of requests completed over `seconds`. */
export function summarize(latencies: readonly number[], seconds: number): LatencySummary {
  return {
    count: latencies.length,
    p50: percentile(latencies, 50),
    p97_5: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : Number.NaN,
  };
}

/** a / b, or NaN when b is not a positive number (a ratio to nothing means nothing). */
export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : Number.NaN;
}

/** Rounds for display and JSON without losing what matters (3 significant digits under 100). */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
