/**
 * The targets of issue 6 and the met/missed logic behind `--check`. A target compares one
 * measured value with its limit; a value that could not be measured (NaN) is a miss, never a pass.
 */
export type Comparator = '<=' | '>=';

export interface TargetResult {
  id: string;
  section: 'web' | 'api' | 'scale' | 'lambda';
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
  jsBeforeInteractiveKb: 110,
  lcpToStaticTwin: 1.3,
  apiP99ToRaw: 4,
  scaleGrowth: 1.1,
  /** Room for the SDK's S3 client and presigners in the functions that touch files. */
  bundleKb: 600,
  coldStartMs: 150,
} as const;
