import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import {
  count,
  decodeKeyCursor,
  decodeOffsetCursor,
  encodeKeyCursor,
  encodeOffsetCursor,
  equals,
  listId,
  matches,
  position,
} from '../../lambdas/lib/cursor';

const LIST = listId({ sessions: { kind: 'public' }, sort: 'oldest' });
const RULES = { PK: matches(/^DOC#/), SK: equals('META'), DLPUB: equals('DOCS'), downloads_count: count };
const KEY = { PK: 'DOC#1', SK: 'META', DLPUB: 'DOCS', downloads_count: 12 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const refused: unknown = expect.objectContaining({
  code: 'validation_failed',
  message: MESSAGES.invalidCursor,
});

describe('pagination cursors', () => {
  it('round-trips a LastEvaluatedKey with a numeric sort key, and an offset', () => {
    expect(decodeKeyCursor(encodeKeyCursor(LIST, KEY) ?? undefined, LIST, RULES)).toEqual(KEY);
    expect(decodeOffsetCursor(encodeOffsetCursor(LIST, 40, 41) ?? undefined, LIST)).toBe(40);
  });

  it('has no cursor after the last page', () => {
    expect(encodeKeyCursor(LIST, undefined)).toBeNull();
    expect(encodeOffsetCursor(LIST, 40, 40)).toBeNull();
    expect(decodeKeyCursor(undefined, LIST, RULES)).toBeUndefined();
    expect(decodeOffsetCursor('', LIST)).toBe(0);
  });

  it('names its list: the same filters give the same list, any difference another', () => {
    expect(listId({ a: 1, b: ['x'] })).toBe(listId({ a: 1, b: ['x'] }));
    expect(listId({ a: 1, b: ['x'] })).not.toBe(listId({ a: 1, b: ['y'] }));
    const other = listId({ sessions: { kind: 'public' }, sort: 'newest' });
    expect(() => decodeKeyCursor(encodeKeyCursor(other, KEY) ?? '', LIST, RULES)).toThrowError(refused);
    expect(() => decodeOffsetCursor(encodeOffsetCursor(other, 1, 2) ?? '', LIST)).toThrowError(refused);
  });

  it.each([
    ['not base64', 'not base64 json'],
    ['padded base64', 'eyJsIjoiYSJ9=='],
    ['a JSON array', b64([1, 2])],
    ['no list', b64({ k: KEY })],
    ['an extra field', b64({ l: LIST, k: KEY, x: 1 })],
    ['an offset for a keyed list', b64({ l: LIST, o: 1 })],
    ['a missing attribute', b64({ l: LIST, k: { PK: 'DOC#1', SK: 'META', DLPUB: 'DOCS' } })],
    ['another attribute', b64({ l: LIST, k: { ...KEY, DLALL: 'DOCS' } })],
    ['another partition', b64({ l: LIST, k: { ...KEY, PK: 'USER#1' } })],
    ['a count beyond safe integers', b64({ l: LIST, k: { ...KEY, downloads_count: 2 ** 53 } })],
    ['a huge count', b64({ l: LIST, k: { ...KEY, downloads_count: 1e300 } })],
    ['a negative count', b64({ l: LIST, k: { ...KEY, downloads_count: -1 } })],
    ['a count as text', b64({ l: LIST, k: { ...KEY, downloads_count: '12' } })],
    ['a key string over 1 KB', b64({ l: LIST, k: { ...KEY, PK: `DOC#${'é'.repeat(600)}` } })],
    ['an empty key string', b64({ l: LIST, k: { ...KEY, SK: '' } })],
  ])('refuses a key cursor with %s', (_, cursor) => {
    expect(() => decodeKeyCursor(cursor, LIST, RULES)).toThrowError(refused);
  });

  it.each([
    ['a huge offset', b64({ l: LIST, o: 1e300 })],
    ['a negative offset', b64({ l: LIST, o: -1 })],
    ['a fractional offset', b64({ l: LIST, o: 1.5 })],
    ['an offset as text', b64({ l: LIST, o: '1' })],
    ['a key instead', b64({ l: LIST, k: KEY })],
  ])('refuses an offset cursor with %s', (_, cursor) => {
    expect(() => decodeOffsetCursor(cursor, LIST)).toThrowError(refused);
  });

  it('takes sort-key positions DynamoDB accepts, and nothing it would refuse', () => {
    expect(position('2026-01-01T00:00:00.000Z#1')).toBe(true);
    expect(position('')).toBe(false);
    expect(position('é'.repeat(512))).toBe(true);
    expect(position('é'.repeat(513))).toBe(false);
    expect(position(12)).toBe(false);
  });
});
