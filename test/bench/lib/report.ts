/** The readable report (latest.md) from the results: pure, so it is unit-tested. */
import type { CostBreakdown } from './cost';
import { PRICES } from './cost';
import type { TargetResult } from './targets';

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
