import * as z from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const EMAIL_MESSAGE = 'Veuillez entrer une adresse e-mail valide';

/** POST /api/contact: the help page's contact form (SPEC §2 "/dashboard/help"). */
export const contactMessageSchema = z.strictObject({
  name: text('Veuillez entrer votre nom', LIMITS.contactNameMaxLength, 'Le nom est trop long'),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(254, { error: EMAIL_MESSAGE })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  subject: text('Veuillez entrer un sujet', LIMITS.contactSubjectMaxLength, 'Le sujet est trop long'),
  message: text(
    'Veuillez entrer votre message',
    LIMITS.contactMessageMaxLength,
    `Le message ne doit pas dépasser ${LIMITS.contactMessageMaxLength} caractères`,
  ),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const contactListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'Limite invalide' })
    .int({ error: 'Limite invalide' })
    .min(1, { error: 'Limite invalide' })
    .max(100, { error: 'Limite invalide' })
    .default(20),
  cursor: z.string().max(4096, { error: MESSAGES.invalidCursor }).optional(),
});

export const contactMessageParamsSchema = z.object({
  messageId: z.string().regex(/^[\w-]{1,64}$/, { error: 'Identifiant de message invalide' }),
});
