import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Me, Session } from '@common/api-types';
import { api, cloud, signIn, signUp, uploadFile } from './helpers';

/** A tiny valid PNG (1×1). */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const served = async (url: string) => (await fetch(`${cloud().url}${url}`)).status;

let editor = '';
beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
});

describe('session covers', () => {
  it('are uploaded, checked, served under /media, replaced and removed with their files', async () => {
    const first = await uploadFile(editor, 'session-image', 'couverture.png', PNG, 'image/png');
    const created = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: `Couverture ${randomUUID()}`, status: 'published', image_upload_key: first },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const session = created.json as Session;
    expect(session.image_url).toMatch(/^\/media\/images\/.+\.png$/);
    expect(await served(session.image_url ?? '')).toBe(200);

    const second = await uploadFile(editor, 'session-image', 'nouvelle.png', PNG, 'image/png');
    const replaced = (
      await api(`/api/sessions/${session.id}`, {
        method: 'PUT',
        token: editor,
        body: { title: session.title, status: 'published', image_upload_key: second },
      })
    ).json as Session;
    expect(replaced.image_url).not.toBe(session.image_url);
    expect(await served(session.image_url ?? '')).toBe(404);
    expect(await served(replaced.image_url ?? '')).toBe(200);

    const kept = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: `${session.title} !`, status: 'published', image_url: replaced.image_url },
    });
    expect((kept.json as Session).image_url).toBe(replaced.image_url);

    const removed = await api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: session.title, status: 'published', image_url: null },
    });
    expect((removed.json as Session).image_url).toBeNull();
    expect(await served(replaced.image_url ?? '')).toBe(404);
  });

  it('cannot point at a file the caller did not upload', async () => {
    const response = await api('/api/sessions', {
      method: 'POST',
      token: editor,
      body: { title: 'Détournement', status: 'draft', image_url: '/media/avatars/avatar-quelquun-1.png' },
    });
    expect(response.status).toBe(400);
  });
});

describe('avatars', () => {
  it('are uploaded by any user, served, then removed with their file', async () => {
    const account = await signUp();
    const token = (await signIn(account.email)).accessToken;
    const key = await uploadFile(token, 'avatar', 'moi.png', PNG, 'image/png');
    const updated = await api('/api/me', {
      method: 'PATCH',
      token,
      body: { full_name: 'Aïcha Diallo', avatar_upload_key: key },
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    const avatar = (updated.json as { avatar_url: string }).avatar_url;
    expect(avatar).toMatch(new RegExp(`^/media/avatars/avatar-${account.sub}-`));
    expect(await served(avatar)).toBe(200);
    const removed = await api('/api/me', {
      method: 'PATCH',
      token,
      body: { full_name: 'Aïcha Diallo', avatar_url: null },
    });
    expect((removed.json as { avatar_url: string | null }).avatar_url).toBeNull();
    expect(await served(avatar)).toBe(404);
  });

  it('are saved on their own, before any name is typed; the name stays required for the profile fields', async () => {
    const account = await signUp();
    const token = (await signIn(account.email)).accessToken;
    const key = await uploadFile(token, 'avatar', 'moi.png', PNG, 'image/png');
    const withPhoto = await api('/api/me', { method: 'PATCH', token, body: { avatar_upload_key: key } });
    expect(withPhoto.status, JSON.stringify(withPhoto.json)).toBe(200);
    const saved = withPhoto.json as Me;
    expect(saved.avatar_url).toMatch(new RegExp(`^/media/avatars/avatar-${account.sub}-`));
    expect(saved.full_name).toBeNull();
    expect((await api('/api/me', { token })).json).toEqual(saved);

    // The photo with profile fields but no name: refused as a whole, the photo kept as it was.
    const other = await uploadFile(token, 'avatar', 'autre.png', PNG, 'image/png');
    const refused = await api('/api/me', {
      method: 'PATCH',
      token,
      body: { avatar_upload_key: other, organization: 'Incubateur Atlas' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      error: { fields: { full_name: 'Veuillez entrer votre nom complet' } },
    });
    expect(((await api('/api/me', { token })).json as Me).avatar_url).toBe(saved.avatar_url);

    const removed = await api('/api/me', { method: 'PATCH', token, body: { avatar_url: null } });
    expect(removed.status).toBe(200);
    expect(await served(saved.avatar_url ?? '')).toBe(404);
  });
});
