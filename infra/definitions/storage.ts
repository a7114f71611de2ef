/** Buckets and the prefixes the API writes to; CDK and the local cloud share them. */
export const BUCKETS = {
  /** Private: documents, reached only through short-lived presigned GET URLs. */
  documents: 'tremplin-documents',
  /** Public through CloudFront /media/*: session images and avatars. */
  media: 'tremplin-media',
} as const;

/** Browser uploads land here; a lifecycle rule expires what is never attached. */
export const STAGING_PREFIX = 'staging/';
export const STAGING_EXPIRY_DAYS = 1;
/** Media keys live under media/ so CloudFront's /media/* behaviour maps onto them unchanged. */
export const MEDIA_PREFIX = 'media/';

export const UPLOAD_CORS = {
  allowedMethods: ['GET', 'HEAD', 'POST', 'PUT'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;
