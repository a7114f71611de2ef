/**
 * Pure rules of "Inviter des participants", free of React: what was pasted or read from a CSV becomes
 * the POST body through the shared schema (the API's own checks and messages), each wrong address
 * named in its own message, and a CSV file's bytes become text.
 */
import { normalizeEmail, parseInvitees, type Invitee } from '@common/cohorts';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { invitationsCreateSchema, type InvitationsCreateInput } from '@common/schemas/cohort';
import { inputErrors } from '@common/schemas/input-errors';

/**
 * A list of at most 200 people (duplicates may double it) weighs a few tens of kilobytes: a bigger
 * file is not one to read into the page.
 */
export const INVITEES_FILE_MAX_BYTES = 1_000_000;

/** How many different addresses the text names (as the API compares them: trimmed, lower-cased). */
export function countAddresses(text: string): number {
  return new Set(parseInvitees(text).map((invitee) => normalizeEmail(invitee.email))).size;
}

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * One message per address (« x : adresse e-mail invalide »), in the order they were given, after
 * what is about the list as a whole (none, too many). `invitees` are the entries the issues' indexes
 * point into.
 */
export function inviteeErrors(issues: readonly Issue[], invitees: readonly Invitee[]): string[] {
  const list: string[] = [];
  const byAddress = new Map<string, string>();
  for (const { path, message } of issues) {
    const [, index, field] = path;
    const invitee = typeof index === 'number' ? invitees[index] : undefined;
    if (!invitee) {
      if (!list.includes(message)) list.push(message);
      continue;
    }
    const email = invitee.email.trim();
    const key = normalizeEmail(email);
    if (byAddress.has(key)) continue;
    byAddress.set(
      key,
      field === 'email'
        ? COHORT_MESSAGES.invalidInvitee(email)
        : COHORT_MESSAGES.inviteeError(email, message),
    );
  }
  return [...list, ...byAddress.values()];
}

export type CheckedInvitees = { ok: true; body: InvitationsCreateInput } | { ok: false; errors: string[] };

/** The POST body (addresses trimmed, lower-cased, duplicates merged), or the messages the API would answer. */
export function checkInvitees(text: string): CheckedInvitees {
  const invitees = parseInvitees(text);
  const result = invitationsCreateSchema.safeParse({ invitees }, { error: inputErrors('body') });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: inviteeErrors(result.error.issues, invitees) };
}

/** The API's 400 `fields` ('invitees', 'invitees.3.email'…) as the same messages, about the body sent. */
export function serverInviteeErrors(
  fields: Record<string, string> | undefined,
  sent: readonly Invitee[],
): string[] {
  const issues = Object.entries(fields ?? {}).map(([key, message]) => ({
    path: key.split('.').map((part) => (/^\d+$/u.test(part) ? Number(part) : part)),
    message,
  }));
  return inviteeErrors(issues, sent);
}

const decode = (encoding: string, bytes: Uint8Array, fatal = false) =>
  new TextDecoder(encoding, { fatal }).decode(bytes);

/**
 * A CSV file's text, or null when it is not text (a spreadsheet, a PDF, a photo). UTF-8 first (its
 * byte-order mark dropped), UTF-16 when a mark says so (Excel's « Texte Unicode »), else Windows-1252:
 * what Excel writes for « CSV (séparateur : point-virgule) » on a French Windows, accents included.
 */
export function decodeInviteesFile(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decode('utf-16le', bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decode('utf-16be', bytes);
  else {
    try {
      text = decode('utf-8', bytes, true);
    } catch {
      text = decode('windows-1252', bytes);
    }
  }
  text = text.replace(/^\uFEFF/u, '');
  // Control characters (NUL above all) are in binary files, never in a list of people.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000e-\u001f\u007f]/u.test(text) ? null : text;
}
