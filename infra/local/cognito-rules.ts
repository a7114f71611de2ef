/**
 * Checks Cognito makes and cognito-local skips, as pure functions that answer exactly what Cognito
 * answers, or null to let the call through: the pool's password policy on every call that sets a
 * password, the API model's required members, the app client's write attributes; and Cognito's
 * documented numbers (code validity, the sign-in lockout, limits on codes). The local Cognito
 * (cognito-server.ts) runs them on every call, whoever makes it.
 */
import { LIMITS } from '@common/limits';
import { PASSWORD_MAX_LENGTH, passwordProblems, type PasswordProblem } from '@common/password-policy';
import { USER_POOL } from '../definitions/auth';

export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** An error as Cognito's JSON API sends it (AWS JSON 1.1: __type in the body and the header). */
export interface CognitoErrorAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export function cognitoError(type: string, message?: string, statusCode = 400): CognitoErrorAnswer {
  return {
    statusCode,
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type },
    body: JSON.stringify(message === undefined ? { __type: type } : { __type: type, message }),
  };
}

/** 'AWSCognitoIdentityProviderService.SignUp' or 'SignUp' → 'SignUp'. */
export function operationName(target: string): string {
  return target.startsWith(COGNITO_TARGET_PREFIX) ? target.slice(COGNITO_TARGET_PREFIX.length) : target;
}

// Cognito words the policy refusal in two ways depending on the call: SignUp and ChangePassword
// answer "did not conform with", the reset, challenge and admin calls "does not conform to".
const DID_NOT_CONFORM = 'Password did not conform with policy: ';
const DOES_NOT_CONFORM = 'Password does not conform to policy: ';

/** Cognito's words for the first rule a password breaks (it reports one at a time). */
const POLICY_MESSAGES: Record<Exclude<PasswordProblem, 'tooLong'>, string> = {
  tooShort: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

type Body = Record<string, unknown>;

interface PasswordField {
  /** The member as the API's validation messages name it; null for a map value, which has no constraints. */
  member: string | null;
  read: (body: Body) => unknown;
  prefix: string;
}

const newPasswordChallenge = (body: Body): unknown => {
  if (body.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return undefined;
  const responses = body.ChallengeResponses;
  return responses && typeof responses === 'object' ? (responses as Body).NEW_PASSWORD : undefined;
};

/** Every call that sets a password, and where the password is. */
const PASSWORD_FIELDS: Readonly<Record<string, PasswordField>> = {
  SignUp: { member: 'password', read: (b) => b.Password, prefix: DID_NOT_CONFORM },
  ChangePassword: { member: 'proposedPassword', read: (b) => b.ProposedPassword, prefix: DID_NOT_CONFORM },
  ConfirmForgotPassword: { member: 'password', read: (b) => b.Password, prefix: DOES_NOT_CONFORM },
  RespondToAuthChallenge: { member: null, read: newPasswordChallenge, prefix: DOES_NOT_CONFORM },
  AdminRespondToAuthChallenge: { member: null, read: newPasswordChallenge, prefix: DOES_NOT_CONFORM },
  // Without a TemporaryPassword Cognito generates a conforming one.
  AdminCreateUser: {
    member: 'temporaryPassword',
    read: (b) => b.TemporaryPassword,
    prefix: DOES_NOT_CONFORM,
  },
  AdminSetUserPassword: { member: 'password', read: (b) => b.Password, prefix: DOES_NOT_CONFORM },
};

/** The API model's own constraints on PasswordType (max 256, pattern [\S]+), checked before the policy. */
function modelViolations(member: string, password: string): string[] {
  const violations: string[] = [];
  if (Array.from(password).length > PASSWORD_MAX_LENGTH) {
    violations.push(
      `Value at '${member}' failed to satisfy constraint: Member must have length less than or equal to ${PASSWORD_MAX_LENGTH}`,
    );
  }
  if (!/\S/.test(password)) {
    violations.push(
      `Value at '${member}' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+`,
    );
  }
  return violations;
}

/**
 * The pool's password policy on every call that sets a password: Cognito's exact refusal
 * (400 InvalidPasswordException naming the first broken rule, or InvalidParameterException for the
 * API's own length and pattern constraints), or null when the call may go on. Other calls, and a
 * missing or non-string password, are not this check's business.
 */
export function passwordPolicyRefusal(target: string, requestBody: unknown): CognitoErrorAnswer | null {
  const field = PASSWORD_FIELDS[operationName(target)];
  if (!field || !requestBody || typeof requestBody !== 'object') return null;
  const password = field.read(requestBody as Body);
  if (typeof password !== 'string') return null;

  const violations = field.member ? modelViolations(field.member, password) : [];
  if (violations.length > 0) {
    const count = `${violations.length} validation error${violations.length > 1 ? 's' : ''} detected`;
    return cognitoError('InvalidParameterException', `${count}: ${violations.join('; ')}`);
  }
  const problem = passwordProblems(password, USER_POOL.passwordPolicy).find((p) => p !== 'tooLong');
  return problem
    ? cognitoError('InvalidPasswordException', `${field.prefix}${POLICY_MESSAGES[problem]}`)
    : null;
}

/**
 * The members the API model marks required, for the operations the platform calls (Cognito checks
 * them before anything else): a call without one is InvalidParameterException, whatever else it holds.
 */
const REQUIRED_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  SignUp: ['ClientId', 'Username'],
  ConfirmSignUp: ['ClientId', 'Username', 'ConfirmationCode'],
  ResendConfirmationCode: ['ClientId', 'Username'],
  ForgotPassword: ['ClientId', 'Username'],
  ConfirmForgotPassword: ['ClientId', 'Username', 'ConfirmationCode', 'Password'],
  InitiateAuth: ['AuthFlow', 'ClientId'],
  RespondToAuthChallenge: ['ClientId', 'ChallengeName'],
  GetTokensFromRefreshToken: ['RefreshToken', 'ClientId'],
  RevokeToken: ['Token', 'ClientId'],
  ChangePassword: ['ProposedPassword', 'AccessToken'],
  GetUser: ['AccessToken'],
  DeleteUser: ['AccessToken'],
  UpdateUserAttributes: ['UserAttributes', 'AccessToken'],
  DeleteUserAttributes: ['UserAttributeNames', 'AccessToken'],
  GetUserAttributeVerificationCode: ['AccessToken', 'AttributeName'],
  VerifyUserAttribute: ['AccessToken', 'AttributeName', 'Code'],
  GlobalSignOut: ['AccessToken'],
  SetUserMFAPreference: ['AccessToken'],
  SetUserSettings: ['AccessToken', 'MFAOptions'],
  VerifySoftwareToken: ['UserCode'],
  ListDevices: ['AccessToken'],
  GetUserAuthFactors: ['AccessToken'],
  AdminUserGlobalSignOut: ['UserPoolId', 'Username'],
};

/** The member as Cognito's validation messages name it: 'ConfirmationCode' → 'confirmationCode'. */
const memberName = (member: string) => `${member.charAt(0).toLowerCase()}${member.slice(1)}`;

/**
 * A call missing a required member (absent, null, or an empty string where the model asks for at
 * least one character): Cognito's InvalidParameterException, every violation named; or null.
 */
export function requiredMemberRefusal(target: string, requestBody: unknown): CognitoErrorAnswer | null {
  const required = REQUIRED_MEMBERS[operationName(target)];
  if (!required) return null;
  const body = (requestBody && typeof requestBody === 'object' ? requestBody : {}) as Body;
  const violations: string[] = [];
  for (const member of required) {
    const value = body[member];
    if (value === undefined || value === null) {
      violations.push(
        `Value null at '${memberName(member)}' failed to satisfy constraint: Member must not be null`,
      );
    } else if (value === '') {
      violations.push(
        `Value at '${memberName(member)}' failed to satisfy constraint: Member must have length greater than or equal to 1`,
      );
    }
  }
  if (violations.length === 0) return null;
  const count = `${violations.length} validation error${violations.length > 1 ? 's' : ''} detected`;
  return cognitoError('InvalidParameterException', `${count}: ${violations.join('; ')}`);
}

/** The attributes a call writes with the client's rights (SignUp, UpdateUserAttributes, DeleteUserAttributes). */
function writtenAttributes(operation: string, body: Body): string[] {
  const names = (list: unknown) =>
    Array.isArray(list)
      ? list.map((item) => (typeof item === 'string' ? item : String((item as { Name?: unknown })?.Name)))
      : [];
  if (operation === 'SignUp' || operation === 'UpdateUserAttributes') return names(body.UserAttributes);
  if (operation === 'DeleteUserAttributes') return names(body.UserAttributeNames);
  return [];
}

/**
 * An attribute the app client may not write (its WriteAttributes; Cognito reads none set as all):
 * NotAuthorizedException, as Cognito refuses it; or null.
 */
export function writeAttributeRefusal(
  target: string,
  requestBody: unknown,
  clientWriteAttributes: readonly string[] | undefined,
): CognitoErrorAnswer | null {
  if (!clientWriteAttributes?.length || !requestBody || typeof requestBody !== 'object') return null;
  const allowed = new Set(clientWriteAttributes);
  const written = writtenAttributes(operationName(target), requestBody as Body);
  return written.some((name) => !allowed.has(name))
    ? cognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute')
    : null;
}

/** Cognito's masked destination: 'a***@e***' for aicha@exemple.ma. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  return `${Array.from(local)[0] ?? ''}***@${Array.from(domain)[0] ?? ''}***`;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Cognito's numbers, as its developer guide states them (and the local Cognito applies them):
 * - codes: sign-up and attribute-verification codes last 24 hours, reset codes 1 hour; each works
 *   once, and a code tried wrong too often stops working ("Attempt limit exceeded");
 * - codes sent: Cognito allows "between five and 20" reset requests an hour per user; the local
 *   Cognito allows the lowest, 5 an hour for each kind of code, then LimitExceededException;
 * - sign-in lockout: after five failed sign-ins (password or authenticator code), the account is
 *   locked 1 second, then the lockout doubles with each further failure up to about 15 minutes;
 *   attempts while locked answer "Password attempts exceeded" and do not count; a sign-in after
 *   the lockout, or 15 minutes without a failure, starts the count again.
 */
export const COGNITO_LIMITS = {
  codeValidityMs: {
    signUp: LIMITS.signUpCodeValidityHours * HOUR_MS,
    passwordReset: LIMITS.passwordResetCodeValidityHours * HOUR_MS,
    verifyEmail: LIMITS.signUpCodeValidityHours * HOUR_MS,
  },
  wrongCodesPerCode: 5,
  codesSentPerHour: 5,
  codesSentWindowMs: HOUR_MS,
  freeSignInFailures: 5,
  maxLockoutMs: 15 * MINUTE_MS,
  lockoutForgottenAfterMs: 15 * MINUTE_MS,
} as const;

/** How long the account is locked after `failures` counted failed sign-ins (0 while fewer than five). */
export function lockoutMs(failures: number): number {
  if (failures < COGNITO_LIMITS.freeSignInFailures) return 0;
  const exponent = Math.min(failures - COGNITO_LIMITS.freeSignInFailures, 20);
  return Math.min(1000 * 2 ** exponent, COGNITO_LIMITS.maxLockoutMs);
}
