import * as z from 'zod';
import { UPLOAD_KINDS } from '../uploads';

/** Body of POST /api/uploads: what the browser knows about the file it is about to send. */
export const uploadTicketRequestSchema = z.strictObject({
  kind: z.enum(UPLOAD_KINDS, { error: "Type d'envoi invalide (document, session-image ou avatar)" }),
  file_name: z
    .string({ error: 'Le nom du fichier est obligatoire' })
    .trim()
    .min(1, { error: 'Le nom du fichier est obligatoire' })
    .max(255, { error: 'Le nom du fichier ne doit pas dépasser 255 caractères' }),
  // Browsers send '' for types they do not know; documents are then typed by extension.
  content_type: z
    .string({ error: 'Le type du fichier doit être un texte' })
    .max(255, { error: 'Type de fichier invalide' })
    .default(''),
  size: z
    .number({ error: 'La taille du fichier est obligatoire' })
    .int({ error: 'La taille du fichier doit être un nombre entier' })
    .nonnegative({ error: 'La taille du fichier doit être positive' })
    .max(Number.MAX_SAFE_INTEGER),
});

export type UploadTicketRequest = z.output<typeof uploadTicketRequestSchema>;

/** 201 answer: the form to POST to S3 (every field, then the file last), and the staging key to attach. */
export interface UploadTicketResponse {
  url: string;
  fields: Record<string, string>;
  key: string;
  expires_at: string;
  max_bytes: number;
}
