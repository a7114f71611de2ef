/**
 * What an authenticator app shows, for the tests: RFC 6238 codes computed with otpauth from the key
 * the platform gave (as a QR code or as text), independently of the code that checks them.
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/** The app's code for `secret` (base32, spaces allowed, as the page shows it) at `timestamp`. */
export function authenticatorCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp,
  });
}

/**
 * A code Cognito has not seen yet: the current step's, or the next one's (Cognito takes the step
 * before and after the current one, and each code once). `used` collects the steps already given.
 */
export function unusedAuthenticatorCode(secret: string, used: Set<number>, now = Date.now()): string {
  const current = Math.floor(now / PERIOD_MS);
  for (const step of [current, current + 1, current - 1]) {
    if (used.has(step)) continue;
    used.add(step);
    return authenticatorCode(secret, step * PERIOD_MS + 1);
  }
  throw new Error('Three codes used within a minute: wait for the next step');
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string): string => (code === '000000' ? '111111' : '000000');
