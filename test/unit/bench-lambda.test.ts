import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChild, type LambdaResult } from '../bench/lambda';
import { headlineTable, lambdaTable } from '../bench/lib/report';
import { checkExitCode, judgeColdStarts, lambdaTargets, LIMITS } from '../bench/lib/targets';

const measured = (name: string, coldStartMs: number, kb = 300): LambdaResult => ({
  name,
  handler: name === 'reference-get-item' ? 'test/bench/fixtures/reference-get-item' : `x/${name}`,
  bytes: kb * 1024,
  coldStartMs,
  importMs: coldStartMs / 2,
  invokeMs: coldStartMs / 2,
  cpuMs: coldStartMs * 0.8,
  nodeBootMs: 20,
  runs: 10,
  answer: '200',
});

const reference = measured('reference-get-item', 100, 203);

describe('Lambda cold start against the reference function', () => {
  it('meets the limit at 1.29 × the reference and misses it at 1.31 ×, the limit itself included', () => {
    const judged = judgeColdStarts(
      [measured('fast', 129), measured('at-limit', 130), measured('slow', 131)],
      reference,
    );
    expect(judged.map((j) => [j.name, j.met])).toEqual([
      ['fast', true],
      ['at-limit', true],
      ['slow', false],
    ]);
    expect(judged[2]?.ratio).toBeCloseTo(1.31);
  });

  it('follows the reference, not an absolute time: the same 200 ms meets or misses with the run', () => {
    const fn = measured('get-me', 200);
    expect(judgeColdStarts([fn], measured('reference-get-item', 160))[0]?.met).toBe(true);
    expect(judgeColdStarts([fn], measured('reference-get-item', 140))[0]?.met).toBe(false);
  });

  it('never passes a function when the reference could not be measured', () => {
    const noReference = measured('reference-get-item', Number.NaN);
    expect(judgeColdStarts([measured('get-me', 50)], noReference)[0]?.met).toBe(false);
    const [, cold] = lambdaTargets([measured('get-me', 50)], noReference);
    expect(cold?.met).toBe(false);
  });

  it('headlines the worst ratio, how many functions meet it, and the reference', () => {
    const targets = lambdaTargets(
      [measured('get-me', 110), measured('list-users', 131), measured('get-document', 125)],
      reference,
    );
    const cold = targets.find((t) => t.id === 'lambda.cold');
    expect(cold?.measured).toBeCloseTo(1.31);
    expect(cold?.limit).toBe(LIMITS.coldStartToReference);
    expect(cold?.met).toBe(false);
    expect(cold?.label).toContain('worst: list-users');
    expect(cold?.label).toContain('2 of 3 ≤ 1.3 ×');
    expect(cold?.label).toContain('reference 100 ms');
    expect(checkExitCode(targets)).toBe(1);

    const table = headlineTable(targets);
    expect(table).toContain('1.31 ×');
    expect(table).toContain('<= 1.30 ×');
    expect(table).toContain('**missed**');
  });

  it('passes the headline row only when every function is within 1.3 × the reference', () => {
    const targets = lambdaTargets([measured('get-me', 110), measured('get-document', 129)], reference);
    expect(targets.find((t) => t.id === 'lambda.cold')?.met).toBe(true);
    expect(targets.find((t) => t.id === 'lambda.cold')?.label).toContain('2 of 2');
  });
});

describe('Lambda bundle size', () => {
  it('allows 600 KB, the S3 client and presigners included, and names the largest function', () => {
    const atLimit = lambdaTargets(
      [measured('get-me', 100, 250), measured('create-upload', 100, 600)],
      reference,
    );
    const size = atLimit.find((t) => t.id === 'lambda.size');
    expect(size?.met).toBe(true);
    expect(size?.label).toContain('create-upload');
    const over = lambdaTargets([measured('create-upload', 100, 601)], reference);
    expect(over.find((t) => t.id === 'lambda.size')?.met).toBe(false);
  });

  it('does not weigh the reference function with the deployed ones', () => {
    const targets = lambdaTargets([measured('get-me', 100, 250)], measured('reference-get-item', 100, 900));
    expect(targets.find((t) => t.id === 'lambda.size')?.measured).toBe(250);
  });
});

describe('Lambda table', () => {
  const table = lambdaTable([measured('get-me', 129), measured('list-users', 131)], reference);
  const rows = table.split('\n');

  it('shows the reference row first, with its own figures', () => {
    expect(rows[0]).toContain('/ reference (≤ 1.3 ×)');
    expect(rows[2]).toContain('reference: one GetItem (test/bench/fixtures/reference-get-item.ts)');
    expect(rows[2]).toContain('| 203 KB | 100 ms | 1.00 × (reference) |');
  });

  it('gives each function its ratio to the reference and whether it meets the limit', () => {
    expect(rows[3]).toMatch(/^\| get-me \| 300 KB \| 129 ms \| 1\.29 × met \|/);
    expect(rows[4]).toMatch(/^\| list-users \| 300 KB \| 131 ms \| 1\.31 × \*\*missed\*\* \|/);
    expect(rows).toHaveLength(5);
  });

  it('marks a function that could not be compared as missed, never met', () => {
    const [, , , row] = lambdaTable([measured('get-me', Number.NaN)], reference).split('\n');
    expect(row).toContain('| n/a **missed** |');
  });
});

describe('Lambda cold-start child', () => {
  it("reads its figures after the function's own output (JSON logs and EMF lines on stdout)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tremplin-bench-child-'));
    try {
      const bundle = join(dir, 'index.mjs');
      writeFileSync(
        bundle,
        [
          'export const handler = async () => {',
          "  process.stdout.write(JSON.stringify({ level: 'INFO', message: 'hello' }) + '\\n');",
          "  process.stdout.write(JSON.stringify({ _aws: { CloudWatchMetrics: [] }, SessionViews: 1 }) + '\\n');",
          '  return { statusCode: 200 };',
          '};',
        ].join('\n'),
      );
      const run = await runChild(bundle, {}, {});
      expect(run.answer).toBe('200');
      expect(run.importMs).toBeGreaterThanOrEqual(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
