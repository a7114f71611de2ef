import { backToInvitation, paths, QUERY } from '@/config/paths';
import { forgetSignInReturn, takeSignInReturn } from '@/lib/sign-in-return';

/** SPEC §2: the `session` query parameter of /login and /signup is kept under this key. */
export const REDIRECT_SESSION_KEY = 'redirectSessionId';
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers `?session={id}` so that it survives the sign-in (and a reload of the form). */
export function rememberRedirectSession(sessionId: string | null): void {
  if (sessionId && SESSION_ID.test(sessionId)) store()?.setItem(REDIRECT_SESSION_KEY, sessionId);
}

/** The pending session id (query first, then storage), cleared once used. */
export function takeRedirectSession(fromQuery: string | null): string | null {
  const stored = store()?.getItem(REDIRECT_SESSION_KEY) ?? null;
  store()?.removeItem(REDIRECT_SESSION_KEY);
  const id = fromQuery ?? stored;
  return id && SESSION_ID.test(id) ? id : null;
}

/** '/' or '/?session={id}' after sign-in; '/?newUser=true[&session={id}]' after sign-up. */
export function homeAfterAuth(sessionId: string | null, newUser = false): string {
  const query = new URLSearchParams();
  if (newUser) query.set(QUERY.newUser, 'true');
  if (sessionId) query.set(QUERY.session, sessionId);
  const search = query.toString();
  return search ? `${paths.home}?${search}` : paths.home;
}

/** A cohort invitation's link as /login's `?invitation=` carries it (its signed token; the API checks it). */
const INVITATION_TOKEN = /^[\w.-]{1,1000}$/;

/** The invitation the sign-in page was opened from (`?invitation={token}`), when the token is one. */
export function invitationParam(searchParams: URLSearchParams): string | null {
  const token = searchParams.get(QUERY.invitation);
  return token && INVITATION_TOKEN.test(token) ? token : null;
}

/** What the account pages carry from one to the other: the session (SPEC §2) or the invitation. */
export interface AuthReturn {
  session: string | null;
  invitation: string | null;
}

/** `path` (/login, /signup, /forgot-password) carrying where the sign-in goes back to. */
export function authPageHref(path: string, back: AuthReturn): string {
  if (back.invitation) return backToInvitation(path, back.invitation);
  return back.session ? `${path}?${QUERY.session}=${encodeURIComponent(back.session)}` : path;
}

/**
 * A sign-in or sign-up started from a cohort invitation goes back to it, whatever else was
 * remembered (a session page left for /login in this tab, a pending ?session=).
 */
function invitationDestination(invitation: string | null): string | null {
  if (!invitation) return null;
  forgetSignInReturn();
  takeRedirectSession(null);
  return paths.invitation(invitation);
}

/**
 * Where a sign-in goes: back to the invitation it was started from, or to the session page
 * (lib/sign-in-return.ts), otherwise '/' or '/?session={id}' (SPEC §2).
 */
export function afterSignIn(sessionId: string | null, invitation: string | null = null): string {
  return invitationDestination(invitation) ?? takeSignInReturn(sessionId) ?? homeAfterAuth(sessionId);
}

/**
 * After a sign-up (a new account's first sign-in): SPEC §2's welcome, whatever page it started from;
 * from an invitation, back to it instead (joining the cohort is what the account was made for).
 */
export function afterSignUp(sessionId: string | null, invitation: string | null = null): string {
  forgetSignInReturn();
  return invitationDestination(invitation) ?? homeAfterAuth(sessionId, true);
}

/** Where an account page sends someone already signed in. */
export function alreadySignedIn(back: AuthReturn): string {
  return back.invitation ? paths.invitation(back.invitation) : homeAfterAuth(back.session);
}
