import type * as z from 'zod';
import { FIELD_LABELS, INPUT_LABELS } from '../messages/fields';
import { EXPECTED_VALUES, INPUT_ERROR_MESSAGES as SAY } from '../messages/validation';

/** Where the input came from: a JSON body's fields, or the address's query and path parameters. */
export type InputPlace = 'body' | 'query' | 'path';

/** The issue as the error map receives it (zod's raw issue, before it has a message). */
type RawIssue = z.core.$ZodRawIssue;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function labelOf(key: PropertyKey): string | null {
  return typeof key === 'string' && Object.hasOwn(FIELD_LABELS, key)
    ? FIELD_LABELS[key as keyof typeof FIELD_LABELS]
    : null;
}

/** « le titre », « l'élément 3 de la liste des thématiques », or the whole input's name. */
function fieldLabel(path: readonly PropertyKey[], place: InputPlace): string {
  const whole = place === 'body' ? INPUT_LABELS.body : INPUT_LABELS.address;
  const named = path.findLastIndex((key) => typeof key === 'string');
  if (named < 0) return whole;
  const label = labelOf(path[named] as string) ?? `« ${String(path[named])} »`;
  const index = path[named + 1];
  return typeof index === 'number' ? SAY.element(index + 1, label) : label;
}

const shown = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'bigint' ? String(value) : JSON.stringify(value);

/** The French sentence of one issue of the validation library, naming its field (FIELD_LABELS). */
export function inputIssueMessage(issue: RawIssue, place: InputPlace): string {
  const path = issue.path ?? [];
  const label = capitalised(fieldLabel(path, place));
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return SAY.required(label);
      return issue.expected in EXPECTED_VALUES
        ? SAY.wrongType(label, EXPECTED_VALUES[issue.expected] ?? '')
        : SAY.invalid(label);
    case 'too_big': {
      const max = shown(issue.maximum);
      if (issue.origin === 'string') return SAY.atMost(label, `${max} caractères`);
      if (issue.origin === 'array' || issue.origin === 'set') return SAY.tooManyItems(label, Number(max));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? SAY.below(label, max) : SAY.atMost(label, max);
      return SAY.tooBig(label);
    }
    case 'too_small': {
      const min = shown(issue.minimum);
      if (issue.origin === 'string')
        return Number(min) <= 1 ? SAY.required(label) : SAY.tooFewCharacters(label, Number(min));
      if (issue.origin === 'array' || issue.origin === 'set') return SAY.tooFewItems(label, Number(min));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? SAY.above(label, min) : SAY.atLeast(label, min);
      return SAY.tooSmall(label);
    }
    case 'invalid_value':
      return SAY.oneOf(label, SAY.or(issue.values.map(shown)));
    case 'invalid_format':
      if (issue.format === 'email') return SAY.notEmail(label);
      if (['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'xid', 'ksuid'].includes(issue.format))
        return SAY.notId(label);
      if (issue.format === 'url') return SAY.notWebAddress(label);
      return SAY.badFormat(label);
    case 'not_multiple_of':
      return SAY.multipleOf(label, shown(issue.divisor));
    case 'unrecognized_keys': {
      const names = issue.keys.map((key) => labelOf(key) ?? `« ${key} »`).join(', ');
      return place === 'body' ? SAY.unknownFields(names) : SAY.unknownParameters(names);
    }
    default:
      // invalid_union, invalid_key, invalid_element, custom: the field, without the library's words.
      return SAY.invalid(label);
  }
}

/**
 * The error map every parse of a request's input goes through (the API's lambdas/lib/http.ts, the
 * web forms' own checks): a schema's own sentence comes first; anything it does not word is said
 * here, in French, naming the field.
 */
export function inputErrors(place: InputPlace): z.core.$ZodErrorMap {
  return (issue) => inputIssueMessage(issue, place);
}
