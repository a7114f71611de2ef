import { describe, expect, it } from 'vitest';
import { emptyWork } from '../bench/meter';
import { fmt, headlineTable, markdownTable } from '../bench/lib/report';
import { escapeXml, lineChart, niceTicks } from '../bench/lib/svg-chart';
import { target } from '../bench/lib/targets';
import { staticTwinHtml } from '../bench/lib/twin';
import { mergeUpdates } from '../bench/data';
import { growth, scans, type ScalePoint } from '../bench/scale';

describe('SVG chart', () => {
  it('draws one line and one legend entry per series, on a log x axis', () => {
    const svg = lineChart(
      [
        {
          name: 'catalogue',
          points: [
            { x: 100, y: 1 },
            { x: 1000, y: 1 },
            { x: 10000, y: 1.05 },
          ],
        },
        {
          name: 'search <q>',
          points: [
            { x: 100, y: 2 },
            { x: 10000, y: 2 },
          ],
        },
      ],
      { title: 'Cost', xLabel: 'sessions', yLabel: '$' },
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<polyline/g)).toHaveLength(2);
    expect(svg).toContain('search &lt;q&gt;');
    // 1,000 sits halfway between 100 and 10,000 on a log scale.
    const xs = [...svg.matchAll(/<circle cx="([\d.]+)"/g)].map((m) => Number(m[1])).slice(0, 3);
    expect((xs[1] ?? 0) - (xs[0] ?? 0)).toBeCloseTo((xs[2] ?? 0) - (xs[1] ?? 0), 0);
  });

  it('skips points that are not numbers', () => {
    const svg = lineChart(
      [
        {
          name: 'a',
          points: [
            { x: 100, y: Number.NaN },
            { x: 1000, y: 1 },
          ],
        },
      ],
      {
        title: 't',
        xLabel: 'x',
        yLabel: 'y',
      },
    );
    expect(svg.match(/<circle/g)).toHaveLength(1);
    expect(svg).not.toContain('NaN');
  });

  it('picks round ticks covering the maximum', () => {
    expect(niceTicks(9.3)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(escapeXml('a & "b"')).toBe('a &amp; &quot;b&quot;');
  });
});

describe('report', () => {
  it('writes markdown tables and the headline with met/missed', () => {
    expect(markdownTable({ head: ['a', 'b'], rows: [[1, 'x|y']] })).toBe(
      '| a | b |\n| --- | --- |\n| 1 | x\\|y |',
    );
    const table = headlineTable([
      target({
        id: 'x',
        section: 'web',
        label: 'LCP',
        measured: 2000,
        comparator: '<=',
        limit: 1800,
        unit: 'ms',
        note: 'plan',
      }),
    ]);
    expect(table).toContain('**missed**');
    expect(table).toContain('<= 1800 ms');
    expect(fmt(Number.NaN)).toBe('n/a');
    expect(fmt(0.0312)).toBe('0.031');
  });
});

describe('static twin', () => {
  it('removes scripts and module preloads and inlines stylesheets', () => {
    const html =
      '<html><head><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/s.css"><script type="module" src="/assets/i.js"></script></head><body><h1>Hi</h1><script>x()</script></body></html>';
    const twin = staticTwinHtml(html, new Map([['/assets/s.css', 'h1{color:red}']]));
    expect(twin).toBe('<html><head><style>h1{color:red}</style></head><body><h1>Hi</h1></body></html>');
  });
});

describe('generated data', () => {
  it('merges counter updates: ADD values summed per item and expression, SET values last wins', () => {
    const update = (tag: string, delta: number, label: string) => ({
      Update: {
        TableName: 't',
        Key: { PK: 'TAGS#PUBLISHED', SK: tag },
        UpdateExpression: 'ADD #count :delta SET #label = :label',
        ExpressionAttributeNames: { '#count': 'count', '#label': 'label' },
        ExpressionAttributeValues: { ':delta': delta, ':label': label },
      },
    });
    const merged = mergeUpdates([update('a', 1, 'A'), update('b', 1, 'B'), update('a', 1, 'Â')]);
    expect(merged).toHaveLength(2);
    expect(merged[0]?.ExpressionAttributeValues).toEqual({ ':delta': 2, ':label': 'Â' });
  });
});

describe('scale growth', () => {
  const point = (level: number, calls: number, items: number, units: number, results = 24): ScalePoint => ({
    level,
    name: 'catalogue',
    status: 200,
    results,
    work: { ...emptyWork(), calls, itemsRead: items, readUnits: units },
    ms: 10,
    responseBytes: 100,
  });

  it('takes the largest ratio of calls, items and units between the smallest and largest level', () => {
    const [g] = growth([point(10000, 3, 50, 13), point(100, 3, 49, 13), point(1000, 3, 49, 13)]);
    expect(g?.ratio).toBeCloseTo(50 / 49);
    expect(g?.equalResults).toBe(true);
  });

  it('counts a request the meter saw make no call as unmetered, not as equal work', () => {
    const [g] = growth([point(100, 0, 0, 0), point(10000, 0, 0, 0)]);
    expect(g?.ratio).toBeNaN();
  });

  it('flags unequal result counts and infinite growth from zero', () => {
    const [g] = growth([point(100, 1, 0, 0, 5), point(10000, 1, 3, 1, 6)]);
    expect(g?.equalResults).toBe(false);
    expect(g?.ratio).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('Scan calls on request paths', () => {
  const point = (name: string, level: number, byCommand: Record<string, number>): ScalePoint => ({
    level,
    name,
    status: 200,
    results: 14,
    work: { ...emptyWork(), calls: 3, byCommand },
    ms: 10,
    responseBytes: 100,
  });

  it('adds up each endpoint’s Scans over every level, so a Scan at any size misses the target', () => {
    const found = scans([
      point('parcours', 100, { GetItem: 1, Query: 2, BatchGetItem: 1 }),
      point('parcours', 10000, { GetItem: 1, Query: 2, BatchGetItem: 1 }),
      point('admin users', 100, { Query: 1 }),
      point('admin users', 10000, { Query: 1, Scan: 2 }),
    ]);
    expect(found).toEqual([
      { name: 'parcours', scans: 0 },
      { name: 'admin users', scans: 2 },
    ]);
  });
});
