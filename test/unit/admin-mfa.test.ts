import { describe, expect, it } from 'vitest';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import {
  adminMfaRequired,
  requireAdminAction,
  type MfaMethodsLookup,
  type TwoFactorRecorder,
} from '../../lambdas/lib/admin-mfa';
import { HTTP_STATUS } from '../../lambdas/lib/errors';
import type { Caller } from '../../lambdas/lib/http';

/** An admin whose session was signed in at 1000, after two-factor sign-in was turned on at 900. */
const admin: Caller = {
  id: 'a1',
  email: 'admin@exemple.ma',
  role: 'admin',
  authTime: 1000,
  mfaEnabledAt: 900,
};
const cognitoSays =
  (...methods: string[]): MfaMethodsLookup =>
  () =>
    Promise.resolve(methods);
const notAsked: MfaMethodsLookup = () => Promise.reject(new Error('Cognito is not asked here'));
const notRecorded: TwoFactorRecorder = () => Promise.reject(new Error('Nothing is recorded here'));

describe('two-factor sign-in for admin actions', () => {
  it('is required unless the deployment says false, so a missing setting fails closed', () => {
    expect(adminMfaRequired({ ADMIN_MFA_REQUIRED: 'true' })).toBe(true);
    expect(adminMfaRequired({})).toBe(true);
    expect(adminMfaRequired({ ADMIN_MFA_REQUIRED: '' })).toBe(true);
    expect(adminMfaRequired({ ADMIN_MFA_REQUIRED: 'false' })).toBe(false);
  });

  it('refuses non-admins first, without asking Cognito', async () => {
    for (const role of ['user', 'editor'] as const) {
      await expect(
        requireAdminAction({ ...admin, role }, { required: true, lookup: notAsked }),
      ).rejects.toMatchObject({ code: 'forbidden', message: MESSAGES.accessDenied });
    }
  });

  it('lets an admin through without asking Cognito where it is not required', async () => {
    await expect(requireAdminAction(admin, { required: false, lookup: notAsked })).resolves.toBeUndefined();
  });

  it('where required, lets through an admin with an authenticator app on, and only that', async () => {
    await expect(
      requireAdminAction(admin, {
        required: true,
        lookup: cognitoSays('SOFTWARE_TOKEN_MFA'),
        record: notRecorded,
      }),
    ).resolves.toBeUndefined();
    for (const lookup of [cognitoSays(), cognitoSays('SMS_MFA'), cognitoSays('EMAIL_OTP')]) {
      const record: TwoFactorRecorder = (_id, on) => Promise.resolve(on ? 1 : null);
      const refusal = requireAdminAction(admin, { required: true, lookup, record });
      await expect(refusal).rejects.toMatchObject({
        code: 'mfa_required',
        message: TWO_FACTOR_MESSAGES.adminRequired,
      });
    }
    // A 403, and the sentence says where to turn it on.
    expect(HTTP_STATUS.mfa_required).toBe(403);
    expect(TWO_FACTOR_MESSAGES.adminRequired).toContain('Paramètres → Sécurité');
  });

  it('refuses a session signed in before it was turned on, until one signed in after it', async () => {
    const on = cognitoSays('SOFTWARE_TOKEN_MFA');
    for (const authTime of [899, 500]) {
      await expect(
        requireAdminAction({ ...admin, authTime }, { required: true, lookup: on, record: notRecorded }),
      ).rejects.toMatchObject({ code: 'mfa_required', message: TWO_FACTOR_MESSAGES.adminSignInWithCode });
    }
    await expect(
      requireAdminAction({ ...admin, authTime: 900 }, { required: true, lookup: on, record: notRecorded }),
    ).resolves.toBeUndefined();
  });

  it('records it as turned on when first seen on without a time, and refuses that older session', async () => {
    const calls: [boolean, number][] = [];
    const record: TwoFactorRecorder = (_id, isOn, at) => {
      calls.push([isOn, at]);
      return Promise.resolve(isOn ? at : null);
    };
    const unrecorded = { ...admin, mfaEnabledAt: null };
    await expect(
      requireAdminAction(unrecorded, {
        required: true,
        lookup: cognitoSays('SOFTWARE_TOKEN_MFA'),
        record,
        now: () => 1500,
      }),
    ).rejects.toMatchObject({ code: 'mfa_required', message: TWO_FACTOR_MESSAGES.adminSignInWithCode });
    // Seen off, the time goes: turned on again later, it is that later time that counts.
    await expect(
      requireAdminAction(admin, { required: true, lookup: cognitoSays(), record, now: () => 1600 }),
    ).rejects.toMatchObject({ message: TWO_FACTOR_MESSAGES.adminRequired });
    expect(calls).toEqual([
      [true, 1500],
      [false, 1600],
    ]);
  });

  it('answers 503 when Cognito cannot say (the admin may retry), never lets through', async () => {
    await expect(
      requireAdminAction(admin, { required: true, lookup: () => Promise.reject(new Error('down')) }),
    ).rejects.toMatchObject({ code: 'unavailable', message: MESSAGES.authServiceUnavailable });
  });
});
