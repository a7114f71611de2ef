/// <reference lib="webworker" />
/**
 * Tremplin's service worker (built by vite-plugin-pwa, injectManifest: the build writes the precache
 * list into self.__WB_MANIFEST). What it keeps, and why each byte is worth it, is in docs/offline.md
 * ("Installable and offline"). In short:
 * - precache: the app's HTML documents and the code of the public pages (never the session page's
 *   document, which only its function serves, nor the PDF reader or the signed-in pages' code);
 * - pages: the network first, for 4 s, then the precached document of the address: the app renders
 *   from what is cached;
 * - what the app already downloaded is kept: chunks and covers (immutable names), public API reads,
 *   and, per user, private API reads and the PDFs opened in the reader (pdf-store.ts), each stamped
 *   with its owner and only ever answered to a page that holds that owner's session
 *   (page-sessions.ts): never to a visitor, nor to any page before the app's code has run;
 * - no skipWaiting: a new version waits until every tab of the old one is closed, so an open page
 *   keeps the chunks it was built with (Workbox removes the old ones only when the new one activates).
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { appDocument } from '@common/app-documents';
import {
  CACHE_PREFIX,
  CACHES,
  FROM_CACHE_HEADER,
  PAGE_SESSIONS_PATH,
  PDF_INDEX_PATH,
  PRIVATE_CACHES,
  PRIVATE_USER_HEADER,
} from '@/lib/offline/caches';
import {
  isPresignedUrl,
  isPublicApiPath,
  MAX_API_ENTRIES,
  MAX_ASSET_ENTRIES,
  MAX_COVER_ENTRIES,
  NAVIGATION_TIMEOUT_MS,
  OFFLINE_CHANGED,
  tokenSubject,
  type ToServiceWorker,
} from '@/lib/offline/contract';
import { createPageSessions } from './page-sessions';
import { createPdfStore } from './pdf-store';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

setCacheNameDetails({ prefix: CACHE_PREFIX });
// The first visit is taken over at once (there is no older worker to wait for), so the session and
// the PDF read on that very visit are kept. An update still waits: nothing here skips waiting.
clientsClaim();
cleanupOutdatedCaches();

/** Bumped by sign-out: a private answer read before it is not stored after it. */
let privateGeneration = 0;

async function tellPages(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage(OFFLINE_CHANGED);
}

const pdfs = createPdfStore({
  cacheName: CACHES.pdfs,
  indexUrl: new URL(PDF_INDEX_PATH, self.location.origin).href,
  onChange: tellPages,
});

const pageSessions = createPageSessions({
  cacheName: CACHES.pageSessions,
  url: new URL(PAGE_SESSIONS_PATH, self.location.origin).href,
  openClients: async () =>
    (await self.clients.matchAll({ type: 'all', includeUncontrolled: true })).map((c) => c.id),
});

self.addEventListener('activate', (event) => {
  // Pages start their request while the worker boots, rather than after.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Pages of the app: extension-less paths of the site outside /api, /media and /cognito. */
function isAppPage(url: URL): boolean {
  if (!sameOrigin(url) || /^\/(api|media|cognito)(\/|$)/.test(url.pathname)) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

// Registered before the precache's route, which would answer "/" with index.html itself.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPage(url),
  async ({ request, url, event }: RouteHandlerCallbackOptions) => {
    try {
      const preload = (event as FetchEvent).preloadResponse as Promise<Response | undefined> | undefined;
      const answer = withTimeout(
        Promise.resolve(preload).then((preloaded) => preloaded ?? fetch(request)),
        NAVIGATION_TIMEOUT_MS,
      );
      return await answer;
    } catch {
      // Offline, or too slow: the document CloudFront would have served, from the precache.
      const shell = await matchPrecache(appDocument(url.pathname, url.search.length > 0));
      return shell ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);

// Chunks the precache leaves out (signed-in pages, aws-amplify, the PDF reader): kept once loaded.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_ASSET_ENTRIES, purgeOnQuotaError: true })],
  }),
);

// Session covers (never avatars, which are people's faces: not kept).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/media/images/'),
  new CacheFirst({
    cacheName: CACHES.covers,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_COVER_ENTRIES, purgeOnQuotaError: true })],
  }),
);

// The deployment's settings: aws-amplify needs them to read a stored session offline.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: CACHES.publicApi }),
);

const expirations = new Map<string, CacheExpiration>();
function expirationOf(cacheName: string): CacheExpiration {
  let expiration = expirations.get(cacheName);
  if (!expiration) {
    expiration = new CacheExpiration(cacheName, { maxEntries: MAX_API_ENTRIES });
    expirations.set(cacheName, expiration);
  }
  return expiration;
}

/**
 * API reads: the network first (a read may count a view, and editors must see their own writes),
 * the last answer when the network fails. Public routes share one cache whoever asked; any other
 * read made with a token goes to the private cache, stamped with the token's user, and is only
 * given back to a request of that same user. The key is the address alone: tokens are never keys.
 */
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/'),
  async ({ request, url, event }: RouteHandlerCallbackOptions) => {
    const user = tokenSubject(request.headers.get('authorization'));
    // This page holds that user's session: their kept PDFs may be answered to it.
    if (user) event.waitUntil(pageSessions.note((event as FetchEvent).clientId, user).catch(() => undefined));
    const cacheName = isPublicApiPath(url.pathname) ? CACHES.publicApi : user ? CACHES.privateApi : null;
    if (!cacheName) return fetch(request);
    const key = url.href;
    const generation = privateGeneration;
    try {
      const response = await fetch(request);
      // The API answers `no-store`, which speaks to HTTP caches (CloudFront's, the browser's): this
      // store is the app's own, kept per user and emptied at sign-out.
      if (response.status === 200) {
        const copy = response.clone();
        event.waitUntil(
          (async () => {
            const body = await copy.blob();
            if (cacheName === CACHES.privateApi && (generation !== privateGeneration || !user)) return;
            const headers = new Headers(copy.headers);
            if (cacheName === CACHES.privateApi && user) headers.set(PRIVATE_USER_HEADER, user);
            const cache = await caches.open(cacheName);
            await cache.put(key, new Response(body, { status: 200, headers }));
            await expirationOf(cacheName).updateTimestamp(key);
            await expirationOf(cacheName).expireEntries();
          })().catch(() => undefined),
        );
      }
      return response;
    } catch (error) {
      const candidates = [
        ...(user ? [{ name: CACHES.privateApi, owner: user }] : []),
        { name: CACHES.publicApi, owner: null },
      ];
      for (const { name, owner } of candidates) {
        const cached = await (await caches.open(name)).match(key, { ignoreVary: true });
        if (!cached || (owner !== null && cached.headers.get(PRIVATE_USER_HEADER) !== owner)) continue;
        event.waitUntil(expirationOf(name).updateTimestamp(key));
        // The app shows it is offline (lib/offline/connectivity.ts), whatever navigator.onLine says.
        const headers = new Headers(cached.headers);
        headers.set(FROM_CACHE_HEADER, '1');
        headers.delete(PRIVATE_USER_HEADER);
        return new Response(cached.body, { status: cached.status, headers });
      }
      throw error;
    }
  },
);

// The PDF reader's ranges (presigned links to the documents bucket): from the copy kept for the user
// whose session the asking page holds, else from the network as they are.
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && isPresignedUrl(url),
  async ({ request, event }: RouteHandlerCallbackOptions) => {
    const user = await pageSessions.userOf((event as FetchEvent).clientId).catch(() => null);
    return (user ? await pdfs.answer(request, user) : null) ?? fetch(request);
  },
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ToServiceWorker | null;
  const reply = (value: unknown) => event.ports[0]?.postMessage(value);
  if (message?.type === 'keep-pdf') {
    const page = event.source && 'id' in event.source ? event.source.id : '';
    event.waitUntil(
      (async () => {
        if (!message.owner || !page) return false;
        await pageSessions.note(page, message.owner);
        return pdfs.keep(message.url, message.documentId, message.owner);
      })().then(reply, () => reply(false)),
    );
  } else if (message?.type === 'clear-private') {
    privateGeneration += 1;
    event.waitUntil(
      (async () => {
        pdfs.stop();
        await pageSessions.forgetAll();
        const deleted = await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
        await expirationOf(CACHES.privateApi).delete();
        expirations.delete(CACHES.privateApi);
        // Nothing was kept (a visitor's every page load asks): the pages have nothing to read again.
        if (deleted.some(Boolean)) await tellPages();
      })().then(
        () => reply(true),
        () => reply(false),
      ),
    );
  }
});
