/**
 * The links invitation e-mails carry: `{payload}.{signature}`, the payload naming the cohort, the
 * address and the invitation's nonce; the signature an HMAC-SHA256 with the platform's link key
 * (UNSUBSCRIBE_LINK_SECRET, under a context of its own so neither kind of link passes for the other).
 * Single use and expiry live on the invitation: a resend changes the nonce, accepting marks it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_PATHS } from '@common/notifications';

const SIGNED = 'tremplin-cohort-invitation-v1';

/** The page the link opens (web/src/features/invitations). */
export const INVITATION_PAGE_PATH = NOTIFICATION_PATHS.invitation;

export interface InvitationLink {
  cohortId: string;
  email: string;
  nonce: string;
}

export const newNonce = () => randomBytes(16).toString('base64url');

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${SIGNED}.${payload}`).digest();
}

export function signInvitationLink(secret: string, link: InvitationLink): string {
  const payload = Buffer.from(JSON.stringify({ c: link.cohortId, e: link.email, n: link.nonce })).toString(
    'base64url',
  );
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The link's cohort, address and nonce when its signature holds; null otherwise. */
export function checkInvitationLink(secret: string, token: string): InvitationLink | null {
  const [payload = '', given = '', ...rest] = token.split('.');
  if (rest.length || !/^[\w-]+$/.test(payload) || !/^[\w-]{43}$/.test(given)) return null;
  const expected = signature(secret, payload);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  try {
    const { c, e, n } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof c !== 'string' || typeof e !== 'string' || typeof n !== 'string' || !c || !e || !n)
      return null;
    return { cohortId: c, email: e, nonce: n };
  } catch {
    return null;
  }
}

export function invitationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${INVITATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
