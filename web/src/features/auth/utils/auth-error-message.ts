import { MESSAGES } from '../../../../../common/messages';

/**
 * SPEC §8: the provider's message (e.g. Cognito's "Incorrect username or password.") when
 * the failure comes from the authentication service, else 'Une erreur inattendue est
 * survenue'. aws-amplify errors are recognised by shape, so this module does not load it.
 */
export function authErrorMessage(error: unknown): string {
  if (
    error instanceof Error &&
    error.message &&
    ('underlyingError' in error || 'recoverySuggestion' in error || /Exception$/.test(error.name))
  ) {
    return error.message;
  }
  return MESSAGES.unexpectedError;
}
