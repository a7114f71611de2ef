import { CATALOGUE_DOCUMENT, SESSION_DOCUMENT } from './app-documents';

/**
 * Where objects live inside the buckets: facts the API (which builds keys), the route table (which
 * grants access by prefix), CDK and the local cloud all need. Bucket names themselves are the
 * stacks' (generated on AWS, fixed locally in infra/definitions/storage.ts).
 */

/** Browser uploads land here; a lifecycle rule expires what is never attached. */
export const STAGING_PREFIX = 'staging/';
/** The shape of a staging key a ticket hands out (`staging/{userId}/{kind}/{name}`), as request bodies may carry it. */
export const STAGING_KEY_PATTERN = /^staging\/[\w-]+\/(?:[\w-]+\/)?[\w.-]+$/;
/** Staged uploads never attached are deleted after this many days (lifecycle rule). */
export const STAGING_EXPIRY_DAYS = 1;
/** Participants' deliverables (issue 31), in the private documents bucket: `deliverables/{userId}/…`. */
export const DELIVERABLES_PREFIX = 'deliverables/';
/** Media keys live under media/ so CloudFront's /media/* behaviour maps onto them unchanged. */
export const MEDIA_PREFIX = 'media/';
/**
 * The web build's session document (SESSION_DOCUMENT in common/app-documents.ts), copied into the
 * media bucket outside media/ (so never public through /media/*): the session-page handler reads
 * it to answer /session/{id} with that session's first screen and link-preview tags. CDK deploys
 * it there; locally the start script puts it there.
 */
export const SHELL_KEY = `shell${SESSION_DOCUMENT}`;

/** The web build's catalogue document (CATALOGUE_DOCUMENT), beside it: the catalogue-page handler reads it. */
export const CATALOGUE_SHELL_KEY = `shell${CATALOGUE_DOCUMENT}`;
