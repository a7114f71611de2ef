import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageInput } from '@common/schemas/contact';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/contact — a signed-in sender's token goes along so the message records who wrote it. */
export function sendContactMessage(input: ContactMessageInput) {
  return api<{ id: string; created_at: string }>('/contact', {
    method: 'POST',
    auth: 'optional',
    body: input,
  });
}

/** Sends a contact message; the admins' list of messages, if cached, is fetched again. */
export function useSendContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.contactMessages }),
  });
}
