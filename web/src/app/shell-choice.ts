/** Which prerendered first screen the shell script may show (pure; see shell.ts). */

/** Amplify v6's key prefix (COGNITO_KEY_PREFIX in lib/auth/token-storage.ts, kept equal by a unit test). */
export const SHELL_COGNITO_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * The shell to show for this address, or null: none for addresses with a query (filters,
 * ?session=, whose first screen the build cannot know) nor for browsers that may hold a session
 * (their navigation bar differs).
 */
export function chooseShell(
  pathname: string,
  search: string,
  available: readonly string[],
  storedKeys: readonly string[],
): string | null {
  if (search && search !== '?') return null;
  if (storedKeys.some((key) => key.startsWith(SHELL_COGNITO_KEY_PREFIX))) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  return available.includes(path) ? path : null;
}
