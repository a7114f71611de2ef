import { describe, expect, it } from 'vitest';
import { sessionIdOfApiPath } from '@/lib/offline/availability';
import { isPresignedUrl, isPublicApiPath, pdfCacheKey, tokenSubject } from '@/lib/offline/contract';

/** Two links the API could hand out for the same file, minutes apart (SigV4 query authentication). */
const object = 'https://tremplin-documents.s3.eu-west-3.amazonaws.com/documents/u1/d1/4f2a-guide.pdf';
const disposition = 'response-content-disposition=inline%3B%20filename%3D%22guide.pdf%22';
function signed(date: string, signature: string, extra = disposition): string {
  return (
    `${object}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Content-Sha256=UNSIGNED-PAYLOAD` +
    `&X-Amz-Credential=ASIA%2F${date.slice(0, 8)}%2Feu-west-3%2Fs3%2Faws4_request&X-Amz-Date=${date}` +
    `&X-Amz-Expires=300&X-Amz-Security-Token=token${signature}&X-Amz-Signature=${signature}` +
    `&X-Amz-SignedHeaders=host&${extra}&x-id=GetObject`
  );
}

describe('the key a kept PDF is found under', () => {
  it('is the same for every link to the file, whatever its date, expiry, credentials and signature', () => {
    const first = pdfCacheKey(signed('20261124T080000Z', 'aaaa'));
    expect(pdfCacheKey(signed('20261124T091500Z', 'bbbb'))).toBe(first);
    expect(first).not.toMatch(/amz|x-id|aaaa/i);
  });

  it('keeps what names the file: its object, and the response overrides in any order', () => {
    const key = pdfCacheKey(signed('20261124T080000Z', 'aaaa'));
    const url = new URL(key);
    expect(`${url.origin}${url.pathname}`).toBe(object);
    expect([...url.searchParams]).toEqual([['response-content-disposition', 'inline; filename="guide.pdf"']]);
    const reordered = `${object}?x-id=GetObject&${disposition}&X-Amz-Signature=cccc`;
    expect(pdfCacheKey(reordered)).toBe(key);
    expect(pdfCacheKey(signed('20261124T080000Z', 'aaaa').replace('4f2a-guide', '9b1c-guide'))).not.toBe(key);
  });

  it('recognises presigned links (the reader’s) and nothing else', () => {
    expect(isPresignedUrl(new URL(signed('20261124T080000Z', 'aaaa')))).toBe(true);
    expect(isPresignedUrl(new URL('http://localhost:3000/api/sessions?signature=x'))).toBe(false);
    expect(isPresignedUrl(new URL('http://localhost:3000/media/images/a.jpg'))).toBe(false);
  });
});

describe('which API reads are public', () => {
  it('matches the public routes with their parameters, and no signed-in route', () => {
    expect(isPublicApiPath('/api/sessions')).toBe(true);
    expect(isPublicApiPath('/api/sessions/tags')).toBe(true);
    expect(isPublicApiPath('/api/sessions/8c0e2f4a-1111-4222-8333-944455556666')).toBe(true);
    expect(isPublicApiPath('/api/sessions/abc/documents')).toBe(true);
    expect(isPublicApiPath('/api/documents')).toBe(true);
    expect(isPublicApiPath('/api/me')).toBe(false);
    expect(isPublicApiPath('/api/documents/abc/preview')).toBe(false);
    expect(isPublicApiPath('/api/dashboard/sessions/abc')).toBe(false);
    expect(isPublicApiPath('/api/sessions/abc/documents/extra')).toBe(false);
  });

  it('reads the session of a session read, and not of its lists', () => {
    expect(sessionIdOfApiPath('/api/sessions/abc-123')).toBe('abc-123');
    expect(sessionIdOfApiPath('/api/sessions/tags')).toBeNull();
    expect(sessionIdOfApiPath('/api/sessions/abc/documents')).toBeNull();
    expect(sessionIdOfApiPath('/api/sessions')).toBeNull();
  });
});

describe('the user a private answer is stamped with', () => {
  const token = (payload: object) =>
    `Bearer e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

  it('is the bearer token’s subject', () => {
    expect(tokenSubject(token({ sub: 'user-1', username: 'u' }))).toBe('user-1');
    // base64url payloads use - and _ where base64 has + and /.
    expect(tokenSubject(token({ sub: 'ü?>>', x: '~~~' }))).toBe('ü?>>');
  });

  it('is nobody without a readable token', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('Basic abc')).toBeNull();
    expect(tokenSubject('Bearer not-a-jwt')).toBeNull();
    expect(tokenSubject(token({ username: 'no sub' }))).toBeNull();
  });
});
