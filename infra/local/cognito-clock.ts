/**
 * The local Cognito's clock. Codes expire after hours and lockouts last minutes: tests move this clock
 * forward instead of waiting. The only way in is a file named by an environment variable that the
 * local cloud sets on the Cognito child process when a test asks for it (LocalCloudOptions
 * .cognitoClockFile); `npm start` never sets it, the child never inherits it from the shell
 * (cognito.ts drops it), and nothing the edge or the network serves can write it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const CLOCK_FILE_VARIABLE = 'TREMPLIN_COGNITO_CLOCK_FILE';

export interface Clock {
  get(): Date;
}

/** Real time plus the offset (milliseconds, never negative) the file holds, read at every tick. */
export class OffsetClock implements Clock {
  constructor(private readonly file?: string) {}

  offsetMs(): number {
    if (!this.file) return 0;
    try {
      const offset = Number(readFileSync(this.file, 'utf8').trim());
      // Never backwards: a clock behind real time would let tokens outlive their expiry.
      return Number.isFinite(offset) && offset > 0 ? offset : 0;
    } catch {
      return 0;
    }
  }

  now(): number {
    return Date.now() + this.offsetMs();
  }

  get(): Date {
    return new Date(this.now());
  }
}

/** Tests: moves the local Cognito's clock `offsetMs` ahead of real time (0 puts it back). */
export function setClockOffset(file: string, offsetMs: number): void {
  writeFileSync(file, String(Math.max(0, Math.round(offsetMs))));
}
