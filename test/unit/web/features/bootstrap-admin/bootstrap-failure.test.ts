import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import {
  bootstrapFailureMessage,
  needsEmailVerification,
} from '@/features/bootstrap-admin/utils/bootstrap-failure';

const failure = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { status, code });

describe('the message of a refused first-admin bootstrap', () => {
  it("shows the server's explanation", () => {
    expect(bootstrapFailureMessage(failure(409, 'conflict', MESSAGES.adminAlreadyExists))).toBe(
      MESSAGES.adminAlreadyExists,
    );
  });

  it('asks to sign in again without a session', () => {
    expect(bootstrapFailureMessage(failure(401, 'unauthenticated', MESSAGES.mustBeLoggedIn))).toBe(
      MESSAGES.noSessionFound,
    );
  });

  it('falls back to the generic message when nothing was explained', () => {
    expect(bootstrapFailureMessage(failure(0, 'network_error', MESSAGES.networkError))).toBe(
      MESSAGES.bootstrapAdminFailed,
    );
    expect(bootstrapFailureMessage(failure(502, 'http_502', MESSAGES.unexpectedAnswer))).toBe(
      MESSAGES.bootstrapAdminFailed,
    );
    expect(bootstrapFailureMessage(new Error('boom'))).toBe(MESSAGES.bootstrapAdminFailed);
    expect(bootstrapFailureMessage(undefined)).toBe(MESSAGES.bootstrapAdminFailed);
  });
});

describe('a deployment that names its first admin', () => {
  it('shows why the server refused: nobody named, another address, or an address to verify', () => {
    for (const message of [
      MESSAGES.bootstrapAdminNotNamed,
      MESSAGES.bootstrapAdminOtherEmail,
      MESSAGES.bootstrapAdminEmailUnverified,
    ]) {
      expect(bootstrapFailureMessage(failure(403, 'forbidden', message))).toBe(message);
    }
  });

  it('offers the e-mail code only when the named address is not verified yet', () => {
    expect(needsEmailVerification(failure(403, 'forbidden', MESSAGES.bootstrapAdminEmailUnverified))).toBe(
      true,
    );
    expect(needsEmailVerification(failure(403, 'forbidden', MESSAGES.bootstrapAdminOtherEmail))).toBe(false);
    expect(needsEmailVerification(failure(409, 'conflict', MESSAGES.adminAlreadyExists))).toBe(false);
    expect(needsEmailVerification(undefined)).toBe(false);
  });
});
