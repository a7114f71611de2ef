import * as z from 'zod';
import { COHORT_LIMITS, isIsoDay, normalizeEmail, type Invitee } from '../cohorts';
import { VALIDATION_MESSAGES } from '../messages';
import { ATTENDANCE_THRESHOLD_RANGE } from '../certificates';
import { CERTIFICATE_MESSAGES } from '../messages/certificates';
import { COHORT_MESSAGES } from '../messages/cohorts';
import { fieldSubject } from '../messages/fields';
import { uuidSchema } from './ids';
import { pageQuerySchema } from './paging';

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null));

const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(isIsoDay, { error: COHORT_MESSAGES.invalidDay });

/** What a manager writes about the cohort itself (the form "Nouvelle cohorte" and its edit). */
const detailsFields = {
  name: requiredText(
    COHORT_MESSAGES.nameRequired,
    COHORT_LIMITS.nameMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('name'), COHORT_LIMITS.nameMaxLength),
  ),
  organisation: requiredText(
    COHORT_MESSAGES.organisationRequired,
    COHORT_LIMITS.organisationMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('organisation'), COHORT_LIMITS.organisationMaxLength),
  ),
  starts_on: day(COHORT_MESSAGES.startRequired),
  ends_on: day(COHORT_MESSAGES.endRequired),
  description: optionalText(
    COHORT_LIMITS.descriptionMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('description'), COHORT_LIMITS.descriptionMaxLength),
  ),
  /** Co-managers by e-mail: accounts with the editor or admin role (the API checks). Duplicates merged. */
  co_managers: z
    .array(
      z
        .string({ error: VALIDATION_MESSAGES.invalidEmail })
        .trim()
        .max(254, { error: VALIDATION_MESSAGES.invalidEmail })
        .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail }))
        .transform(normalizeEmail),
      { error: COHORT_MESSAGES.coManagersNotList },
    )
    .max(COHORT_LIMITS.coManagersMax * 2, { error: COHORT_MESSAGES.tooManyCoManagers })
    .default([])
    .transform((emails) => [...new Set(emails)])
    .pipe(z.array(z.string()).max(COHORT_LIMITS.coManagersMax, { error: COHORT_MESSAGES.tooManyCoManagers })),
};

const endNotBeforeStart = (input: { starts_on: string; ends_on: string }, ctx: z.RefinementCtx) => {
  if (input.ends_on < input.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: COHORT_MESSAGES.endBeforeStart });
  }
};

/** POST /api/cohorts: "Nouvelle cohorte"; `request_id` (the form's) makes a double click create one cohort. */
export const cohortCreateSchema = z
  .strictObject({ request_id: uuidSchema, ...detailsFields })
  .superRefine(endNotBeforeStart);
export type CohortCreateInput = z.output<typeof cohortCreateSchema>;

/** One session of a cohort's programme, in the programme's order. */
export const programmeEntrySchema = z.strictObject({
  session_id: uuidSchema,
  planned_on: day(COHORT_MESSAGES.invalidDay),
  place: optionalText(
    COHORT_LIMITS.placeMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('place'), COHORT_LIMITS.placeMaxLength),
  ),
  link: z
    .string()
    .trim()
    .max(COHORT_LIMITS.linkMaxLength, {
      error: VALIDATION_MESSAGES.tooLong(fieldSubject('link'), COHORT_LIMITS.linkMaxLength),
    })
    .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
      error: COHORT_MESSAGES.invalidLink,
    })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ProgrammeEntryInput = z.output<typeof programmeEntrySchema>;

/**
 * PUT /api/cohorts/{cohortId}: the whole cohort as the manager's page holds it, with the `version`
 * it was read at (a save over someone else's is refused, 409).
 */
export const cohortUpdateSchema = z
  .strictObject({
    ...detailsFields,
    programme: z
      .array(programmeEntrySchema, { error: COHORT_MESSAGES.programmeNotList })
      .max(COHORT_LIMITS.programmeMaxSessions, { error: COHORT_MESSAGES.tooManySessions })
      .refine((list) => new Set(list.map((e) => e.session_id)).size === list.length, {
        error: COHORT_MESSAGES.sessionTwice,
      }),
    archived: z.boolean({ error: VALIDATION_MESSAGES.notBoolean(fieldSubject('archived')) }),
    /** The attendance a certificate requires, in percent (issue 31); null when the cohort sets none. */
    attendance_threshold: z
      .number({ error: CERTIFICATE_MESSAGES.invalidThreshold })
      .int({ error: CERTIFICATE_MESSAGES.invalidThreshold })
      .min(ATTENDANCE_THRESHOLD_RANGE.min, { error: CERTIFICATE_MESSAGES.invalidThreshold })
      .max(ATTENDANCE_THRESHOLD_RANGE.max, { error: CERTIFICATE_MESSAGES.invalidThreshold })
      .nullish()
      .transform((v) => v ?? null),
    version: z
      .number({ error: COHORT_MESSAGES.invalidVersion })
      .int({ error: COHORT_MESSAGES.invalidVersion })
      .min(1, { error: COHORT_MESSAGES.invalidVersion }),
  })
  .superRefine(endNotBeforeStart);
export type CohortUpdateInput = z.output<typeof cohortUpdateSchema>;

export const cohortPathSchema = z.object({ cohortId: uuidSchema });

/** GET /api/calendars/{cohortId}/{file}: the feed's address, `{token}.ics`. */
export const cohortCalendarPathSchema = z.object({
  cohortId: uuidSchema,
  file: z.string().regex(/^[\w-]{43}\.ics$/, { error: COHORT_MESSAGES.calendarNotFound }),
});

/** GET /api/cohorts: the cohorts the caller manages (admins: every cohort), newest start first. */
export const cohortsQuerySchema = pageQuerySchema(COHORT_LIMITS.cohortsPageSize);

const inviteeSchema = z.strictObject({
  email: z
    .string({ error: VALIDATION_MESSAGES.invalidEmail })
    .trim()
    .max(254, { error: VALIDATION_MESSAGES.invalidEmail })
    .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail }))
    .transform(normalizeEmail),
  full_name: optionalText(
    COHORT_LIMITS.inviteeNameMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('full_name'), COHORT_LIMITS.inviteeNameMaxLength),
  ),
  startup: optionalText(
    COHORT_LIMITS.inviteeStartupMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('startup'), COHORT_LIMITS.inviteeStartupMaxLength),
  ),
});

/** Duplicates merged: the first row of an address wins, a later one fills what it left empty. */
function mergeInvitees(list: Invitee[]): Invitee[] {
  const byEmail = new Map<string, Invitee>();
  for (const invitee of list) {
    const first = byEmail.get(invitee.email);
    byEmail.set(
      invitee.email,
      first
        ? {
            ...first,
            full_name: first.full_name ?? invitee.full_name,
            startup: first.startup ?? invitee.startup,
          }
        : invitee,
    );
  }
  return [...byEmail.values()];
}

/** POST /api/cohorts/{cohortId}/invitations: "Inviter des participants", up to 200 addresses at once. */
export const invitationsCreateSchema = z.strictObject({
  invitees: z
    .array(inviteeSchema, { error: COHORT_MESSAGES.inviteesNotList })
    .min(1, { error: COHORT_MESSAGES.inviteesRequired })
    .max(COHORT_LIMITS.invitationsPerRequest * 2, { error: COHORT_MESSAGES.tooManyInvitees })
    .transform(mergeInvitees)
    .pipe(
      z
        .array(z.custom<Invitee>())
        .max(COHORT_LIMITS.invitationsPerRequest, { error: COHORT_MESSAGES.tooManyInvitees }),
    ),
});
export type InvitationsCreateInput = z.output<typeof invitationsCreateSchema>;

/** An invitation's id: its address, base64url (lambdas/cohorts/invitation-item.ts). */
export const invitationPathSchema = z.object({
  cohortId: uuidSchema,
  invitationId: z.string().regex(/^[\w-]{4,400}$/, { error: COHORT_MESSAGES.invitationNotFound }),
});

/** DELETE /api/cohorts/{cohortId}/participants/{userId}: one participant of the cohort. */
export const participantPathSchema = z.object({
  cohortId: uuidSchema,
  userId: z.string().regex(/^[\w-]{1,128}$/, { error: COHORT_MESSAGES.participantNotFound }),
});

/** PUT …/participants/{userId}/attendance/{sessionId}: one participant at one session of the programme. */
export const attendancePathSchema = participantPathSchema.extend({
  sessionId: z.string().regex(/^[\w-]{1,128}$/, { error: COHORT_MESSAGES.sessionNotInProgramme }),
});

/** "Présent", "Absent", "Excusé", or null to clear it (a tap on the chosen one). */
export const attendanceBodySchema = z.strictObject({
  attendance: z
    .enum(['present', 'absent', 'excused'], { error: COHORT_MESSAGES.invalidAttendance })
    .nullable(),
});
export type AttendanceInput = z.output<typeof attendanceBodySchema>;

/**
 * PUT /api/cohorts/{cohortId}/participants/{userId}/role: "Mentor" of these startups (names as the
 * participants joined under; the API checks the cohort has them), or back to participant (none).
 * Trimmed, duplicates merged, at most 20.
 */
export const memberRoleBodySchema = z
  .strictObject({
    role: z.enum(['participant', 'mentor'], { error: COHORT_MESSAGES.invalidMemberRole }),
    startups: z
      .array(
        z
          .string({ error: COHORT_MESSAGES.startupNameInvalid(COHORT_LIMITS.inviteeStartupMaxLength) })
          .trim()
          .min(1, { error: COHORT_MESSAGES.startupNameInvalid(COHORT_LIMITS.inviteeStartupMaxLength) })
          .max(COHORT_LIMITS.inviteeStartupMaxLength, {
            error: COHORT_MESSAGES.startupNameInvalid(COHORT_LIMITS.inviteeStartupMaxLength),
          }),
        { error: COHORT_MESSAGES.startupsNotList },
      )
      .max(COHORT_LIMITS.mentoredStartupsMax * 2, { error: COHORT_MESSAGES.tooManyMentoredStartups })
      .default([])
      .transform((names) => [...new Set(names)])
      .pipe(
        z
          .array(z.string())
          .max(COHORT_LIMITS.mentoredStartupsMax, { error: COHORT_MESSAGES.tooManyMentoredStartups }),
      ),
  })
  .superRefine((input, ctx) => {
    if (input.role === 'participant' && input.startups.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['startups'], message: COHORT_MESSAGES.startupsForMentorsOnly });
    }
  });
export type MemberRoleInput = z.output<typeof memberRoleBodySchema>;

/** GET /api/cohorts/{cohortId}/progress: the grid, a page of participants at a time. */
export const progressQuerySchema = pageQuerySchema(COHORT_LIMITS.progressPageSize);

/** GET /api/cohorts/{cohortId}/participants: the cohort's participants (mentors too). */
export const participantsQuerySchema = pageQuerySchema(COHORT_LIMITS.participantsPageSize);

/** GET /api/cohorts/{cohortId}/invitations: the cohort's invitations, by address. */
export const invitationsQuerySchema = pageQuerySchema(COHORT_LIMITS.invitationsPageSize);

/** POST /api/invitations/preview and /accept: the link's token (in a body, never in an address that logs keep). */
export const invitationTokenSchema = z.strictObject({
  invitation_token: z
    .string({ error: COHORT_MESSAGES.invitationLinkInvalid })
    .max(1000, { error: COHORT_MESSAGES.invitationLinkInvalid })
    .regex(/^[\w-]+\.[\w-]{43}$/, { error: COHORT_MESSAGES.invitationLinkInvalid }),
});
