import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';

/** App-wide providers. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AuthProvider>{children}</AuthProvider>
    </StrictMode>
  );
}
