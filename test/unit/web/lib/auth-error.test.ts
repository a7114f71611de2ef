import * as cognito from '@aws-sdk/client-cognito-identity-provider';
import { AuthError } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, PASSWORD_MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import type { AuthAction } from '@common/messages/auth-errors';
import { PASSWORD_RULE_MESSAGES } from '@common/password-policy';
import {
  authErrorMessage,
  isAddressDependentResetRefusal,
  isSignInCodeStepOver,
} from '@/lib/auth/auth-error';

/** What aws-amplify throws for a Cognito error answer: an AuthError named after its __type. */
const cognitoError = (name: string, message: string) => new AuthError({ name, message });

const ACTIONS: AuthAction[] = [
  'signIn',
  'signUp',
  'confirmSignUp',
  'resendSignUpCode',
  'resetPassword',
  'confirmResetPassword',
  'changePassword',
  'setUpTotp',
  'verifyTotpSetup',
  'confirmSignInTotp',
  'disableTotp',
];

/** Every text a failure may show: French, or SPEC §5's one English sentence. */
const ALLOWED = new Set<string>([
  ...Object.values(AUTH_MESSAGES),
  PASSWORD_RULE_MESSAGES.rule,
  MESSAGES.unexpectedError,
  MESSAGES.authServiceUnavailable,
  MESSAGES.emailOrPhoneRequired,
  PASSWORD_MESSAGES.changeFailed,
  ...Object.values(TWO_FACTOR_MESSAGES),
]);

/** Every error Cognito's API can answer, from the SDK's exception classes. */
const COGNITO_ERRORS = Object.keys(cognito).filter(
  (name) => /^[A-Z]\w*Exception$/.test(name) && name !== 'ServiceException',
);

describe('account errors as people read them', () => {
  it.each([
    // [action, Cognito's error, its English message, what the page says]
    [
      'signIn',
      'NotAuthorizedException',
      'Incorrect username or password.',
      AUTH_MESSAGES.incorrectCredentials,
    ],
    ['signIn', 'NotAuthorizedException', 'Password attempts exceeded', AUTH_MESSAGES.tooManySignInAttempts],
    ['signIn', 'NotAuthorizedException', 'User is disabled.', AUTH_MESSAGES.accountDisabled],
    [
      'signIn',
      'PasswordResetRequiredException',
      'Password reset required for the user',
      AUTH_MESSAGES.passwordResetRequired,
    ],
    ['signIn', 'NetworkError', 'A network error has occurred.', AUTH_MESSAGES.network],
    ['signIn', 'EmptySignInPassword', 'password is required to signIn', MESSAGES.emailOrPhoneRequired],
    ['signUp', 'UsernameExistsException', 'User already exists', AUTH_MESSAGES.emailTaken],
    [
      'signUp',
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
      PASSWORD_RULE_MESSAGES.rule,
    ],
    ['signUp', 'InvalidParameterException', 'Invalid email address format.', AUTH_MESSAGES.emailInvalid],
    [
      'signUp',
      'InvalidParameterException',
      "1 validation error detected: Value at 'password' failed to satisfy constraint",
      AUTH_MESSAGES.invalidInput,
    ],
    ['signUp', 'CodeDeliveryFailureException', 'Unable to deliver message', AUTH_MESSAGES.codeNotDelivered],
    [
      'signUp',
      'UserLambdaValidationException',
      'PreSignUp failed with error x.',
      MESSAGES.authServiceUnavailable,
    ],
    [
      'confirmSignUp',
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
      AUTH_MESSAGES.codeMismatch,
    ],
    [
      'confirmSignUp',
      'ExpiredCodeException',
      'Invalid code provided, please request a code again.',
      AUTH_MESSAGES.codeExpired,
    ],
    [
      'confirmSignUp',
      'TooManyFailedAttemptsException',
      'Too many failed attempts.',
      AUTH_MESSAGES.tooManyCodeAttempts,
    ],
    [
      'confirmSignUp',
      'NotAuthorizedException',
      'User cannot be confirmed. Current status is CONFIRMED',
      AUTH_MESSAGES.alreadyConfirmed,
    ],
    [
      'resendSignUpCode',
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
      AUTH_MESSAGES.tooManyRequests,
    ],
    [
      'resendSignUpCode',
      'InvalidParameterException',
      'User is already confirmed.',
      AUTH_MESSAGES.alreadyConfirmed,
    ],
    [
      'resetPassword',
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
      AUTH_MESSAGES.tooManyRequests,
    ],
    [
      'confirmResetPassword',
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
      AUTH_MESSAGES.codeMismatch,
    ],
    [
      'confirmResetPassword',
      'InvalidPasswordException',
      'Password does not conform to policy: Password must have numeric characters',
      PASSWORD_RULE_MESSAGES.rule,
    ],
    [
      'changePassword',
      'NotAuthorizedException',
      'Incorrect username or password.',
      AUTH_MESSAGES.currentPasswordIncorrect,
    ],
    [
      'changePassword',
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
      AUTH_MESSAGES.tooManyRequests,
    ],
    [
      'changePassword',
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
      PASSWORD_RULE_MESSAGES.rule,
    ],
    // Two-factor sign-in: an authenticator app's codes are neither e-mailed nor sent again.
    [
      'setUpTotp',
      'NotAuthorizedException',
      'Access Token has been revoked',
      TWO_FACTOR_MESSAGES.sessionEnded,
    ],
    [
      'verifyTotpSetup',
      'EnableSoftwareTokenMFAException',
      'Code mismatch and fail enable Software Token MFA',
      TWO_FACTOR_MESSAGES.codeMismatch,
    ],
    [
      'verifyTotpSetup',
      'InvalidParameterException',
      'User has not verified software token mfa',
      TWO_FACTOR_MESSAGES.setupRestart,
    ],
    ['verifyTotpSetup', 'NetworkError', 'A network error has occurred.', AUTH_MESSAGES.network],
    [
      'confirmSignInTotp',
      'CodeMismatchException',
      'Invalid code received for user',
      TWO_FACTOR_MESSAGES.codeMismatch,
    ],
    [
      'confirmSignInTotp',
      'NotAuthorizedException',
      'Invalid session for the user, session is expired.',
      TWO_FACTOR_MESSAGES.signInExpired,
    ],
    [
      'confirmSignInTotp',
      'TooManyFailedAttemptsException',
      'Too many failed attempts.',
      TWO_FACTOR_MESSAGES.tooManyAttempts,
    ],
    [
      'disableTotp',
      'NotAuthorizedException',
      'Incorrect username or password.',
      AUTH_MESSAGES.currentPasswordIncorrect,
    ],
    ['disableTotp', 'NotAuthorizedException', 'Access Token has expired', TWO_FACTOR_MESSAGES.sessionEnded],
    [
      'disableTotp',
      'CodeMismatchException',
      'Invalid code received for user',
      TWO_FACTOR_MESSAGES.codeMismatch,
    ],
  ] as [AuthAction, string, string, string][])(
    '%s: %s (%s) reads in French',
    (action, name, message, expected) => {
      expect(authErrorMessage(action, cognitoError(name, message))).toBe(expected);
    },
  );

  it('never shows a provider message: every Cognito error, for every action, reads in French', () => {
    expect(COGNITO_ERRORS.length).toBeGreaterThan(40);
    for (const action of ACTIONS) {
      for (const name of [...COGNITO_ERRORS, 'Unknown', 'NetworkError', 'SomethingNew']) {
        const text = authErrorMessage(action, cognitoError(name, 'An English sentence from the provider.'));
        expect(ALLOWED.has(text), `${action} ${name}: ${text}`).toBe(true);
      }
      // Not an error of the service at all (a bug, a dropped connection before aws-amplify).
      expect(ALLOWED.has(authErrorMessage(action, new TypeError('Failed to fetch')))).toBe(true);
      expect(ALLOWED.has(authErrorMessage(action, 'nope'))).toBe(true);
    }
  });

  it('keeps SPEC §8’s fallbacks: the generic one, and the password change’s own', () => {
    expect(authErrorMessage('signIn', new TypeError('x'))).toBe('Une erreur inattendue est survenue');
    expect(authErrorMessage('changePassword', cognitoError('Unknown', 'x'))).toBe(
      'Échec du changement de mot de passe. Veuillez réessayer.',
    );
  });

  it('sends the sign-in back to the password once Cognito’s 3 minutes are over, only then', () => {
    expect(
      isSignInCodeStepOver(cognitoError('NotAuthorizedException', 'Invalid session for the user.')),
    ).toBe(true);
    // aws-amplify's own, when it holds no sign-in any more (the page was reloaded).
    expect(isSignInCodeStepOver(cognitoError('SignInException', 'An error occurred'))).toBe(true);
    expect(isSignInCodeStepOver(cognitoError('CodeMismatchException', 'Invalid code received'))).toBe(false);
    expect(isSignInCodeStepOver(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('treats the reset refusals that depend on the address as a code sent, and only those', () => {
    for (const name of [
      'UserNotFoundException',
      'InvalidParameterException',
      'NotAuthorizedException',
      'UserNotConfirmedException',
    ]) {
      expect(isAddressDependentResetRefusal(cognitoError(name, 'x')), name).toBe(true);
    }
    for (const name of ['LimitExceededException', 'CodeDeliveryFailureException', 'NetworkError']) {
      expect(isAddressDependentResetRefusal(cognitoError(name, 'x')), name).toBe(false);
    }
  });
});
