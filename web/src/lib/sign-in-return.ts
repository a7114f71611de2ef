/**
 * Where a sign-in started from a session page returns to. The page's link stays `/login?session={id}`
 * as SPEC §2 writes it (and, alone, leads to `/?session={id}`, the home page's modal); the tab
 * remembers which page the person left for it (sessionStorage: this tab only, gone with it), and the
 * sign-in goes back there when it is about that same session.
 */
const KEY = 'tremplin.signInReturn';

interface SignInReturn {
  sessionId: string;
  path: string;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** An address of this site only (a path, never `//host`). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

function read(): SignInReturn | null {
  try {
    const value = JSON.parse(store()?.getItem(KEY) ?? 'null') as Partial<SignInReturn> | null;
    if (typeof value?.sessionId !== 'string' || typeof value.path !== 'string') return null;
    return isLocalPath(value.path) ? { sessionId: value.sessionId, path: value.path } : null;
  } catch {
    return null;
  }
}

/** Called as the person leaves `path` (the session's page) for `/login?session={sessionId}`. */
export function rememberSignInReturn(sessionId: string, path: string): void {
  if (!isLocalPath(path)) return;
  try {
    store()?.setItem(KEY, JSON.stringify({ sessionId, path } satisfies SignInReturn));
  } catch {
    // Storage full or refused: the sign-in then goes to the home page's modal, as the spec says.
  }
}

/** A sign-in started elsewhere (the home page's modal): nothing to return to. */
export function forgetSignInReturn(): void {
  store()?.removeItem(KEY);
}

/** The page to return to after a sign-in about `sessionId`, once (then forgotten); null otherwise. */
export function takeSignInReturn(sessionId: string | null): string | null {
  const remembered = read();
  forgetSignInReturn();
  return remembered && sessionId !== null && remembered.sessionId === sessionId ? remembered.path : null;
}
