import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createUser } from '../users/repository';

/** Mirrors the confirmed user in the table, keyed by `sub`, with the default role. */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  const { sub, email } = event.request.userAttributes;
  if (sub && email) await createUser(sub, email, new Date().toISOString());
  return event;
};
