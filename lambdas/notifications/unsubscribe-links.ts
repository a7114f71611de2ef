/**
 * The one-click unsubscribe links every e-mail carries (RFC 8058), signed so that nobody can stop
 * someone else's e-mails, and expiring: `{payload}.{signature}`, the payload the user, what the
 * link stops and until when; the signature an HMAC-SHA256 of it with the key of Secrets Manager
 * (UNSUBSCRIBE_LINK_SECRET). The API checks it without a sign-in (lambdas/notifications/unsubscribe.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferenceKey,
} from '@common/notification-preferences';
import { NOTIFICATION_PATHS } from '@common/notifications';

/** A switch to turn off, or 'all': every notification e-mail (frequency "Jamais"). */
export type UnsubscribeAction = NotificationPreferenceKey | 'all';

/** How long a link works: an e-mail read weeks later still stops what it says. */
export const LINK_LIFETIME_DAYS = 90;

/** Where the links lead: the API (the header's one-click POST) and the site's page (the visible link). */
export const UNSUBSCRIBE_API_PATH = '/api/unsubscribe';
export const UNSUBSCRIBE_PAGE_PATH = NOTIFICATION_PATHS.unsubscribe;

const SIGNED = 'tremplin-unsubscribe-v1';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${SIGNED}.${payload}`).digest();
}

export function signUnsubscribeLink(
  secret: string,
  userId: string,
  action: UnsubscribeAction,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + LINK_LIFETIME_DAYS * 86_400;
  const payload = Buffer.from(JSON.stringify({ u: userId, a: action, e: expires })).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

export type LinkCheck =
  { ok: true; userId: string; action: UnsubscribeAction } | { ok: false; reason: 'invalid' | 'expired' };

function isAction(value: unknown): value is UnsubscribeAction {
  return value === 'all' || (NOTIFICATION_PREFERENCE_KEYS as readonly unknown[]).includes(value);
}

/** The link's user and action when its signature holds and it has not expired. */
export function checkUnsubscribeLink(secret: string, token: string, now = new Date()): LinkCheck {
  const [payload = '', given = '', ...rest] = token.split('.');
  if (rest.length || !/^[\w-]+$/.test(payload) || !/^[\w-]{43}$/.test(given))
    return { ok: false, reason: 'invalid' };
  const expected = signature(secret, payload);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { u, a, e } = (body ?? {}) as { u?: unknown; a?: unknown; e?: unknown };
  if (typeof u !== 'string' || !u || !isAction(a) || typeof e !== 'number')
    return { ok: false, reason: 'invalid' };
  if (e * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: u, action: a };
}

/** The header's URL (one-click POST) and the visible link's (a page that says what it stopped). */
export function unsubscribeUrls(siteUrl: string, token: string): { oneClick: string; page: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    oneClick: `${siteUrl}${UNSUBSCRIBE_API_PATH}?${query}`,
    page: `${siteUrl}${UNSUBSCRIBE_PAGE_PATH}?${query}`,
  };
}
