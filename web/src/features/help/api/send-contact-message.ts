import type { ContactMessageInput } from '../../../../../common/schemas/contact';
import { api } from '../../../lib/api-client';

/** POST /api/contact — a signed-in sender's token goes along so the message records who wrote it. */
export function sendContactMessage(input: ContactMessageInput) {
  return api<{ id: string; created_at: string }>('/contact', {
    method: 'POST',
    auth: 'optional',
    body: input,
  });
}
