import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { assertMayBootstrap, type EmailLookup } from '../../lambdas/users/bootstrap-rule';
import { bootstrapRule } from '../../lambdas/users/first-admin-setting';

const cognitoSays =
  (email: string, verified: boolean): EmailLookup =>
  () =>
    Promise.resolve({ email, verified });
const unreachable: EmailLookup = () => Promise.reject(new Error('Cognito is not asked in this mode'));

describe('the first-admin setting', () => {
  it('is the first signed-in caller only when the local cloud says so', () => {
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_MODE: 'first-signed-in', BOOTSTRAP_ADMIN_EMAIL: '' })).toEqual({
      kind: 'first-signed-in',
    });
    // As deployed: an e-mail (compared without case), or nobody. Any other mode value counts as deployed.
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_EMAIL: ' Admin@Exemple.MA ' })).toEqual({
      kind: 'named',
      email: 'admin@exemple.ma',
    });
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_EMAIL: '' })).toEqual({ kind: 'none-named' });
    expect(bootstrapRule({})).toEqual({ kind: 'none-named' });
    expect(bootstrapRule({ BOOTSTRAP_ADMIN_MODE: 'yes' })).toEqual({ kind: 'none-named' });
  });

  it('refuses everyone on a deployment that names nobody, saying how to name someone', async () => {
    await expect(
      assertMayBootstrap('u1', { kind: 'none-named' }, cognitoSays('a@b.ma', true)),
    ).rejects.toMatchObject({ code: 'forbidden', message: MESSAGES.bootstrapAdminNotNamed });
    expect(MESSAGES.bootstrapAdminNotNamed).toContain('-c adminEmail=');
  });

  it('lets only the named, verified address through, whatever its case', async () => {
    const named = { kind: 'named', email: 'admin@exemple.ma' } as const;
    await expect(
      assertMayBootstrap('u1', named, cognitoSays('Admin@Exemple.ma', true)),
    ).resolves.toBeUndefined();
    await expect(
      assertMayBootstrap('u1', named, cognitoSays('autre@exemple.ma', true)),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: MESSAGES.bootstrapAdminOtherEmail,
    });
    await expect(
      assertMayBootstrap('u1', named, cognitoSays('admin@exemple.ma', false)),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: MESSAGES.bootstrapAdminEmailUnverified,
    });
    await expect(
      assertMayBootstrap('u1', named, () => Promise.reject(new Error('Cognito down'))),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('lets anyone try locally (the conditional write then decides)', async () => {
    await expect(assertMayBootstrap('u1', { kind: 'first-signed-in' }, unreachable)).resolves.toBeUndefined();
  });
});
