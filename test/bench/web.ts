/**
 * Section 1: Lighthouse (mobile preset: simulated Slow 4G, 4× CPU) on each route and on its static
 * twin — the same rendered page as a plain HTML file (scripts removed, stylesheets inlined) served
 * by the same edge — then the same trace re-simulated under Regular 3G (300 ms RTT, 700 kbit/s).
 * Debian's Chromium only; no browser is ever downloaded.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { staticTwinHtml } from './lib/twin';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse's Regular 3G (simulated: only RTT, throughput and CPU matter). */
export const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
};

export interface WebRoute {
  name: string;
  path: string;
  signedIn: boolean;
  /** Public routes carry the targets; the dashboard is reported for information. */
  public: boolean;
}

export interface PageMeasure {
  url: string;
  score: number;
  lcpMs: number;
  lcp3gMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts and stylesheets requested before the main content painted (see report). */
  jsTransferBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: { url: string; resourceType: string; transferSize: number }[];
  error?: string;
}

export interface WebResult {
  route: WebRoute;
  page: PageMeasure;
  twin: PageMeasure;
  lcpRatio: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

interface Lhr {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: unknown[] }; errorMessage?: string } | undefined
  >;
  runtimeError?: { message: string };
}

const gzipCache = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const raw = Buffer.from(
    await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  // Level 9, as the edge (and CloudFront) answers a gzip-only client.
  const size = gzipSync(raw, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

/** JS/CSS "before interactive": requested before the observed LCP of the unthrottled load. */
async function earlyBytes(lhr: Lhr) {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  const cutoff = metrics.observedLargestContentfulPaint ?? metrics.observedDomContentLoaded ?? Infinity;
  const early = items.filter(
    (i) =>
      (i.resourceType === 'Script' || i.resourceType === 'Stylesheet') &&
      (i.networkRequestTime ?? Infinity) <= cutoff,
  );
  let jsTransferBytes = 0;
  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  for (const item of early) {
    const gz = await gzipSize(item.url);
    if (item.resourceType === 'Script') {
      jsTransferBytes += item.transferSize ?? 0;
      jsGzipBytes += gz;
    } else cssGzipBytes += gz;
  }
  return {
    jsTransferBytes,
    jsGzipBytes,
    cssGzipBytes,
    requests: items.map((i) => ({
      url: i.url,
      resourceType: i.resourceType ?? 'Other',
      transferSize: i.transferSize ?? 0,
    })),
  };
}

function metric(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** What a visitor run clears: Lighthouse's defaults plus everything that could hold a session. */
const VISITOR_RESET: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
];

/** One Lighthouse run that keeps its artifacts, then the same artifacts audited under Regular 3G. */
async function measure(
  url: string,
  port: number,
  keepStorage: boolean,
  workDir: string,
): Promise<PageMeasure> {
  const dir = join(workDir, `lh-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    // Lighthouse's own reset keeps localStorage, cookies and IndexedDB (to keep logins): a visitor
    // run must not inherit the Cognito tokens of the signed-in runs.
    ...(keepStorage ? {} : { clearStorageTypes: VISITOR_RESET }),
  };
  try {
    const first = await lighthouse(url, { ...flags, gatherMode: dir, auditMode: dir });
    const lhr = first?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    // Simulated throttling gathers unthrottled; only the simulation reads the throttling settings.
    // So the 3G figure re-simulates the very same load (Lighthouse checks the saved settings match).
    const artifactsFile = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as {
      settings: Record<string, unknown>;
    };
    artifacts.settings.throttling = REGULAR_3G;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const slow = await lighthouse(url, { ...flags, auditMode: dir, throttling: REGULAR_3G });
    const lhr3g = slow?.lhr as unknown as Lhr | undefined;
    return {
      url,
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      lcp3gMs: lhr3g ? metric(lhr3g, 'largest-contentful-paint') : Number.NaN,
      tbtMs: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      ...(await earlyBytes(lhr)),
    };
  } catch (error) {
    return {
      url,
      score: Number.NaN,
      lcpMs: Number.NaN,
      lcp3gMs: Number.NaN,
      tbtMs: Number.NaN,
      cls: Number.NaN,
      jsTransferBytes: Number.NaN,
      jsGzipBytes: Number.NaN,
      cssGzipBytes: Number.NaN,
      requests: [],
      error: String(error).slice(0, 300),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Keeps the offline app's service worker out of a page the bench drives itself (as Playwright's
 * `serviceWorkers: 'block'` does): a worker registered there would control the measured pages later
 * and answer them from its caches. Lighthouse's own runs start without one (see measureWeb).
 */
export async function withoutServiceWorker(page: Page): Promise<Page> {
  await page.evaluateOnNewDocument(
    'if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = async () => undefined;',
  );
  return page;
}

export async function signInThroughPage(browser: Browser, origin: string, email: string, password: string) {
  const page = await withoutServiceWorker(await browser.newPage());
  try {
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[name="email"]', email);
    await page.type('input[name="password"]', password);
    await page.click('form[aria-label="Connexion"] button[type="submit"]');
    await page.waitForFunction("Object.keys(localStorage).some((k) => k.endsWith('.accessToken'))", {
      timeout: 30_000,
    });
  } finally {
    await page.close();
  }
}

async function captureTwin(
  browser: Browser,
  origin: string,
  route: WebRoute,
  webDir: string,
): Promise<string> {
  const page = await withoutServiceWorker(await browser.newPage());
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    // A string, evaluated in the page (this file is compiled without the DOM library).
    const html = String(await page.evaluate("'<!doctype html>\\n' + document.documentElement.outerHTML"));
    const hrefs = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/gi)].map(
      (m) => m[1] ?? '',
    );
    const css = new Map<string, string>();
    for (const href of hrefs) css.set(href, await (await fetch(new URL(href, origin))).text());
    const name = `${route.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.html`;
    mkdirSync(join(webDir, '__twin'), { recursive: true });
    writeFileSync(join(webDir, '__twin', name), staticTwinHtml(html, css));
    return `${origin}/__twin/${name}`;
  } finally {
    await page.close();
  }
}

export async function measureWeb(
  origin: string,
  webDir: string,
  routes: readonly WebRoute[],
  account: { email: string; password: string },
  log: (line: string) => void,
): Promise<WebResult[]> {
  const workDir = join(tmpdir(), `tremplin-bench-lh-${process.pid}`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: WebResult[] = [];
  try {
    // Twins first (signed out, then signed in for the dashboard), so the measured runs start cold.
    // Visitor routes are measured before anyone signs in (and each visitor run clears the origin's
    // storage too); signed-in routes, and their twins, keep the session.
    const ordered = [...routes.filter((r) => !r.signedIn), ...routes.filter((r) => r.signedIn)];
    const twins = new Map<string, string>();
    for (const route of ordered.filter((r) => !r.signedIn))
      twins.set(route.name, await captureTwin(browser, origin, route, webDir));
    const cdp = await browser.target().createCDPSession();
    let signedIn = false;
    for (const route of ordered) {
      if (route.signedIn && !signedIn) {
        await signInThroughPage(browser, origin, account.email, account.password);
        signedIn = true;
        twins.set(route.name, await captureTwin(browser, origin, route, webDir));
      } else if (route.signedIn) {
        twins.set(route.name, await captureTwin(browser, origin, route, webDir));
      }
      // Signed-in runs keep the stored session but not the HTTP cache: clear it by hand, and the
      // offline app's worker and caches, which the previous run installed (visitor runs clear them
      // with the rest): every run, twins included, measures a first visit.
      const startCold = async () => {
        if (!route.signedIn) return;
        await cdp.send('Network.clearBrowserCache').catch(() => undefined);
        await cdp
          .send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' })
          .catch(() => undefined);
      };
      await startCold();
      const page = await measure(`${origin}${route.path}`, chrome.port, route.signedIn, workDir);
      const twinUrl = twins.get(route.name) ?? '';
      await startCold();
      const twin = await measure(twinUrl, chrome.port, route.signedIn, workDir);
      const lcpRatio = page.lcpMs / twin.lcpMs;
      log(
        `web ${route.path}: score ${page.score}, LCP ${Math.round(page.lcpMs)} ms (twin ${Math.round(twin.lcpMs)} ms), 3G ${Math.round(page.lcp3gMs)} ms, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}, JS ${(page.jsGzipBytes / 1024).toFixed(1)} KB gzip${page.error ? ` — ${page.error}` : ''}`,
      );
      results.push({ route, page, twin, lcpRatio });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    rmSync(workDir, { recursive: true, force: true });
  }
  return results;
}
