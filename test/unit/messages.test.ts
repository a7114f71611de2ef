import { describe, expect, it } from 'vitest';
import * as messages from '@common/messages';

/** Every text of the module with where it stands, e.g. ['MESSAGES.titleRequired', 'Le titre est obligatoire']. */
function entries(): [string, string][] {
  return Object.entries(messages).flatMap(([group, values]) =>
    Object.entries(values as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]): [string, string] => [`${group}.${key}`, text]),
  );
}

describe('the messages module (common/messages/)', () => {
  it('holds each text once, across all its groups', () => {
    const all = entries();
    // The walk reaches every group (a broken walk would find no repeats in nothing).
    expect(all.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'MESSAGES.titleRequired',
        'SESSION_PAGE_MESSAGES.notFoundText',
        'DOCUMENT_MESSAGES.failedToLoad',
        'UPLOAD_MESSAGES.fileEmpty',
        'VALIDATION_MESSAGES.invalidUpload',
        'VALIDATION_MESSAGES.invalidCountry',
        'VALIDATION_MESSAGES.invalidGender',
        'PROFILE_MESSAGES.saved',
        'ADMIN_MESSAGES.listFailed',
        'OFFLINE_CONTENT_MESSAGES.sessionUnavailable',
      ]),
    );
    const namesByText = new Map<string, string[]>();
    for (const [name, text] of all) namesByText.set(text, [...(namesByText.get(text) ?? []), name]);
    const repeated = [...namesByText.values()].filter((names) => names.length > 1);
    expect(repeated).toEqual([]);
  });
});
