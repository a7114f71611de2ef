/** What the send queue carries: one e-mail, complete, for one person, under a key it is sent once by. */
import * as z from 'zod';
import { NOTIFICATION_PREFERENCE_KEYS } from '@common/notification-preferences';

export const emailMessageSchema = z
  .object({
    /** The same for every delivery of the same e-mail: the sender claims it before sending. */
    key: z.string().min(1).max(1000),
    /**
     * Whose: the sender reads their address and choices at send time (they may have changed). Null
     * for an invitation, which goes to an address that may have no account yet (`to`).
     */
    userId: z.string().min(1).nullable(),
    to: z.email().optional(),
    kind: z.enum(['notification', 'digest', 'announcement', 'invitation']),
    /** The switch it depends on (a digest: several, checked when it was made). */
    category: z.enum(NOTIFICATION_PREFERENCE_KEYS).nullable(),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .refine((message) => (message.userId === null) === (message.kind === 'invitation' && !!message.to));

export type EmailMessage = z.infer<typeof emailMessageSchema>;
