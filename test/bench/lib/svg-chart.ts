/**
 * A small line chart as SVG text (no dependency): x on a log scale (catalogue sizes 100 → 10,000),
 * one polyline per series, axes with ticks, a legend. Pure, so it is unit-tested.
 */
export interface Series {
  name: string;
  points: { x: number; y: number }[];
}

export interface ChartOptions {
  title: string;
  xLabel: string;
  yLabel: string;
  width?: number;
  height?: number;
}

const COLOURS = ['#115e59', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#15803d', '#525252', '#0e7490'];

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Round numbers for an axis from 0 to at least `max`: about five steps of 1, 2 or 5 × 10^n. */
export function niceTicks(max: number, steps = 5): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const raw = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let value = 0; value < max + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  if ((ticks.at(-1) ?? 0) < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

function formatTick(value: number): string {
  if (value >= 1000) return value.toLocaleString('en-US');
  return String(Number(value.toPrecision(3)));
}

export function lineChart(series: readonly Series[], options: ChartOptions): string {
  const width = options.width ?? 640;
  const height = options.height ?? 360;
  const margin = { top: 40, right: 190, bottom: 50, left: 70 };
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const points = series.flatMap((s) => s.points).filter((p) => Number.isFinite(p.y) && p.x > 0);
  const xs = [...new Set(points.map((p) => p.x))].sort((a, b) => a - b);
  const logMin = Math.log10(xs[0] ?? 1);
  const logMax = Math.log10(xs.at(-1) ?? 10);
  const span = logMax - logMin || 1;
  const yTicks = niceTicks(Math.max(0, ...points.map((p) => p.y)));
  const yMax = yTicks.at(-1) ?? 1;
  const x = (value: number) => margin.left + ((Math.log10(value) - logMin) / span) * plotW;
  const y = (value: number) => margin.top + plotH - (value / yMax) * plotH;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${margin.left}" y="22" font-size="14" font-weight="bold">${escapeXml(options.title)}</text>`,
  );
  for (const tick of yTicks) {
    const ty = y(tick).toFixed(1);
    out.push(
      `<line x1="${margin.left}" x2="${margin.left + plotW}" y1="${ty}" y2="${ty}" stroke="#e7e5e4"/>`,
      `<text x="${margin.left - 6}" y="${ty}" text-anchor="end" dominant-baseline="middle">${formatTick(tick)}</text>`,
    );
  }
  for (const value of xs) {
    const tx = x(value).toFixed(1);
    out.push(
      `<line x1="${tx}" x2="${tx}" y1="${margin.top}" y2="${margin.top + plotH}" stroke="#e7e5e4"/>`,
      `<text x="${tx}" y="${margin.top + plotH + 16}" text-anchor="middle">${formatTick(value)}</text>`,
    );
  }
  out.push(
    `<line x1="${margin.left}" x2="${margin.left}" y1="${margin.top}" y2="${margin.top + plotH}" stroke="#57534e"/>`,
    `<line x1="${margin.left}" x2="${margin.left + plotW}" y1="${margin.top + plotH}" y2="${margin.top + plotH}" stroke="#57534e"/>`,
    `<text x="${margin.left + plotW / 2}" y="${height - 10}" text-anchor="middle">${escapeXml(options.xLabel)}</text>`,
    `<text x="16" y="${margin.top + plotH / 2}" text-anchor="middle" transform="rotate(-90 16 ${margin.top + plotH / 2})">${escapeXml(options.yLabel)}</text>`,
  );
  series.forEach((s, index) => {
    const colour = COLOURS[index % COLOURS.length] ?? '#000000';
    const valid = s.points.filter((p) => Number.isFinite(p.y) && p.x > 0).sort((a, b) => a.x - b.x);
    if (valid.length > 0) {
      const path = valid.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ');
      out.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${path}"/>`);
      for (const p of valid) {
        out.push(`<circle cx="${x(p.x).toFixed(1)}" cy="${y(p.y).toFixed(1)}" r="3" fill="${colour}"/>`);
      }
    }
    const ly = margin.top + 10 + index * 18;
    out.push(
      `<rect x="${margin.left + plotW + 14}" y="${ly - 6}" width="12" height="12" fill="${colour}"/>`,
      `<text x="${margin.left + plotW + 32}" y="${ly}" dominant-baseline="middle">${escapeXml(s.name)}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('\n');
}
