import { authErrorText, type AuthAction } from '@common/messages/auth-errors';

export type { AuthAction };

/** aws-amplify names its errors after Cognito's `__type` (or its own codes): read without loading it. */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/**
 * What a person reads when an account action fails: always French (common/messages/auth-errors.ts),
 * never the provider's English.
 */
export function authErrorMessage(action: AuthAction, error: unknown): string {
  return authErrorText(action, errorName(error), error instanceof Error ? error.message : '');
}

/**
 * A reset request's refusals that depend on the address (none, or one whose e-mail was never
 * confirmed): Cognito tells them apart, the page must not, so they read as a code sent.
 */
const ADDRESS_DEPENDENT_RESET_REFUSALS = new Set([
  'UserNotFoundException',
  'InvalidParameterException',
  'NotAuthorizedException',
  'UserNotConfirmedException',
]);

export function isAddressDependentResetRefusal(error: unknown): boolean {
  return ADDRESS_DEPENDENT_RESET_REFUSALS.has(errorName(error));
}

/**
 * The sign-in's code step can no longer go on: Cognito's session between the password and the code
 * (3 minutes) is over, or aws-amplify no longer holds it (a reload); the password must be given again.
 */
export function isSignInCodeStepOver(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NotAuthorizedException' || name === 'SignInException';
}
