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
 * A code Cognito has not seen yet, computed when it is about to be typed. Cognito takes a step's code
 * from the step before it to the step after it, and each code once; the next step's code stays good
 * the longest (60–90 s), the current one's 30–60 s, the previous one's perhaps only a moment, so it is
 * never given: with both good ones used, this waits for the next step. `used` collects the steps given.
 */
export async function unusedAuthenticatorCode(secret: string, used: Set<number>): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const step = [current + 1, current].find((candidate) => !used.has(candidate));
    if (step !== undefined) {
      used.add(step);
      return authenticatorCode(secret, step * PERIOD_MS + 1);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - now + 50));
  }
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string): string => (code === '000000' ? '111111' : '000000');
