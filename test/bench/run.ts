/**
 * `npm run bench [-- --quick] [-- --check]`: speed, weight and cost as the catalogue grows, each
 * side by side with its limit (issue 6). Writes test/bench/results/latest.json and latest.md.
 * Options: --quick (under 3 minutes: 50 and 100 sessions, 2 s load tests, / and /sessions, one cold
 * start per function), --check (exit 1 when a target is missed),
 * --levels=100,1000 (catalogue sizes), --only=scale,api,web,lambda,pdf,wire,fanout,cohort (sections; cost needs scale),
 * --followers=10000 (the fan-out's followers of one session),
 * --routes=home,sessions,session,documentation,about,dashboard (web routes to measure).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PROGRAMME_SESSION_COUNT } from '@common/programme';
import { HANDLER_RUNTIME } from '../../infra/definitions/bundling';
import { exitUnlessJava } from '../../infra/local/java';
import { ROOT } from '../../infra/local/web-build';
import { env } from '../../lambdas/lib/env';
import { measureApi, type ApiResult } from './api';
import { emptyState, growTo, seedParcours, SEARCH_WORD, DOCUMENTS_PER_SESSION } from './data';
import { measureLambdas, type LambdaMeasurement } from './lambda';
import { addCosts, costPerMillion, PRICES, type CostBreakdown } from './lib/cost';
import { costTable, fmt, headlineTable, lambdaTable, markdownTable, pricesTable } from './lib/report';
import { ratio } from './lib/stats';
import { MISS_NOTES, NOTES } from './lib/notes';
import { lineChart } from './lib/svg-chart';
import { checkExitCode, lambdaTargets, LIMITS, target, type TargetResult } from './lib/targets';
import {
  pdfPreviewTargets,
  REGULAR_3G_KBITS,
  REGULAR_3G_RTT_MS,
  type PdfOpening,
  type PdfPreviewResult,
} from './lib/pdf-preview';
import { measurePdfPreview, PDF_BYTES, PDF_PAGES } from './pdf';
import { BENCH_PASSWORD, startBenchPlatform } from './platform';
import { growth, meterRequest, scaleRequests, scans, type ScalePoint } from './scale';
import { measureWeb, type WebResult, type WebRoute } from './web';
import { measureWire } from './wire';
import { fanOutTable, measureFanOut, type FanOutResult } from './fan-out';
import { measureCohort } from './cohort';
import { COHORT_PARTICIPANTS, cohortTable, cohortTargets, type CohortRead } from './lib/cohort';
import { wireTable, type WireRead } from './lib/wire';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const check = args.includes('--check');
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const levels = (option('levels') ?? (quick ? '50,100' : '100,1000,10000')).split(',').map(Number);
const sections = new Set((option('only') ?? 'scale,api,web,lambda,pdf,wire,fanout,cohort').split(','));
const settings = {
  quick,
  levels,
  api: { seconds: quick ? 2 : 10, warmupSeconds: quick ? 1 : 3, connections: 32 },
  coldStartRuns: quick ? 1 : 10,
  pdfRuns: quick ? 1 : 3,
};

const started = performance.now();
const log = (line: string) =>
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

await exitUnlessJava();
const platform = await startBenchPlatform(log);
const state = emptyState();
const points: ScalePoint[] = [];
let apiResults: ApiResult[] = [];
let webResults: WebResult[] = [];
let lambdas: LambdaMeasurement | undefined;
let pdfPreview: PdfPreviewResult | undefined;
let wire: WireRead[] = [];
let fanOut: FanOutResult | undefined;
let cohortReads: CohortRead[] = [];
const pageRequests: ScalePoint[] = [];
const timings: Record<string, number> = {};
const { accounts } = platform;

try {
  // 3. Scale (it also loads the data the other sections run on: the largest level).
  for (const level of levels) {
    const t = performance.now();
    const first = state.sessions.length === 0;
    const { items } = await growTo(state, level, accounts.editor.id);
    // The user's parcours (the programme's first sessions exist from the first level on).
    if (first) await seedParcours(state, accounts.user.id);
    log(
      `data: ${level} sessions × ${DOCUMENTS_PER_SESSION} documents, ${level} users (+${items} items in ${((performance.now() - t) / 1000).toFixed(0)} s)`,
    );
    if (!sections.has('scale')) continue;
    const fixtures = {
      sessionId: state.sessions[3]?.id ?? '',
      documentId: state.documents[7]?.id ?? '',
      searchWord: SEARCH_WORD,
      tokens: {
        user: accounts.user.accessToken,
        editor: accounts.editor.accessToken,
        admin: accounts.admin.accessToken,
      },
    };
    for (const request of scaleRequests(fixtures)) {
      const point = await meterRequest(platform.origin, request, level);
      points.push(point);
      log(
        `scale ${level}: ${point.name} → ${point.status}, ${point.results} results, ${point.work.calls} calls, ${point.work.itemsRead} items, ${point.work.readUnits} RRU, ${point.work.writeUnits} WRU`,
      );
    }
  }
  timings.dataAndScale = performance.now() - started;

  // 2. API under load.
  if (sections.has('api')) {
    const session = state.sessions[3];
    const doc = state.documents[7];
    if (!session || !doc) throw new Error('no generated data');
    apiResults = await measureApi(
      platform.origin,
      {
        tableName: env.tableName(),
        dynamoEndpoint: platform.cloud.endpoints.dynamodb,
        sessionId: session.id,
        sessionOwner: session.user_id,
        documentId: doc.id,
        documentSessionId: doc.session_id,
        documentOwner: doc.session_owner,
        userId: accounts.user.id,
        userToken: accounts.user.accessToken,
        searchWord: SEARCH_WORD,
      },
      settings.api,
      log,
    );
    timings.api = performance.now() - started;
  }

  // 1. Web.
  if (sections.has('web')) {
    const sessionPath = `/session/${state.sessions[3]?.id ?? ''}`;
    const routes: WebRoute[] = [
      { name: 'home', path: '/', signedIn: false, public: true },
      { name: 'sessions', path: '/sessions', signedIn: false, public: true },
      { name: 'session', path: sessionPath, signedIn: false, public: true },
      { name: 'documentation', path: '/documentation', signedIn: false, public: true },
      { name: 'about', path: '/about', signedIn: false, public: true },
      { name: 'dashboard', path: '/dashboard', signedIn: true, public: false },
    ];
    const only = option('routes')?.split(',');
    const chosen = only
      ? routes.filter((r) => only.includes(r.name))
      : quick
        ? routes.filter((r) => ['home', 'sessions'].includes(r.name))
        : routes;
    webResults = await measureWeb(
      platform.origin,
      platform.webDir,
      chosen,
      { email: accounts.editor.email, password: BENCH_PASSWORD },
      log,
    );
    // The API calls a catalogue page view makes, metered one by one for the cost model.
    const catalogue = webResults.find((w) => w.route.name === 'sessions');
    for (const request of catalogue?.page.requests ?? []) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) continue;
      pageRequests.push(
        await meterRequest(
          platform.origin,
          {
            name: url.pathname + url.search,
            method: 'GET',
            path: url.pathname + url.search,
            results: () => 0,
          },
          levels.at(-1) ?? 0,
        ),
      );
    }
    timings.web = performance.now() - started;
  }

  // 4. Lambda.
  if (sections.has('lambda')) {
    lambdas = await measureLambdas(
      {
        sessionId: state.sessions[3]?.id ?? '',
        documentId: state.documents[7]?.id ?? '',
        userId: accounts.user.id,
        adminId: accounts.admin.id,
      },
      { runs: settings.coldStartRuns, environmentOf: (name) => platform.cloud.functionEnvironment(name) },
      log,
    );
    timings.lambda = performance.now() - started;
  }

  // 5. The PDF preview on Regular 3G.
  if (sections.has('pdf')) {
    pdfPreview = await measurePdfPreview(
      platform.origin,
      {
        editorToken: accounts.editor.accessToken,
        user: { email: accounts.user.email, password: BENCH_PASSWORD },
      },
      settings.pdfRuns,
      log,
    );
    timings.pdf = performance.now() - started;
  }

  // 7. Bytes on the wire of the main reads, compressed or not.
  if (sections.has('wire')) {
    wire = await measureWire(
      platform.origin,
      { sessionId: state.sessions[3]?.id ?? '', userToken: accounts.editor.accessToken },
      log,
    );
    timings.wire = performance.now() - started;
  }

  // 8. One event fanned out to many followers (the notification pipeline, issue 29).
  if (sections.has('fanout')) {
    fanOut = await measureFanOut(platform, Number(option('followers') ?? (quick ? 200 : 10_000)), log);
    timings.fanout = performance.now() - started;
  }

  // 9. A cohort of 500 participants: its grid and its export (issue 30), on the programme's sessions.
  if (sections.has('cohort')) {
    const programme = state.sessions.slice(0, PROGRAMME_SESSION_COUNT).map((s) => s.id);
    cohortReads = await measureCohort(platform, programme, log);
    timings.cohort = performance.now() - started;
  }
} finally {
  await platform.stop();
}

// ---- Targets ----
const targets: TargetResult[] = [];
for (const w of webResults.filter((r) => r.route.public)) {
  const p = w.page;
  const r = w.route.path.startsWith('/session/') ? '/session/{id}' : w.route.path;
  targets.push(
    target({
      id: `web.score.${r}`,
      section: 'web',
      label: `Lighthouse performance — ${r}`,
      measured: p.score,
      comparator: '>=',
      limit: LIMITS.performanceScore,
      unit: '',
    }),
    target({
      id: `web.lcp.${r}`,
      section: 'web',
      label: `LCP Slow 4G — ${r}`,
      measured: p.lcpMs,
      comparator: '<=',
      limit: LIMITS.lcpSlow4gMs,
      unit: 'ms',
    }),
    target({
      id: `web.lcp3g.${r}`,
      section: 'web',
      label: `LCP Regular 3G — ${r}`,
      measured: p.lcp3gMs,
      comparator: '<=',
      limit: LIMITS.lcpRegular3gMs,
      unit: 'ms',
    }),
    target({
      id: `web.cls.${r}`,
      section: 'web',
      label: `CLS — ${r}`,
      measured: p.cls,
      comparator: '<=',
      limit: LIMITS.cls,
      unit: '',
    }),
    target({
      id: `web.tbt.${r}`,
      section: 'web',
      label: `TBT — ${r}`,
      measured: p.tbtMs,
      comparator: '<=',
      limit: LIMITS.tbtMs,
      unit: 'ms',
    }),
    target({
      id: `web.js.${r}`,
      section: 'web',
      label: `JS before interaction (gzip) — ${r}`,
      measured: p.jsGzipBytes / 1024,
      comparator: '<=',
      limit: LIMITS.jsBeforeInteractiveKb,
      unit: 'KB',
    }),
    target({
      id: `web.twin.${r}`,
      section: 'web',
      label: `LCP / static twin — ${r}`,
      measured: w.lcpRatio,
      comparator: '<=',
      limit: LIMITS.lcpToStaticTwin,
      unit: '×',
    }),
  );
}
for (const a of apiResults) {
  targets.push(
    target({
      id: `api.${a.name}`,
      section: 'api',
      label: `p99 / raw DynamoDB p99 — ${a.name}`,
      measured: ratio(a.endpoint.p99, a.raw.p99),
      comparator: '<=',
      limit: LIMITS.apiP99ToRaw,
      unit: '×',
    }),
  );
}
const growths = growth(points);
for (const g of growths) {
  targets.push(
    target({
      id: `scale.${g.name}`,
      section: 'scale',
      label: `DynamoDB work ${g.to.level.toLocaleString('en-US')} / ${g.from.level} — ${g.name}`,
      measured: g.equalResults ? g.ratio : Number.NaN,
      comparator: '<=',
      limit: LIMITS.scaleGrowth,
      unit: '×',
      ...(g.equalResults ? {} : { note: `result counts differ (${g.from.results} vs ${g.to.results})` }),
    }),
  );
}
for (const s of scans(points)) {
  targets.push(
    target({
      id: `noscan.${s.name}`,
      section: 'scale',
      label: `Scan calls, every size — ${s.name}`,
      measured: s.scans,
      comparator: '<=',
      limit: LIMITS.scansOnRequestPath,
      unit: 'calls',
    }),
  );
}
targets.push(...cohortTargets(scans(cohortReads)));
if (lambdas) targets.push(...lambdaTargets(lambdas.functions, lambdas.reference));
if (pdfPreview) targets.push(...pdfPreviewTargets(pdfPreview));

for (const t of targets) {
  if (t.met || t.note) continue;
  const known = MISS_NOTES.find(([prefix]) => t.id.startsWith(prefix));
  if (known) t.note = known[1];
}

// ---- Cost ----
const finalLevel = levels.at(-1) ?? 0;
const profileOf = (p: ScalePoint) => ({
  readUnits: p.work.readUnits,
  writeUnits: p.work.writeUnits,
  lambdaMs: p.ms,
  memoryMb: HANDLER_RUNTIME.memoryMb,
  responseBytes: p.responseBytes,
  viaApi: true,
});
const costRows: { what: string; cost: CostBreakdown; basis: string }[] = [];
const catalogueWeb = webResults.find((w) => w.route.name === 'sessions');
const cataloguePoint = points.find((p) => p.level === finalLevel && p.name === 'catalogue first page');
if (catalogueWeb && pageRequests.length > 0) {
  const statics = catalogueWeb.page.requests.filter((r) => !new URL(r.url).pathname.startsWith('/api/'));
  const parts = [
    ...statics.map((r) =>
      costPerMillion({
        readUnits: 0,
        writeUnits: 0,
        lambdaMs: 0,
        memoryMb: 0,
        responseBytes: r.transferSize,
        viaApi: false,
      }),
    ),
    ...pageRequests.map((p) => costPerMillion(profileOf(p))),
  ];
  costRows.push({
    what: 'catalogue page view (first visit, /sessions)',
    cost: addCosts(parts),
    basis: `${statics.length} static requests (${fmt(statics.reduce((n, r) => n + r.transferSize, 0) / 1024, 'KB')}) + ${pageRequests.length} API calls (${pageRequests.map((p) => p.name).join(', ')})`,
  });
}
if (cataloguePoint) {
  costRows.push({
    what: 'catalogue API call (GET /api/sessions)',
    cost: costPerMillion(profileOf(cataloguePoint)),
    basis: `${cataloguePoint.work.readUnits} RRU, ${Math.ceil(cataloguePoint.ms)} ms, ${cataloguePoint.responseBytes} B`,
  });
}
const downloadPoint = points.find((p) => p.level === finalLevel && p.name === 'download URL');
if (downloadPoint) {
  costRows.push({
    what: 'download (POST …/download)',
    cost: costPerMillion(profileOf(downloadPoint)),
    basis: `${downloadPoint.work.readUnits} RRU + ${downloadPoint.work.writeUnits} WRU, ${Math.ceil(downloadPoint.ms)} ms; the file itself comes from S3 (not counted)`,
  });
}

// ---- Chart: DynamoDB cost per million requests against catalogue size ----
const names = [...new Set(points.map((p) => p.name))];
const chart = lineChart(
  names.map((name) => ({
    name,
    points: points
      .filter((p) => p.name === name)
      .map((p) => ({ x: p.level, y: costPerMillion(profileOf(p)).dynamo })),
  })),
  {
    title: 'DynamoDB cost per million requests vs catalogue size',
    xLabel: 'published sessions (log scale)',
    yLabel: '$ per million requests',
  },
);

// ---- Write ----
const resultsDir = join(ROOT, 'test', 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const summary = {
  generatedAt: new Date().toISOString(),
  settings,
  machine: {
    loadAverage: (await import('node:os')).loadavg(),
    cpus: (await import('node:os')).cpus().length,
    node: process.version,
  },
  prices: PRICES,
  targets,
  web: webResults.map((w) => ({
    ...w,
    page: { ...w.page, requests: w.page.requests.length },
    twin: { ...w.twin, requests: w.twin.requests.length },
  })),
  api: apiResults,
  scale: points,
  pageRequests,
  lambda: lambdas ?? null,
  pdf: pdfPreview ?? null,
  wire,
  fanOut: fanOut ?? null,
  cohort: cohortReads,
  cost: costRows,
  durationSeconds: (performance.now() - started) / 1000,
};
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(resultsDir, 'cost-per-request.svg'), chart);

const md: string[] = [];
md.push(
  `# Tremplin benchmark — ${summary.generatedAt}${quick ? ' (quick)' : ''}`,
  '',
  `Levels ${levels.join(', ')}; API ${settings.api.seconds} s × ${settings.api.connections} connections; cold start median of ${settings.coldStartRuns}. Machine: ${summary.machine.cpus} CPUs, load average ${summary.machine.loadAverage.map((l) => l.toFixed(1)).join(' / ')} at the end, Node ${process.version}. Run time ${fmt(summary.durationSeconds, 's')}.`,
  '',
  '## Headline',
  '',
  headlineTable(targets),
  '',
);
if (webResults.length) {
  md.push(
    '## 1. Web (Lighthouse, mobile preset)',
    '',
    markdownTable({
      head: [
        'route',
        'score',
        'LCP 4G',
        'LCP 3G',
        'TBT',
        'CLS',
        'JS gzip (br sent)',
        'CSS gzip',
        'twin LCP 4G',
        'twin LCP 3G',
        'LCP / twin',
      ],
      rows: webResults.map((w) => [
        w.route.path,
        fmt(w.page.score),
        fmt(w.page.lcpMs, 'ms'),
        fmt(w.page.lcp3gMs, 'ms'),
        fmt(w.page.tbtMs, 'ms'),
        fmt(w.page.cls),
        `${fmt(w.page.jsGzipBytes / 1024, 'KB')} (${fmt(w.page.jsTransferBytes / 1024, 'KB')})`,
        fmt(w.page.cssGzipBytes / 1024, 'KB'),
        fmt(w.twin.lcpMs, 'ms'),
        fmt(w.twin.lcp3gMs, 'ms'),
        fmt(w.lcpRatio, '×'),
      ]),
    }),
    '',
    ...webResults
      .filter((w) => w.page.error || w.twin.error)
      .map((w) => `- ${w.route.path}: ${w.page.error ?? ''} ${w.twin.error ?? ''}`),
    '',
  );
}
if (apiResults.length) {
  md.push(
    `## 2. API (autocannon, ${settings.api.connections} connections, ${settings.api.seconds} s, after ${settings.api.warmupSeconds} s warm-up)`,
    '',
    markdownTable({
      head: [
        'endpoint',
        'p50',
        'p97.5',
        'p99',
        'req/s',
        'non-2xx',
        'raw p50',
        'raw p99',
        'raw ops/s',
        'p99 / raw p99',
      ],
      rows: apiResults.map((a) => [
        `${a.name} (${a.method} ${a.path.replace(/[0-9a-f-]{36}/g, '{id}')})`,
        fmt(a.endpoint.p50, 'ms'),
        fmt(a.endpoint.p97_5, 'ms'),
        fmt(a.endpoint.p99, 'ms'),
        fmt(a.endpoint.requestsPerSecond),
        a.endpoint.non2xx,
        fmt(a.raw.p50, 'ms'),
        fmt(a.raw.p99, 'ms'),
        fmt(a.raw.requestsPerSecond),
        fmt(ratio(a.endpoint.p99, a.raw.p99), '×'),
      ]),
    }),
    '',
  );
}
if (points.length) {
  md.push(
    '## 3. Scale (DynamoDB work of one request)',
    '',
    markdownTable({
      head: ['endpoint', 'sessions', 'results', 'calls', 'items read', 'RRU', 'WRU', 'status'],
      rows: points.map((p) => [
        p.name,
        p.level,
        p.results,
        p.work.calls,
        p.work.itemsRead,
        fmt(p.work.readUnits),
        fmt(p.work.writeUnits),
        p.status,
      ]),
    }),
    '',
    '![DynamoDB cost per million requests against catalogue size](cost-per-request.svg)',
    '',
  );
}
if (lambdas) {
  md.push(
    `## 4. Lambda (esbuild with CDK's options; cold start = import + first request, median of ${settings.coldStartRuns}, judged against the reference function's)`,
    '',
    lambdaTable(lambdas.functions, lambdas.reference),
    '',
  );
}
if (costRows.length) {
  md.push(
    `## 5. Cost on AWS (${PRICES.region}, list prices of ${PRICES.checked})`,
    '',
    costTable(costRows),
    '',
    pricesTable(),
    '',
  );
}
if (pdfPreview) {
  const rows = (code: string, runs: readonly PdfOpening[]) =>
    runs.map((r, i) => [
      i + 1,
      code,
      r.error ? `n/a (${r.error})` : fmt(r.firstPageMs, 'ms'),
      r.rangeRequests,
      fmt(r.rangeBytes / 1024, 'KB'),
      fmt(r.otherBytes / 1024, 'KB'),
    ]);
  md.push(
    `## 6. PDF preview on Regular 3G (${fmt(PDF_BYTES / 1024 / 1024, 'MB')} PDF of ${PDF_PAGES} pages, 360 px phone screen, Chromium's network emulation: ${REGULAR_3G_RTT_MS} ms per request, ${REGULAR_3G_KBITS} kbit/s)`,
    '',
    markdownTable({
      head: ['run', "reader's code", 'click → first page', 'range requests', 'PDF bytes', 'other bytes'],
      rows: [...rows('downloaded', pdfPreview.firstOpening), ...rows('in the cache', pdfPreview.codeCached)],
    }),
    '',
  );
}
if (wire.length) {
  md.push(
    `## 7. Bytes on the wire of the main reads (uncompressed, and to \`Accept-Encoding: br, gzip\`; Regular 3G time = ${REGULAR_3G_RTT_MS} ms + the bytes at ${REGULAR_3G_KBITS} kbit/s)`,
    '',
    wireTable(wire),
    '',
  );
}
if (fanOut) {
  md.push('## 8. Fan-out of one event to the followers of one session', '', fanOutTable(fanOut), '');
}
if (cohortReads.length) {
  md.push(
    `## 9. A cohort of ${COHORT_PARTICIPANTS} participants: its grid (its first page, then every page as "Progression" reads them) and its export`,
    '',
    cohortTable(cohortReads),
    '',
  );
}
md.push('## How to read these numbers', '', ...NOTES.map((n) => `- ${n}`), '');
writeFileSync(join(resultsDir, 'latest.md'), md.join('\n'));
log(
  `wrote ${join(resultsDir, 'latest.md')} — ${targets.filter((t) => t.met).length}/${targets.length} targets met`,
);
if (check) process.exitCode = checkExitCode(targets);
