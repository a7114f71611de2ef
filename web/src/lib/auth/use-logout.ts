import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

/** 'Déconnexion': returns to '/', then signs out (locally, whatever the server says). */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      // Home first: signed out on a signed-in page, its guard would send the person to /login
      // instead (and which of the two navigations won was a race). A page holding unsaved work
      // may keep them there (its warning): then they stay signed in and nothing is lost.
      await navigate(paths.home);
      if (window.location.pathname !== paths.home) return;
      await signOut();
    } finally {
      setPending(false);
    }
  }, [signOut, navigate]);
  return { logout, pending };
}
