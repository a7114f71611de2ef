/**
 * Section 5: the PDF preview on a phone over Regular 3G. A published session gets a 2 MB PDF of 20
 * illustrated pages (test/support/pdf-file.ts); a signed-in user on a 360 px phone screen opens its
 * preview while Chromium emulates 300 ms round trips and 700 kbit/s (CDP), and the time from the
 * click to the reader's "first page drawn" mark is read in the page. Each run is measured twice:
 * with the HTTP cache emptied (the reader's code downloads with the opening), and after a reload
 * (the code comes from the cache, as on any later opening).
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type CDPSession, type Page } from 'puppeteer-core';
import { FIRST_PAGE_MARK } from '../../web/src/components/documents/pdf-marks';
import { pdfOfSize } from '../support/pdf-file';
import { emulatedNetwork, UNTHROTTLED, type PdfOpening, type PdfPreviewResult } from './lib/pdf-preview';
import { CHROME_FLAGS, CHROME_PATH, signInThroughPage, withoutServiceWorker } from './web';

export const PDF_BYTES = 2 * 1024 * 1024;
export const PDF_PAGES = 20;
const TITLE = 'Guide illustré du bench';

async function api<T>(origin: string, path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A published session with the PDF, made as an editor's browser makes it (ticket, upload, document). */
async function arrange(origin: string, editorToken: string, file: Buffer): Promise<string> {
  const session = await api<{ id: string }>(origin, '/sessions', editorToken, {
    title: 'Aperçu sur réseau lent',
    status: 'published',
    description: 'Le document du bench du lecteur PDF.',
    tags: [],
  });
  const ticket = await api<{ url: string; fields: Record<string, string>; key: string }>(
    origin,
    '/uploads',
    editorToken,
    { kind: 'document', file_name: 'guide.pdf', content_type: 'application/pdf', size: file.length },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'guide.pdf');
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`upload refused: ${stored.status}`);
  await api(origin, `/sessions/${session.id}/documents`, editorToken, {
    title: TITLE,
    category: 'guide',
    upload_key: ticket.key,
  });
  return session.id;
}

/** Opens the preview by clicking "Aperçu" in the page and waits for the first page (60 s at most). */
const OPEN_AND_WAIT = `(async () => {
  const mark = ${JSON.stringify(FIRST_PAGE_MARK)};
  performance.clearMarks(mark);
  const row = [...document.querySelectorAll('[data-testid="session-document"]')].find((r) =>
    r.textContent.includes(${JSON.stringify(TITLE)}),
  );
  const button = [...(row ? row.querySelectorAll('button') : [])].find((b) => b.textContent.includes('Aperçu'));
  if (!button) throw new Error('no Aperçu button');
  const clicked = performance.now();
  button.click();
  const deadline = clicked + 60000;
  while (performance.getEntriesByName(mark).length === 0) {
    if (performance.now() > deadline) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.getEntriesByName(mark)[0].startTime - clicked;
})()`;

async function openOnce(page: Page, cdp: CDPSession): Promise<PdfOpening> {
  let rangeRequests = 0;
  let rangeBytes = 0;
  let otherBytes = 0;
  let counting = true;
  const requests = new Map<string, { url: string; method: string }>();
  const onRequest = (event: { requestId: string; request: { url: string; method: string } }) =>
    requests.set(event.requestId, event.request);
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    const request = requests.get(event.requestId);
    if (!counting || !request) return;
    // The file's own reads (its CORS preflight is neither a range nor the page's code).
    if (request.url.includes('/tremplin-documents/')) {
      if (request.method !== 'GET') return;
      rangeRequests += 1;
      rangeBytes += event.encodedDataLength;
    } else otherBytes += event.encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.loadingFinished', onFinished);
  await cdp.send('Network.emulateNetworkConditions', emulatedNetwork());
  try {
    const firstPageMs = Number(await page.evaluate(OPEN_AND_WAIT));
    counting = false;
    return { firstPageMs, rangeRequests, rangeBytes, otherBytes };
  } catch (error) {
    return {
      firstPageMs: Number.NaN,
      rangeRequests,
      rangeBytes,
      otherBytes,
      error: String(error).slice(0, 200),
    };
  } finally {
    counting = false;
    cdp.off('Network.requestWillBeSent', onRequest);
    cdp.off('Network.loadingFinished', onFinished);
    await cdp.send('Network.emulateNetworkConditions', UNTHROTTLED);
  }
}

export async function measurePdfPreview(
  origin: string,
  accounts: { editorToken: string; user: { email: string; password: string } },
  runs: number,
  log: (line: string) => void,
): Promise<PdfPreviewResult> {
  const file = pdfOfSize(PDF_BYTES, PDF_PAGES, 'Guide de l’incubateur');
  const sessionUrl = `${origin}/session/${await arrange(origin, accounts.editorToken, file)}`;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const result: PdfPreviewResult = {
    fileBytes: file.length,
    pages: PDF_PAGES,
    firstOpening: [],
    codeCached: [],
  };
  try {
    await signInThroughPage(browser, origin, accounts.user.email, accounts.user.password);
    // Without the offline app's worker: it would warm the reader's code before the click and keep
    // the PDF after the first opening, so neither figure would be the one named.
    const page = await withoutServiceWorker(await browser.newPage());
    await page.setViewport({
      width: 360,
      height: 740,
      deviceScaleFactor: 2.75,
      isMobile: true,
      hasTouch: true,
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    for (let run = 0; run < runs; run += 1) {
      // The session page loads unthrottled: only the opening of the preview is measured.
      await cdp.send('Network.clearBrowserCache');
      await page.goto(sessionUrl, { waitUntil: 'networkidle0', timeout: 60_000 });
      const first = await openOnce(page, cdp);
      result.firstOpening.push(first);
      await page.goto(sessionUrl, { waitUntil: 'networkidle0', timeout: 60_000 });
      const cached = await openOnce(page, cdp);
      result.codeCached.push(cached);
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      log(
        `pdf run ${run + 1}/${runs}: first opening ${Math.round(first.firstPageMs)} ms (${first.rangeRequests} ranges, ${kb(first.rangeBytes)} of the PDF, ${kb(first.otherBytes)} else), code cached ${Math.round(cached.firstPageMs)} ms (${cached.rangeRequests} ranges, ${kb(cached.rangeBytes)}, ${kb(cached.otherBytes)} else)${(first.error ?? cached.error) ? ` — ${first.error ?? cached.error}` : ''}`,
      );
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return result;
}
