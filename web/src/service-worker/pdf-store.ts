/**
 * The PDFs kept for offline reading, in the service worker. Once the reader has drawn a file's first
 * page, the app asks to keep it: the file is fetched whole, once (the reader's own ranges so far were
 * the head, the tail and the first page's chunks), and from then on every range the reader asks for
 * comes from that copy, online or not. The budget (pdf-budget.ts) is a byte cap, least recently used
 * out first. Ranges are cut as S3 cuts them (common/byte-range.ts): Workbox's createPartialResponse
 * answers 416 to a range that runs past the end, which is the reader's head request on any file
 * under 96 KB. Every file is stamped with its owner, the user whose page asked to keep it: it is only
 * answered to a page that holds that user's session (page-sessions.ts), and keeping a file for one
 * person lets go of every other person's.
 */
import { resolveByteRange } from '@common/byte-range';
import { PRIVATE_USER_HEADER } from '@/lib/offline/caches';
import { pdfCacheKey } from '@/lib/offline/contract';
import { evictionsFor, mayKeep, parseIndex, touched, withKept, type KeptPdf } from '@/lib/offline/pdf-budget';

/** A read moves a file to the back of the queue at most once a minute (each page is several ranges). */
const TOUCH_INTERVAL_MS = 60_000;

export interface PdfStoreOptions {
  cacheName: string;
  /** Where the index is stored in that cache (an address of the site that nothing else answers). */
  indexUrl: string;
  /** Called when a file was kept or let go (the pages mark what is readable offline). */
  onChange: () => Promise<void>;
}

export interface PdfStore {
  /**
   * The kept copy's answer to this request of `user`'s page (a range of it), or null when the file is
   * not kept for that user.
   */
  answer: (request: Request, user: string) => Promise<Response | null>;
  /** Keeps the file at this link for `owner` (true once kept, false when it may not be). */
  keep: (url: string, documentId: string, owner: string) => Promise<boolean>;
  /** Sign-out: abandons the files on their way (the caller deletes the cache). */
  stop: () => void;
}

/** The part of a kept file a request asks for, as S3 would answer it. */
export async function rangeOf(request: Request, kept: Response): Promise<Response> {
  const body = await kept.blob();
  const size = body.size;
  const range = resolveByteRange(request.headers.get('range') ?? undefined, size);
  const type = kept.headers.get('content-type') ?? 'application/pdf';
  if (range.kind === 'whole')
    return new Response(body, {
      status: 200,
      headers: { 'content-type': type, 'content-length': String(size), 'accept-ranges': 'bytes' },
    });
  if (range.kind === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  const part = body.slice(range.start, range.end + 1);
  return new Response(part, {
    status: 206,
    headers: {
      'content-type': type,
      'content-length': String(part.size),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'accept-ranges': 'bytes',
    },
  });
}

export function createPdfStore(options: PdfStoreOptions): PdfStore {
  let generation = 0;
  const running = new Set<AbortController>();
  // The index is read, changed and written back: one change at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  const open = () => caches.open(options.cacheName);
  const readIndex = async (cache: Cache): Promise<KeptPdf[]> => {
    const stored = await cache.match(options.indexUrl);
    return stored ? parseIndex(await stored.json().catch(() => null)) : [];
  };
  // Stamped too (with the one person whose files it lists): every answer in this cache names its owner.
  const writeIndex = (cache: Cache, files: KeptPdf[], owner: string) =>
    cache.put(
      options.indexUrl,
      new Response(JSON.stringify({ files }), {
        headers: { 'content-type': 'application/json', [PRIVATE_USER_HEADER]: owner },
      }),
    );

  const answer = async (request: Request, user: string): Promise<Response | null> => {
    const key = pdfCacheKey(request.url);
    const cache = await open();
    const kept = await cache.match(key);
    if (!kept || kept.headers.get(PRIVATE_USER_HEADER) !== user) return null;
    void serially(async () => {
      const files = await readIndex(cache);
      const file = files.find((f) => f.key === key);
      if (file && Date.now() - file.usedAt > TOUCH_INTERVAL_MS)
        await writeIndex(cache, touched(files, key, Date.now()), user);
    }).catch(() => undefined);
    return rangeOf(request, kept);
  };

  const keep = async (url: string, documentId: string, owner: string): Promise<boolean> => {
    const key = pdfCacheKey(url);
    const started = generation;
    const already = await serially(async () => {
      const cache = await open();
      const files = await readIndex(cache);
      const kept = await cache.match(key);
      if (!files.some((f) => f.key === key && f.owner === owner)) return false;
      if (kept?.headers.get(PRIVATE_USER_HEADER) !== owner) return false;
      await writeIndex(cache, touched(files, key, Date.now()), owner);
      return true;
    });
    if (already) return true;
    const controller = new AbortController();
    running.add(controller);
    try {
      const response = await fetch(url, { signal: controller.signal });
      const declared = response.headers.get('content-length');
      if (response.status !== 200 || (declared !== null && !mayKeep(Number(declared)))) {
        controller.abort();
        return false;
      }
      const body = await response.blob();
      if (!mayKeep(body.size)) return false;
      const kept = await serially(async () => {
        // Signed out meanwhile: the file belonged to the person who left.
        if (started !== generation) return false;
        const cache = await open();
        const files = await readIndex(cache);
        // Another person's files are never answered to this one: they go first (sign-out and the
        // app's start without a session have normally deleted them already).
        const others = files.filter((f) => f.owner !== owner && f.key !== key).map((f) => f.key);
        const mine = files.filter((f) => f.owner === owner);
        const evicted = [...others, ...evictionsFor(mine, key, body.size)];
        // The index never names a file that is gone, even if the put below fails (storage full).
        if (evicted.length > 0) {
          await writeIndex(cache, withKept(files, null, evicted), owner);
          for (const old of evicted) await cache.delete(old);
        }
        await cache.put(
          key,
          new Response(body, {
            headers: {
              'content-type': 'application/pdf',
              'content-length': String(body.size),
              [PRIVATE_USER_HEADER]: owner,
            },
          }),
        );
        await writeIndex(
          cache,
          withKept(files, { key, documentId, owner, bytes: body.size, usedAt: Date.now() }, evicted),
          owner,
        );
        return true;
      });
      if (kept) await options.onChange();
      return kept;
    } catch {
      // Offline, expired link, storage full: the file is simply not kept.
      return false;
    } finally {
      running.delete(controller);
    }
  };

  const stop = () => {
    generation += 1;
    for (const controller of running) controller.abort();
    running.clear();
  };

  return { answer, keep, stop };
}
