import { PASSWORD_RULE_MESSAGES } from '../password-policy';
import { PASSWORD_MESSAGES, SESSION_MESSAGES } from './account';
import { AUTH_MESSAGES } from './auth';
import { MESSAGES } from './index';
import { TWO_FACTOR_MESSAGES as TOTP } from './two-factor';

/** The account operations a person can start, each with its own reading of some errors. */
export type AuthAction =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
  | 'resetPassword'
  | 'confirmResetPassword'
  | 'changePassword'
  /** Paramètres → Sécurité: a new authenticator key (AssociateSoftwareToken). */
  | 'setUpTotp'
  /** Its first code (VerifySoftwareToken), then turning it on (SetUserMFAPreference). */
  | 'verifyTotpSetup'
  /** The sign-in's code step (RespondToAuthChallenge SOFTWARE_TOKEN_MFA). */
  | 'confirmSignInTotp'
  /** Turning it off: the password and a code through Cognito's own sign-in, then SetUserMFAPreference. */
  | 'disableTotp'
  /** Replacing the app: the password and a current code first, as for turning it off. */
  | 'replaceTotp'
  /** This page's new sign-in after every session ended (password, then the app's code if on). */
  | 'renewSession';

const SERVICE_DOWN = MESSAGES.authServiceUnavailable;

/**
 * Cognito's error names (the `__type` aws-amplify names its errors after) and aws-amplify's own
 * (network, empty fields), read the same by every action unless BY_ACTION says otherwise.
 */
const ANY_ACTION: Readonly<Record<string, string>> = {
  InvalidPasswordException: PASSWORD_RULE_MESSAGES.rule,
  CodeMismatchException: AUTH_MESSAGES.codeMismatch,
  ExpiredCodeException: AUTH_MESSAGES.codeExpired,
  TooManyFailedAttemptsException: AUTH_MESSAGES.tooManyCodeAttempts,
  CodeDeliveryFailureException: AUTH_MESSAGES.codeNotDelivered,
  LimitExceededException: AUTH_MESSAGES.tooManyRequests,
  TooManyRequestsException: AUTH_MESSAGES.tooManyRequests,
  UsernameExistsException: AUTH_MESSAGES.emailTaken,
  AliasExistsException: AUTH_MESSAGES.emailTaken,
  UserNotFoundException: AUTH_MESSAGES.incorrectCredentials,
  PasswordResetRequiredException: AUTH_MESSAGES.passwordResetRequired,
  NetworkError: AUTH_MESSAGES.network,
  InternalErrorException: SERVICE_DOWN,
  ServiceUnavailableException: SERVICE_DOWN,
  UnexpectedLambdaException: SERVICE_DOWN,
  UserLambdaValidationException: SERVICE_DOWN,
  InvalidLambdaResponseException: SERVICE_DOWN,
  // aws-amplify's checks of empty fields, which the forms make first (SPEC §5's wording).
  EmptySignInUsername: MESSAGES.emailOrPhoneRequired,
  EmptySignInPassword: MESSAGES.emailOrPhoneRequired,
  EmptySignUpUsername: MESSAGES.emailOrPhoneRequired,
  EmptySignUpPassword: MESSAGES.emailOrPhoneRequired,
  EmptyConfirmSignUpCode: AUTH_MESSAGES.codeRequired,
  EmptyConfirmResetPasswordConfirmationCode: AUTH_MESSAGES.codeRequired,
  EmptyConfirmResetPasswordNewPassword: PASSWORD_RULE_MESSAGES.rule,
};

const BY_ACTION: Readonly<Record<AuthAction, Readonly<Record<string, string>>>> = {
  signIn: { NotAuthorizedException: AUTH_MESSAGES.incorrectCredentials },
  signUp: { InvalidParameterException: AUTH_MESSAGES.invalidInput },
  confirmSignUp: {
    // "User cannot be confirmed. Current status is CONFIRMED"
    NotAuthorizedException: AUTH_MESSAGES.alreadyConfirmed,
    UserNotFoundException: AUTH_MESSAGES.codeMismatch,
    // "Attempt limit exceeded": this code was tried wrong too often.
    LimitExceededException: AUTH_MESSAGES.tooManyCodeAttempts,
  },
  resendSignUpCode: {
    // "User is already confirmed."
    InvalidParameterException: AUTH_MESSAGES.alreadyConfirmed,
    NotAuthorizedException: AUTH_MESSAGES.alreadyConfirmed,
  },
  resetPassword: {},
  confirmResetPassword: {
    UserNotFoundException: AUTH_MESSAGES.codeMismatch,
    LimitExceededException: AUTH_MESSAGES.tooManyCodeAttempts,
  },
  changePassword: { NotAuthorizedException: AUTH_MESSAGES.currentPasswordIncorrect },
  // The e-mailed codes' words do not fit an authenticator app's: its codes are never sent nor asked for.
  setUpTotp: { NotAuthorizedException: TOTP.sessionEnded },
  verifyTotpSetup: {
    // "Code mismatch and fail enable Software Token MFA"
    EnableSoftwareTokenMFAException: TOTP.codeMismatch,
    CodeMismatchException: TOTP.codeMismatch,
    ExpiredCodeException: TOTP.codeMismatch,
    TooManyFailedAttemptsException: TOTP.tooManyAttempts,
    // No key waiting for its first code, or "User has not verified software token mfa".
    SoftwareTokenMFANotFoundException: TOTP.setupRestart,
    InvalidParameterException: TOTP.setupRestart,
    NotAuthorizedException: TOTP.sessionEnded,
    EmptyVerifyTOTPSetupCode: TOTP.codeRequired,
  },
  confirmSignInTotp: {
    // "Invalid code received for user"
    CodeMismatchException: TOTP.codeMismatch,
    ExpiredCodeException: TOTP.codeMismatch,
    TooManyFailedAttemptsException: TOTP.tooManyAttempts,
    // "Invalid session for the user, session is expired.": the 3 minutes are over.
    NotAuthorizedException: TOTP.signInExpired,
    // aws-amplify's own, when it no longer holds the sign-in (the page was reloaded after 3 minutes).
    SignInException: TOTP.signInExpired,
    EmptyChallengeResponse: TOTP.codeRequired,
  },
  disableTotp: {
    NotAuthorizedException: AUTH_MESSAGES.currentPasswordIncorrect,
    CodeMismatchException: TOTP.codeMismatch,
    ExpiredCodeException: TOTP.codeMismatch,
    TooManyFailedAttemptsException: TOTP.tooManyAttempts,
  },
  replaceTotp: {
    NotAuthorizedException: AUTH_MESSAGES.currentPasswordIncorrect,
    CodeMismatchException: TOTP.codeMismatch,
    ExpiredCodeException: TOTP.codeMismatch,
    TooManyFailedAttemptsException: TOTP.tooManyAttempts,
  },
  renewSession: {
    NotAuthorizedException: AUTH_MESSAGES.currentPasswordIncorrect,
    CodeMismatchException: TOTP.codeMismatch,
    ExpiredCodeException: TOTP.codeMismatch,
    TooManyFailedAttemptsException: TOTP.tooManyAttempts,
    EmptyChallengeResponse: TOTP.codeRequired,
  },
};

/** When nothing above names the error: SPEC §8's generic texts. */
const FALLBACK: Readonly<Record<AuthAction, string>> = {
  signIn: MESSAGES.unexpectedError,
  signUp: MESSAGES.unexpectedError,
  confirmSignUp: MESSAGES.unexpectedError,
  resendSignUpCode: MESSAGES.unexpectedError,
  resetPassword: MESSAGES.unexpectedError,
  confirmResetPassword: MESSAGES.unexpectedError,
  changePassword: PASSWORD_MESSAGES.changeFailed,
  setUpTotp: TOTP.enableFailed,
  verifyTotpSetup: TOTP.enableFailed,
  confirmSignInTotp: MESSAGES.unexpectedError,
  disableTotp: TOTP.disableFailed,
  replaceTotp: TOTP.enableFailed,
  renewSession: SESSION_MESSAGES.renewFailed,
};

/**
 * The French text for an error of the authentication service: one map from Cognito's error names to
 * the words a person reads, whatever the screen. Cognito's English message is only ever read to tell
 * apart the cases one name covers; it is never shown.
 */
export function authErrorText(action: AuthAction, name: string, message = ''): string {
  if (action === 'signIn' && name === 'NotAuthorizedException') {
    if (/attempts exceeded/i.test(message)) return AUTH_MESSAGES.tooManySignInAttempts;
    if (/disabled/i.test(message)) return AUTH_MESSAGES.accountDisabled;
  }
  if (
    action === 'confirmSignInTotp' &&
    name === 'NotAuthorizedException' &&
    /attempts exceeded/i.test(message)
  ) {
    // Wrong codes count like wrong passwords: Cognito locks the account out for a while.
    return AUTH_MESSAGES.tooManySignInAttempts;
  }
  if (
    (action === 'disableTotp' || action === 'replaceTotp' || action === 'renewSession') &&
    name === 'NotAuthorizedException'
  ) {
    if (/attempts exceeded/i.test(message)) return AUTH_MESSAGES.tooManySignInAttempts;
    // The access token, not the password: expired, revoked, or signed out everywhere.
    if (/access token/i.test(message)) return TOTP.sessionEnded;
    // The code step's 3 minutes are over.
    if (/session/i.test(message)) return TOTP.signInExpired;
  }
  if (action === 'signUp' && name === 'InvalidParameterException' && /email/i.test(message)) {
    return AUTH_MESSAGES.emailInvalid;
  }
  return BY_ACTION[action][name] ?? ANY_ACTION[name] ?? FALLBACK[action];
}
