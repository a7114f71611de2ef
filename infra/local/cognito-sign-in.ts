/**
 * Signing in and out on the local Cognito, answered as Cognito answers it:
 * - InitiateAuth USER_PASSWORD_AUTH (a flow the client must allow): the password, then, for a user
 *   with an authenticator app on, the SOFTWARE_TOKEN_MFA challenge and a Session that lasts the
 *   client's AuthSessionValidity (3 minutes); otherwise PostAuthentication, then a new session's
 *   tokens (cognito-tokens.ts). An unknown address and a wrong password get the same answer (the
 *   client prevents user-existence errors);
 * - RespondToAuthChallenge SOFTWARE_TOKEN_MFA: NotAuthorizedException for an unknown or expired
 *   session, CodeMismatchException for a wrong or already used code (the session stays open for
 *   another try within its 3 minutes), else PostAuthentication and the tokens;
 * - the lockout (cognito-rules.ts, COGNITO_LIMITS): wrong passwords and wrong codes count alike;
 *   from the fifth, the account is locked for a time that doubles up to 15 minutes, and every
 *   sign-in then answers "Password attempts exceeded", the right password and code included;
 * - InitiateAuth REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken: new access and ID tokens of the
 *   same session (same origin_jti and auth_time), while it is open;
 * - RevokeToken ends one session; GlobalSignOut (the access token's user) and AdminUserGlobalSignOut
 *   (IAM) end them all: their refresh tokens stop working, and so do their access tokens on every
 *   call to Cognito (the API checks its own way: lambdas/lib/middleware.ts).
 */
import * as errors from 'cognito-local/lib/errors.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';
import type { OffsetClock } from './cognito-clock';
import {
  checkCodeShape,
  checkSignInCode,
  totpOn,
  TOTP_MFA,
  type OwnRoute,
  type TotpUser,
} from './cognito-mfa';
import { COGNITO_LIMITS, lockoutMs } from './cognito-rules';
import type { CognitoState } from './cognito-state';
import type { TokenHolder, TokenService } from './cognito-tokens';
import { PendingSignIns } from './totp';
import { USER_POOL } from '../definitions/auth';

interface AuthRequest {
  AuthFlow?: string;
  ClientId: string;
  AuthParameters?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}

interface ChallengeRequest {
  ChallengeName?: string;
  ClientId: string;
  Session?: string;
  ChallengeResponses?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}

const incorrect = () => new errors.NotAuthorizedError('Incorrect username or password.');
const attemptsExceeded = () => new errors.NotAuthorizedError('Password attempts exceeded');
const invalidSession = () => new errors.NotAuthorizedError('Invalid session for the user.');

export function signInTargets(
  services: Services,
  state: CognitoState,
  tokens: TokenService,
  clock: OffsetClock,
): Record<string, OwnRoute> {
  const pending = new PendingSignIns(USER_POOL.authSessionValidityMinutes * 60_000, () => clock.now());
  const respondToAuthChallenge = Targets.RespondToAuthChallenge(services);

  /** Refuses while the account is locked; forgets old failures after 15 quiet minutes. */
  const checkLockout = (userPool: UserPoolService, user: User) =>
    state.updateAccount(userPool.options.Id, user.Username, (account) => {
      const now = clock.now();
      if (account.lockedUntil > now) {
        account.lastFailureAt = now;
        throw attemptsExceeded();
      }
      if (account.signInFailures && now - account.lastFailureAt >= COGNITO_LIMITS.lockoutForgottenAfterMs) {
        account.signInFailures = 0;
      }
    });

  const countFailure = (userPool: UserPoolService, user: User) =>
    state.updateAccount(userPool.options.Id, user.Username, (account) => {
      const now = clock.now();
      account.signInFailures += 1;
      account.lastFailureAt = now;
      const locked = lockoutMs(account.signInFailures);
      account.lockedUntil = locked ? now + locked : 0;
    });

  const clearFailures = (userPool: UserPoolService, user: User) =>
    state.updateAccount(userPool.options.Id, user.Username, (account) => {
      account.signInFailures = 0;
      account.lockedUntil = 0;
    });

  const client = async (
    ctx: Context,
    clientId: string,
  ): Promise<{ client: AppClient; userPool: UserPoolService }> => {
    const found = await services.cognito.getAppClient(ctx, clientId);
    if (!found) throw new errors.ResourceNotFoundError(`User pool client ${clientId} does not exist.`);
    return { client: found, userPool: await services.cognito.getUserPoolForClientId(ctx, clientId) };
  };

  /** The end of every sign-in: PostAuthentication, then a new session and its tokens. */
  const signedIn = async (
    ctx: Context,
    userPool: UserPoolService,
    appClient: AppClient,
    user: User,
    clientMetadata: Record<string, string> | undefined,
  ) => {
    clearFailures(userPool, user);
    if (services.triggers.enabled('PostAuthentication')) {
      await services.triggers.postAuthentication(ctx, {
        clientId: appClient.ClientId,
        clientMetadata,
        source: 'PostAuthentication_Authentication',
        userAttributes: user.Attributes,
        username: user.Username,
        userPoolId: userPool.options.Id,
      });
    }
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const { originJti, session, refreshToken } = tokens.openSession(user, appClient);
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        ...tokens.tokensFor(user, groups, appClient, originJti, session),
        RefreshToken: refreshToken,
      },
    };
  };

  const refreshed = async (ctx: Context, refreshToken: unknown, clientId: string) => {
    const holder = await tokens.refreshTokenHolder(ctx, refreshToken, clientId);
    const groups = await holder.userPool.listUserGroupMembership(ctx, holder.user);
    return tokens.tokensFor(holder.user, groups, holder.client, holder.originJti, holder.session);
  };

  const globalSignOut = (userPool: UserPoolService, user: User) => {
    state.endSessionsOf(userPool.options.Id, user.Username);
    return Promise.resolve({});
  };

  return {
    InitiateAuth: async (ctx: Context, req: AuthRequest) => {
      const { client: appClient, userPool } = await client(ctx, req.ClientId);
      const flows: readonly string[] = appClient.ExplicitAuthFlows ?? [];
      const parameters = req.AuthParameters ?? {};
      if (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') {
        if (!parameters.REFRESH_TOKEN)
          throw new errors.InvalidParameterError('Missing required parameter REFRESH_TOKEN');
        return {
          ChallengeParameters: {},
          AuthenticationResult: await refreshed(ctx, parameters.REFRESH_TOKEN, req.ClientId),
        };
      }
      if (req.AuthFlow !== 'USER_PASSWORD_AUTH') {
        throw new errors.InvalidParameterError(
          `${String(req.AuthFlow)} flow not supported by the local Cognito`,
        );
      }
      if (!flows.includes('ALLOW_USER_PASSWORD_AUTH') && !flows.includes('USER_PASSWORD_AUTH')) {
        throw new errors.InvalidParameterError('USER_PASSWORD_AUTH flow not enabled for this client');
      }
      if (!parameters.USERNAME) throw new errors.InvalidParameterError('Missing required parameter USERNAME');
      if (!parameters.PASSWORD) throw new errors.InvalidParameterError('Missing required parameter PASSWORD');
      const user = await userPool.getUserByUsername(ctx, parameters.USERNAME);
      if (!user) {
        if (appClient.PreventUserExistenceErrors === 'ENABLED') throw incorrect();
        throw new errors.UserNotFoundError('User does not exist.');
      }
      checkLockout(userPool, user);
      if (user.Password !== parameters.PASSWORD) {
        countFailure(userPool, user);
        throw incorrect();
      }
      if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
      if (user.UserStatus === 'UNCONFIRMED') throw new errors.UserNotConfirmedException();
      if (user.UserStatus === 'RESET_REQUIRED') throw new errors.PasswordResetRequiredError();
      if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
        // cognito-local's own challenge, answered by its RespondToAuthChallenge (operators' accounts only).
        return await Targets.InitiateAuth(services)(ctx, req as never);
      }
      if (userPool.options.MfaConfiguration !== 'OFF' && totpOn(user)) {
        const key = (user as TotpUser).SoftwareTokenMfaConfiguration;
        return {
          ChallengeName: TOTP_MFA,
          ChallengeParameters: {
            USER_ID_FOR_SRP: user.Username,
            ...(key?.FriendlyDeviceName ? { FRIENDLY_DEVICE_NAME: key.FriendlyDeviceName } : {}),
          },
          Session: pending.open(user.Username, req.ClientId),
        };
      }
      return signedIn(ctx, userPool, appClient, user, undefined);
    },

    RespondToAuthChallenge: async (ctx: Context, req: ChallengeRequest) => {
      if (req.ChallengeName !== TOTP_MFA) return await respondToAuthChallenge(ctx, req as never);
      const responses = req.ChallengeResponses ?? {};
      if (!responses.USERNAME) throw new errors.InvalidParameterError('Missing required parameter USERNAME');
      if (!req.Session) throw new errors.InvalidParameterError('Missing required parameter Session');
      const { client: appClient, userPool } = await client(ctx, req.ClientId);
      const user: TotpUser | null = await userPool.getUserByUsername(ctx, responses.USERNAME);
      if (!user) throw invalidSession();
      const session = pending.check(req.Session, user.Username, req.ClientId);
      if (session === 'unknown') throw invalidSession();
      if (session === 'expired') {
        pending.close(req.Session);
        throw new errors.NotAuthorizedError('Invalid session for the user, session is expired.');
      }
      checkLockout(userPool, user);
      const code = checkCodeShape(
        'challengeResponses.SOFTWARE_TOKEN_MFA_CODE',
        responses.SOFTWARE_TOKEN_MFA_CODE,
      );
      const accepted = checkSignInCode(user, code, clock.now());
      if (!accepted) {
        countFailure(userPool, user);
        // A wrong code leaves the session open for another try, within its 3 minutes.
        throw new errors.CognitoError('CodeMismatchException', 'Invalid code received for user');
      }
      pending.close(req.Session);
      const current: TotpUser = { ...accepted, UserLastModifiedDate: services.clock.get() };
      await userPool.saveUser(ctx, current);
      return signedIn(ctx, userPool, appClient, current, req.ClientMetadata);
    },

    GetTokensFromRefreshToken: async (ctx: Context, req: { RefreshToken?: string; ClientId: string }) => ({
      AuthenticationResult: await refreshed(ctx, req.RefreshToken, req.ClientId),
    }),

    RevokeToken: async (ctx: Context, req: { Token?: string; ClientId: string }) => {
      // A token already revoked, expired or unknown: nothing left to end.
      const holder = await tokens.refreshTokenHolder(ctx, req.Token, req.ClientId).catch(() => null);
      if (holder) state.endSession(holder.originJti);
      return {};
    },

    GlobalSignOut: (_ctx: Context, _req: unknown, holder: TokenHolder) =>
      globalSignOut(holder.userPool, holder.user),

    AdminUserGlobalSignOut: async (ctx: Context, req: { UserPoolId: string; Username: string }) => {
      const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw new errors.UserNotFoundError('User does not exist.');
      return globalSignOut(userPool, user);
    },
  };
}
