import { api } from '@/lib/api-client';

/**
 * POST /api/me/end-sessions — every session of the signed-in account ends (Cognito's global sign-out,
 * and the API's own refusal of tokens from before): after a password change or turning two-factor
 * sign-in on, so that nobody stays signed in elsewhere with what the change meant to shut out.
 */
export function endAllSessions(): Promise<void> {
  return api<void>('/me/end-sessions', { method: 'POST', auth: 'required' });
}
