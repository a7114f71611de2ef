/** Buckets and the prefixes the API writes to; CDK and the local cloud share them. */
export const BUCKETS = {
  /** Private: documents, reached only through short-lived presigned GET URLs. */
  documents: 'tremplin-documents',
  /** Public through CloudFront /media/*: session images and avatars. */
  media: 'tremplin-media',
} as const;

export {
  CATALOGUE_SHELL_KEY,
  MEDIA_PREFIX,
  SHELL_KEY,
  STAGING_EXPIRY_DAYS,
  STAGING_PREFIX,
} from '@common/storage-keys';

/**
 * The CORS rule of both buckets: browser uploads (presigned POST) and the PDF reader's range reads
 * of presigned GET links, which must read Accept-Ranges, Content-Range and Content-Length.
 */
export const UPLOAD_CORS = {
  allowedMethods: ['GET', 'HEAD', 'POST', 'PUT'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag', 'Accept-Ranges', 'Content-Range', 'Content-Length'],
  maxAgeSeconds: 3000,
} as const;
