import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../lambdas/lib/cursor';

const KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

describe('pagination cursors', () => {
  it('round-trips a LastEvaluatedKey', () => {
    const key = { PK: 'SESSION#1', SK: 'META', GSI1PK: 'SESSIONS#PUBLISHED', GSI1SK: '2026#1' };
    expect(decodeCursor(encodeCursor(key) ?? undefined, KEYS)).toEqual(key);
  });

  it('has no cursor after the last page', () => {
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, KEYS)).toBeUndefined();
  });

  it.each([
    'not base64 json',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('{"PK":"a"}').toString('base64url'),
    Buffer.from('{"PK":1,"SK":"a","GSI1PK":"b","GSI1SK":"c"}').toString('base64url'),
    Buffer.from('{"PK":"a","SK":"a","GSI1PK":"b","Other":"c"}').toString('base64url'),
  ])('rejects a forged cursor %s with a validation error', (cursor) => {
    expect(() => decodeCursor(cursor, KEYS)).toThrowError(
      expect.objectContaining({ code: 'validation_failed' }),
    );
  });
});
