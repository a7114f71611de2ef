import { MESSAGES } from '../../../../../common/messages';
import { passwordRefusalMessage } from '../../../lib/auth/password-error';

/**
 * SPEC §8: the provider's message (e.g. Cognito's "Incorrect username or password.") when
 * the failure comes from the authentication service, else 'Une erreur inattendue est
 * survenue'. A password the pool refuses gets the rule in French rather than Cognito's
 * English ("Password did not conform with policy: …"). aws-amplify errors are recognised by
 * shape, so this module does not load it.
 */
export function authErrorMessage(error: unknown): string {
  const refusedPassword = passwordRefusalMessage(error);
  if (refusedPassword) return refusedPassword;
  if (
    error instanceof Error &&
    error.message &&
    ('underlyingError' in error || 'recoverySuggestion' in error || /Exception$/.test(error.name))
  ) {
    return error.message;
  }
  return MESSAGES.unexpectedError;
}
