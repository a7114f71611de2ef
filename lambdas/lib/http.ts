import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { MESSAGES, VALIDATION_MESSAGES } from '@common/messages';
import type { Role } from '@common/roles';
import { inputErrors, type InputPlace } from '@common/schemas/input-errors';
import { validationFailed } from './errors';

export type JwtClaims = Record<string, string | number | boolean | string[]>;

/** An HTTP API (payload 2.0) event; protected routes carry the JWT authorizer's claims. */
export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: JwtClaims; scopes: string[] | null } };
  };
};

export type ApiResult = APIGatewayProxyStructuredResultV2;

/** The signed-in caller, with the role read from the table (not from the token). */
export interface Caller {
  id: string;
  email: string;
  role: Role;
  /** When this session was signed in (the access token's auth_time, epoch seconds; a refresh keeps it). */
  authTime: number;
  /** When the account's two-factor sign-in was turned on, as recorded (epoch seconds), or null. */
  mfaEnabledAt: number | null;
}

export type ApiContext = Context & { caller: Caller | null };

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** Zod issues as `{ field: message }`, first message per field; a field not accepted is named itself. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.length ? issue.path.join('.') : '_'];
    for (const key of keys) fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * A request's input against its schema. Every refusal is a French sentence naming the field
 * (common/schemas/input-errors.ts where the schema has no sentence of its own), never the
 * validation library's English.
 */
function validate<S extends z.ZodType>(schema: S, value: unknown, place: InputPlace): z.output<S> {
  const result = schema.safeParse(value, { error: inputErrors(place) });
  if (!result.success) {
    const fields = fieldMessages(result.error);
    throw validationFailed(Object.values(fields)[0] ?? MESSAGES.invalidRequest, fields);
  }
  return result.data;
}

/** Parses and validates a JSON body; malformed JSON is a 400, never a 500. */
export function parseBody<S extends z.ZodType>(event: ApiEvent, schema: S): z.output<S> {
  let raw: unknown;
  try {
    const text = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : event.body;
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    throw validationFailed(VALIDATION_MESSAGES.invalidJsonBody);
  }
  return validate(schema, raw ?? {}, 'body');
}

export function parseQuery<S extends z.ZodType>(event: ApiEvent, schema: S): z.output<S> {
  return validate(schema, event.queryStringParameters ?? {}, 'query');
}

export function parsePath<S extends z.ZodType>(event: ApiEvent, schema: S): z.output<S> {
  return validate(schema, event.pathParameters ?? {}, 'path');
}

export function header(event: ApiEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}
