import { isApiFailure, isExplained } from '@/lib/api-failure';

export const SEND_FAILED = "Échec de l'envoi du message. Veuillez réessayer.";
/** API Gateway's own throttle answers 429 without an explanation of ours. */
export const SEND_THROTTLED = 'Trop de demandes en ce moment. Veuillez réessayer dans quelques minutes.';

/**
 * The banner of a failed send: the server's own sentence when it refused the form (400) or held
 * the sender by a limit (429, the contact form's or the firewall's), which says what to do; a
 * throttle without a sentence of ours, or anything else, gets a French one.
 */
export function contactFailureMessage(error: unknown): string {
  if (!isApiFailure(error)) return SEND_FAILED;
  if ((error.status === 400 || error.status === 429) && isExplained(error)) return error.message;
  return error.status === 429 ? SEND_THROTTLED : SEND_FAILED;
}
