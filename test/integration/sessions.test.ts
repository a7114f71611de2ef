import { describe, expect, it } from 'vitest';
import type { Page, Session } from '@common/api-types';
import { api, signIn, signUp, setRoleInTable } from './helpers';

async function allPublished(sort: 'oldest' | 'newest' = 'oldest'): Promise<Session[]> {
  const sessions: Session[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/api/sessions?sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api(query);
    expect(page.status).toBe(200);
    const body = page.json as Page<Session>;
    sessions.push(...body.items);
    cursor = body.next_cursor;
  } while (cursor);
  return sessions;
}

describe('the public catalogue', () => {
  it('lists the demo programme to a visitor, published sessions only, across pages', async () => {
    const sessions = await allPublished();
    const titles = sessions.map((s) => s.title);
    expect(titles).toContain('Identification du problème');
    expect(titles).toContain('Produit minimum viable (MVP)');
    expect(titles).not.toContain('Tests utilisateurs');
    expect(titles).not.toContain('Marketing digital');
    expect(sessions.every((s) => s.status === 'published')).toBe(true);
  });

  it('sorts oldest first by default and newest first on request', async () => {
    const oldest = await allPublished('oldest');
    const newest = await allPublished('newest');
    const created = oldest.map((s) => s.created_at);
    expect(created).toEqual([...created].sort());
    expect(newest.map((s) => s.id)).toEqual(oldest.map((s) => s.id).reverse());
  });

  it('answers a forged cursor or a bad sort with 400 and a message', async () => {
    for (const query of [
      'cursor=abc',
      `cursor=${Buffer.from('{"PK":1}').toString('base64url')}`,
      'sort=random',
      'limit=0',
    ]) {
      const response = await api(`/api/sessions?${query}`);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});

describe('creating a session', () => {
  it('lets the demo editor publish a session that a visitor then finds', async () => {
    const { accessToken } = await signIn('editor@tremplin.test');
    const created = await api('/api/sessions', {
      method: 'POST',
      token: accessToken,
      body: {
        title: '  Stratégie de mise sur le marché  ',
        description: 'Go-to-market pour les startups africaines',
        status: 'published',
        tags: ['#GoToMarket #Ventes', 'Ventes', ' Stratégie '],
      },
    });
    expect(created.status).toBe(201);
    const session = created.json as Session;
    expect(session).toMatchObject({
      title: 'Stratégie de mise sur le marché',
      tags: ['GoToMarket', 'Ventes', 'Stratégie'],
    });
    const visible = await allPublished('newest');
    expect(visible.map((s) => s.id)).toContain(session.id);
  });

  it('keeps drafts out of the public catalogue', async () => {
    const { accessToken } = await signIn('editor@tremplin.test');
    const created = await api('/api/sessions', {
      method: 'POST',
      token: accessToken,
      body: { title: 'Brouillon secret', status: 'draft' },
    });
    expect(created.status).toBe(201);
    const visible = await allPublished();
    expect(visible.map((s) => s.id)).not.toContain((created.json as Session).id);
  });

  it('refuses visitors (401) and plain users (403)', async () => {
    const body = { title: 'Intrusion', status: 'published' };
    expect((await api('/api/sessions', { method: 'POST', body })).status).toBe(401);
    const { accessToken } = await signIn('user@tremplin.test');
    const refused = await api('/api/sessions', { method: 'POST', token: accessToken, body });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      error: { code: 'forbidden', message: 'Accès limité aux éditeurs' },
    });
  });

  it('answers bad input with 400 and field messages', async () => {
    const { accessToken } = await signIn('editor@tremplin.test');
    const cases: { rawBody?: string; body?: unknown; field: string }[] = [
      { body: { title: '   ', status: 'draft' }, field: 'title' },
      { body: { title: 'Ok', status: 'archived' }, field: 'status' },
      { body: { title: 'Ok', status: 'draft', owner: 'me' }, field: '_' },
      { body: { title: 'Ok', status: 'draft', tags: 'pas une liste' }, field: 'tags' },
      { rawBody: '{"title": ', field: '' },
    ];
    for (const c of cases) {
      const response = await api('/api/sessions', { method: 'POST', token: accessToken, ...c });
      expect(response.status, JSON.stringify(c)).toBe(400);
      const error = (response.json as { error: { message: string; fields?: Record<string, string> } }).error;
      expect(error.message.length).toBeGreaterThan(0);
      if (c.field === 'title') expect(error.fields?.title).toBe('Le titre est obligatoire');
    }
  });

  it('takes the role from the table on every request, not from the token', async () => {
    const { email, sub } = await signUp();
    const { accessToken } = await signIn(email);
    const body = { title: 'Session du nouvel éditeur', status: 'draft' };
    expect((await api('/api/sessions', { method: 'POST', token: accessToken, body })).status).toBe(403);
    await setRoleInTable(sub, 'editor');
    expect((await api('/api/sessions', { method: 'POST', token: accessToken, body })).status).toBe(201);
    await setRoleInTable(sub, 'user');
    expect((await api('/api/sessions', { method: 'POST', token: accessToken, body })).status).toBe(403);
  });
});
