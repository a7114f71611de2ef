import { PASSWORD_POLICY } from '@common/password-policy';

/** The user pool as both worlds create it: CDK on AWS, provisioning against cognito-local. */
export const USER_POOL = {
  name: 'tremplin-users',
  clientName: 'tremplin-web',
  /** Shared with the web forms, which check it before Cognito does. */
  passwordPolicy: PASSWORD_POLICY,
  /** USER_PASSWORD_AUTH everywhere: cognito-local has no SRP. */
  authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  /**
   * What a person may write in their own Cognito attributes with an access token (UpdateUserAttributes,
   * SignUp's UserAttributes). Never `email`: it signs in and receives the reset codes, so a stolen
   * access token must not point it elsewhere (sign-up takes the address from the user name). The
   * profile lives in the table, not in Cognito: the app writes no attribute; the list is not empty
   * because Cognito reads an empty one as "every standard attribute".
   */
  writeAttributes: ['locale'],
  /** Unknown addresses get the answers known ones get (sign-in, reset, confirmation). */
  preventUserExistenceErrors: true,
  /** RevokeToken and GlobalSignOut end refresh tokens and the access tokens they gave. */
  enableTokenRevocation: true,
  /**
   * Two-factor sign-in is each user's choice, with an authenticator app only (TOTP): no SMS, whose
   * delivery costs and fails on the networks the platform serves.
   */
  mfa: { configuration: 'OPTIONAL', secondFactors: ['SOFTWARE_TOKEN_MFA'] },
  /** How long the sign-in waits for the code after the password (Cognito's default, its minimum). */
  authSessionValidityMinutes: 3,
  accessTokenValidityMinutes: 60,
  idTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
  groups: [
    {
      name: 'admin',
      precedence: 0,
      description: 'Administrateurs : gestion complète et attribution des rôles',
    },
    {
      name: 'editor',
      precedence: 1,
      description: 'Éditeurs : création et publication des sessions et documents',
    },
  ],
} as const;
