import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '@common/roles';
import { setAccessTokenSource } from '@/lib/api-client';
import { AuthContext, type AuthContextValue, type AuthUser } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';

export function testUser(role: Role = 'user', overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'awa@exemple.ma',
    displayName: 'awa',
    role,
    fullName: 'Awa Diallo',
    avatarUrl: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    lastSignInAt: null,
    profileCompleted: true,
    profilePromptDismissed: true,
    ...overrides,
  };
}

/**
 * Renders `ui` at `path` with the app's providers: a fresh query cache (no retries, so a failure
 * shows at once), a router, and a signed-in `user` (or a visitor with `user: null`). The auth
 * engine (Cognito) is not part of these tests: its context is given as a value.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    user = testUser(),
    path = '/',
    routePath = '*',
    auth: authOverrides = {},
  }: {
    user?: AuthUser | null;
    path?: string;
    routePath?: string;
    /** Parts of the auth context a test plays itself (e.g. Cognito's answers on two-factor sign-in). */
    auth?: Partial<AuthContextValue>;
  } = {},
) {
  setAccessTokenSource(() => Promise.resolve(user ? 'test-token' : null));
  const queryClient = createQueryClient();
  // The app's defaults (writes run whatever the network looks like, …) with reads not retried.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const auth: AuthContextValue = {
    status: user ? 'authenticated' : 'anonymous',
    user,
    profileLoaded: true,
    signIn: () => Promise.resolve('signedIn'),
    confirmTotpSignIn: async () => {},
    signUp: async () => {},
    confirmSignUp: async () => {},
    resendSignUpCode: async () => {},
    requestPasswordReset: async () => {},
    confirmPasswordReset: async () => {},
    signOut: async () => {},
    refreshProfile: async () => {},
    changePassword: async () => {},
    endAllSessions: async () => {},
    signInAgain: () => Promise.resolve('signedIn'),
    twoFactor: {
      enabled: () => Promise.resolve(false),
      startSetup: () => Promise.resolve('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      finishSetup: async () => {},
      disable: async () => {},
      prove: async () => {},
    },
    ...authOverrides,
  };
  const router = createMemoryRouter([{ path: routePath, element: ui }], { initialEntries: [path] });
  const events = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return { ...view, user: events, router, queryClient };
}
