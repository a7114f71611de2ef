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

/**
 * The web build's index.html, copied into the media bucket outside media/ (so never public
 * through /media/*): the session-page handler reads it to answer /session/{id} with that
 * session's link-preview tags. CDK deploys it there; locally the start script puts it there.
 */
export const SHELL_KEY = 'shell/index.html';
