/**
 * Which Cognito operations a browser may call. On AWS the client operations need no IAM signature
 * (they are public or authorised by the user's access token); every other operation (Admin*,
 * ListUsers, CreateUserPool…) must be SigV4-signed with IAM credentials, which a browser never holds.
 */
import * as cognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import { cognitoError, COGNITO_TARGET_PREFIX, type CognitoErrorAnswer } from './cognito-rules';

/**
 * The operations Cognito's API model marks as callable without IAM credentials: the list of
 * `smithy.api#noAuth` operations in @aws-sdk/client-cognito-identity-provider's auth scheme provider
 * (botocore's model marks the same ones `authtype: none`). The one place this list lives.
 */
export const CLIENT_OPERATIONS = [
  'AssociateSoftwareToken',
  'ChangePassword',
  'CompleteWebAuthnRegistration',
  'ConfirmDevice',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'DeleteUser',
  'DeleteUserAttributes',
  'DeleteWebAuthnCredential',
  'ForgetDevice',
  'ForgotPassword',
  'GetDevice',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GetUserAttributeVerificationCode',
  'GetUserAuthFactors',
  'GlobalSignOut',
  'InitiateAuth',
  'ListDevices',
  'ListUserSessions',
  'ListWebAuthnCredentials',
  'ResendConfirmationCode',
  'RespondToAuthChallenge',
  'RevokeToken',
  'RevokeUserSession',
  'SetUserMFAPreference',
  'SetUserSettings',
  'SignUp',
  'StartWebAuthnRegistration',
  'UpdateAuthEventFeedback',
  'UpdateDeviceStatus',
  'UpdateUserAttributes',
  'VerifySoftwareToken',
  'VerifyUserAttribute',
] as const;

export type ClientOperation = (typeof CLIENT_OPERATIONS)[number];

const CLIENT = new Set<string>(CLIENT_OPERATIONS);

/** Every operation Cognito has, from the SDK's commands (XxxCommand ↔ Xxx). */
export const ALL_OPERATIONS: ReadonlySet<string> = new Set(
  Object.keys(cognitoSdk)
    .filter((name) => /^[A-Z]\w*Command$/.test(name))
    .map((name) => name.slice(0, -'Command'.length)),
);

export function isClientOperation(operation: string): operation is ClientOperation {
  return CLIENT.has(operation);
}

/**
 * What Cognito answers a browser (no IAM credentials) for an X-Amz-Target it may not call, or null
 * for a client operation. All are HTTP 400 with the AWS JSON error shape:
 * - no target, or one Cognito does not have: UnknownOperationException (no message);
 * - an IAM operation sent unsigned: MissingAuthenticationTokenException "Missing Authentication Token";
 * - an IAM operation with an Authorization header: UnrecognizedClientException, as AWS answers a
 *   signature from credentials it does not know; the local edge cannot verify SigV4, and the only
 *   valid local credentials belong to the handlers, which call cognito-local directly.
 */
export function browserCallRefusal(target: string | undefined, signed: boolean): CognitoErrorAnswer | null {
  const operation = target?.startsWith(COGNITO_TARGET_PREFIX)
    ? target.slice(COGNITO_TARGET_PREFIX.length)
    : '';
  if (isClientOperation(operation)) return null;
  if (!ALL_OPERATIONS.has(operation)) return cognitoError('UnknownOperationException');
  return signed
    ? cognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.')
    : cognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
}
