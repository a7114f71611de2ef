/**
 * Setting up two-factor sign-in with an authenticator app (TOTP), answered as Cognito answers it, for
 * the local Cognito (cognito-server.ts). cognito-local 5.3 has a first version of these operations,
 * looser than Cognito where it matters (VerifySoftwareToken turns two-factor on by itself, a code may
 * be used twice). Here, for the access token's own user (checked before: cognito-tokens.ts):
 * - AssociateSoftwareToken: a new key, waiting for its first code (a key already on keeps working);
 * - VerifySoftwareToken: that first code, RFC 6238 (totp.ts), or EnableSoftwareTokenMFAException;
 *   the key is then verified but not on: SetUserMFAPreference turns it on, as on Cognito;
 * - SetUserMFAPreference: TOTP only (the pool sends no SMS nor e-mail codes), on a verified key.
 * The code step of a sign-in is cognito-sign-in.ts's, with checkSignInCode() below. GetUser and
 * AdminGetUser are cognito-local's: they report UserMFASettingList and PreferredMfaSetting as stored
 * here (absent when nothing is on, as Cognito omits them).
 */
import * as errors from 'cognito-local/lib/errors.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import type { TokenHolder } from './cognito-tokens';
import { acceptedTotpStep, newTotpSecret, recentSteps, TOTP_DIGITS } from './totp';

export const TOTP_MFA = 'SOFTWARE_TOKEN_MFA';

/** What this module keeps on cognito-local's user record, beside its own fields. */
export interface TotpUser extends User {
  /** A key from AssociateSoftwareToken, until its first code verifies it. */
  TotpPendingSecret?: string;
  /** The time steps whose codes were accepted lately: a code is accepted once (totp.ts). */
  TotpUsedSteps?: number[];
}

/** A route of the local Cognito's own; those that take an access token get its checked holder. */
export type OwnRoute = (ctx: Context, req: never, holder: TokenHolder) => Promise<unknown>;

const cognitoError = (type: string, message: string) => new errors.CognitoError(type, message);

interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}

/** The API model's constraint on a code: digits, exactly six. */
export function checkCodeShape(member: string, code: unknown): string {
  if (typeof code !== 'string' || !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) {
    throw new errors.InvalidParameterError(
      `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must satisfy regular expression pattern: [0-9]+ and have length ${TOTP_DIGITS}`,
    );
  }
  return code;
}

/** Whether the user has an authenticator app on (a verified key, turned on). */
export function totpOn(user: TotpUser): boolean {
  return Boolean(user.SoftwareTokenMfaConfiguration?.Verified && user.UserMFASettingList?.includes(TOTP_MFA));
}

/**
 * The user with `code` recorded as used if it is their app's current code and has not been used; null
 * for a wrong or used code.
 */
export function checkSignInCode(user: TotpUser, code: string, now: number): TotpUser | null {
  const key = user.SoftwareTokenMfaConfiguration;
  const step = key && totpOn(user) ? acceptedTotpStep(key.Secret, code, now, user.TotpUsedSteps) : null;
  if (step === null) return null;
  return { ...user, TotpUsedSteps: recentSteps([...(user.TotpUsedSteps ?? []), step], now) };
}

/** The operations this module answers, over cognito-local's own (see the head of the file). */
export function mfaTargets(services: Services): Record<string, OwnRoute> {
  const now = () => services.clock.get().getTime();

  return {
    AssociateSoftwareToken: async (ctx: Context, _req: never, holder: TokenHolder) => {
      const { user, userPool } = holder;
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
      req: { UserCode?: unknown; FriendlyDeviceName?: string },
      holder: TokenHolder,
    ) => {
      const { userPool } = holder;
      const user = holder.user as TotpUser;
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
      req: {
        SoftwareTokenMfaSettings?: MfaSettings;
        SMSMfaSettings?: MfaSettings;
        EmailMfaSettings?: MfaSettings;
      },
      holder: TokenHolder,
    ) => {
      const { user, userPool } = holder;
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
  };
}
