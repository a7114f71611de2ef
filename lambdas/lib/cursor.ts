/**
 * Opaque pagination cursors (base64url JSON). Each names the list it continues (`l`, a digest of
 * what makes the list: audience, filters, sort and direction) and where the next page starts:
 * DynamoDB's LastEvaluatedKey (`k`) or, for lists sorted in memory, an offset (`o`). Anything
 * else is a 400 with one message: a cursor of another list, a key of another shape or partition,
 * or a value DynamoDB would refuse (which would otherwise surface as a 500).
 */
import { createHash } from 'node:crypto';
import { MESSAGES } from '@common/messages';
import { validationFailed } from './errors';

const invalidCursor = () => validationFailed(MESSAGES.invalidCursor, { cursor: MESSAGES.invalidCursor });

/** The list a cursor belongs to: a short digest of its identity (not a secret; the key checks below are the guard). */
export function listId(identity: unknown): string {
  return createHash('sha256').update(JSON.stringify(identity)).digest('base64url').slice(0, 16);
}

/** What one attribute of a start key may hold. */
export type KeyRule = (value: unknown) => boolean;

/** DynamoDB refuses empty key strings and sort keys over 1024 bytes. */
export const position: KeyRule = (value) =>
  typeof value === 'string' && value.length > 0 && Buffer.byteLength(value, 'utf8') <= 1024;
/** A counter used as a sort key: what ADD can produce. */
export const count: KeyRule = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
export const equals =
  (expected: string): KeyRule =>
  (value) =>
    value === expected;
export const matches =
  (pattern: RegExp): KeyRule =>
  (value) =>
    position(value) && pattern.test(value as string);

const encode = (body: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');

/** The cursor's JSON object, if it is one and belongs to `list`; its other fields are the caller's to check. */
function parse(cursor: string, list: string, field: 'k' | 'o'): unknown {
  if (!/^[\w-]+$/.test(cursor)) throw invalidCursor();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidCursor();
  const fields = Object.keys(body);
  const record = body as Record<string, unknown>;
  if (fields.length !== 2 || record.l !== list || !(field in record)) throw invalidCursor();
  return record[field];
}

/** The next page of a Queried list; null after the last one. */
export function encodeKeyCursor(list: string, key: Record<string, unknown> | undefined): string | null {
  return key ? encode({ l: list, k: key }) : null;
}

/** The ExclusiveStartKey of a cursor of `list`, its attributes exactly those of `rules`. */
export function decodeKeyCursor(
  cursor: string | undefined,
  list: string,
  rules: Readonly<Record<string, KeyRule>>,
): Record<string, string | number> | undefined {
  if (!cursor) return undefined;
  const key = parse(cursor, list, 'k');
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalidCursor();
  // Values stay unknown until the rules have checked them (Object.entries would type them any).
  const entries: [string, unknown][] = Object.entries(key);
  const valid =
    entries.length === Object.keys(rules).length &&
    entries.every(([name, value]) => Object.hasOwn(rules, name) && rules[name]?.(value) === true);
  if (!valid) throw invalidCursor();
  return Object.fromEntries(entries) as Record<string, string | number>;
}

/** Cursors of lists sorted in memory: the offset of the next page, or null after the last one. */
export function encodeOffsetCursor(list: string, offset: number, total: number): string | null {
  return offset < total ? encode({ l: list, o: offset }) : null;
}

export function decodeOffsetCursor(cursor: string | undefined, list: string): number {
  if (!cursor) return 0;
  const offset = parse(cursor, list, 'o');
  if (!count(offset)) throw invalidCursor();
  return offset as number;
}

/** A start key must continue the very partition it is Queried with: another partition's key is forged. */
export function cursorFor<T extends Record<string, string | number>>(
  key: T | undefined,
  expected: Partial<Record<keyof T & string, string>>,
): T | undefined {
  if (!key) return undefined;
  for (const [name, value] of Object.entries(expected)) {
    if (key[name] !== value) throw invalidCursor();
  }
  return key;
}
