import { describe, expect, it } from 'vitest';
import { rangeOf } from '@/service-worker/pdf-store';
import { PDF_CHUNK_BYTES, PDF_HEAD_BYTES } from '@/components/documents/pdf-bytes';

/** A kept file of `size` bytes whose byte i is i % 251, as the service worker stores it. */
function kept(size: number): Response {
  const bytes = Uint8Array.from({ length: size }, (_, i) => i % 251);
  return new Response(bytes, { headers: { 'content-type': 'application/pdf' } });
}
const ask = (range?: string) =>
  new Request('https://bucket.example/doc.pdf', range ? { headers: { Range: range } } : undefined);

describe('the PDF reader’s ranges, answered from a kept copy as S3 answers them', () => {
  it('gives a small file whole to the reader’s first request, which asks past its end', async () => {
    // The reader's opening asks for 96 KB at once: a 40 KB file is all of that range (206, not 416).
    const answer = await rangeOf(ask(`bytes=0-${PDF_HEAD_BYTES - 1}`), kept(40_000));
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 0-39999/40000');
    expect((await answer.arrayBuffer()).byteLength).toBe(40_000);
  });

  it('gives the tail the reader asks for next, and a suffix larger than the file as the whole file', async () => {
    const tail = await rangeOf(ask(`bytes=-${PDF_CHUNK_BYTES}`), kept(100_000));
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${100_000 - PDF_CHUNK_BYTES}-99999/100000`);
    const bytes = new Uint8Array(await tail.arrayBuffer());
    expect(bytes[0]).toBe((100_000 - PDF_CHUNK_BYTES) % 251);
    const small = await rangeOf(ask(`bytes=-${PDF_CHUNK_BYTES}`), kept(1000));
    expect(small.headers.get('content-range')).toBe('bytes 0-999/1000');
  });

  it('gives a middle range byte for byte, with its length', async () => {
    const answer = await rangeOf(ask('bytes=16384-32767'), kept(100_000));
    expect(answer.headers.get('content-length')).toBe('16384');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([bytes[0], bytes[16383]]).toEqual([16384 % 251, 32767 % 251]);
  });

  it('answers 416 past the end, and the whole file without a range', async () => {
    const past = await rangeOf(ask('bytes=5000-6000'), kept(1000));
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
    const whole = await rangeOf(ask(), kept(1000));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe('1000');
  });
});
