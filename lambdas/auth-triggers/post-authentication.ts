import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { recordSignIn } from '../users/repository';

/** Stamps last_sign_in_at, shown in the dashboard and the admin user list. */
export const handler = async (
  event: PostAuthenticationTriggerEvent,
): Promise<PostAuthenticationTriggerEvent> => {
  const { sub } = event.request.userAttributes;
  if (sub) await recordSignIn(sub, new Date().toISOString());
  return event;
};
