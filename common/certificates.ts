/**
 * Certificates (issue 31): what a participant must reach to complete a cohort's programme, and the
 * code a certificate is verified by. Pure rules, shared by the API (which decides) and the web app
 * (which says where a participant stands).
 */
import type { Attendance } from './api-types';

/** Capital letters and digits without the look-alikes (0/O, 1/I/L): read aloud or typed from paper. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;
/** 31^12 ≈ 8.9·10^17 codes: a code cannot be guessed, and the public page answers only by code. */
export const CERTIFICATE_CODE_PATTERN = new RegExp(
  `^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`,
);

/** The public page that confirms a certificate (web/src/features/certificates). */
export function certificatePath(code: string): string {
  return `/certificats/${code}`;
}

/** The code grouped by four for print ("ABCD-EFGH-JKMN"); the address keeps it whole. */
export function formatCertificateCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** An attendance threshold is a whole percentage. */
export const ATTENDANCE_THRESHOLD_RANGE = { min: 1, max: 100 } as const;

/**
 * The share of sessions a participant attended, over the sessions whose attendance was taken as
 * "Présent" or "Absent": an "Excusé" session counts neither way, and a session nobody took
 * attendance for does not count against them. Null when no attendance was taken.
 */
export function attendanceRate(
  attendance: Readonly<Record<string, Attendance | null | undefined>>,
): number | null {
  let present = 0;
  let counted = 0;
  for (const value of Object.values(attendance)) {
    if (value === 'present') present += 1;
    if (value === 'present' || value === 'absent') counted += 1;
  }
  return counted === 0 ? null : present / counted;
}

export interface CompletionInput {
  /** The ids of the cohort's required deliverables. */
  requiredDeliverables: readonly string[];
  /** The ids of the deliverables whose latest version the participant had accepted. */
  acceptedDeliverables: ReadonlySet<string>;
  attendance: Readonly<Record<string, Attendance | null | undefined>>;
  /** The cohort's attendance threshold in percent, if it sets one. */
  attendanceThreshold: number | null;
}

export type Completion =
  | { complete: true }
  | {
      complete: false;
      /** The cohort asks nothing one could complete: no required deliverable and no threshold. */
      noCriteria: boolean;
      missingDeliverables: string[];
      /** The attendance reached (0–100, rounded), when a threshold is set and not reached. */
      attendanceShort: { rate: number; threshold: number } | null;
    };

/**
 * A participant completes the programme when every required deliverable is accepted and, if the
 * cohort sets a threshold, their attendance reaches it. A cohort that requires nothing has no
 * completion: a certificate must certify something.
 */
export function programmeCompletion(input: CompletionInput): Completion {
  const noCriteria = input.requiredDeliverables.length === 0 && input.attendanceThreshold === null;
  const missingDeliverables = input.requiredDeliverables.filter((id) => !input.acceptedDeliverables.has(id));
  let attendanceShort: { rate: number; threshold: number } | null = null;
  if (input.attendanceThreshold !== null) {
    const rate = Math.round((attendanceRate(input.attendance) ?? 0) * 100);
    if (rate < input.attendanceThreshold) attendanceShort = { rate, threshold: input.attendanceThreshold };
  }
  if (!noCriteria && missingDeliverables.length === 0 && attendanceShort === null) return { complete: true };
  return { complete: false, noCriteria, missingDeliverables, attendanceShort };
}
