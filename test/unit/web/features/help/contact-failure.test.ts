import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { SEND_FAILED, SEND_THROTTLED, contactFailureMessage } from '@/features/help/utils/contact-failure';

/** What lib/api-client throws: an Error with the answer's status and code. */
const failure = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { status, code });

describe('a failed contact message, as the help page says it', () => {
  it("shows the server's sentence when a limit holds the sender (429)", () => {
    expect(contactFailureMessage(failure(429, 'too_many_requests', MESSAGES.contactTooManyFromUser))).toBe(
      MESSAGES.contactTooManyFromUser,
    );
  });

  it('says it in French when API Gateway throttled without a sentence of ours', () => {
    expect(contactFailureMessage(failure(429, 'http_429', MESSAGES.unexpectedAnswer))).toBe(SEND_THROTTLED);
  });

  it("shows the server's sentence for a refused form, and the generic failure otherwise", () => {
    expect(contactFailureMessage(failure(400, 'validation_failed', 'Requête invalide'))).toBe(
      'Requête invalide',
    );
    expect(contactFailureMessage(failure(500, 'internal', 'Une erreur inattendue est survenue'))).toBe(
      SEND_FAILED,
    );
    expect(contactFailureMessage(new TypeError('Failed to fetch'))).toBe(SEND_FAILED);
  });
});
