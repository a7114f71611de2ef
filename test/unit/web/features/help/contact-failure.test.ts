import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../common/messages';
import {
  SEND_FAILED,
  contactFailureMessage,
} from '../../../../../web/src/features/help/utils/contact-failure';
import { ApiError } from '../../../../../web/src/lib/api-client';

describe('a failed contact message, as the help page says it', () => {
  it("shows the server's sentence when a limit holds the sender (429)", () => {
    const limited = new ApiError(429, 'too_many_requests', MESSAGES.contactTooManyFromUser);
    expect(contactFailureMessage(limited)).toBe(MESSAGES.contactTooManyFromUser);
  });

  it("shows the server's sentence for a refused form, and the generic failure otherwise", () => {
    expect(contactFailureMessage(new ApiError(400, 'validation_failed', 'Requête invalide'))).toBe(
      'Requête invalide',
    );
    expect(contactFailureMessage(new ApiError(500, 'internal', 'Une erreur inattendue est survenue'))).toBe(
      SEND_FAILED,
    );
    expect(contactFailureMessage(new TypeError('Failed to fetch'))).toBe(SEND_FAILED);
  });
});
