import { validationFailed } from './errors';

/** Opaque pagination cursors: DynamoDB's LastEvaluatedKey, base64url-encoded. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/** Only string-valued keys among the expected attributes are accepted: a forged cursor is a 400. */
export function decodeCursor(
  cursor: string | undefined,
  expectedKeys: readonly string[],
  numericKeys: readonly string[] = [],
): Record<string, string | number> | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    const entries = Object.entries(value);
    const valid =
      entries.length === expectedKeys.length &&
      entries.every(
        ([k, v]) =>
          expectedKeys.includes(k) &&
          (numericKeys.includes(k) ? Number.isFinite(v) : typeof v === 'string' && v.length <= 1024),
      );
    if (!valid) throw new Error('unexpected keys');
    return Object.fromEntries(entries) as Record<string, string | number>;
  } catch {
    throw validationFailed('Curseur de pagination invalide', { cursor: 'Curseur de pagination invalide' });
  }
}

/** Cursors of filtered lists, which are sorted in memory: the offset of the next page. */
export function encodeOffsetCursor(offset: number, total: number): string | null {
  return offset < total ? Buffer.from(JSON.stringify({ o: offset }), 'utf8').toString('base64url') : null;
}

export function decodeOffsetCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const offset = (value as { o?: unknown }).o;
    if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0)
      throw new Error('bad offset');
    return offset;
  } catch {
    throw validationFailed('Curseur de pagination invalide', { cursor: 'Curseur de pagination invalide' });
  }
}

/** A cursor must continue the very list it came from: another partition's key is a forged cursor. */
export function cursorFor<T extends Record<string, string | number>>(
  key: T | undefined,
  expected: Partial<Record<keyof T & string, string>>,
): T | undefined {
  if (!key) return undefined;
  for (const [name, value] of Object.entries(expected)) {
    if (key[name] !== value) {
      throw validationFailed('Curseur de pagination invalide', { cursor: 'Curseur de pagination invalide' });
    }
  }
  return key;
}
