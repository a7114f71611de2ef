export const SEND_FAILED = "Échec de l'envoi du message. Veuillez réessayer.";
/** API Gateway's own throttle answers 429 without an explanation of ours. */
export const SEND_THROTTLED = 'Trop de demandes en ce moment. Veuillez réessayer dans quelques minutes.';

interface ErrorLike {
  status: number;
  code: string;
  message: string;
}

function isErrorLike(error: unknown): error is ErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code, message } = error as Partial<Record<keyof ErrorLike, unknown>>;
  return typeof status === 'number' && typeof code === 'string' && typeof message === 'string';
}

/**
 * The banner of a failed send: the server's own sentence when it refused the form (400) or held
 * the sender by a limit (429, the contact form's or the firewall's), which says what to do; a
 * throttle without a sentence of ours, or anything else, gets a French one.
 */
export function contactFailureMessage(error: unknown): string {
  if (!isErrorLike(error)) return SEND_FAILED;
  // `http_…` codes mean the answer carried no explanation of its own (see lib/api-client).
  const explained = !error.code.startsWith('http_') && error.message.trim() !== '';
  if ((error.status === 400 || error.status === 429) && explained) return error.message;
  return error.status === 429 ? SEND_THROTTLED : SEND_FAILED;
}
