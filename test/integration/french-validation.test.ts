/**
 * What a caller reads when the API refuses its input, through the real routes: a French sentence
 * that names the field, for unknown parameters and fields, wrong types, lengths and lists, never
 * the validation library's English; and nothing written.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@common/api-types';
import { VALIDATION_MESSAGES } from '@common/messages';
import { contactMessageSchema } from '@common/schemas/contact';
import { notificationPreferencesSchema } from '@common/schemas/profile';
import { sessionInputSchema } from '@common/schemas/session';
import { uploadTicketRequestSchema } from '@common/schemas/upload';
import { keys } from '../../lambdas/lib/keys';
import { api, documentClient, signIn, signUp } from './helpers';

interface Refusal {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** zod's own English ("Invalid input: expected string, received number", `Unrecognized key: "limit"`…). */
const LIBRARY_ENGLISH = /\b(expected|received|unrecognized|invalid input|too (big|small)|required)\b/i;

let admin = '';
let editor = '';
let user = '';
let session: Session;

const sessionItem = async () =>
  (
    await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.session(session.id), ConsistentRead: true }),
    )
  ).Item;

beforeAll(async () => {
  admin = (await signIn('admin@tremplin.test')).accessToken;
  editor = (await signIn('editor@tremplin.test')).accessToken;
  user = (await signIn((await signUp()).email)).accessToken;
  const created = await api('/api/sessions', {
    method: 'POST',
    token: editor,
    body: { title: `Messages ${randomUUID()}`, status: 'draft' },
  });
  session = created.json as Session;
});

async function refused(path: string, options: Parameters<typeof api>[1] = {}): Promise<Refusal['error']> {
  const response = await api(path, options);
  expect(response.status, JSON.stringify(response.json)).toBe(400);
  const { error } = response.json as Refusal;
  expect(error.code).toBe('validation_failed');
  for (const sentence of [error.message, ...Object.values(error.fields ?? {})])
    expect(sentence).not.toMatch(LIBRARY_ENGLISH);
  return error;
}

describe('the API refuses bad input in French, naming the field', () => {
  it('a query parameter the list does not take (was `Unrecognized key: "limit"`)', async () => {
    const error = await refused('/api/admin/users?page=1&limit=20', { token: admin });
    expect(error).toEqual({
      code: 'validation_failed',
      message: 'Paramètre non accepté ici : la limite',
      fields: { limit: 'Paramètre non accepté ici : la limite' },
    });
    const unknown = await refused('/api/sessions?couleur=bleu');
    expect(unknown.message).toBe('Paramètre non accepté ici : « couleur »');
    const limit = await refused('/api/sessions?limit=beaucoup');
    expect(limit.fields).toEqual({ limit: VALIDATION_MESSAGES.invalidLimit });
  });

  it('a session whose fields have the wrong types, lengths or names, and nothing is saved', async () => {
    const before = await sessionItem();
    const put = (body: unknown) =>
      refused(`/api/sessions/${session.id}`, { method: 'PUT', token: editor, body });
    const wrongTypes = await put({ title: 'Titre', status: 'draft', description: 42, tags: ['ok', 7] });
    expect(wrongTypes.fields).toEqual({
      description: 'La description doit être un texte',
      'tags.1': "L'élément 2 de la liste des thématiques doit être un texte",
    });
    const tooLong = await put({ title: 'Titre', status: 'draft', image_url: `/media/${'a'.repeat(1100)}` });
    expect(tooLong.message).toBe("L'adresse de la couverture ne doit pas dépasser 1024 caractères");
    const stray = await put({ title: 'Titre', status: 'draft', owner_id: 'moi' });
    expect(stray.fields).toEqual({ owner_id: 'Champ non accepté ici : « owner_id »' });
    const notAnObject = await put([1, 2, 3]);
    expect(notAnObject.message).toBe('Le contenu envoyé doit être un objet');
    expect(await sessionItem()).toEqual(before);
  });

  it('a profile and notification switches of the wrong type', async () => {
    const profile = await refused('/api/me', {
      method: 'PATCH',
      token: user,
      body: { full_name: 'Awa Diop', profile_completed: 'oui' },
    });
    expect(profile.message).toBe("L'indication « profil complété » doit être un booléen (true ou false)");
    const switches = await refused('/api/me/notification-preferences', {
      method: 'PUT',
      token: user,
      body: { new_documents: 'oui', session_status_changes: true, document_downloads: false },
    });
    expect(switches.fields).toEqual({
      new_documents:
        "L'alerte « Nouveaux documents dans les sessions suivies » doit être un booléen (true ou false)",
      marketing_emails: "L'alerte « E-mails marketing » doit être un booléen (true ou false)",
    });
  });

  it('random hostile bodies on real routes: every sentence is the API’s French', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const body = fc.dictionary(
      fc.constantFrom('title', 'status', 'tags', 'description', 'kind', 'size', 'role', 'limit', 'x'),
      value,
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(
          { method: 'POST', path: '/api/sessions', schema: sessionInputSchema },
          { method: 'POST', path: '/api/uploads', schema: uploadTicketRequestSchema },
          { method: 'PUT', path: '/api/me/notification-preferences', schema: notificationPreferencesSchema },
          { method: 'POST', path: '/api/contact', schema: contactMessageSchema },
        ),
        async (payload, { method, path, schema }) => {
          // Bad input only: a valid one would write.
          fc.pre(!schema.safeParse(payload).success);
          const response = await api(path, { method, token: editor, body: payload });
          expect(response.status, JSON.stringify(response.json)).toBe(400);
          const { error } = response.json as Refusal;
          for (const sentence of [error.message, ...Object.values(error.fields ?? {})])
            expect(sentence, JSON.stringify(payload)).not.toMatch(LIBRARY_ENGLISH);
        },
      ),
      { numRuns: 40 },
    );
  });
});
