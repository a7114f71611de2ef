import { PASSWORD_RULE_MESSAGES } from '../../../../common/password-policy';

/**
 * Cognito's refusal of a password that breaks the pool's rule. aws-amplify names its errors after
 * the service's __type, so this is recognised by name without loading aws-amplify.
 */
export function isInvalidPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidPasswordException';
}

/** The French rule for a password Cognito refused, or null for any other failure. */
export function passwordRefusalMessage(error: unknown): string | null {
  return isInvalidPasswordError(error) ? PASSWORD_RULE_MESSAGES.rule : null;
}
