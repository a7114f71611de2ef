/**
 * Section 4: every function CDK deploys, bundled with the very esbuild options CDK uses
 * (infra/definitions/bundling.ts), weighed, and cold-started: fresh Node processes import the
 * bundle and serve one request against the local stand-ins, with the environment the local cloud
 * gives the handlers. "Cold start" is import + first invocation, measured inside the process
 * (Node's own boot, which Lambda's runtime does before the Init phase, is reported apart).
 * A reference function (fixtures/reference-get-item.ts: one GetItem) is bundled and started the
 * same way, in the same rounds, and each function's cold start is judged against it.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptionsFor, HANDLER_RUNTIME } from '../../infra/definitions/bundling';
import { handlerEntry, REPO_ROOT } from '../../infra/lib/paths';
import { keys } from '../../lambdas/lib/keys';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VARIABLE } from '../../lambdas/lib/origin-verify';
import { AUTH_TRIGGERS, ROUTES } from '../../lambdas/routes';
import type { ReferenceEvent } from './fixtures/reference-get-item';
import { median } from './lib/stats';

export interface FunctionUnderTest {
  name: string;
  /** The function whose environment and credentials (hence IAM policy) the bundle runs with. */
  deployedAs: string;
  /** The handler module as lambdas/routes.ts names it, or the reference's path from the repository root. */
  handler: string;
  /** The file esbuild starts from. */
  entry: string;
  event: unknown;
}

/** The reference function's name in the results (not a deployed function's name). */
export const REFERENCE_NAME = 'reference-get-item';
const REFERENCE_ENTRY = join(REPO_ROOT, 'test', 'bench', 'fixtures', `${REFERENCE_NAME}.ts`);

export interface LambdaResult {
  name: string;
  handler: string;
  bytes: number;
  /** Median over the runs, ms. */
  coldStartMs: number;
  importMs: number;
  invokeMs: number;
  /**
   * Median CPU time (user + system, all threads) of import + first request: unlike the wall time
   * it barely grows when other processes share the cores, so it compares runs on a busy machine.
   */
  cpuMs: number;
  nodeBootMs: number;
  runs: number;
  /** Status code (API) or 'ok' (triggers) of the first request; shows the request was really served. */
  answer: string;
}

export interface LambdaFixtures {
  sessionId: string;
  documentId: string;
  userId: string;
  adminId: string;
}

/** A payload-2.0 event as the HTTP API (or the local edge) builds it for this route. */
function apiEvent(route: (typeof ROUTES)[number], f: LambdaFixtures): unknown {
  const ids: Record<string, string> = {
    sessionId: f.sessionId,
    documentId: f.documentId,
    userId: f.userId,
    messageId: randomUUID(),
  };
  // Deletes get unknown ids (a 404 through the whole cold path): they must not remove the fixtures
  // the other functions read.
  if (route.method === 'DELETE') for (const name of Object.keys(ids)) ids[name] = randomUUID();
  const pathParameters: Record<string, string> = {};
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    pathParameters[name] = ids[name] ?? randomUUID();
    return pathParameters[name];
  });
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: '',
    headers: { host: 'localhost', 'user-agent': 'bench', 'x-viewer-ip': '127.0.0.1' },
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'bench',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(route.access === 'signed-in'
        ? {
            authorizer: {
              jwt: {
                claims: {
                  // Ending sessions would sign the fixtures' admin out of the rest of the bench: no one's.
                  sub: route.name === 'end-sessions' ? randomUUID() : f.adminId,
                  token_use: 'access',
                  // As API Gateway passes claims: strings. The API refuses a token without it.
                  auth_time: String(Math.floor(now.getTime() / 1000)),
                },
                scopes: null,
              },
            },
          }
        : {}),
    },
    // Writes get an empty body: a validation answer, still a full cold path (middlewares, zod, caller).
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
    isBase64Encoded: false,
  };
}

function triggerEvent(name: keyof typeof AUTH_TRIGGERS, f: LambdaFixtures): unknown {
  const sub = name === 'postAuthentication' ? f.adminId : randomUUID();
  return {
    version: '1',
    region: 'eu-west-3',
    userPoolId: process.env.USER_POOL_ID ?? 'local',
    userName: sub,
    callerContext: { awsSdkVersion: 'bench', clientId: 'bench' },
    triggerSource: name,
    request: { userAttributes: { sub, email: `cold-${sub.slice(0, 8)}@bench.test` } },
    response: {},
  };
}

export function functionsUnderTest(f: LambdaFixtures): FunctionUnderTest[] {
  return [
    ...ROUTES.map((route) => ({
      name: route.name,
      deployedAs: route.name,
      handler: route.handler,
      entry: handlerEntry(route.handler),
      event: apiEvent(route, f),
    })),
    ...(Object.keys(AUTH_TRIGGERS) as (keyof typeof AUTH_TRIGGERS)[]).map((name) => ({
      name: `trigger-${name}`,
      deployedAs: name,
      handler: AUTH_TRIGGERS[name],
      entry: handlerEntry(AUTH_TRIGGERS[name]),
      event: triggerEvent(name, f),
    })),
  ];
}

/** The reference function, reading a session that exists (a GetItem that finds its item, as most reads do). */
export function referenceFunction(f: LambdaFixtures): FunctionUnderTest {
  const event: ReferenceEvent = { key: keys.session(f.sessionId) };
  return {
    name: REFERENCE_NAME,
    // A function allowed one GetItem on the table, and nothing else.
    deployedAs: 'get-platform-stats',
    handler: `test/bench/fixtures/${REFERENCE_NAME}`,
    entry: REFERENCE_ENTRY,
    event,
  };
}

/** The child: boot time, then import and one invocation, timed from inside. */
const CHILD = `
const boot = performance.now();
const [url, eventJson] = process.argv.slice(-2);
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const mod = await import(url);
const t1 = performance.now();
const context = { functionName: 'bench', awsRequestId: 'bench', getRemainingTimeInMillis: () => 10000, callbackWaitsForEmptyEventLoop: false };
let answer;
try {
  const result = await mod.handler(JSON.parse(eventJson), context);
  answer = String(result?.statusCode ?? 'ok');
  if (result?.statusCode >= 400) answer += ' ' + String(result.body ?? '').slice(0, 90);
}
catch (error) { answer = 'error: ' + String(error).slice(0, 200); }
const t2 = performance.now();
const cpu = process.cpuUsage(cpu0);
process.stdout.write('\\n' + JSON.stringify({ boot, importMs: t1 - t0, invokeMs: t2 - t1, cpuMs: (cpu.user + cpu.system) / 1000, answer }));
process.exit(0);
`;

export interface ChildRun {
  boot: number;
  importMs: number;
  invokeMs: number;
  cpuMs: number;
  answer: string;
}

/** The child's figures: its last line. The function's own output (JSON logs, EMF metric lines) comes before. */
export function parseChildRun(stdout: string): ChildRun {
  const last = stdout.trimEnd().split('\n').at(-1) ?? '';
  return JSON.parse(last) as ChildRun;
}

/** The project's Node 22 (as Lambda's nodejs22.x), else whatever runs the bench. */
const NODE = existsSync(join(REPO_ROOT, 'node_modules', '.bin', 'node'))
  ? join(REPO_ROOT, 'node_modules', '.bin', 'node')
  : process.execPath;

/**
 * One fresh process: import `bundle`, serve `event`, with the function's environment (its own
 * credentials, so the local gates hold it to its IAM policy). `nodeOptions` as deployed unless given.
 */
export function runChild(
  bundle: string,
  event: unknown,
  environment: Readonly<Record<string, string>>,
  nodeOptions: string = HANDLER_RUNTIME.nodeOptions,
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      NODE,
      ['--input-type=module', '-e', CHILD, pathToFileURL(bundle).href, JSON.stringify(event)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // As on AWS: the function's variables only (NODE_OPTIONS as the stack sets it), here with the local endpoints.
        env: { PATH: process.env.PATH ?? '', ...environment, NODE_OPTIONS: nodeOptions },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      try {
        resolve(parseChildRun(out));
      } catch {
        reject(new Error(`cold start child exited ${code}: ${err.slice(-400)}`));
      }
    });
  });
}

export interface LambdaMeasurement {
  functions: LambdaResult[];
  reference: LambdaResult;
}

function summarizeRuns(fn: FunctionUnderTest, bytes: number, runs: readonly ChildRun[]): LambdaResult {
  return {
    name: fn.name,
    handler: fn.handler,
    bytes,
    coldStartMs: median(runs.map((r) => r.importMs + r.invokeMs)),
    importMs: median(runs.map((r) => r.importMs)),
    invokeMs: median(runs.map((r) => r.invokeMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    nodeBootMs: median(runs.map((r) => r.boot)),
    runs: runs.length,
    answer: runs[0]?.answer ?? '',
  };
}

/** As CloudFront sends it: an API function answers an event without its origin header with a bare 403. */
function withOriginHeader(event: unknown, environment: Readonly<Record<string, string>>): unknown {
  const api = event as { version?: string; headers?: Record<string, string> };
  if (api.version !== '2.0' || !api.headers) return event;
  return {
    ...api,
    headers: { ...api.headers, [ORIGIN_VERIFY_HEADER]: environment[ORIGIN_VERIFY_VARIABLE] ?? '' },
  };
}

export async function measureLambdas(
  fixtures: LambdaFixtures,
  options: { runs: number; environmentOf: (functionName: string) => Readonly<Record<string, string>> },
  log: (line: string) => void,
): Promise<LambdaMeasurement> {
  const outDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-bundles-'));
  try {
    const reference = referenceFunction(fixtures);
    // The reference first in every round: with one run per function (--quick) it is not left to the end.
    const all = [reference, ...functionsUnderTest(fixtures)];
    // One esbuild call per function, each with CDK's options (as CDK bundles each asset alone).
    const bundles = await Promise.all(
      all.map(async (fn) => {
        const outfile = join(outDir, fn.name, 'index.mjs');
        await build(esbuildOptionsFor(fn.entry, outfile));
        return { fn, outfile, bytes: statSync(outfile).size, runs: [] as ChildRun[] };
      }),
    );
    // One unmeasured start first: in trials the first start after the bundling ran 10–20 ms slower
    // than the next ones (the local stand-ins and caches warming up), which is no function's cost.
    const [first] = bundles;
    const start = (bundle: { outfile: string; fn: FunctionUnderTest }) => {
      const environment = options.environmentOf(bundle.fn.deployedAs);
      return runChild(bundle.outfile, withOriginHeader(bundle.fn.event, environment), environment);
    };
    if (first) await start(first);
    // Rounds, each starting every function once: a busy spell of the machine falls on all of them,
    // the reference included, rather than on whichever function happened to be measured then.
    for (let round = 0; round < options.runs; round++) {
      for (const bundle of bundles) bundle.runs.push(await start(bundle));
      log(
        `lambda: cold-start round ${round + 1} of ${options.runs} (${bundles.length} functions, reference included)`,
      );
    }
    const results = bundles.map(({ fn, bytes, runs }) => summarizeRuns(fn, bytes, runs));
    for (const r of results) {
      log(
        `lambda ${r.name}: ${(r.bytes / 1024).toFixed(0)} KB, cold ${r.coldStartMs.toFixed(0)} ms (import ${r.importMs.toFixed(0)} + first request ${r.invokeMs.toFixed(0)}; CPU ${r.cpuMs.toFixed(0)}) → ${r.answer}`,
      );
    }
    const [referenceResult, ...functions] = results;
    if (!referenceResult) throw new Error('the reference function was not measured');
    return { functions, reference: referenceResult };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
