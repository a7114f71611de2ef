import { validationFailed } from './errors';

/** Opaque pagination cursors: DynamoDB's LastEvaluatedKey, base64url-encoded. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/** Only string-valued keys among the expected attributes are accepted: a forged cursor is a 400. */
export function decodeCursor(
  cursor: string | undefined,
  expectedKeys: readonly string[],
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    const entries = Object.entries(value);
    const valid =
      entries.length === expectedKeys.length &&
      entries.every(([k, v]) => expectedKeys.includes(k) && typeof v === 'string' && v.length <= 1024);
    if (!valid) throw new Error('unexpected keys');
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    throw validationFailed('Curseur de pagination invalide', { cursor: 'Curseur de pagination invalide' });
  }
}
