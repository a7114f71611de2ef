/**
 * What the local Cognito keeps beside cognito-local's users: the sessions behind refresh tokens, the
 * codes it sent (when, how many wrong tries), the failed sign-ins of each account and the codes sent
 * lately (for Cognito's limits). One JSON file in the data folder, changed synchronously: a change is
 * never interleaved with another request's (cognito-local reads and writes its users across awaits,
 * which is why none of this lives on its user records).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A signed-in session: one refresh token and the access and ID tokens it gives. */
export interface SessionRecord {
  poolId: string;
  /** cognito-local's Username (the sub, with e-mail sign-in). */
  username: string;
  clientId: string;
  /** When the person signed in (seconds): every token of the session carries it as auth_time. */
  authTime: number;
  /** SHA-256 of the refresh token (base64url): the token itself is not kept. */
  refreshTokenHash: string;
  /** Milliseconds. */
  expiresAt: number;
}

export type CodePurpose = 'signUp' | 'passwordReset' | 'verifyEmail';

export interface CodeRecord {
  code: string;
  /** Milliseconds. */
  issuedAt: number;
  /** Wrong tries of this code. */
  failures: number;
}

export interface AccountRecord {
  /** Failed sign-ins counted for the lockout (Cognito does not count those refused while locked). */
  signInFailures: number;
  /** Milliseconds; 0 when not locked. */
  lockedUntil: number;
  /** Milliseconds: the last failed sign-in, refused or not (15 quiet minutes reset the count). */
  lastFailureAt: number;
  codes: Partial<Record<CodePurpose, CodeRecord>>;
  /** When codes were sent, by purpose (milliseconds; the last hour's are kept). */
  deliveries: Partial<Record<CodePurpose, number[]>>;
}

interface StateFile {
  /** By origin_jti, the id every token of a session carries. */
  sessions: Record<string, SessionRecord>;
  /** By `{poolId}/{username}`. */
  accounts: Record<string, AccountRecord>;
}

const emptyAccount = (): AccountRecord => ({
  signInFailures: 0,
  lockedUntil: 0,
  lastFailureAt: 0,
  codes: {},
  deliveries: {},
});

export class CognitoState {
  private readonly data: StateFile;

  constructor(private readonly file: string) {
    this.data = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as StateFile)
      : { sessions: {}, accounts: {} };
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const partial = `${this.file}.partial`;
    writeFileSync(partial, JSON.stringify(this.data));
    renameSync(partial, this.file);
  }

  session(originJti: string): SessionRecord | undefined {
    return this.data.sessions[originJti];
  }

  openSession(originJti: string, session: SessionRecord): void {
    this.data.sessions[originJti] = session;
    this.save();
  }

  endSession(originJti: string): void {
    if (!(originJti in this.data.sessions)) return;
    delete this.data.sessions[originJti];
    this.save();
  }

  /** Every session of one account (global sign-out, a deleted account); returns how many ended. */
  endSessionsOf(poolId: string, username: string): number {
    let ended = 0;
    for (const [id, session] of Object.entries(this.data.sessions)) {
      if (session.poolId === poolId && session.username === username) {
        delete this.data.sessions[id];
        ended += 1;
      }
    }
    if (ended) this.save();
    return ended;
  }

  account(poolId: string, username: string): AccountRecord {
    return this.data.accounts[`${poolId}/${username}`] ?? emptyAccount();
  }

  /** Changes one account's record in place, and saves. */
  updateAccount<T>(poolId: string, username: string, change: (account: AccountRecord) => T): T {
    const key = `${poolId}/${username}`;
    const account = this.data.accounts[key] ?? emptyAccount();
    const result = change(account);
    this.data.accounts[key] = account;
    this.save();
    return result;
  }

  forgetAccount(poolId: string, username: string): void {
    delete this.data.accounts[`${poolId}/${username}`];
    this.endSessionsOf(poolId, username);
    this.save();
  }
}
