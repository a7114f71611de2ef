/**
 * The pieces of Cognito's authenticator-app sign-in (TOTP) that are plain logic, for the local
 * Cognito (cognito-mfa.ts, cognito-sign-in.ts): RFC 6238 codes as Cognito checks them, and the
 * short-lived sign-in sessions between the password and the code. No cognito-local types here, so
 * each piece is tested on its own (test/unit/local/totp.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { LIMITS } from '@common/limits';
import { USER_POOL } from '../definitions/auth';

/** What authenticator apps and Cognito agree on: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = LIMITS.authenticatorCodePeriodSeconds;
export const TOTP_DIGITS = LIMITS.authenticatorCodeLength;
/** Cognito accepts the step before and the step after the current one (clock drift, typing time). */
export const TOTP_WINDOW = 1;

/** A new key, as Cognito's AssociateSoftwareToken returns it: 20 random bytes in base32 (32 letters). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step (RFC 6238's counter) a timestamp falls in. */
export function totpStep(now: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now });
}

/**
 * The step `code` belongs to, if it is the key's code for a step within the window around `now`
 * that has not been used yet; null otherwise. RFC 6238 §5.2: a code accepted once is not accepted
 * again, so someone who saw it typed cannot replay it within its 90 seconds.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: number,
  usedSteps: readonly number[] = [],
): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  let key: Secret;
  try {
    key = Secret.fromBase32(secret);
  } catch {
    return null;
  }
  const delta = TOTP.validate({
    token: code,
    secret: key,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: now,
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return usedSteps.includes(step) ? null : step;
}

/** The used steps worth keeping: those a code could still be accepted for. */
export function recentSteps(usedSteps: readonly number[], now: number): number[] {
  const oldest = totpStep(now) - TOTP_WINDOW;
  return [...new Set(usedSteps)].filter((step) => step >= oldest).sort((a, b) => a - b);
}

export type SessionCheck = 'valid' | 'expired' | 'unknown';

interface PendingSignIn {
  username: string;
  clientId: string;
  expiresAt: number;
}

/**
 * The sign-ins waiting for their code: Cognito's `Session` string between InitiateAuth and
 * RespondToAuthChallenge, valid for the app client's AuthSessionValidity (3 minutes) and used once.
 * A wrong code leaves it usable until then, as on Cognito.
 */
export class PendingSignIns {
  private readonly pending = new Map<string, PendingSignIn>();

  constructor(
    private readonly lifetimeMs = USER_POOL.authSessionValidityMinutes * 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A new session for `username`; Cognito's are long opaque strings too. */
  open(username: string, clientId: string): string {
    this.forgetExpired();
    const session = randomBytes(96).toString('base64');
    this.pending.set(session, { username, clientId, expiresAt: this.clock() + this.lifetimeMs });
    return session;
  }

  check(session: string, username: string, clientId: string): SessionCheck {
    const found = this.pending.get(session);
    if (!found || found.username !== username || found.clientId !== clientId) return 'unknown';
    return this.clock() < found.expiresAt ? 'valid' : 'expired';
  }

  close(session: string): void {
    this.pending.delete(session);
  }

  private forgetExpired(): void {
    // Kept a while past expiry, so a late answer reads "expired" rather than "unknown".
    const cutoff = this.clock() - this.lifetimeMs;
    for (const [session, found] of this.pending) if (found.expiresAt < cutoff) this.pending.delete(session);
  }
}
