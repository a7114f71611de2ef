/**
 * The targets of issue 6 and the met/missed logic behind `--check`. A target compares one
 * measured value with its limit; a value that could not be measured (NaN) is a miss, never a pass.
 */
import { ratio } from './stats';

export type Comparator = '<=' | '>=';

export interface TargetResult {
  id: string;
  section: 'web' | 'api' | 'scale' | 'lambda' | 'pdf';
  /** What is measured, in words (e.g. "LCP, Slow 4G — /sessions"). */
  label: string;
  measured: number;
  comparator: Comparator;
  limit: number;
  unit: string;
  met: boolean;
  /** Why it was missed and the plan (filled in by the report from known causes), or a caveat. */
  note?: string;
}

export function isMet(measured: number, comparator: Comparator, limit: number): boolean {
  if (!Number.isFinite(measured)) return false;
  return comparator === '<=' ? measured <= limit : measured >= limit;
}

export function target(input: Omit<TargetResult, 'met'> & { met?: never }): TargetResult {
  return { ...input, met: isMet(input.measured, input.comparator, input.limit) };
}

export function missed(results: readonly TargetResult[]): TargetResult[] {
  return results.filter((r) => !r.met);
}

/** `--check`: exit code 1 when any target is missed (or none was measured at all). */
export function checkExitCode(results: readonly TargetResult[]): number {
  return results.length > 0 && missed(results).length === 0 ? 0 : 1;
}

/** The limits, one place (issue 6, "Targets"). */
export const LIMITS = {
  performanceScore: 95,
  lcpSlow4gMs: 1800,
  lcpRegular3gMs: 3000,
  cls: 0.05,
  tbtMs: 150,
  /** Issue 14: React 19 (66 KB) and React Router 7 (29 KB) leave a public page ~45 KB for its own code and data layer. */
  jsBeforeInteractiveKb: 140,
  lcpToStaticTwin: 1.3,
  /** Issue 16: the first page of a 2 MB PDF within 3 s of opening the preview, on Regular 3G. */
  pdfFirstPage3gMs: 3000,
  apiP99ToRaw: 4,
  scaleGrowth: 1.1,
  /** No Scan on a request path: lists, search and the parcours are Queries (docs/data-design.md). */
  scansOnRequestPath: 0,
  /** Room for the SDK's S3 client and presigners in the functions that touch files. */
  bundleKb: 600,
  /**
   * Each function's median cold start over the reference function's (test/bench/fixtures/
   * reference-get-item.ts) in the same run: a ratio, so the machine's speed and load cancel out and
   * what remains is what the function adds to one GetItem.
   */
  coldStartToReference: 1.3,
} as const;

/** What the Lambda targets read of a function's measurement (LambdaResult in ../lambda.ts). */
export interface ColdStartFigures {
  name: string;
  bytes: number;
  /** Median of the runs, ms. */
  coldStartMs: number;
  /** Median CPU time of the runs, ms. */
  cpuMs: number;
}

export interface ColdStartJudgement {
  name: string;
  /** Median cold start / the reference's; NaN when either is missing. */
  ratio: number;
  met: boolean;
}

/** Each function against the reference function measured in the same run. */
export function judgeColdStarts(
  functions: readonly ColdStartFigures[],
  reference: ColdStartFigures,
): ColdStartJudgement[] {
  return functions.map((fn) => {
    const measured = ratio(fn.coldStartMs, reference.coldStartMs);
    return { name: fn.name, ratio: measured, met: isMet(measured, '<=', LIMITS.coldStartToReference) };
  });
}

/**
 * The two Lambda rows of the headline: the largest bundle, and the worst cold-start ratio (so the
 * row is met only when every function is), with how many functions meet the limit.
 */
export function lambdaTargets(
  functions: readonly ColdStartFigures[],
  reference: ColdStartFigures,
): TargetResult[] {
  const biggest = [...functions].sort((a, b) => b.bytes - a.bytes)[0];
  if (!biggest) return [];
  const judged = judgeColdStarts(functions, reference);
  // NaN sorts first: a function that could not be compared is the worst case.
  const worst = [...judged].sort((a, b) => worstFirst(a.ratio, b.ratio))[0];
  const meeting = judged.filter((j) => j.met).length;
  return [
    target({
      id: 'lambda.size',
      section: 'lambda',
      label: `Lambda bundle, largest (${biggest.name}; all ${functions.length} functions)`,
      measured: biggest.bytes / 1024,
      comparator: '<=',
      limit: LIMITS.bundleKb,
      unit: 'KB',
    }),
    target({
      id: 'lambda.cold',
      section: 'lambda',
      label:
        `Lambda cold start, median / reference GetItem function — worst: ${worst?.name ?? 'none'}; ` +
        `${meeting} of ${functions.length} ≤ ${LIMITS.coldStartToReference} × ` +
        `(reference ${reference.coldStartMs.toFixed(0)} ms, CPU ${reference.cpuMs.toFixed(0)} ms)`,
      measured: worst?.ratio ?? Number.NaN,
      comparator: '<=',
      limit: LIMITS.coldStartToReference,
      unit: '×',
    }),
  ];
}

function worstFirst(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return b - a;
}
