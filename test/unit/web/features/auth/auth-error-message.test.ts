import { AuthError } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '../../../../../common/password-policy';
import { authErrorMessage } from '../../../../../web/src/features/auth/utils/auth-error-message';
import { passwordRefusalMessage } from '../../../../../web/src/lib/auth/password-error';

/** What aws-amplify throws for a Cognito error answer (its user-pool deserializer). */
const serviceError = (name: string, message: string) => new AuthError({ name, message });

describe('auth errors as users read them', () => {
  it('turns Cognito’s password refusals into the French rule, whatever the wording', () => {
    for (const message of [
      'Password did not conform with policy: Password not long enough',
      'Password did not conform with policy: Password must have uppercase characters',
      'Password does not conform to policy: Password must have numeric characters',
    ]) {
      const error = serviceError('InvalidPasswordException', message);
      expect(authErrorMessage(error)).toBe(PASSWORD_RULE_MESSAGES.rule);
      expect(passwordRefusalMessage(error)).toBe(PASSWORD_RULE_MESSAGES.rule);
    }
  });

  it('keeps the spec’s messages for everything else', () => {
    const wrongPassword = serviceError('NotAuthorizedException', 'Incorrect username or password.');
    expect(authErrorMessage(wrongPassword)).toBe('Incorrect username or password.');
    expect(passwordRefusalMessage(wrongPassword)).toBeNull();
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe('Une erreur inattendue est survenue');
    expect(authErrorMessage('nope')).toBe('Une erreur inattendue est survenue');
  });
});
