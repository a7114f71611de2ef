import { describe, expect, it } from 'vitest';
import { chooseShell, SHELL_COGNITO_KEY_PREFIX } from '@/app/shell-choice';

// Loaded by a path TypeScript does not follow: the module needs the DOM library (see early-requests.test.ts).
const tokenStorage = '../../../../web/src/lib/auth/token-storage';
const { COGNITO_KEY_PREFIX } = (await import(tokenStorage)) as { COGNITO_KEY_PREFIX: string };

const AVAILABLE = ['/', '/sessions', '/documentation', '/about'];

describe('the prerendered first screen shown before the app runs', () => {
  it('is the one of the path, trailing slash or not', () => {
    expect(chooseShell('/', '', AVAILABLE, [])).toBe('/');
    expect(chooseShell('/sessions', '', AVAILABLE, [])).toBe('/sessions');
    expect(chooseShell('/about/', '', AVAILABLE, [])).toBe('/about');
  });

  it('is none for pages the build did not prerender', () => {
    expect(chooseShell('/session/abc', '', AVAILABLE, [])).toBeNull();
    expect(chooseShell('/dashboard', '', AVAILABLE, [])).toBeNull();
  });

  it('is none when the address carries a query the build could not know', () => {
    expect(chooseShell('/sessions', '?tags=pitch', AVAILABLE, [])).toBeNull();
    expect(chooseShell('/', '?session=abc', AVAILABLE, [])).toBeNull();
    expect(chooseShell('/', '?', AVAILABLE, [])).toBe('/');
  });

  it('is none when the browser may hold a session (the navigation bar differs)', () => {
    const key = `${COGNITO_KEY_PREFIX}client.user.accessToken`;
    expect(chooseShell('/', '', AVAILABLE, ['theme', key])).toBeNull();
    expect(chooseShell('/', '', AVAILABLE, ['theme'])).toBe('/');
  });

  it('reads the same storage keys as the auth layer', () => {
    expect(SHELL_COGNITO_KEY_PREFIX).toBe(COGNITO_KEY_PREFIX);
  });
});
