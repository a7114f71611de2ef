/**
 * The PDF reader's bytes: read from the presigned link by HTTP ranges, so the first page shows
 * before the whole file has arrived. No pdf.js here: this starts as soon as the link is known,
 * while pdf.js's code is still on its way.
 *
 * - The opening asks at once for the head of the file (the header, the page tree, and in most files
 *   the first page's own content, which producers write first; all of a small file) and its last
 *   chunk (where a PDF keeps its cross-reference table, which pdf.js reads next): two requests at
 *   the same time instead of three one after the other, on links with 300 ms round trips.
 * - Every request is a range request: a plain GET would stream the whole file, and cancelling it
 *   closes the connection (S3 speaks HTTP/1.1), so the next request would pay a new TLS handshake.
 * - The link lives five minutes and a reader may scroll for longer: a request the link's expiry
 *   refuses (403) asks the API for a new link and is sent again.
 */

/**
 * The unit of pdf.js's range requests (rangeChunkSize): it asks for whole chunks, the adjacent ones
 * it misses in one request, so a small unit costs no extra requests for a picture or a font, only
 * less of what it did not need around a small object. pdf.js's default is 64 KB, 0.75 s of Regular
 * 3G (700 kbit/s); 16 KB is 0.19 s, under a round trip (300 ms).
 */
export const PDF_CHUNK_BYTES = 16384;

/** The first request: 96 KB, about 1.1 s of Regular 3G, in parallel with the last chunk. */
export const PDF_HEAD_BYTES = 6 * PDF_CHUNK_BYTES;

export interface ContentRange {
  start: number;
  /** Inclusive, as HTTP writes it. */
  end: number;
  total: number;
}

/** `Content-Range: bytes 0-65535/2097152` → its numbers; null for anything else. */
export function parseContentRange(value: string | null): ContentRange | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [start, end, total] = match.slice(1).map(Number) as [number, number, number];
  return end < start || end >= total ? null : { start, end, total };
}

/** The file is empty or not answered as a file: nothing a PDF reader could read. */
export class PdfUnreadableError extends Error {
  override name = 'PdfUnreadableError';
}

/** The storage did not answer (network, expired link that could not be renewed, 5xx). */
export class PdfFetchError extends Error {
  override name = 'PdfFetchError';
}

export interface PdfBytes {
  /** The file's size in bytes. */
  length: number;
  /** Its first bytes (all of them for a small file). */
  initial: Uint8Array;
  /** Bytes [begin, end) of the file. */
  read: (begin: number, end: number) => Promise<Uint8Array>;
  /** Cancels what is still on its way. */
  abort: () => void;
}

export interface OpenPdfBytesOptions {
  url: string;
  /** A new link to the same file (the API's preview route), for when this one has expired. */
  renewUrl: () => Promise<string>;
  fetcher?: typeof fetch;
  chunkBytes?: number;
  /** A whole number of chunks. */
  headBytes?: number;
}

type Answer = { kind: 'part'; range: ContentRange; bytes: Uint8Array } | { kind: 'whole'; bytes: Uint8Array };

export async function openPdfBytes(options: OpenPdfBytesOptions): Promise<PdfBytes> {
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const chunk = options.chunkBytes ?? PDF_CHUNK_BYTES;
  const headBytes = options.headBytes ?? PDF_HEAD_BYTES;
  const controller = new AbortController();
  let url = options.url;
  let renewing: Promise<string> | null = null;

  const renew = (expired: string): Promise<string> => {
    // Several reads may find the link expired at once: one new link for all of them.
    if (url !== expired) return Promise.resolve(url);
    renewing ??= options.renewUrl().then(
      (fresh) => {
        url = fresh;
        renewing = null;
        return fresh;
      },
      (error: unknown) => {
        renewing = null;
        throw error;
      },
    );
    return renewing;
  };

  /** One range request; a 416 (nothing there) resolves to null. */
  const get = async (range: string, signal: AbortSignal): Promise<Answer | null> => {
    for (let attempt = 0; ; attempt += 1) {
      const sent = url;
      const response = await fetcher(sent, { headers: { Range: range }, signal });
      if (response.status === 403 && attempt === 0) {
        await renew(sent);
        continue;
      }
      if (response.status === 416) return null;
      if (response.status === 206) {
        const contentRange = parseContentRange(response.headers.get('Content-Range'));
        if (!contentRange) throw new PdfFetchError('206 without a readable Content-Range');
        return { kind: 'part', range: contentRange, bytes: new Uint8Array(await response.arrayBuffer()) };
      }
      // A server that ignores ranges answers the whole file.
      if (response.status === 200)
        return { kind: 'whole', bytes: new Uint8Array(await response.arrayBuffer()) };
      throw new PdfFetchError(`storage answered ${response.status}`);
    }
  };

  // Its own controller (aborted with the rest, or alone when the head brought the whole file).
  const tailController = new AbortController();
  controller.signal.addEventListener('abort', () => tailController.abort(), { once: true });
  const tail = get(`bytes=-${chunk}`, tailController.signal).catch(() => null);
  let head: Answer | null;
  try {
    head = await get(`bytes=0-${headBytes - 1}`, controller.signal);
  } catch (error) {
    tailController.abort();
    throw error instanceof PdfFetchError || error instanceof DOMException
      ? error
      : new PdfFetchError(String(error));
  }
  if (!head || head.bytes.length === 0) {
    tailController.abort();
    throw new PdfUnreadableError('empty file');
  }
  const length = head.kind === 'whole' ? head.bytes.length : head.range.total;
  // A small file came whole with the head: the tail is not needed.
  if (length <= head.bytes.length) tailController.abort();
  const kept = tail.then((end) =>
    end?.kind === 'part' && end.range.total === length && end.range.end === length - 1
      ? { begin: end.range.start, bytes: end.bytes }
      : null,
  );

  return {
    length,
    initial: head.bytes,
    abort: () => controller.abort(),
    read: async (begin, stop) => {
      // The end of the file may already be here (or on its way): pdf.js reads it right after the head.
      if (begin >= length - chunk) {
        const end = await kept;
        if (end && begin >= end.begin && stop <= length)
          return end.bytes.subarray(begin - end.begin, stop - end.begin);
      }
      const answer = await get(`bytes=${begin}-${stop - 1}`, controller.signal);
      if (!answer) throw new PdfFetchError(`range ${begin}-${stop - 1} is past the end`);
      if (answer.kind === 'whole') return answer.bytes.subarray(begin, stop);
      if (answer.range.start !== begin) throw new PdfFetchError('the storage answered another range');
      return answer.bytes;
    },
  };
}
