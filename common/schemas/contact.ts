import * as z from 'zod';
import { LIMITS } from '../limits';
import { VALIDATION_MESSAGES } from '../messages';
import { fieldSubject } from '../messages/fields';
import { pageQuerySchema } from './paging';

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** POST /api/contact: the help page's contact form (SPEC §2 "/dashboard/help"). */
export const contactMessageSchema = z.strictObject({
  name: text(
    VALIDATION_MESSAGES.contactNameRequired,
    LIMITS.contactNameMaxLength,
    VALIDATION_MESSAGES.contactNameTooLong,
  ),
  email: z
    .string({ error: VALIDATION_MESSAGES.invalidEmail })
    .trim()
    .max(254, { error: VALIDATION_MESSAGES.invalidEmail })
    .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail })),
  subject: text(
    VALIDATION_MESSAGES.contactSubjectRequired,
    LIMITS.contactSubjectMaxLength,
    VALIDATION_MESSAGES.contactSubjectTooLong,
  ),
  message: text(
    VALIDATION_MESSAGES.contactMessageRequired,
    LIMITS.contactMessageMaxLength,
    VALIDATION_MESSAGES.tooLong(fieldSubject('message'), LIMITS.contactMessageMaxLength),
  ),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const contactListQuerySchema = pageQuerySchema(LIMITS.contactPageSize);

export const contactMessageParamsSchema = z.object({
  messageId: z.string().regex(/^[\w-]{1,64}$/, { error: VALIDATION_MESSAGES.invalidMessageId }),
});
