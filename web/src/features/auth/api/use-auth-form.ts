import { useCallback, useState } from 'react';
import { authErrorMessage } from '../utils/auth-error-message';

export interface AuthFormState {
  pending: boolean;
  error: string | null;
  /** Bumps on every failure so the same message is announced again. */
  attempt: number;
}

/**
 * Runs a sign-in or sign-up: local validation first (its message shows as is, nothing is
 * sent), then the call, whose failure becomes the provider's message or the generic one.
 */
export function useAuthForm() {
  const [state, setState] = useState<AuthFormState>({ pending: false, error: null, attempt: 0 });

  const fail = useCallback((message: string) => {
    setState((prev) => ({ pending: false, error: message, attempt: prev.attempt + 1 }));
  }, []);

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setState((prev) => ({ ...prev, pending: true, error: null }));
      try {
        await action();
        // Stay 'pending' until the page navigates away.
        return true;
      } catch (error) {
        console.info('[auth] request failed', error);
        fail(authErrorMessage(error));
        return false;
      }
    },
    [fail],
  );

  return { ...state, run, fail };
}
