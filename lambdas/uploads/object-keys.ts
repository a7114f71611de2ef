/**
 * Every S3 object key is built and parsed here (layout in docs/data-design.md, "Files").
 * Final keys follow SPEC §7 under the uploader's id; the media ones sit under media/ so that
 * CloudFront's /media/* behaviour (and the local edge) serve them at `/${key}` unchanged.
 */
import { randomBytes } from 'node:crypto';
import { DELIVERABLES_PREFIX, MEDIA_PREFIX, STAGING_PREFIX } from '@common/storage-keys';
import { UPLOAD_KINDS, type UploadKind } from '@common/uploads';

export type BucketKind = 'documents' | 'media';

/** Documents and deliverables are private; session images and avatars are public media. */
export const bucketKindFor = (kind: UploadKind): BucketKind =>
  kind === 'document' || kind === 'deliverable' ? 'documents' : 'media';

/** Cognito subs are UUIDs; anything else must never reach a key. */
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;
const STAGED_NAME = /^([0-9a-f]{16})-(\d{10,16})\.([a-z0-9]{1,10})$/;

export function assertUserId(userId: string): void {
  if (!USER_ID.test(userId))
    throw new Error(`Unexpected user id in an object key: ${JSON.stringify(userId)}`);
}

/** 16 hex characters: unguessable enough that keys never collide or get overwritten (SPEC §7: no overwrite). */
export const randomToken = (): string => randomBytes(8).toString('hex');

/** Extensions that go into keys: lower-case alphanumerics, else the neutral 'bin'. */
export const keyExtension = (extension: string): string => (EXTENSION.test(extension) ? extension : 'bin');

export function stagingPrefix(userId: string): string {
  assertUserId(userId);
  return `${STAGING_PREFIX}${userId}/`;
}

/**
 * Where the browser's POST lands: `staging/{userId}/{kind}/{random}-{timestamp}.{ext}`. The kind is
 * the ticket's (and its size limit's): an avatar ticket cannot become a session cover, nor the reverse.
 */
export function stagingKey(
  userId: string,
  kind: UploadKind,
  extension: string,
  now: Date,
  random = randomToken(),
): string {
  return `${stagingPrefix(userId)}${kind}/${random}-${now.getTime()}.${keyExtension(extension)}`;
}

export interface StagedName {
  random: string;
  timestamp: string;
  extension: string;
}

/** The parts of a staging key of `userId` issued for `kind`; null when it is not shaped like one. */
export function parseStagingKey(key: string, userId: string, kind: UploadKind): StagedName | null {
  const prefix = `${stagingPrefix(userId)}${kind}/`;
  if (!key.startsWith(prefix)) return null;
  const match = STAGED_NAME.exec(key.slice(prefix.length));
  if (!match) return null;
  const [, random = '', timestamp = '', extension = ''] = match;
  return { random, timestamp, extension };
}

/** The kind a staging key of `userId` was issued for; null when it is none of theirs. */
export function stagedKind(key: string, userId: string): UploadKind | null {
  return UPLOAD_KINDS.find((kind) => parseStagingKey(key, userId, kind) !== null) ?? null;
}

/**
 * Final keys of SPEC §7; images and avatars take the extension of their sniffed type. The random
 * part and the timestamp are drawn for each attach, never taken from the staging key: an upload is
 * attached once (see claims.ts), and even then no two attached files can share an object.
 */
export function finalKey(
  kind: UploadKind,
  userId: string,
  extension: string,
  now: Date,
  random = randomToken(),
): string {
  assertUserId(userId);
  const ext = keyExtension(extension);
  switch (kind) {
    case 'document':
      return `${userId}/${random}-${now.getTime()}.${ext}`;
    case 'session-image':
      return `${MEDIA_PREFIX}images/${userId}/${random}-${now.getTime()}.${ext}`;
    case 'avatar':
      return `${MEDIA_PREFIX}avatars/avatar-${userId}-${random}.${ext}`;
    case 'deliverable':
      return `${DELIVERABLES_PREFIX}${userId}/${random}-${now.getTime()}.${ext}`;
  }
}

/**
 * A session cover's narrower copy (common/cover-variants.ts) sits beside the cover, named after it:
 * `media/images/{userId}/{random}-{timestamp}-w{width}.{ext}`. So it shares the covers' prefix (and
 * the functions' grants on it), and no two covers' variants can share a key.
 */
export function coverVariantKey(coverKey: string, width: number, extension: string): string {
  if (!coverKey.startsWith(`${MEDIA_PREFIX}images/`) || !Number.isInteger(width) || width < 1) {
    throw new Error(`Unexpected cover variant: ${JSON.stringify({ coverKey, width })}`);
  }
  const stem = coverKey.replace(/\.[a-z0-9]+$/, '');
  return `${stem}-w${width}.${keyExtension(extension)}`;
}

/** The public path of a media key, as stored in image_url and avatar_url. */
export const mediaUrl = (key: string): string => `/${key}`;

/** The media key behind a stored `/media/...` URL; null for anything else (foreign URLs are never ours to delete). */
export function mediaKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(`/${MEDIA_PREFIX}`)) return null;
  const key = url.slice(1);
  return /^[\w\-./]+$/.test(key) && !key.includes('..') ? key : null;
}
