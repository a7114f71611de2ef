/**
 * Checks Cognito makes and cognito-local skips, as pure functions of (operation, request body) that
 * answer exactly what Cognito answers, or null to let the call through. The edge's /cognito path runs
 * them on the browser's calls; the same functions suit the IAM-signed calls the handlers make.
 */
import { PASSWORD_MAX_LENGTH, passwordProblems, type PasswordProblem } from '../../common/password-policy';
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
