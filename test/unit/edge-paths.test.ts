import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../infra/local/api-gateway';
import { decodePath, isPublicMediaType, publicMediaKey } from '../../infra/local/edge-paths';

describe('how the local edge reads paths', () => {
  it('tells malformed percent-escapes from good ones', () => {
    expect(decodePath('/sessions/%C3%A9t%C3%A9')).toBe('/sessions/été');
    for (const bad of ['/%E0', '/%ZZ', '/%E0%A4%A', '/%', '/a%2']) expect(decodePath(bad)).toBeNull();
  });

  it('matches no route for a malformed path parameter, and says so', () => {
    expect(matchRoute('GET', '/api/sessions/%E0%A4%A')).toMatchObject({ route: null, malformed: true });
    expect(matchRoute('GET', '/api/sessions/abc')).toMatchObject({
      route: { name: 'get-published-session' },
      pathParameters: { sessionId: 'abc' },
      malformed: false,
    });
  });

  it('serves media keys under media/ only, with plain segments', () => {
    expect(publicMediaKey('/media/avatars/avatar-u-1.png')).toBe('media/avatars/avatar-u-1.png');
    expect(publicMediaKey('/media/covers/%C3%A9t%C3%A9.png')).toBe('media/covers/été.png');
    for (const refused of [
      '/media/..%2Fstaging%2Fx.png',
      '/media/%2E%2E%2Fshell%2Findex.html',
      '/media/a/..%2F..%2Fshell/index.html',
      '/media/./x.png',
      '/media/',
      '/media//x.png',
      '/media/a/',
      '/media/a%5Cb.png',
      '/media/a%00.png',
      '/media/%E0',
      '/staging/x.png',
      '/shell/index.html',
    ]) {
      expect(publicMediaKey(refused), refused).toBeNull();
    }
  });

  it('serves the four raster image types only', () => {
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'IMAGE/PNG',
      'image/png; x=1',
    ]) {
      expect(isPublicMediaType(type), type).toBe(true);
    }
    for (const type of [
      'image/svg+xml',
      'text/html; charset=utf-8',
      'application/pdf',
      'application/octet-stream',
      '',
    ]) {
      expect(isPublicMediaType(type), type).toBe(false);
    }
  });
});
