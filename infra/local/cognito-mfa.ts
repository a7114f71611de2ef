/**
 * Two-factor sign-in with an authenticator app (TOTP), answered as Cognito answers it, for the local
 * Cognito (cognito-server.ts). cognito-local 5.3 has a first version of these operations, looser than
 * Cognito where it matters: any Session string passes the code step and never expires, a code may be
 * used twice, VerifySoftwareToken turns two-factor on by itself, the access token is only decoded,
 * and the refresh token of a two-factor sign-in is not kept (so it cannot refresh). Here:
 * - AssociateSoftwareToken: a new key, waiting for its first code (a key already on keeps working);
 * - VerifySoftwareToken: that first code, RFC 6238 (totp.ts), or EnableSoftwareTokenMFAException;
 *   the key is then verified but not on: SetUserMFAPreference turns it on, as on Cognito;
 * - SetUserMFAPreference: TOTP only (the pool sends no SMS nor e-mail codes), on a verified key;
 * - InitiateAuth: a user with TOTP on gets the SOFTWARE_TOKEN_MFA challenge and a Session that
 *   lasts the client's AuthSessionValidity (3 minutes);
 * - RespondToAuthChallenge SOFTWARE_TOKEN_MFA: NotAuthorizedException for an unknown or expired
 *   session, CodeMismatchException for a wrong or already used code, else the tokens (after the
 *   PostAuthentication trigger, as the password-only sign-in).
 * GetUser and AdminGetUser are cognito-local's: they report UserMFASettingList and
 * PreferredMfaSetting as stored here (absent when nothing is on, as Cognito omits them).
 */
import { createRequire } from 'node:module';
import type { webcrypto } from 'node:crypto';
import * as errors from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';
import {
  acceptedTotpStep,
  newTotpSecret,
  PendingSignIns,
  readAccessToken,
  recentSteps,
  TOTP_DIGITS,
} from './totp';

/** The key cognito-local signs its tokens with (its public half). */
const PUBLIC_JWK = (
  createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as {
    jwk: webcrypto.JsonWebKey;
  }
).jwk;

const TOTP_MFA = 'SOFTWARE_TOKEN_MFA';

/** What this module keeps on cognito-local's user record, beside its own fields. */
interface TotpUser extends User {
  /** A key from AssociateSoftwareToken, until its first code verifies it. */
  TotpPendingSecret?: string;
  /** The time steps whose codes were accepted lately: a code is accepted once (totp.ts). */
  TotpUsedSteps?: number[];
}

const cognitoError = (type: string, message: string) => new errors.CognitoError(type, message);
const invalidSession = () => new errors.NotAuthorizedError('Invalid session for the user.');

interface TokenRequest {
  AccessToken?: string;
  Session?: string;
}

interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}

/** The user an access token names, refused as Cognito refuses a bad or expired one. */
async function tokenUser(
  services: Services,
  ctx: Context,
  req: TokenRequest,
): Promise<{ user: TotpUser; userPool: UserPoolService }> {
  if (!req.AccessToken) {
    // A Session alone is the MFA_SETUP challenge's, which an optional-MFA pool never gives.
    if (req.Session) throw invalidSession();
    throw new errors.InvalidParameterError('Missing required parameter AccessToken');
  }
  const claims = readAccessToken(req.AccessToken, PUBLIC_JWK, services.clock.get().getTime());
  if (claims === 'invalid') throw new errors.NotAuthorizedError('Invalid Access Token');
  if (claims === 'expired') throw new errors.NotAuthorizedError('Access Token has expired');
  const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
  const user = await userPool.getUserByUsername(ctx, claims.sub);
  if (!user) throw new errors.NotAuthorizedError('User does not exist.');
  return { user, userPool };
}

/** The API model's constraint on a code: digits, exactly six. */
function checkCodeShape(member: string, code: unknown): string {
  if (typeof code !== 'string' || !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) {
    throw new errors.InvalidParameterError(
      `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must satisfy regular expression pattern: [0-9]+ and have length ${TOTP_DIGITS}`,
    );
  }
  return code;
}

/** The operations this module answers, over cognito-local's own (see the head of the file). */
export function mfaTargets(services: Services, pending = new PendingSignIns()): Record<string, Route> {
  const initiateAuth = Targets.InitiateAuth(services);
  const respondToAuthChallenge = Targets.RespondToAuthChallenge(services);
  const now = () => services.clock.get().getTime();

  return {
    AssociateSoftwareToken: async (ctx: Context, req: TokenRequest) => {
      const { user, userPool } = await tokenUser(services, ctx, req);
      if (!userPool.options.SoftwareTokenMfaConfiguration?.Enabled) {
        throw cognitoError(
          'SoftwareTokenMFANotFoundException',
          'Software Token MFA has not been enabled by the userPool.',
        );
      }
      const secret = newTotpSecret();
      await userPool.saveUser(ctx, { ...user, TotpPendingSecret: secret } as TotpUser);
      return { SecretCode: secret };
    },

    VerifySoftwareToken: async (
      ctx: Context,
      req: TokenRequest & { UserCode?: unknown; FriendlyDeviceName?: string },
    ) => {
      const { user, userPool } = await tokenUser(services, ctx, req);
      const code = checkCodeShape('userCode', req.UserCode);
      const secret = user.TotpPendingSecret;
      const step = secret ? acceptedTotpStep(secret, code, now()) : null;
      if (!secret || step === null) {
        throw cognitoError(
          'EnableSoftwareTokenMFAException',
          'Code mismatch and fail enable Software Token MFA',
        );
      }
      const verified: TotpUser = {
        ...user,
        SoftwareTokenMfaConfiguration: {
          Secret: secret,
          Verified: true,
          ...(req.FriendlyDeviceName ? { FriendlyDeviceName: req.FriendlyDeviceName } : {}),
        },
        TotpPendingSecret: undefined,
        TotpUsedSteps: [step],
        UserLastModifiedDate: services.clock.get(),
      };
      await userPool.saveUser(ctx, verified);
      return { Status: 'SUCCESS' };
    },

    SetUserMFAPreference: async (
      ctx: Context,
      req: TokenRequest & {
        SoftwareTokenMfaSettings?: MfaSettings;
        SMSMfaSettings?: MfaSettings;
        EmailMfaSettings?: MfaSettings;
      },
    ) => {
      const { user, userPool } = await tokenUser(services, ctx, req);
      if (req.SMSMfaSettings?.Enabled) {
        throw new errors.InvalidParameterError('User does not have delivery config set to turn on SMS_MFA');
      }
      if (req.EmailMfaSettings?.Enabled) {
        throw new errors.InvalidParameterError('User does not have delivery config set to turn on EMAIL_OTP');
      }
      const totp = req.SoftwareTokenMfaSettings;
      if (totp?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
        throw new errors.InvalidParameterError('User has not verified software token mfa');
      }
      const methods = new Set(user.UserMFASettingList ?? []);
      let preferred = user.PreferredMfaSetting;
      if (totp?.Enabled === true) methods.add(TOTP_MFA);
      if (totp?.Enabled === false) methods.delete(TOTP_MFA);
      if (totp?.PreferredMfa === true && methods.has(TOTP_MFA)) preferred = TOTP_MFA;
      if (!methods.has(TOTP_MFA) || totp?.PreferredMfa === false) {
        preferred = preferred === TOTP_MFA ? undefined : preferred;
      }
      await userPool.saveUser(ctx, {
        ...user,
        // Cognito leaves both out of GetUser and AdminGetUser when nothing is on.
        UserMFASettingList: methods.size > 0 ? [...methods] : undefined,
        PreferredMfaSetting: preferred,
        UserLastModifiedDate: services.clock.get(),
      });
      return {};
    },

    InitiateAuth: async (ctx: Context, req: Parameters<typeof initiateAuth>[1]) => {
      const answer = (await initiateAuth(ctx, req)) as { ChallengeName?: string; Session?: string };
      if (answer.ChallengeName !== TOTP_MFA) return answer;
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.AuthParameters?.USERNAME ?? '');
      if (!user) throw new errors.NotAuthorizedError();
      return { ...answer, Session: pending.open(user.Username, req.ClientId) };
    },

    RespondToAuthChallenge: async (
      ctx: Context,
      req: {
        ChallengeName?: string;
        ClientId: string;
        Session?: string;
        ChallengeResponses?: Record<string, string>;
        ClientMetadata?: Record<string, string>;
      },
    ) => {
      if (req.ChallengeName !== TOTP_MFA) {
        return respondToAuthChallenge(
          ctx,
          req as Parameters<typeof respondToAuthChallenge>[1],
        ) as Promise<unknown>;
      }
      const responses = req.ChallengeResponses ?? {};
      if (!responses.USERNAME) throw new errors.InvalidParameterError('Missing required parameter USERNAME');
      if (!req.Session) throw new errors.InvalidParameterError('Missing required parameter Session');
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const client = await services.cognito.getAppClient(ctx, req.ClientId);
      const user: TotpUser | null = await userPool.getUserByUsername(ctx, responses.USERNAME);
      if (!user || !client) throw invalidSession();
      const session = pending.check(req.Session, user.Username, req.ClientId);
      if (session === 'unknown') throw invalidSession();
      if (session === 'expired') {
        pending.close(req.Session);
        throw new errors.NotAuthorizedError('Invalid session for the user, session is expired.');
      }
      const code = checkCodeShape(
        'challengeResponses.SOFTWARE_TOKEN_MFA_CODE',
        responses.SOFTWARE_TOKEN_MFA_CODE,
      );
      const key = user.SoftwareTokenMfaConfiguration;
      const step =
        key?.Verified && user.UserMFASettingList?.includes(TOTP_MFA)
          ? acceptedTotpStep(key.Secret, code, now(), user.TotpUsedSteps)
          : null;
      // A wrong code leaves the session open for another try, within its 3 minutes.
      if (step === null) throw cognitoError('CodeMismatchException', 'Invalid code received for user');
      pending.close(req.Session);
      const signedIn: TotpUser = {
        ...user,
        TotpUsedSteps: recentSteps([...(user.TotpUsedSteps ?? []), step], now()),
        UserLastModifiedDate: services.clock.get(),
      };
      await userPool.saveUser(ctx, signedIn);
      if (services.triggers.enabled('PostAuthentication')) {
        await services.triggers.postAuthentication(ctx, {
          clientId: req.ClientId,
          clientMetadata: req.ClientMetadata,
          source: 'PostAuthentication_Authentication',
          userAttributes: signedIn.Attributes,
          username: signedIn.Username,
          userPoolId: userPool.options.Id,
        });
      }
      const groups = await userPool.listUserGroupMembership(ctx, signedIn);
      const tokens = await services.tokenGenerator.generate(
        ctx,
        signedIn,
        groups,
        client,
        req.ClientMetadata,
        'Authentication',
      );
      // Kept, as the password sign-in keeps it: otherwise the session could never be refreshed.
      await userPool.storeRefreshToken(ctx, tokens.RefreshToken, signedIn);
      return { ChallengeParameters: {}, AuthenticationResult: tokens };
    },
  };
}
