/**
 * SPEC §6: only editors and admins publish, unpublish and delete. A user who owns sessions
 * (created while an editor, then demoted) still reads them and their documents, but a status
 * change or a delete is a 403 that changes nothing. Upload tickets keep their kind: an avatar's
 * is no session cover.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem, Me, Session } from '@common/api-types';
import { MESSAGES, UPLOAD_MESSAGES } from '@common/messages';
import { api, pdfBytes, signIn, signUp, uploadFile, setRoleInTable as setRole } from './helpers';

/** A tiny valid PNG (1×1). */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let editor = '';
let demoted = '';
let published: Session;
let draft: Session;
let publishedDoc: DocumentItem;
let draftDoc: DocumentItem;

async function createSession(token: string, body: Record<string, unknown>): Promise<Session> {
  const response = await api('/api/sessions', { method: 'POST', token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

async function createDocument(token: string, sessionId: string): Promise<DocumentItem> {
  const upload_key = await uploadFile(token, 'document', 'guide.pdf', pdfBytes(), 'application/pdf');
  const response = await api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { title: `Guide ${randomUUID().slice(0, 6)}`, category: 'guide', upload_key },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as DocumentItem;
}

const dashboardSession = async (id: string, token = demoted) =>
  (await api(`/api/dashboard/sessions/${id}`, { token })).json as Session;

function expectForbidden(response: { status: number; json: unknown }, message: string) {
  expect(response.status, JSON.stringify(response.json)).toBe(403);
  expect((response.json as { error: { message: string } }).error.message).toBe(message);
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  const account = await signUp();
  await setRole(account.sub, 'editor');
  demoted = (await signIn(account.email)).accessToken;
  published = await createSession(demoted, { title: `Publiée ${randomUUID()}`, status: 'published' });
  draft = await createSession(demoted, { title: `Brouillon ${randomUUID()}`, status: 'draft' });
  publishedDoc = await createDocument(demoted, published.id);
  draftDoc = await createDocument(demoted, draft.id);
  // Demoted: the table holds the role, so the same token now acts as a plain user.
  await setRole(account.sub, 'user');
  expect(((await api('/api/me', { token: demoted })).json as Me).role).toBe('user');
}, 120_000);

describe('a demoted editor', () => {
  it('cannot publish their draft, nor put it in review: 403, and nothing changes', async () => {
    for (const status of ['published', 'review']) {
      const response = await api(`/api/sessions/${draft.id}`, {
        method: 'PUT',
        token: demoted,
        body: { title: 'Renommée en publiant', status },
      });
      expectForbidden(response, MESSAGES.statusChangeEditorsOnly);
    }
    const after = await dashboardSession(draft.id);
    expect(after).toMatchObject({ status: 'draft', title: draft.title, updated_at: draft.updated_at });
    expect((await api(`/api/sessions/${draft.id}`)).status).toBe(404);
    expect((await api(`/api/sessions/${draft.id}/documents`)).status).toBe(404);
    const library = (await api(`/api/documents?search=${encodeURIComponent(draftDoc.title)}`)).json as {
      items: DocumentItem[];
    };
    expect(library.items.map((d) => d.id)).not.toContain(draftDoc.id);
  });

  it('cannot unpublish their published session: 403, and it stays public', async () => {
    const response = await api(`/api/sessions/${published.id}`, {
      method: 'PUT',
      token: demoted,
      body: { title: published.title, status: 'draft' },
    });
    expectForbidden(response, MESSAGES.statusChangeEditorsOnly);
    expect((await dashboardSession(published.id)).status).toBe('published');
    expect((await api(`/api/sessions/${published.id}`)).status).toBe(200);
    const documents = (await api(`/api/sessions/${published.id}/documents`)).json as {
      items: DocumentItem[];
    };
    expect(documents.items.map((d) => d.id)).toEqual([publishedDoc.id]);
  });

  it('cannot delete their sessions nor their documents: 403, and everything stays', async () => {
    for (const session of [draft, published]) {
      const response = await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: demoted });
      expectForbidden(response, MESSAGES.sessionDeleteEditorsOnly);
      expect((await api(`/api/dashboard/sessions/${session.id}`, { token: demoted })).status).toBe(200);
    }
    expect((await api(`/api/sessions/${published.id}`)).status).toBe(200);
    for (const doc of [draftDoc, publishedDoc]) {
      const response = await api(`/api/documents/${doc.id}`, { method: 'DELETE', token: demoted });
      expectForbidden(response, MESSAGES.documentDeleteEditorsOnly);
      expect((await api(`/api/documents/${doc.id}`, { token: demoted })).status).toBe(200);
    }
    const download = await api(`/api/documents/${publishedDoc.id}/download`, {
      method: 'POST',
      token: demoted,
    });
    expect(download.status).toBe(200);
  });

  it('still reads what they own in the dashboard, and may edit a field without changing the status', async () => {
    const mine = (await api('/api/dashboard/sessions', { token: demoted })).json as { items: Session[] };
    expect(mine.items.map((s) => s.id).sort()).toEqual([draft.id, published.id].sort());
    const docs = (await api('/api/dashboard/documents', { token: demoted })).json as {
      items: DocumentItem[];
    };
    expect(docs.items.map((d) => d.id).sort()).toEqual([draftDoc.id, publishedDoc.id].sort());
    const ofDraft = (await api(`/api/dashboard/sessions/${draft.id}/documents`, { token: demoted })).json as {
      items: DocumentItem[];
    };
    expect(ofDraft.items.map((d) => d.id)).toEqual([draftDoc.id]);
    expect((await api('/api/dashboard/stats', { token: demoted })).status).toBe(200);

    const renamed = await api(`/api/sessions/${draft.id}`, {
      method: 'PUT',
      token: demoted,
      body: { title: `${draft.title} (revu)`, status: 'draft' },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect((await dashboardSession(draft.id)).title).toBe(`${draft.title} (revu)`);
  });

  it('cannot change what the public sees of their published session: its fields and documents stay as they are', async () => {
    const renamed = await api(`/api/sessions/${published.id}`, {
      method: 'PUT',
      token: demoted,
      body: { title: 'Titre détourné', status: 'published' },
    });
    expectForbidden(renamed, MESSAGES.publishedContentEditorsOnly);
    expect((await dashboardSession(published.id)).title).toBe(published.title);

    const edited = await api(`/api/documents/${publishedDoc.id}`, {
      method: 'PUT',
      token: demoted,
      body: { title: 'Document détourné', description: null, category: 'other' },
    });
    expectForbidden(edited, MESSAGES.publishedContentEditorsOnly);
    const documents = (await api(`/api/sessions/${published.id}/documents`)).json as {
      items: DocumentItem[];
    };
    expect(documents.items.map((d) => [d.id, d.title])).toEqual([[publishedDoc.id, publishedDoc.title]]);

    // Their draft's documents are still theirs to edit.
    const draftEdit = await api(`/api/documents/${draftDoc.id}`, {
      method: 'PUT',
      token: demoted,
      body: { title: `${draftDoc.title} (revu)`, description: null, category: 'guide' },
    });
    expect(draftEdit.status, JSON.stringify(draftEdit.json)).toBe(200);
  });

  it('leaves status changes to editors, who may still publish the demoted user’s draft', async () => {
    const response = await api(`/api/sessions/${draft.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: draft.title, status: 'review' },
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect((await dashboardSession(draft.id, editor)).status).toBe('review');
  });
});

describe('upload tickets keep their kind', () => {
  // An editor of its own: the demo editor's profile stays as other tests expect it.
  let uploader = '';
  beforeAll(async () => {
    const account = await signUp();
    await setRole(account.sub, 'editor');
    uploader = (await signIn(account.email)).accessToken;
  });

  it('an avatar ticket is no session cover: 400, the session and the upload unchanged', async () => {
    const session = await createSession(uploader, {
      title: `Sans couverture ${randomUUID()}`,
      status: 'draft',
    });
    const avatarKey = await uploadFile(uploader, 'avatar', 'moi.png', PNG, 'image/png');
    const asCover = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: uploader,
      body: { title: `${session.title} !`, status: 'draft', image_upload_key: avatarKey },
    });
    expect(asCover.status, JSON.stringify(asCover.json)).toBe(400);
    expect((asCover.json as { error: { message: string } }).error.message).toBe(
      UPLOAD_MESSAGES.uploadWrongKind,
    );
    expect(await dashboardSession(session.id, uploader)).toMatchObject({
      title: session.title,
      image_url: null,
      updated_at: session.updated_at,
    });
    const title = `Créée avec un avatar ${randomUUID()}`;
    const created = await api('/api/sessions', {
      method: 'POST',
      token: uploader,
      body: { title, status: 'draft', image_upload_key: avatarKey },
    });
    expect(created.status).toBe(400);
    const found = (
      await api(`/api/dashboard/sessions?search=${encodeURIComponent(title)}`, { token: uploader })
    ).json as { items: Session[] };
    expect(found.items).toEqual([]);
    // The upload is still the avatar it was issued for.
    const asAvatar = await api('/api/me', {
      method: 'PATCH',
      token: uploader,
      body: { full_name: 'Élise Éditrice', avatar_upload_key: avatarKey },
    });
    expect(asAvatar.status, JSON.stringify(asAvatar.json)).toBe(200);
    expect((asAvatar.json as Me).avatar_url).toMatch(/^\/media\/avatars\//);
  });

  it('a demoted editor cannot dress their own draft with an avatar ticket', async () => {
    const avatarKey = await uploadFile(demoted, 'avatar', 'moi.png', PNG, 'image/png');
    const before = await dashboardSession(draft.id);
    const response = await api(`/api/sessions/${draft.id}`, {
      method: 'PUT',
      token: demoted,
      body: { title: before.title, status: before.status, image_upload_key: avatarKey },
    });
    expect(response.status).toBe(400);
    expect(await dashboardSession(draft.id)).toEqual(before);
  });

  it('a session-image ticket is no avatar', async () => {
    const coverKey = await uploadFile(uploader, 'session-image', 'couverture.png', PNG, 'image/png');
    const before = (await api('/api/me', { token: uploader })).json as Me;
    const response = await api('/api/me', {
      method: 'PATCH',
      token: uploader,
      body: { full_name: 'Élise Éditrice', avatar_upload_key: coverKey },
    });
    expect(response.status).toBe(400);
    expect((response.json as { error: { message: string } }).error.message).toBe(
      UPLOAD_MESSAGES.uploadWrongKind,
    );
    expect(((await api('/api/me', { token: uploader })).json as Me).avatar_url).toBe(before.avatar_url);
  });
});
