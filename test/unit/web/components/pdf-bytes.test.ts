import { describe, expect, it, vi } from 'vitest';
import { resolveByteRange } from '@common/byte-range';
import {
  openPdfBytes,
  parseContentRange,
  PdfFetchError,
  PdfUnreadableError,
} from '@/components/documents/pdf-bytes';

const CHUNK = 1000;
const file = Uint8Array.from({ length: 10_500 }, (_, i) => i % 251);

/**
 * A storage answering ranges as S3 does (the local S3's own rules), whose links expire: requests are
 * recorded, and each answer waits until `release()` when `hold` is set.
 */
function storage(options: { bytes?: Uint8Array; expired?: Set<string>; ignoresRanges?: boolean } = {}) {
  const bytes = options.bytes ?? file;
  const requests: { url: string; range: string }[] = [];
  const fetcher = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    const range = new Headers(init?.headers).get('Range') ?? '';
    requests.push({ url, range });
    if (options.expired?.has(url)) return Promise.resolve(new Response('expired', { status: 403 }));
    const resolved = options.ignoresRanges
      ? { kind: 'whole' as const }
      : resolveByteRange(range, bytes.length);
    if (resolved.kind === 'unsatisfiable')
      return Promise.resolve(
        new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${bytes.length}` } }),
      );
    if (resolved.kind === 'whole') return Promise.resolve(new Response(bytes.slice(), { status: 200 }));
    const { start, end } = resolved;
    return Promise.resolve(
      new Response(bytes.slice(start, end + 1), {
        status: 206,
        headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` },
      }),
    );
  });
  return { fetcher: fetcher as unknown as typeof fetch, requests };
}

describe('Content-Range', () => {
  it('reads the range and the total, and refuses anything else', () => {
    expect(parseContentRange('bytes 0-999/10500')).toEqual({ start: 0, end: 999, total: 10500 });
    expect(parseContentRange('bytes */10500')).toBeNull();
    expect(parseContentRange('bytes 20-10/100')).toBeNull();
    expect(parseContentRange('bytes 0-100/100')).toBeNull();
    expect(parseContentRange(null)).toBeNull();
  });
});

describe('reading a PDF by ranges', () => {
  it('asks for the first and the last chunk at once, then only for what is read', async () => {
    const { fetcher, requests } = storage();
    const pdf = await openPdfBytes({
      url: 'https://s3/a',
      renewUrl: vi.fn(),
      fetcher,
      chunkBytes: CHUNK,
      headBytes: 2 * CHUNK,
    });
    expect(requests.map((r) => r.range)).toEqual(['bytes=-1000', 'bytes=0-1999']);
    expect(pdf.length).toBe(file.length);
    expect(pdf.initial).toEqual(file.slice(0, 2 * CHUNK));

    // The end of the file is already here: no request.
    expect(await pdf.read(10_000, 10_500)).toEqual(file.slice(10_000, 10_500));
    expect(requests).toHaveLength(2);

    expect(await pdf.read(3000, 5000)).toEqual(file.slice(3000, 5000));
    expect(requests.at(-1)).toEqual({ url: 'https://s3/a', range: 'bytes=3000-4999' });
  });

  it('asks the API for a new link once when the link has expired, and carries on with it', async () => {
    const expired = new Set<string>();
    const { fetcher, requests } = storage({ expired });
    const renewUrl = vi.fn(() => Promise.resolve('https://s3/b'));
    const pdf = await openPdfBytes({
      url: 'https://s3/a',
      renewUrl,
      fetcher,
      chunkBytes: CHUNK,
      headBytes: 2 * CHUNK,
    });
    expired.add('https://s3/a');
    const [one, two] = await Promise.all([pdf.read(2000, 3000), pdf.read(4000, 5000)]);
    expect(one).toEqual(file.slice(2000, 3000));
    expect(two).toEqual(file.slice(4000, 5000));
    expect(renewUrl).toHaveBeenCalledTimes(1);
    expect(requests.slice(-2).map((r) => r.url)).toEqual(['https://s3/b', 'https://s3/b']);
  });

  it('fails when the new link is refused too', async () => {
    const expired = new Set(['https://s3/a', 'https://s3/b']);
    const { fetcher } = storage({ expired });
    await expect(
      openPdfBytes({
        url: 'https://s3/a',
        renewUrl: () => Promise.resolve('https://s3/b'),
        fetcher,
        chunkBytes: CHUNK,
        headBytes: 2 * CHUNK,
      }),
    ).rejects.toBeInstanceOf(PdfFetchError);
  });

  it('takes a small file whole from the first request', async () => {
    const small = file.slice(0, 1600);
    const { fetcher } = storage({ bytes: small });
    const pdf = await openPdfBytes({
      url: 'https://s3/a',
      renewUrl: vi.fn(),
      fetcher,
      chunkBytes: CHUNK,
      headBytes: 2 * CHUNK,
    });
    expect(pdf.length).toBe(1600);
    expect(pdf.initial).toEqual(small);
  });

  it('works with a server that ignores ranges', async () => {
    const { fetcher } = storage({ ignoresRanges: true });
    const pdf = await openPdfBytes({
      url: 'https://s3/a',
      renewUrl: vi.fn(),
      fetcher,
      chunkBytes: CHUNK,
      headBytes: 2 * CHUNK,
    });
    expect(pdf.length).toBe(file.length);
    expect(await pdf.read(5000, 5100)).toEqual(file.slice(5000, 5100));
  });

  it('calls an empty file unreadable, and a storage error a failure', async () => {
    const empty = storage({ bytes: new Uint8Array(0) });
    await expect(
      openPdfBytes({
        url: 'https://s3/a',
        renewUrl: vi.fn(),
        fetcher: empty.fetcher,
        chunkBytes: CHUNK,
        headBytes: 2 * CHUNK,
      }),
    ).rejects.toBeInstanceOf(PdfUnreadableError);
    const failing = vi.fn(() => Promise.resolve(new Response('', { status: 500 })));
    await expect(
      openPdfBytes({
        url: 'https://s3/a',
        renewUrl: vi.fn(),
        fetcher: failing,
        chunkBytes: CHUNK,
        headBytes: 2 * CHUNK,
      }),
    ).rejects.toBeInstanceOf(PdfFetchError);
  });
});
