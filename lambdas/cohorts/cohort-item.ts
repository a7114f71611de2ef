/**
 * A cohort as the table holds it (`COHORT#{id}` / `META`) and its managers' membership items beside
 * it (`MANAGER#{userId}`, listed on GSI1 per manager). The only place that maps cohort items.
 */
import * as z from 'zod';
import { keys } from '../lib/keys';

const programmeEntrySchema = z.object({
  session_id: z.string(),
  planned_on: z.string(),
  place: z.string().nullable(),
  link: z.string().nullable(),
});
export type StoredProgrammeEntry = z.infer<typeof programmeEntrySchema>;

const itemSchema = z.object({
  id: z.string(),
  name: z.string(),
  organisation: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  description: z.string().nullable(),
  archived: z.boolean(),
  programme: z.array(programmeEntrySchema),
  /** Everyone who manages it, its creator first. */
  managers: z.array(z.string()),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
  /** The secret part of the schedule's subscription address (calendar apps send no sign-in). */
  calendar_token: z.string().nullable().default(null),
  participants_count: z.number().default(0),
  /** The attendance a certificate requires, in percent (issue 31); null: none. */
  attendance_threshold: z.number().nullable().default(null),
  /** Set while a delete is under way: from then on the cohort reads as gone. */
  deleting: z.boolean().default(false),
});
export type StoredCohort = z.infer<typeof itemSchema>;

/** What a save writes: a new cohort sets no attendance threshold until its page does. */
export type CohortFields = Omit<StoredCohort, 'participants_count' | 'deleting' | 'attendance_threshold'> & {
  attendance_threshold?: number | null;
};

/**
 * The item's attributes; its counts, `participants_count` and `certificates_count` (the certificates
 * in force, kept for the platform's figures: lambdas/stats/cohort-counts.ts), are only ever changed
 * by ADD, so a save leaves them out.
 */
export function cohortItem(cohort: CohortFields): Record<string, unknown> {
  return {
    ...keys.cohort(cohort.id),
    ...keys.cohortListing(cohort.starts_on, cohort.id),
    type: 'cohort',
    ...cohort,
    attendance_threshold: cohort.attendance_threshold ?? null,
  };
}

/** The cohort is there and not being deleted (with `':false': false` among the values). */
export const LIVE_COHORT = 'attribute_exists(PK) AND (attribute_not_exists(deleting) OR deleting = :false)';

export function toCohort(item: Record<string, unknown>): StoredCohort {
  return itemSchema.parse(item);
}

export function managerItem(cohortId: string, userId: string, startsOn: string): Record<string, unknown> {
  return {
    ...keys.cohortManager(cohortId, userId),
    ...keys.managedCohortListing(userId, startsOn, cohortId),
    type: 'cohort-manager',
    cohort_id: cohortId,
    user_id: userId,
  };
}
