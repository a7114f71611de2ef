import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Me } from '@common/api-types';
import { displayName } from '@common/display-name';
import { isApiError, setAccessTokenSource } from '@/lib/api-client';
import type { SessionIdentity } from './amplify-engine';
import { AuthContext, type AuthContextValue, type AuthStatus, type AuthUser } from './auth-context';
import { clearPrivateOfflineData, keepsSomeoneElsesData } from '@/lib/offline/private-data';
import { endAllSessions } from './end-sessions';
import { getMe } from './get-me';
import { loadAuthEngine, loadedAuthEngine, whenAuthEngineLoaded } from './load-engine';
import {
  clearStoredCognitoSession,
  isCognitoStorageKey,
  mayHaveStoredSession,
  sessionStorageHoldsTokens,
} from './token-storage';

interface State {
  status: AuthStatus;
  identity: SessionIdentity | null;
  me: Me | null;
}

/** Coalesces bursts (Hub + storage events of one sign-in in another tab). */
const RESOLVE_DEBOUNCE_MS = 50;
/** focus and visibilitychange often fire together: one /api/me per burst. */
const PROFILE_REFRESH_MIN_INTERVAL_MS = 1000;

function log(message: string, detail?: unknown): void {
  // SPEC §4: auth changes are only logged.
  if (detail === undefined) console.info(`[auth] ${message}`);
  else console.info(`[auth] ${message}`, detail);
}

/** Only an engine that is already loaded is asked: visitors never download aws-amplify for this. */
setAccessTokenSource(async (options) => {
  const engine = loadedAuthEngine();
  return engine ? engine.accessToken(options?.forceRefresh) : null;
});

/**
 * Auth state of SPEC §4: 'loading' until the first check, then 'authenticated' or
 * 'anonymous'. The first check runs after the first render; aws-amplify (its own chunk) is
 * loaded only when the browser holds Cognito tokens or someone signs in or up. Role and profile come from
 * GET /api/me, refetched on sign-in and whenever the window regains focus.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Without stored tokens the answer is known at once: visitors never see a 'loading' state
  // and never download aws-amplify. With tokens, it is 'loading' until Amplify has read them.
  const [state, setState] = useState<State>(() => ({
    status: mayHaveStoredSession() ? 'loading' : 'anonymous',
    identity: null,
    me: null,
  }));
  const [initialStatus] = useState(state.status);
  // Started without a session: whatever private data this device still keeps is someone's whose
  // session ended unseen (a tab-only sign-in whose tab was closed), and goes before anyone signs in.
  const startClearing = useRef<Promise<void>>(Promise.resolve());
  // What resolve() compares with: whose session this browser showed last.
  const shown = useRef(state);
  useLayoutEffect(() => {
    shown.current = state;
  }, [state]);
  const generation = useRef(0);
  const busy = useRef(false);
  /**
   * Set once every session ended (endAllSessions) until this page has its new one: the page keeps
   * showing who is signed in, and nothing signs it out meanwhile (its old tokens are refused, and
   * Amplify holds none while the new sign-in waits for its code).
   */
  const renewing = useRef(false);
  const lastProfileFetch = useRef(0);
  const debounceTimer = useRef<number | undefined>(undefined);
  const profileRequest = useRef<AbortController | null>(null);

  const loadProfile = useCallback(async (identity: SessionIdentity): Promise<void> => {
    profileRequest.current?.abort();
    const controller = new AbortController();
    profileRequest.current = controller;
    lastProfileFetch.current = Date.now();
    try {
      const me = await getMe(controller.signal);
      setState((prev) => (prev.identity?.userId === identity.userId ? { ...prev, me } : prev));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isApiError(error) && error.status === 401) {
        // Expected while the page signs in again after ending every session.
        if (renewing.current) return;
        // The API refused the token even after a refresh: this session is dead.
        log('the API rejected the session, signing out locally');
        const engine = await loadAuthEngine();
        await engine.signOutLocally();
        await clearPrivateOfflineData();
        setState({ status: 'anonymous', identity: null, me: null });
        return;
      }
      // SPEC §6: a failing lookup leaves the default role ('user').
      console.warn('[auth] could not load the profile', error);
    }
  }, []);

  const resolve = useCallback(async (): Promise<void> => {
    const current = ++generation.current;
    let identity: SessionIdentity | null = null;
    // False when the session could not be read (offline, say): it may well still be there.
    let known = true;
    try {
      if (loadedAuthEngine() || mayHaveStoredSession()) {
        const engine = await loadAuthEngine();
        identity = await engine.currentIdentity();
      }
    } catch (error) {
      known = false;
      console.warn('[auth] could not read the session', error);
    }
    await startClearing.current;
    if (current !== generation.current) return;
    // A session that ended (signed out here or in another tab, refused by Cognito, replaced by
    // another account) leaves nothing private in the offline caches, before the page shows it; nor
    // does one whose end this page never saw: whoever signs in finds nobody else's data kept.
    const before = shown.current;
    let ended: boolean;
    if (!identity) ended = known && before.status !== 'anonymous';
    else if (before.identity?.userId === identity.userId) ended = false;
    else ended = before.identity !== null || (await keepsSomeoneElsesData(identity.userId).catch(() => true));
    if (current !== generation.current) return;
    if (ended) {
      await clearPrivateOfflineData();
      if (current !== generation.current) return;
    }
    if (!identity) {
      profileRequest.current?.abort();
      setState({ status: 'anonymous', identity: null, me: null });
      return;
    }
    const signedIn = identity;
    setState((prev) => ({
      status: 'authenticated',
      identity: signedIn,
      me: prev.identity?.userId === signedIn.userId ? prev.me : null,
    }));
    await loadProfile(signedIn);
  }, [loadProfile]);

  const scheduleResolve = useCallback(() => {
    window.clearTimeout(debounceTimer.current);
    debounceTimer.current = window.setTimeout(() => void resolve(), RESOLVE_DEBOUNCE_MS);
  }, [resolve]);

  // No stored tokens: nobody is signed in on this device, so nothing private may stay on it. The
  // page shows nothing private meanwhile (no token: the worker answers nothing private to it).
  useEffect(() => {
    if (initialStatus !== 'anonymous') return;
    startClearing.current = clearPrivateOfflineData().catch((error: unknown) => {
      console.warn('[auth] could not empty the private offline caches', error);
    });
  }, [initialStatus]);

  // First check of stored tokens, after the first render.
  useEffect(() => {
    if (initialStatus !== 'loading') return;
    const check = () => void resolve();
    // resolve() retries the load once and ends 'anonymous' if aws-amplify or the config is unreachable.
    loadAuthEngine().then(check, check);
  }, [initialStatus, resolve]);

  // Amplify Hub events (once the engine is loaded, by anyone).
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void whenAuthEngineLoaded().then((engine) => {
      if (cancelled) return;
      unsubscribe = engine.listenToAuthEvents((event) => {
        switch (event.type) {
          case 'signedIn':
          case 'signedOut':
            log(event.type);
            // Our own actions resolve themselves; these come from another tab.
            if (!busy.current && !renewing.current) scheduleResolve();
            break;
          case 'tokenRefresh':
            log('tokenRefresh');
            break;
          case 'tokenRefreshFailure':
            log('tokenRefresh_failure', event.error);
            if (!event.retryable && !renewing.current) {
              void engine.signOutLocally().then(() => scheduleResolve());
            }
            break;
        }
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [scheduleResolve]);

  // Another tab signed in or out (localStorage is shared by all tabs of the origin).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || !isCognitoStorageKey(event.key)) return;
      if (!busy.current && !renewing.current) scheduleResolve();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [scheduleResolve]);

  // Back to the tab: refetch the role (an admin may have changed it), or re-check a
  // session that could not be read earlier (offline at boot).
  const identity = state.identity;
  useEffect(() => {
    const onFocus = () => {
      // Also while signing in again: a phone's person switches to the authenticator app and back.
      if (document.visibilityState === 'hidden' || busy.current || renewing.current) return;
      if (Date.now() - lastProfileFetch.current < PROFILE_REFRESH_MIN_INTERVAL_MS) return;
      if (identity) void loadProfile(identity);
      else if (mayHaveStoredSession()) scheduleResolve();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [identity, loadProfile, scheduleResolve]);

  useEffect(() => () => window.clearTimeout(debounceTimer.current), []);

  const runAction = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      busy.current = true;
      try {
        return await action();
      } finally {
        busy.current = false;
        await resolve();
      }
    },
    [resolve],
  );

  const value = useMemo<AuthContextValue>(() => {
    const twoFactor: AuthContextValue['twoFactor'] = {
      enabled: async () => (await loadAuthEngine()).totpEnabled(),
      startSetup: async () => (await loadAuthEngine()).startTotpSetup(),
      finishSetup: async (code) => (await loadAuthEngine()).finishTotpSetup(code),
      disable: async ({ password, code }) => (await loadAuthEngine()).disableTotp(password, code),
      prove: async ({ password, code }) => (await loadAuthEngine()).proveTotp(password, code),
    };
    const user: AuthUser | null = state.identity
      ? {
          id: state.identity.userId,
          email: state.me?.email ?? state.identity.email,
          displayName: displayName(state.me?.email ?? state.identity.email),
          role: state.me?.role ?? 'user',
          fullName: state.me?.full_name ?? null,
          avatarUrl: state.me?.avatar_url ?? null,
          createdAt: state.me?.created_at ?? null,
          lastSignInAt: state.me?.last_sign_in_at ?? null,
          profileCompleted: state.me?.profile_completed ?? false,
          profilePromptDismissed: Boolean(state.me?.profile_prompt_dismissed_at),
        }
      : null;
    return {
      status: state.status,
      user,
      profileLoaded: state.me !== null,
      signIn: ({ email, password, remember }) =>
        runAction(async () => {
          const engine = await loadAuthEngine();
          return engine.signInWithPassword(email, password, remember);
        }),
      confirmTotpSignIn: (code) =>
        runAction(async () => {
          const engine = await loadAuthEngine();
          await engine.confirmTotpSignIn(code);
          renewing.current = false;
        }),
      signUp: async ({ email, password }) => {
        const engine = await loadAuthEngine();
        await engine.signUpWithPassword(email, password);
      },
      confirmSignUp: async ({ email, code }) => {
        const engine = await loadAuthEngine();
        await engine.confirmSignUpCode(email, code);
      },
      resendSignUpCode: async (email) => {
        const engine = await loadAuthEngine();
        await engine.resendSignUpConfirmation(email);
      },
      requestPasswordReset: async (email) => {
        const engine = await loadAuthEngine();
        await engine.requestPasswordReset(email);
      },
      confirmPasswordReset: async ({ email, code, newPassword }) => {
        const engine = await loadAuthEngine();
        await engine.confirmPasswordReset(email, code, newPassword);
      },
      signOut: () =>
        runAction(async () => {
          renewing.current = false;
          try {
            const engine = await loadAuthEngine();
            await engine.signOutLocally();
          } catch (error) {
            // Even without the engine (offline, no config), nobody stays signed in here.
            console.warn('[auth] sign-out could not reach aws-amplify', error);
            clearStoredCognitoSession('sessionStorage');
            clearStoredCognitoSession('localStorage');
          }
        }),
      refreshProfile: async () => {
        if (state.identity) await loadProfile(state.identity);
      },
      changePassword: async ({ currentPassword, newPassword }) => {
        const engine = await loadAuthEngine();
        await engine.changePassword(currentPassword, newPassword);
      },
      endAllSessions: async () => {
        await endAllSessions();
        renewing.current = true;
      },
      signInAgain: async (password) => {
        const email = state.identity?.email;
        if (!email) throw new Error('Nobody is signed in');
        renewing.current = true;
        const engine = await loadAuthEngine();
        // In the same storage as the session it replaces ('Se souvenir de moi' or this tab only).
        const outcome = await engine.signInWithPassword(email, password, !sessionStorageHoldsTokens());
        if (outcome === 'signedIn') {
          renewing.current = false;
          await resolve();
        }
        return outcome;
      },
      twoFactor,
    };
  }, [state, runAction, loadProfile, resolve]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
