import type { PreSignUpTriggerEvent } from 'aws-lambda';

/** SPEC §2: sign-up goes straight to the app, with no confirmation-code screen. */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
};
