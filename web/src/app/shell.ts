/**
 * The documents' entry (tiny; index.html preloads the app's chunks meanwhile, first-screen.html leaves
 * them to the import below, common/app-documents.ts): shows the
 * prerendered first screen of this page, if the build made one (prerender.tsx), so a visitor sees
 * the page once the HTML and CSS are in rather than after the JavaScript; once that has painted,
 * it starts the page's first API reads, its top images and chunks, and the app (main.tsx), whose
 * first render adopts the shell's markup (hydration). Imports nothing the app shares.
 */
import '@/index.css';
import {
  CATALOGUE_PREVIEW_ELEMENT_ID,
  catalogueColumns,
  chooseShell,
  earlyImages,
  earlyRequests,
  ROUTE_CHUNKS_ELEMENT_ID,
  routeChunksKey,
  SHELL_EARLY_KEY,
} from './shell-choice';

function storedKeys(): string[] {
  const keys: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const store = window[name];
      for (let i = 0; i < store.length; i += 1) keys.push(store.key(i) ?? '');
    } catch {
      // Blocked storage: nothing stored.
    }
  }
  return keys;
}

function addLink(attributes: Partial<HTMLLinkElement>): void {
  document.head.append(Object.assign(document.createElement('link'), attributes));
}

/** The page's first API reads (taken by the app's API client, lib/early-requests.ts) and top images. */
function startEarlyReads(keys: readonly string[]): void {
  const early: Record<string, Promise<Response>> = {};
  const catalogueInHtml = document.getElementById(CATALOGUE_PREVIEW_ELEMENT_ID) !== null;
  for (const url of earlyRequests(location.pathname, location.search, keys, catalogueInHtml)) {
    const response = fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    early[url] = response;
    // The top images start once the read answers (this runs before the app reads the body).
    response
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((body: unknown) => {
        for (const image of earlyImages(url, body, catalogueColumns(window.innerWidth)))
          addLink({ rel: 'preload', as: 'image', ...image, fetchPriority: 'high' });
      })
      .catch(() => undefined);
  }
  (window as unknown as Record<string, unknown>)[SHELL_EARLY_KEY] = early;
}

/** The page's own chunks, so they download alongside the app's rather than after it has run. */
function preloadPageChunks(): void {
  try {
    const key = routeChunksKey(location.pathname);
    const text = document.getElementById(ROUTE_CHUNKS_ELEMENT_ID)?.textContent || '{}';
    const lists = JSON.parse(text) as Record<string, string[] | undefined>;
    for (const file of (key && lists[key]) || []) addLink({ rel: 'modulepreload', href: `/${file}` });
  } catch {
    // Only a head start: the app loads its chunks anyway.
  }
}

const keys = storedKeys();
const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-shell]')];
const root = document.getElementById('root');
const chosen = chooseShell(
  location.pathname,
  location.search,
  templates.map((template) => template.dataset.shell ?? ''),
  keys,
);
const template = templates.find((t) => t.dataset.shell === chosen);
if (template && root && !root.hasChildNodes()) {
  root.append(template.content);
  // Seen, not used until the app has adopted it (app.tsx): a typed letter would be lost.
  root.inert = true;
} else {
  // The catalogue's first page in the HTML serves its first screen (lib/catalogue-preview.ts); without
  // it (a browser that may hold a session), the app reads the list afresh.
  document.getElementById(CATALOGUE_PREVIEW_ELEMENT_ID)?.remove();
}
// The templates are no part of the page.
for (const t of templates) t.remove();

let readsStarted = false;
const startReads = () => {
  if (readsStarted) return;
  readsStarted = true;
  startEarlyReads(keys);
  preloadPageChunks();
};
// A document that preloads the app from its <head> (index.html; common/app-documents.ts) leaves
// nothing for the first screen to gain by waiting: the page's reads, pictures and chunks start now,
// beside the app's. The others hold them until that screen has painted.
if (document.querySelector('link[rel="modulepreload"]')) startReads();

let started = false;
const start = () => {
  if (started) return;
  started = true;
  startReads();
  void import('./main');
};
if (root?.hasChildNodes()) {
  // After the shell's first paint: neither the reads nor React's start-up may hold it back. Where
  // the browser reports its largest paint, after that paint (a frame is not always the one that
  // shows the text); elsewhere after the next frame.
  const afterPaint = () => setTimeout(start, 0);
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(afterPaint);
  }
  // A background tab paints no frame: start anyway.
  setTimeout(start, 250);
} else {
  start();
}
