/** The readable report (latest.md) from the results: pure, so it is unit-tested. */
import type { LambdaResult } from '../lambda';
import type { CostBreakdown } from './cost';
import { PRICES } from './cost';
import { judgeColdStarts, LIMITS, type TargetResult } from './targets';

export interface Table {
  head: string[];
  rows: (string | number)[][];
}

export function markdownTable(table: Table): string {
  const cell = (v: string | number) => String(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${table.head.map(cell).join(' | ')} |`,
    `| ${table.head.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Numbers for people: no more precision than the measurement has. */
export function fmt(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return 'n/a';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

export function headlineTable(targets: readonly TargetResult[]): string {
  return markdownTable({
    head: ['target', 'measured', 'limit', 'result', 'why / plan'],
    rows: targets.map((t) => [
      t.label,
      fmt(t.measured, t.unit),
      `${t.comparator} ${fmt(t.limit, t.unit)}`,
      t.met ? 'met' : '**missed**',
      t.note ?? '',
    ]),
  });
}

/**
 * Section 4's table: the reference function first (what the others are divided by), then every
 * function with its ratio to it and whether that meets the limit.
 */
export function lambdaTable(functions: readonly LambdaResult[], reference: LambdaResult): string {
  const judged = new Map(judgeColdStarts(functions, reference).map((j) => [j.name, j]));
  // Two decimals for every ratio (fmt would give 0.967 next to 1.28), the limit's own precision.
  const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ×` : 'n/a');
  const figures = (l: LambdaResult) => [
    fmt(l.importMs, 'ms'),
    fmt(l.invokeMs, 'ms'),
    fmt(l.cpuMs, 'ms'),
    fmt(l.nodeBootMs, 'ms'),
    l.answer,
  ];
  return markdownTable({
    head: [
      'function',
      'bundle',
      'cold start',
      `/ reference (≤ ${LIMITS.coldStartToReference} ×)`,
      'import',
      'first request',
      'CPU',
      'Node boot',
      'answer',
    ],
    rows: [
      [
        `reference: one GetItem (${reference.handler}.ts)`,
        fmt(reference.bytes / 1024, 'KB'),
        fmt(reference.coldStartMs, 'ms'),
        `${times(1)} (reference)`,
        ...figures(reference),
      ],
      ...functions.map((l) => {
        const j = judged.get(l.name);
        const verdict = j?.met ? 'met' : '**missed**';
        return [
          l.name,
          fmt(l.bytes / 1024, 'KB'),
          fmt(l.coldStartMs, 'ms'),
          `${times(j?.ratio ?? Number.NaN)} ${verdict}`,
          ...figures(l),
        ];
      }),
    ],
  });
}

export function costTable(rows: readonly { what: string; cost: CostBreakdown; basis: string }[]): string {
  return markdownTable({
    head: ['per million', 'DynamoDB', 'Lambda', 'HTTP API', 'CloudFront', 'total', 'basis'],
    rows: rows.map((r) => [
      r.what,
      `$${r.cost.dynamo.toFixed(2)}`,
      `$${r.cost.lambda.toFixed(2)}`,
      `$${r.cost.apiGateway.toFixed(2)}`,
      `$${r.cost.cloudFront.toFixed(2)}`,
      `**$${r.cost.total.toFixed(2)}**`,
      r.basis,
    ]),
  });
}

export function pricesTable(): string {
  return markdownTable({
    head: ['price', 'value'],
    rows: [
      ['DynamoDB on-demand, read request units', `$${PRICES.dynamoReadPerMillion} per million`],
      ['DynamoDB on-demand, write request units', `$${PRICES.dynamoWritePerMillion} per million`],
      ['Lambda arm64 duration', `$${PRICES.lambdaArmPerGbSecond} per GB-second`],
      ['Lambda requests', `$${PRICES.lambdaPerMillionRequests} per million`],
      ['API Gateway HTTP API', `$${PRICES.httpApiPerMillion} per million requests`],
      ['CloudFront HTTPS requests (Europe)', `$${PRICES.cloudFrontHttpsPer10k} per 10,000`],
      ['CloudFront data out (Europe, first 10 TB)', `$${PRICES.cloudFrontPerGbOut} per GB`],
    ],
  });
}
