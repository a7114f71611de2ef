/**
 * Every refusal of a request's input is a French sentence that names the field, never the validation
 * library's English: each route's schemas (declared to its handler's factory, so a new route or schema is walked
 * too) are fed hostile bodies, query strings and path parameters through the API's own parsing
 * (lambdas/lib/http.ts), and every message that comes back is read.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { FIELD_LABELS } from '@common/messages/fields';
import { listUsersQuerySchema, roleAssignmentSchema, userIdParamsSchema } from '@common/schemas/admin';
import {
  catalogQuerySchema,
  dashboardSessionsQuerySchema,
  sharedSessionsQuerySchema,
} from '@common/schemas/catalog';
import {
  contactListQuerySchema,
  contactMessageParamsSchema,
  contactMessageSchema,
} from '@common/schemas/contact';
import {
  cohortCalendarPathSchema,
  cohortCreateSchema,
  cohortPathSchema,
  cohortsQuerySchema,
  cohortUpdateSchema,
  invitationPathSchema,
  invitationsCreateSchema,
  invitationsQuerySchema,
  invitationTokenSchema,
  participantPathSchema,
  participantsQuerySchema,
  attendancePathSchema,
  attendanceBodySchema,
  progressQuerySchema,
  memberRoleBodySchema,
} from '@common/schemas/cohort';
import { documentCreateSchema, documentUpdateSchema } from '@common/schemas/document';
import { documentPathSchema, sessionPathSchema } from '@common/schemas/ids';
import { libraryQuerySchema, sessionDocumentsQuerySchema } from '@common/schemas/library';
import {
  announcementSchema,
  announcementsQuerySchema,
  followedSessionsQuerySchema,
  followLookupQuerySchema,
  notificationPathSchema,
  notificationsQuerySchema,
  unsubscribeQuerySchema,
} from '@common/schemas/notifications';
import { notificationPreferencesSchema, profileUpdateSchema } from '@common/schemas/profile';
import { sessionInputSchema } from '@common/schemas/session';
import {
  multipartCompleteSchema,
  multipartUploadQuerySchema,
  multipartUrlsSchema,
  uploadTicketRequestSchema,
} from '@common/schemas/upload';
import { DomainError } from '../../lambdas/lib/errors';
import type { RouteHandler } from '../../lambdas/lib/api-handler';
import { parseBody, parsePath, parseQuery, type ApiEvent } from '../../lambdas/lib/http';
import { ROUTES } from '../../lambdas/routes';
import { certificateCodePathSchema } from '@common/schemas/certificate';
import { reportQuerySchema } from '@common/schemas/report';
import { publicCatalogQuerySchema } from '../../lambdas/sessions/public-catalog';
import {
  deliverableCreateSchema,
  deliverablePathSchema,
  deliverableUpdateSchema,
  reviewBodySchema,
  submissionCreateSchema,
  submissionFileQuerySchema,
  submissionPathSchema,
} from '@common/schemas/deliverable';

type Place = 'Body' | 'Query' | 'Path';
type ObjectSchema = z.ZodType & { shape: Record<string, z.ZodType> };

/** The schemas the handlers parse, by the name they use. */
const SCHEMAS: Record<string, ObjectSchema> = {
  publicCatalogQuerySchema,
  catalogQuerySchema,
  sharedSessionsQuerySchema,
  dashboardSessionsQuerySchema,
  libraryQuerySchema,
  sessionDocumentsQuerySchema,
  sessionInputSchema,
  sessionPathSchema,
  documentCreateSchema,
  documentUpdateSchema,
  documentPathSchema,
  uploadTicketRequestSchema,
  multipartUrlsSchema,
  multipartUploadQuerySchema,
  multipartCompleteSchema,
  profileUpdateSchema,
  notificationPreferencesSchema,
  listUsersQuerySchema,
  roleAssignmentSchema,
  userIdParamsSchema,
  contactMessageSchema,
  contactListQuerySchema,
  contactMessageParamsSchema,
  followedSessionsQuerySchema,
  followLookupQuerySchema,
  announcementSchema,
  announcementsQuerySchema,
  notificationPathSchema,
  notificationsQuerySchema,
  unsubscribeQuerySchema,
  cohortsQuerySchema,
  cohortCreateSchema,
  cohortUpdateSchema,
  cohortPathSchema,
  cohortCalendarPathSchema,
  invitationsCreateSchema,
  invitationsQuerySchema,
  invitationPathSchema,
  invitationTokenSchema,
  participantPathSchema,
  participantsQuerySchema,
  attendancePathSchema,
  attendanceBodySchema,
  progressQuerySchema,
  memberRoleBodySchema,
  deliverableCreateSchema,
  deliverableUpdateSchema,
  deliverablePathSchema,
  submissionCreateSchema,
  submissionPathSchema,
  submissionFileQuerySchema,
  reviewBodySchema,
  certificateCodePathSchema,
  reportQuerySchema,
};

/** What each route's function reads, as it declares it to apiHandler (lambdas/lib/api-handler.ts). */
const PLACES = { body: 'Body', query: 'Query', path: 'Path' } as const;
const INPUTS = (
  await Promise.all(
    ROUTES.map(async (route) => {
      const { handler } = (await import(join(import.meta.dirname, `../../lambdas/${route.handler}.ts`))) as {
        handler: RouteHandler;
      };
      return Object.entries(handler.inputs).map(([part, schema]) => ({
        route: `${route.method} ${route.path}`,
        place: PLACES[part as keyof typeof PLACES],
        name:
          Object.entries(SCHEMAS).find(([, known]) => known === schema)?.[0] ?? `(${part} of ${route.name})`,
      }));
    }),
  )
).flat();

/** The spec's English sentences a schema may answer with (SPEC.md keeps them English). */
const SPEC_ENGLISH = new Set<string>([DOCUMENT_MESSAGES.categoryRequired]);

/** Words of zod's own English messages ("Invalid input: expected string, received number"…). */
const LIBRARY_ENGLISH =
  /\b(expected|received|unrecognized|invalid (input|type|string|option|format|key|element|union)|too (big|small)|required|must|should|characters?|items?|elements? of)\b/i;

/** A French sentence: words only French uses (articles, verbs), or its accents. */
const FRENCH =
  /\b(le|la|les|l'|du|de|des|doit|est|n'est|pas|ou|au|non|trop|invalide|obligatoire|veuillez|vaut|une?|ne)\b|[àâçéèêëîïôûùüœ]/iu;

function event(place: Place, value: unknown): ApiEvent {
  if (place === 'Body') return { body: JSON.stringify(value) } as ApiEvent;
  if (place === 'Query') return { queryStringParameters: value } as ApiEvent;
  return { pathParameters: value } as ApiEvent;
}

const PARSE = { Body: parseBody, Query: parseQuery, Path: parsePath };

/** Every sentence the API answers for this input (its message and its fields'), or null when accepted. */
function refusal(place: Place, schema: z.ZodType, value: unknown): string[] | null {
  try {
    PARSE[place](event(place, value), schema);
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(error.code).toBe('validation_failed');
    return [error.message, ...Object.values(error.fields ?? {})];
  }
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 250, maxLength: 6000 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '2.5',
    '1e9',
    'NaN',
    'true',
    'null',
    '../../etc/passwd',
    '<b>',
    '\u0000',
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, fc.integer(), fc.constant(null)), { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
/** Keys the callers send by mistake: other routes' parameters, prototype tricks, anything. */
const strayKeys = ['limit', 'page', 'per_page', 'sort', 'cursor', 'x', 'id', 'user_id', 'role', '__proto__'];

function hostileInputs(place: Place, schema: ObjectSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.shape);
  const key = fc.oneof(fc.constantFrom(...keys, ...strayKeys), fc.string({ maxLength: 8 }));
  if (place === 'Body')
    return fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.dictionary(key, hostileValue, { maxKeys: keys.length + 2 }),
      // One field wrong at a time, the others absent.
      fc.constantFrom(...keys).chain((name) => hostileValue.map((value) => ({ [name]: value }))),
    );
  // Query strings and path parameters are strings, as API Gateway hands them over.
  return fc.dictionary(key, hostileText, { maxKeys: keys.length + 2 });
}

describe('validation failures are French and name the field', () => {
  it('finds the schema of every input a route parses', () => {
    expect(INPUTS.length).toBeGreaterThan(20);
    expect(INPUTS.filter((input) => !SCHEMAS[input.name])).toEqual([]);
  });

  it('names every field of every schema, and every path parameter, in French', () => {
    const fields = new Set<string>();
    const walk = (schema: z.ZodType): void => {
      const def = (schema as { def?: { type?: string; shape?: Record<string, z.ZodType> } }).def;
      for (const [name, field] of Object.entries(def?.shape ?? {})) {
        fields.add(name);
        walk(field);
      }
      // Lists of objects (a cover's variants), through optional, default and pipe wrappers.
      for (const inner of ['element', 'innerType', 'in', 'out'] as const) {
        const next = (def as Record<string, unknown> | undefined)?.[inner];
        if (next && typeof next === 'object') walk(next as z.ZodType);
      }
    };
    for (const schema of Object.values(SCHEMAS)) walk(schema);
    for (const route of ROUTES)
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) fields.add(name ?? '');
    expect([...fields].filter((name) => !Object.hasOwn(FIELD_LABELS, name))).toEqual([]);
    // Each label names one field.
    const labels = Object.values(FIELD_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  for (const { route, place, name } of INPUTS) {
    it(`${route}: ${place.toLowerCase()} (${name})`, () => {
      const schema = SCHEMAS[name];
      if (!schema) throw new Error(`${name}: add it to SCHEMAS`);
      const declared = Object.keys(schema.shape);
      let refused = 0;
      fc.assert(
        fc.property(hostileInputs(place, schema), (value) => {
          const sentences = refusal(place, schema, value);
          if (!sentences) return;
          refused += 1;
          for (const sentence of sentences) {
            expect(sentence, JSON.stringify(value)).not.toMatch(LIBRARY_ENGLISH);
            if (SPEC_ENGLISH.has(sentence)) continue;
            expect(sentence, JSON.stringify(value)).toMatch(FRENCH);
            // A field the schema declares is named in French, never quoted as the API spells it.
            for (const field of declared) expect(sentence).not.toContain(`« ${field} »`);
          }
        }),
        { numRuns: 150 },
      );
      expect(refused).toBeGreaterThan(0);
    });
  }

  it('says which parameter is not accepted where a route has none of that name', () => {
    // Was zod's `Unrecognized key: "limit"`, on the screen of the admin's user list.
    expect(refusal('Query', listUsersQuerySchema, { limit: '20' })).toEqual([
      'Paramètre non accepté ici : la limite',
      'Paramètre non accepté ici : la limite',
    ]);
    expect(refusal('Body', roleAssignmentSchema, { role: 'editor', permissions: ['x'] })).toEqual([
      'Champ non accepté ici : « permissions »',
      'Champ non accepté ici : « permissions »',
    ]);
  });

  it('words what a schema leaves to the library: types, lengths, lists, missing fields', () => {
    const first = (place: Place, schema: z.ZodType, value: unknown) => refusal(place, schema, value)?.[0];
    expect(first('Body', sessionInputSchema, { title: 'T', status: 'draft', description: 12 })).toBe(
      'La description doit être un texte',
    );
    expect(first('Body', sessionInputSchema, { title: 'T', status: 'draft', tags: ['a', 3] })).toBe(
      "L'élément 2 de la liste des thématiques doit être un texte",
    );
    expect(
      first('Body', sessionInputSchema, {
        title: 'T',
        status: 'draft',
        image_url: `/media/${'a'.repeat(1100)}`,
      }),
    ).toBe("L'adresse de la couverture ne doit pas dépasser 1024 caractères");
    expect(first('Body', documentUpdateSchema, { title: 'T', category: 'guide', upload_key: '' })).toBe(
      'Le fichier envoyé est obligatoire',
    );
    expect(first('Body', profileUpdateSchema, { full_name: 'Awa', profile_completed: 'oui' })).toBe(
      "L'indication « profil complété » doit être un booléen (true ou false)",
    );
    // The profile's "Pays" and "Genre" (the funder's report) name what they take.
    expect(first('Body', profileUpdateSchema, { full_name: 'Awa', country: 'XX' })).toBe(
      'Pays invalide : choisissez un pays de la liste (code ISO à deux lettres, par exemple MA)',
    );
    expect(first('Body', profileUpdateSchema, { full_name: 'Awa', gender: 'F' })).toBe(
      'Genre invalide (female, male ou other)',
    );
    expect(first('Body', sessionInputSchema, [1, 2])).toBe('Le contenu envoyé doit être un objet');
  });
});
