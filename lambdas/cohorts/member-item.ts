/**
 * A cohort's member as the table holds it (`COHORT#{id}` / `MEMBER#{userId}`, listed on GSI1 per
 * person): put when an invitation is accepted, deleted when a manager removes them. The only place
 * that maps these items.
 */
import * as z from 'zod';
import type { CohortParticipant } from '@common/api-types';
import { keys } from '../lib/keys';

export type MemberRole = CohortParticipant['role'];

const itemSchema = z.object({
  cohort_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable().default(null),
  startup: z.string().nullable().default(null),
  role: z.enum(['participant', 'mentor']),
  joined_at: z.string(),
});
export type StoredMember = z.infer<typeof itemSchema>;

export function toMember(item: Record<string, unknown>): StoredMember {
  return itemSchema.parse(item);
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
    joined_at: member.joined_at,
  };
}
