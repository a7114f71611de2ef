import { paths, QUERY } from '@/config/paths';
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

/**
 * Where a sign-in goes: back to the session page it was started from (lib/sign-in-return.ts),
 * otherwise '/' or '/?session={id}' (SPEC §2).
 */
export function afterSignIn(sessionId: string | null): string {
  return takeSignInReturn(sessionId) ?? homeAfterAuth(sessionId);
}

/** After a sign-up (a new account's first sign-in): SPEC §2's welcome, whatever page it started from. */
export function afterSignUp(sessionId: string | null): string {
  forgetSignInReturn();
  return homeAfterAuth(sessionId, true);
}
