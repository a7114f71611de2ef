import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogPage, Session, SessionNeighbours, TagCount } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { VALIDATION_MESSAGES } from '@common/messages';
import { tagKey } from '@common/search';
import { tagFilterParam } from '@common/tags';
import { keys } from '../../lambdas/lib/keys';
import { api, cloud, documentClient, signIn, signUp } from './helpers';

type Json = Record<string, unknown>;
let editor: string;
let otherEditor: string;
let user: string;
const marker = `zq${randomUUID().slice(0, 6)}`;

async function createSession(token: string, body: Json): Promise<Session> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token,
    body: { status: 'published', ...body },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

async function catalogue(query: string): Promise<CatalogPage> {
  const response = await api(`/api/sessions?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as CatalogPage;
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  user = (await signIn('user@tremplin.test')).accessToken;
  const other = await signUp();
  await documentClient().send(
    new UpdateCommand({
      TableName: 'tremplin',
      Key: keys.user(other.sub),
      UpdateExpression: 'SET #r = :r',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':r': 'editor' },
    }),
  );
  otherEditor = (await signIn(other.email)).accessToken;
});

describe('catalogue search and filters over the whole catalogue', () => {
  it('finds "econ" in "Économie", accents and case folded, and reports X of Y', async () => {
    const session = await createSession(editor, {
      title: `Économie circulaire ${marker}`,
      description: 'Des modèles sobres pour les marchés africains',
      tags: ['Durabilité'],
    });
    const page = await catalogue(`search=${encodeURIComponent(`econ ${marker}`)}`);
    expect(page.items.map((s) => s.id)).toEqual([session.id]);
    expect(page.matched).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const folded = await catalogue(`search=${encodeURIComponent(`ECONOMIE ${marker.toUpperCase()}`)}`);
    expect(folded.items.map((s) => s.id)).toEqual([session.id]);
  });

  it('requires ALL selected tags', async () => {
    const both = await createSession(editor, {
      title: `Pitch ${marker} A`,
      tags: [`${marker}-pitch`, `${marker}-vente`],
    });
    await createSession(editor, { title: `Pitch ${marker} B`, tags: [`${marker}-pitch`] });
    const one = await catalogue(`tags=${encodeURIComponent(`${marker}-pitch`)}`);
    expect(one.matched).toBe(2);
    const all = await catalogue(`tags=${encodeURIComponent(`${marker}-pitch,${marker}-VENTE`)}`);
    expect(all.items.map((s) => s.id)).toEqual([both.id]);
  });

  it('never stores a tag holding a comma, so every stored tag can be filtered on', async () => {
    const session = await createSession(editor, {
      title: `Virgule ${marker}`,
      tags: [`${marker}-marketing, ${marker}-digital`],
    });
    expect(session.tags).toEqual([`${marker}-marketing`, `${marker}-digital`]);
    for (const tag of session.tags) {
      const page = await catalogue(`tags=${encodeURIComponent(tag)}`);
      expect(page.items.map((s) => s.id)).toEqual([session.id]);
    }
    const both = await catalogue(`tags=${encodeURIComponent(tagFilterParam(session.tags) ?? '')}`);
    expect(both.items.map((s) => s.id)).toEqual([session.id]);
    const edited = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: session.title, status: 'published', tags: [`${marker}-a,${marker}-b`] },
    });
    expect((edited.json as Session).tags).toEqual([`${marker}-a`, `${marker}-b`]);
  });

  it('sorts oldest, newest and title A–Z, and pages with a cursor', async () => {
    const tag = `${marker}-tri`;
    for (const title of ['Zèbre', 'abricot', 'École'])
      await createSession(editor, { title: `${title} ${marker}`, tags: [tag] });
    const titles = async (sort: string) =>
      (await catalogue(`tags=${tag}&sort=${sort}`)).items.map((s) => s.title.split(' ')[0]);
    expect(await titles('oldest')).toEqual(['Zèbre', 'abricot', 'École']);
    expect(await titles('newest')).toEqual(['École', 'abricot', 'Zèbre']);
    expect(await titles('title')).toEqual(['abricot', 'École', 'Zèbre']);
    const first = await catalogue(`tags=${tag}&sort=title&limit=2`);
    expect(first.items).toHaveLength(2);
    const second = await catalogue(`tags=${tag}&sort=title&limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((s) => s.title.split(' ')[0])).toEqual(['Zèbre']);
    expect(second.next_cursor).toBeNull();
  });

  it('refuses a cursor from another list with 400, not a 500', async () => {
    const titles = await catalogue('sort=title&limit=1');
    const reused = await api(`/api/sessions?sort=oldest&limit=1&cursor=${titles.next_cursor}`);
    expect(reused.status).toBe(400);
    const library = (await api('/api/documents?sort=downloads&limit=1')).json as { next_cursor: string };
    expect((await api(`/api/documents?sort=oldest&cursor=${library.next_cursor}`)).status).toBe(400);
    const editorToken = (await signIn('editor@tremplin.test')).accessToken;
    const all = (await api('/api/dashboard/documents?sort=downloads&limit=1', { token: editorToken }))
      .json as {
      next_cursor: string;
    };
    expect((await api(`/api/documents?sort=downloads&cursor=${all.next_cursor}`)).status).toBe(400);
  });

  it('lists published tags with their counts', async () => {
    await createSession(editor, { title: `Compté ${marker}`, tags: [`${marker}-compte`] });
    await createSession(editor, {
      title: `Brouillon ${marker}`,
      status: 'draft',
      tags: [`${marker}-compte`],
    });
    const { tags } = (await api('/api/sessions/tags')).json as { tags: TagCount[] };
    expect(tags.find((t) => t.tag === `${marker}-compte`)?.count).toBe(1);
  });
});

describe('one published session', () => {
  it('is readable by anyone, counts each view, and hides drafts with 404', async () => {
    const published = await createSession(editor, { title: `Vue ${marker}` });
    const first = await api(`/api/sessions/${published.id}`);
    expect(first.status).toBe(200);
    expect((first.json as Session).views_count).toBe(1);
    await Promise.all(Array.from({ length: 50 }, () => api(`/api/sessions/${published.id}`)));
    expect(((await api(`/api/sessions/${published.id}`)).json as Session).views_count).toBe(52);

    const draft = await createSession(editor, { title: `Brouillon ${marker}`, status: 'draft' });
    const hidden = await api(`/api/sessions/${draft.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json).toMatchObject({ error: { message: 'Session not found or not published' } });
    expect((await api('/api/sessions/not-a-uuid')).status).toBe(400);
    expect((await api(`/api/sessions/${randomUUID()}`)).status).toBe(404);
  });

  it('names its previous and next published sessions by creation date', async () => {
    const a = await createSession(editor, { title: `Voisin A ${marker}` });
    await createSession(editor, { title: `Voisin brouillon ${marker}`, status: 'draft' });
    const b = await createSession(editor, { title: `Voisin B ${marker}` });
    const neighbours = (await api(`/api/sessions/${b.id}/neighbours`)).json as SessionNeighbours;
    expect(neighbours.previous).toEqual({ id: a.id, title: a.title });
    expect(neighbours.next).toBeNull();
    expect(((await api(`/api/sessions/${a.id}/neighbours`)).json as SessionNeighbours).next?.id).toBe(b.id);
  });
});

describe('editing and deleting sessions', () => {
  it('lets any editor edit any session, moves it between catalogue and drafts, and keeps tag counts right', async () => {
    const tag = `${marker}-edit`;
    const session = await createSession(editor, { title: `Édition ${marker}`, tags: [tag] });
    const updated = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: otherEditor,
      body: { title: `Édition revue ${marker}`, status: 'draft', tags: [tag, '#Nouveau'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      title: `Édition revue ${marker}`,
      status: 'draft',
      tags: [tag, 'Nouveau'],
    });
    expect((await catalogue(`tags=${tag}`)).matched).toBe(0);
    const { tags } = (await api('/api/sessions/tags')).json as { tags: TagCount[] };
    expect(tags.find((t) => t.tag === tag)).toBeUndefined();
    expect((await api(`/api/sessions/${session.id}`)).status).toBe(404);
  });

  it('refuses users and visitors, and answers 404 for sessions that do not exist', async () => {
    const session = await createSession(editor, { title: `Protégée ${marker}` });
    const body = { title: 'Piratée', status: 'published' };
    expect((await api(`/api/sessions/${session.id}`, { method: 'PUT', body })).status).toBe(401);
    const refused = await api(`/api/sessions/${session.id}`, { method: 'PUT', token: user, body });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      error: { message: 'You do not have permission to edit this session' },
    });
    expect((await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: user })).status).toBe(403);
    expect((await api(`/api/sessions/${randomUUID()}`, { method: 'PUT', token: editor, body })).status).toBe(
      404,
    );
    expect(((await api(`/api/sessions/${session.id}`)).json as Session).title).toBe(`Protégée ${marker}`);
  });

  it('deletes a session from the catalogue, the search index and the dashboards', async () => {
    const tag = `${marker}-suppr`;
    const session = await createSession(editor, { title: `Supprimée ${marker}`, tags: [tag] });
    const deleted = await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: editor });
    expect(deleted.status).toBe(200);
    expect((await api(`/api/sessions/${session.id}`)).status).toBe(404);
    expect((await catalogue(`tags=${tag}`)).matched).toBe(0);
    expect((await catalogue(`search=${encodeURIComponent(`supprimee ${marker}`)}`)).matched).toBe(0);
    const dashboard = (await api(`/api/dashboard/sessions?search=${marker}&limit=100`, { token: editor }))
      .json as CatalogPage;
    expect(dashboard.items.map((s) => s.id)).not.toContain(session.id);
    expect((await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: editor })).status).toBe(404);
  });
});

describe('dashboard lists', () => {
  it('shows editors every session, with status filter and sorts', async () => {
    const draft = await createSession(otherEditor, { title: `Tableau ${marker}`, status: 'review' });
    const all = (await api(`/api/dashboard/sessions?status=review&limit=100`, { token: editor }))
      .json as CatalogPage;
    expect(all.items.map((s) => s.id)).toContain(draft.id);
    expect(all.items.every((s) => s.status === 'review')).toBe(true);
    const updated = all.items.map((s) => s.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('shows a user only their own sessions, and no one else’s by id', async () => {
    const mine = (await api('/api/dashboard/sessions', { token: user })).json as CatalogPage;
    expect(mine.items).toEqual([]);
    const other = await createSession(editor, { title: `Pas à toi ${marker}`, status: 'draft' });
    expect((await api(`/api/dashboard/sessions/${other.id}`, { token: user })).status).toBe(404);
    expect((await api(`/api/dashboard/sessions/${other.id}`, { token: editor })).status).toBe(200);
  });
});

describe('tags differing only by case or accents are one tag (issue 17)', () => {
  // The marker is lower-case hex: each spelling below folds to `financement${marker}`.
  const key = `financement${marker}`;
  const capital = `Financement${marker}`;
  const accented = `FINANCÉMENT${marker}`;
  const tagsNow = async () => ((await api('/api/sessions/tags')).json as { tags: TagCount[] }).tags;
  const ours = async () => (await tagsNow()).filter((t) => tagKey(t.tag) === key);

  it('counts, filters and lists one tag, in the spelling most published sessions use', async () => {
    const a = await createSession(editor, { title: `Fin A ${marker}`, tags: [capital] });
    await createSession(editor, { title: `Fin B ${marker}`, tags: [capital] });
    await createSession(otherEditor, { title: `Fin C ${marker}`, tags: [key] });
    const d = await createSession(editor, { title: `Fin D ${marker}`, tags: [accented] });
    await createSession(editor, { title: `Fin brouillon ${marker}`, status: 'draft', tags: [key] });

    expect(await ours()).toEqual([{ tag: capital, count: 4 }]);
    for (const spelling of [key, capital, accented, `  financement${marker.toUpperCase()} `]) {
      const page = await catalogue(`tags=${encodeURIComponent(spelling)}`);
      expect(page.matched, spelling).toBe(4);
    }

    // Two of four now spell it in lower case, and a respelling moves no count.
    const respelt = await api(`/api/sessions/${a.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: a.title, status: 'published', tags: [key] },
    });
    expect(respelt.status).toBe(200);
    expect(await ours()).toEqual([{ tag: key, count: 4 }]);
    const unpublished = await api(`/api/sessions/${d.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: d.title, status: 'draft', tags: [accented] },
    });
    expect(unpublished.status).toBe(200);
    expect(await ours()).toEqual([{ tag: key, count: 3 }]);
  });

  it('keeps one spelling per session and counts it once', async () => {
    const session = await createSession(editor, {
      title: `Économie ${marker}`,
      tags: [`Économie${marker}`, `economie${marker}`, `#ECONOMIE${marker}`],
    });
    expect(session.tags).toEqual([`Économie${marker}`]);
    const economie = (await tagsNow()).filter((t) => tagKey(t.tag) === `economie${marker}`);
    expect(economie).toEqual([{ tag: `Économie${marker}`, count: 1 }]);
  });

  it('refuses an over-long tag with a French 400 instead of cutting it', async () => {
    const long = `${marker}${'x'.repeat(LIMITS.tagMaxLength)}`;
    const created = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: `Longue ${marker}`, status: 'published', tags: ['Pitch', long] },
    });
    expect(created.status).toBe(400);
    expect(created.json).toMatchObject({
      error: { fields: { tags: VALIDATION_MESSAGES.tagTooLong(long.length) } },
    });
    const session = await createSession(editor, { title: `Courte ${marker}`, tags: ['Pitch'] });
    const edited = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: session.title, status: 'published', tags: [`#Pitch #${long}`] },
    });
    expect(edited.status).toBe(400);
    expect(edited.json).toMatchObject({
      error: { fields: { tags: VALIDATION_MESSAGES.tagTooLong(long.length) } },
    });
    expect(((await api(`/api/sessions/${session.id}`)).json as Session).tags).toEqual(['Pitch']);
  });

  it('recounts counts kept before spellings were, from the published sessions', async () => {
    // A count item as written before: its last spelling as label, a session counted twice.
    await documentClient().send(
      new PutCommand({
        TableName: 'tremplin',
        Item: { ...keys.publishedTag(key), label: accented, count: 9 },
      }),
    );
    expect(await ours()).toEqual([{ tag: accented, count: 9 }]);

    const saved = { ...process.env };
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: cloud().dynamodb,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_REGION: 'eu-west-3',
      TABLE_NAME: 'tremplin',
    });
    try {
      const { recountPublishedTags } = await import('../../lambdas/sessions/tag-counts');
      await recountPublishedTags();
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
    expect(await ours()).toEqual([{ tag: key, count: 3 }]);
    // The other tags are counted again from their sessions, each session once.
    const economie = (await tagsNow()).filter((t) => tagKey(t.tag) === `economie${marker}`);
    expect(economie).toEqual([{ tag: `Économie${marker}`, count: 1 }]);
  });
});
