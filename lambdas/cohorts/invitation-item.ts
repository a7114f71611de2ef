/**
 * An invitation to a cohort as the table holds it (`COHORT#{id}` / `INVITE#{email}`). The only place
 * that maps these items (memberships beside them: member-item.ts).
 */
import * as z from 'zod';
import type { CohortInvitation } from '@common/api-types';
import { invitationState } from '@common/cohorts';

const itemSchema = z.object({
  cohort_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable().default(null),
  startup: z.string().nullable().default(null),
  /** Changes with every e-mail: only the last link sent works (lambdas/cohorts/invitation-links.ts). */
  nonce: z.string(),
  sends: z.number(),
  sent_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable().default(null),
  accepted_by: z.string().nullable().default(null),
  invited_by: z.string(),
  /** What the e-mail says, copied when it is (re)sent: the pipeline reads nothing more. */
  cohort_name: z.string(),
  organisation: z.string(),
  inviter_name: z.string().default(''),
});
export type StoredInvitation = z.infer<typeof itemSchema>;

export function toInvitation(item: Record<string, unknown>): StoredInvitation {
  return itemSchema.parse(item);
}

/** The invitation's id in addresses: its e-mail, base64url (an id says nothing a manager does not see). */
export const invitationIdOf = (email: string) => Buffer.from(email, 'utf8').toString('base64url');

export function emailOfInvitationId(id: string): string | null {
  const email = Buffer.from(id, 'base64url').toString('utf8');
  return invitationIdOf(email) === id && email.includes('@') ? email : null;
}

export function invitationView(invitation: StoredInvitation, now = new Date()): CohortInvitation {
  return {
    id: invitationIdOf(invitation.email),
    email: invitation.email,
    full_name: invitation.full_name,
    startup: invitation.startup,
    state: invitationState(invitation, now),
    sent_at: invitation.sent_at,
    expires_at: invitation.expires_at,
    accepted_at: invitation.accepted_at,
    sends: invitation.sends,
  };
}
