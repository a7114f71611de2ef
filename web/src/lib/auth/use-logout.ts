import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from './use-auth';

/** 'Déconnexion': signs out (locally, whatever the server says) and returns to '/'. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
      void navigate(paths.home);
    }
  }, [signOut, navigate]);
  return { logout, pending };
}
