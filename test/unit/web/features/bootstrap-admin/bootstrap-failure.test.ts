import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../common/messages';
import { bootstrapFailureMessage } from '../../../../../web/src/features/bootstrap-admin/utils/bootstrap-failure';

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
    expect(bootstrapFailureMessage(failure(0, 'network_error', 'Network error'))).toBe(
      MESSAGES.bootstrapAdminFailed,
    );
    expect(bootstrapFailureMessage(failure(502, 'http_502', 'HTTP 502'))).toBe(MESSAGES.bootstrapAdminFailed);
    expect(bootstrapFailureMessage(new Error('boom'))).toBe(MESSAGES.bootstrapAdminFailed);
    expect(bootstrapFailureMessage(undefined)).toBe(MESSAGES.bootstrapAdminFailed);
  });
});
