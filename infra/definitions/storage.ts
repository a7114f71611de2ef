/** Buckets and the prefixes the API writes to; CDK and the local cloud share them. */
export const BUCKETS = {
  /** Private: documents, reached only through short-lived presigned GET URLs. */
  documents: 'tremplin-documents',
  /** Public through CloudFront /media/*: session images and avatars. */
  media: 'tremplin-media',
} as const;

export { MEDIA_PREFIX, SHELL_KEY, STAGING_EXPIRY_DAYS, STAGING_PREFIX } from '../../common/storage-keys';

export const UPLOAD_CORS = {
  allowedMethods: ['GET', 'HEAD', 'POST', 'PUT'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;
