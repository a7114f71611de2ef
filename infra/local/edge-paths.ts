/** How the local edge reads request paths: percent-decoding, and which /media/* keys are public. */
import { IMAGE_CONTENT_TYPES } from '@common/uploads';
import { MEDIA_PREFIX } from '../definitions/storage';

/** decodeURIComponent, or null for a malformed escape (%ZZ, %E0, a truncated UTF-8 sequence). */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The media bucket key a /media/… path names, or null when /media/* must not serve it. On AWS the
 * path maps unchanged onto the key (S3 never resolves `..`), and CloudFront may read media/ keys only;
 * locally s3rver keeps objects as files and would resolve `..`, so a decoded key must stay under
 * media/ with plain segments: no empty, `.` or `..` segment, no backslash, no control character.
 */
export function publicMediaKey(pathname: string): string | null {
  const key = decodePath(pathname.replace(/^\/+/, ''));
  if (!key?.startsWith(MEDIA_PREFIX)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return null;
  const segments = key.slice(MEDIA_PREFIX.length).split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..') ? key : null;
}

/** Only the raster types uploads are checked to be: nothing else stored in the bucket is served. */
export function isPublicMediaType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}
