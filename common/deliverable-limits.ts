/** Deliverables' limits (common/deliverables.ts), apart so that the messages may name them without a cycle. */
import { LIMITS } from './limits';

export const DELIVERABLE_LIMITS = {
  titleMaxLength: 160,
  instructionsMaxLength: 2000,
  /** A participant's note with a version, and a reviewer's comment. */
  noteMaxLength: 1000,
  commentMaxLength: 2000,
  /** The size limit a manager may set, in MB: the shared cap is the deliverable uploads' own. */
  maxSizeMbCap: LIMITS.deliverableMaxBytes / (1024 * 1024),
  defaultMaxSizeMb: 10,
  /** Deliverables of one cohort (its programme has at most 30 sessions). */
  perCohortMax: 60,
  /** Versions of one deliverable one participant may hand in. */
  versionsMax: 50,
  /** The review queue answers this many submissions at most (the oldest first). */
  queueMax: 200,
} as const;
