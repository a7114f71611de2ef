import { isApiError } from '../../../lib/api-client';

export const SEND_FAILED = "Échec de l'envoi du message. Veuillez réessayer.";

/**
 * The banner of a failed send: the server's own sentence when it refused the form (400) or held
 * the sender by a limit (429, from the contact form or the firewall), which says what to do; else
 * the generic failure.
 */
export function contactFailureMessage(error: unknown): string {
  return isApiError(error) && (error.status === 400 || error.status === 429) ? error.message : SEND_FAILED;
}
