import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  acceptedTotpStep,
  newTotpSecret,
  PendingSignIns,
  recentSteps,
  totpStep,
} from '../../../infra/local/totp';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A moment in the middle of a 30-second step. */
const NOW = Date.UTC(2026, 10, 24, 10, 0, 15);

/** What an authenticator app shows for SECRET at `timestamp` (otpauth, independent of the code under test). */
const appCode = (timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(SECRET), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

describe('authenticator codes as the local Cognito checks them (RFC 6238)', () => {
  it('gives keys as Cognito does: 20 random bytes in base32', () => {
    const key = newTotpSecret();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(key);
  });

  it('accepts the current code and those of the step before and after, no further', () => {
    const step = totpStep(NOW);
    expect(acceptedTotpStep(SECRET, appCode(NOW), NOW)).toBe(step);
    expect(acceptedTotpStep(SECRET, appCode(NOW - 30_000), NOW)).toBe(step - 1);
    expect(acceptedTotpStep(SECRET, appCode(NOW + 30_000), NOW)).toBe(step + 1);
    expect(acceptedTotpStep(SECRET, appCode(NOW - 60_000), NOW)).toBeNull();
    expect(acceptedTotpStep(SECRET, appCode(NOW + 60_000), NOW)).toBeNull();
  });

  it('refuses a code already used, wrong codes, malformed codes and another key', () => {
    const step = totpStep(NOW);
    expect(acceptedTotpStep(SECRET, appCode(NOW), NOW, [step])).toBeNull();
    // Another step's use does not burn this one.
    expect(acceptedTotpStep(SECRET, appCode(NOW), NOW, [step - 1])).toBe(step);
    const wrong = appCode(NOW) === '000000' ? '111111' : '000000';
    expect(acceptedTotpStep(SECRET, wrong, NOW)).toBeNull();
    for (const code of ['12345', '1234567', 'abcdef', '', ' 123456']) {
      expect(acceptedTotpStep(SECRET, code, NOW), code).toBeNull();
    }
    expect(acceptedTotpStep(newTotpSecret(), appCode(NOW), NOW)).toBeNull();
    expect(acceptedTotpStep('not base32!', appCode(NOW), NOW)).toBeNull();
  });

  it('keeps only the used steps a code could still be accepted for', () => {
    const step = totpStep(NOW);
    expect(recentSteps([step - 5, step - 1, step, step], NOW)).toEqual([step - 1, step]);
  });
});

describe('sign-ins waiting for their code (the Session of SOFTWARE_TOKEN_MFA)', () => {
  it('lasts the client’s 3 minutes, for that user and client only, once', () => {
    let now = NOW;
    const pending = new PendingSignIns(undefined, () => now);
    const session = pending.open('user-1', 'client-1');
    expect(session.length).toBeGreaterThan(100);
    expect(pending.check(session, 'user-1', 'client-1')).toBe('valid');
    expect(pending.check(session, 'user-2', 'client-1')).toBe('unknown');
    expect(pending.check(session, 'user-1', 'client-2')).toBe('unknown');
    expect(pending.check('forged', 'user-1', 'client-1')).toBe('unknown');
    now += 3 * 60_000 - 1;
    expect(pending.check(session, 'user-1', 'client-1')).toBe('valid');
    now += 1;
    expect(pending.check(session, 'user-1', 'client-1')).toBe('expired');

    const next = pending.open('user-1', 'client-1');
    pending.close(next);
    expect(pending.check(next, 'user-1', 'client-1')).toBe('unknown');
  });
});
