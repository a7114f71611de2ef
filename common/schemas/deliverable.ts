import * as z from 'zod';
import { isIsoDay } from '../cohorts';
import { DELIVERABLE_KINDS, DELIVERABLE_LIMITS, REVIEW_DECISIONS } from '../deliverables';
import { UPLOAD_MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { COHORT_MESSAGES } from '../messages/cohorts';
import { DELIVERABLE_MESSAGES as M } from '../messages/deliverables';
import { fieldSubject } from '../messages/fields';
import { STAGING_KEY_PATTERN } from '../storage-keys';
import { uuidSchema } from './ids';

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null));

/** What a manager writes of a deliverable ("Livrable") of one session of the cohort's programme. */
const deliverableFields = {
  session_id: z.uuid({ error: M.sessionRequired }),
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(DELIVERABLE_LIMITS.titleMaxLength, {
      error: VALIDATION_MESSAGES.tooLong(fieldSubject('title'), DELIVERABLE_LIMITS.titleMaxLength),
    }),
  instructions: optionalText(
    DELIVERABLE_LIMITS.instructionsMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('instructions'), DELIVERABLE_LIMITS.instructionsMaxLength),
  ),
  due_on: z
    .string({ error: M.dueOnRequired })
    .trim()
    .min(1, { error: M.dueOnRequired })
    .refine(isIsoDay, { error: COHORT_MESSAGES.invalidDay }),
  /** At least one; each once, in the order of DELIVERABLE_KINDS. */
  kinds: z
    .array(z.enum(DELIVERABLE_KINDS, { error: M.invalidKind }), { error: M.kindsRequired })
    .min(1, { error: M.kindsRequired })
    .max(DELIVERABLE_KINDS.length * 2, { error: M.invalidKind })
    .transform((kinds) => DELIVERABLE_KINDS.filter((kind) => kinds.includes(kind))),
  max_size_mb: z
    .number({ error: M.invalidMaxSize })
    .int({ error: M.invalidMaxSize })
    .min(1, { error: M.invalidMaxSize })
    .max(DELIVERABLE_LIMITS.maxSizeMbCap, { error: M.invalidMaxSize }),
  /** Required to complete the programme (the certificate asks for every required one accepted). */
  required: z.boolean({ error: VALIDATION_MESSAGES.notBoolean(fieldSubject('required')) }).default(true),
};

/** POST /api/cohorts/{cohortId}/deliverables; `request_id` (the form's) is its id: a double click makes one. */
export const deliverableCreateSchema = z.strictObject({ request_id: uuidSchema, ...deliverableFields });
export type DeliverableCreateInput = z.output<typeof deliverableCreateSchema>;

/** PUT /api/cohorts/{cohortId}/deliverables/{deliverableId}: the whole deliverable, at the `version` read. */
export const deliverableUpdateSchema = z.strictObject({
  ...deliverableFields,
  version: z
    .number({ error: M.invalidVersion })
    .int({ error: M.invalidVersion })
    .min(1, { error: M.invalidVersion }),
});
export type DeliverableUpdateInput = z.output<typeof deliverableUpdateSchema>;

export const deliverablePathSchema = z.object({ cohortId: uuidSchema, deliverableId: uuidSchema });

/** POST …/deliverables/{deliverableId}/submissions: "Déposer mon livrable", the file and a note. */
export const submissionCreateSchema = z.strictObject({
  upload_key: z
    .string({ error: VALIDATION_MESSAGES.invalidUpload })
    .max(300, { error: VALIDATION_MESSAGES.invalidUpload })
    .regex(STAGING_KEY_PATTERN, { error: VALIDATION_MESSAGES.invalidUpload }),
  /** The name of the file as the participant chose it (the stored key has its own): shown and saved under. */
  file_name: z
    .string({ error: UPLOAD_MESSAGES.fileNameRequired })
    .trim()
    .min(1, { error: UPLOAD_MESSAGES.fileNameRequired })
    .max(200, { error: VALIDATION_MESSAGES.tooLong(fieldSubject('file_name'), 200) })
    // Path separators and control characters become '_': the name goes into a download's header.
    .transform((name) =>
      [...name].map((char) => (/[\\/]/.test(char) || char.charCodeAt(0) < 32 ? '_' : char)).join(''),
    ),
  note: optionalText(DELIVERABLE_LIMITS.noteMaxLength, M.noteTooLong),
});
export type SubmissionCreateInput = z.output<typeof submissionCreateSchema>;

/** One version of one participant's deliverable: …/submissions/{userId}/{version}. */
export const submissionPathSchema = deliverablePathSchema.extend({
  userId: z.string().regex(/^[\w-]{1,128}$/, { error: M.submissionNotFound }),
  version: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, { error: M.invalidVersion })
    .transform((v) => Number(v)),
});

/** GET …/file: read in the PDF reader (`inline`, PDFs only) or saved (`attachment`, the default). */
export const submissionFileQuerySchema = z.strictObject({
  disposition: z.enum(['inline', 'attachment'], { error: M.invalidDisposition }).default('attachment'),
});

/** PUT …/review: "Validé", or "À revoir" with the comment the participant reads. */
export const reviewBodySchema = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS, { error: M.decisionRequired }),
    comment: optionalText(DELIVERABLE_LIMITS.commentMaxLength, M.commentTooLong),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'changes_requested' && !input.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: M.commentRequired });
    }
  });
export type ReviewInput = z.output<typeof reviewBodySchema>;
