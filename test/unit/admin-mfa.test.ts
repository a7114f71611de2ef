import { describe, expect, it } from 'vitest';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '../../common/messages';
import { adminMfaRequired, requireAdminAction, type MfaMethodsLookup } from '../../lambdas/lib/admin-mfa';
import { HTTP_STATUS } from '../../lambdas/lib/errors';
import type { Caller } from '../../lambdas/lib/http';

const admin: Caller = { id: 'a1', email: 'admin@exemple.ma', role: 'admin' };
const cognitoSays =
  (...methods: string[]): MfaMethodsLookup =>
  () =>
    Promise.resolve(methods);
const notAsked: MfaMethodsLookup = () => Promise.reject(new Error('Cognito is not asked here'));

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
      requireAdminAction(admin, { required: true, lookup: cognitoSays('SOFTWARE_TOKEN_MFA') }),
    ).resolves.toBeUndefined();
    for (const lookup of [cognitoSays(), cognitoSays('SMS_MFA'), cognitoSays('EMAIL_OTP')]) {
      const refusal = requireAdminAction(admin, { required: true, lookup });
      await expect(refusal).rejects.toMatchObject({
        code: 'mfa_required',
        message: TWO_FACTOR_MESSAGES.adminRequired,
      });
    }
    // A 403, and the sentence says where to turn it on.
    expect(HTTP_STATUS.mfa_required).toBe(403);
    expect(TWO_FACTOR_MESSAGES.adminRequired).toContain('Paramètres → Sécurité');
  });

  it('answers 503 when Cognito cannot say (the admin may retry), never lets through', async () => {
    await expect(
      requireAdminAction(admin, { required: true, lookup: () => Promise.reject(new Error('down')) }),
    ).rejects.toMatchObject({ code: 'unavailable', message: MESSAGES.authServiceUnavailable });
  });
});
