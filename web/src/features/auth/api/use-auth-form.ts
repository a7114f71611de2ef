import { useCallback, useState } from 'react';
import { authErrorMessage, type AuthAction } from '@/lib/auth/auth-error';

export interface AuthFormState {
  pending: boolean;
  error: string | null;
  /** Bumps on every failure so the same message is announced again. */
  attempt: number;
}

/**
 * Runs an account action (sign-in, sign-up, a code, a reset): local validation first (its message
 * shows as is, nothing is sent), then the call, whose failure reads in French (auth-error.ts).
 */
export function useAuthForm(initialError: string | null = null) {
  const [state, setState] = useState<AuthFormState>({ pending: false, error: initialError, attempt: 0 });

  const fail = useCallback((message: string) => {
    setState((prev) => ({ pending: false, error: message, attempt: prev.attempt + 1 }));
  }, []);

  const run = useCallback(
    async (kind: AuthAction, action: () => Promise<void>): Promise<boolean> => {
      setState((prev) => ({ ...prev, pending: true, error: null }));
      try {
        await action();
        // Stay 'pending' until the page moves on (another step or another page).
        return true;
      } catch (error) {
        console.info('[auth] request failed', error);
        fail(authErrorMessage(kind, error));
        return false;
      }
    },
    [fail],
  );

  /** Back to idle, e.g. when a step of the form is shown again. */
  const reset = useCallback(() => setState((prev) => ({ ...prev, pending: false, error: null })), []);

  return { ...state, run, fail, reset };
}
