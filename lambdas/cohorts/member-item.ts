/**
 * A cohort's member as the table holds it (`COHORT#{id}` / `MEMBER#{userId}`, listed on GSI1 per
 * person): put when an invitation is accepted, deleted when a manager removes them. The only place
 * that maps these items.
 */
import * as z from 'zod';
import type { Attendance, CohortParticipant, SessionProgress } from '@common/api-types';
import { ATTENDANCES, NO_PROGRESS } from '@common/cohort-progress';
import { keys } from '../lib/keys';

export type MemberRole = CohortParticipant['role'];

const itemSchema = z.object({
  cohort_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable().default(null),
  startup: z.string().nullable().default(null),
  role: z.enum(['participant', 'mentor']),
  /** A mentor's startups (the names their participants joined under), as a manager set them. */
  mentored_startups: z.array(z.string()).default([]),
  joined_at: z.string(),
  /**
   * What the person did, per session id (their parcours, copied by the pipeline's `sync-progress`
   * job, so that the grid is one Query of the cohort's members), and when it was read.
   */
  progress: z.record(z.string(), z.object({ opened: z.number(), done: z.boolean() })).default({}),
  progress_read_at: z.string().nullable().default(null),
});
type MemberFields = z.infer<typeof itemSchema>;
export interface StoredMember extends MemberFields {
  /** Their attendance per session id, as the cohort's managers took it. */
  attendance: Record<string, Attendance>;
}

/**
 * Each attendance is an attribute of its own (`attendance#{sessionId}`): one SET or REMOVE writes it,
 * whatever else the item holds, and two managers taking two sessions at once do not overwrite each other.
 */
export const ATTENDANCE_ATTRIBUTE = 'attendance#';
export function attendanceAttribute(sessionId: string): string {
  return `${ATTENDANCE_ATTRIBUTE}${sessionId}`;
}

function isAttendance(value: unknown): value is Attendance {
  return (ATTENDANCES as readonly unknown[]).includes(value);
}

export function toMember(item: Record<string, unknown>): StoredMember {
  const attendance: Record<string, Attendance> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(ATTENDANCE_ATTRIBUTE) && isAttendance(value)) {
      attendance[name.slice(ATTENDANCE_ATTRIBUTE.length)] = value;
    }
  }
  return { ...itemSchema.parse(item), attendance };
}

/** Where the member is at each of `sessionIds` (nothing recorded: not started, no attendance). */
export function memberProgress(
  member: StoredMember,
  sessionIds: readonly string[],
): Record<string, SessionProgress> {
  return Object.fromEntries(
    sessionIds.map((id) => {
      const done = member.progress[id];
      return [
        id,
        {
          ...NO_PROGRESS,
          ...(done ? { opened: done.opened, done: done.done } : {}),
          attendance: member.attendance[id] ?? null,
        },
      ] as const;
    }),
  );
}

export function memberItem(member: {
  cohortId: string;
  userId: string;
  startsOn: string;
  email: string;
  fullName: string | null;
  startup: string | null;
  role: MemberRole;
  joinedAt: string;
}): Record<string, unknown> {
  return {
    ...keys.cohortMember(member.cohortId, member.userId),
    ...keys.memberCohortListing(member.userId, member.startsOn, member.cohortId),
    type: 'cohort-member',
    cohort_id: member.cohortId,
    user_id: member.userId,
    email: member.email,
    full_name: member.fullName,
    startup: member.startup,
    role: member.role,
    joined_at: member.joinedAt,
  };
}

/** What the cohort's managers see of a member: the name they were invited under, else the address. */
export function participantView(member: StoredMember): CohortParticipant {
  return {
    id: member.user_id,
    name: member.full_name ?? member.email,
    email: member.email,
    startup: member.startup,
    role: member.role,
    mentored_startups: member.mentored_startups,
    joined_at: member.joined_at,
  };
}
