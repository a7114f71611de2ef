import * as z from 'zod';
import { CERTIFICATE_CODE_PATTERN } from '../certificates';
import { CERTIFICATE_MESSAGES } from '../messages/certificates';

/** GET /api/certificates/{code}: a code as printed, grouped or not, in any case. */
export const certificateCodePathSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN, { error: CERTIFICATE_MESSAGES.invalidCode })),
});
