import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ContactMessage, Me, Page, PlatformStats } from '@common/api-types';
import { keys } from '../../lambdas/lib/keys';
import { api, documentClient, signIn, signUp } from './helpers';

async function newUser() {
  const { email, sub } = await signUp();
  const { accessToken } = await signIn(email);
  return { email, sub, token: accessToken };
}

describe('the own profile', () => {
  it('starts empty with the default notification preferences', async () => {
    const { token, email } = await newUser();
    const me = await api('/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      email,
      role: 'user',
      full_name: null,
      bio: null,
      avatar_url: null,
      profile_completed: false,
      profile_completed_at: null,
      profile_prompt_dismissed_at: null,
      notification_preferences: {
        new_documents: true,
        session_status_changes: true,
        document_downloads: false,
        marketing_emails: false,
      },
    });
  });

  it('is updated and reloaded, absent fields left as they are', async () => {
    const { token, sub } = await newUser();
    const first = await api('/api/me', {
      method: 'PATCH',
      token,
      body: {
        full_name: '  Amina El Idrissi ',
        bio: 'Responsable incubation https://exemple.ma',
        organization: 'Incubateur Atlas',
        position: 'Directrice',
        location: 'Casablanca',
        avatar_url: `/media/avatars/avatar-${sub}-0123456789abcdef.png`,
        profile_completed: true,
      },
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ full_name: 'Amina El Idrissi', profile_completed: true });
    const completedAt = (first.json as Me).profile_completed_at;
    expect(completedAt).toEqual(expect.any(String));

    const second = await api('/api/me', {
      method: 'PATCH',
      token,
      body: { full_name: 'Amina E.', location: '', avatar_url: null },
    });
    expect(second.status).toBe(200);
    const reloaded = (await api('/api/me', { token })).json as Me;
    expect(reloaded).toMatchObject({
      full_name: 'Amina E.',
      bio: 'Responsable incubation https://exemple.ma',
      organization: 'Incubateur Atlas',
      position: 'Directrice',
      location: null,
      avatar_url: null,
      profile_completed: true,
      profile_completed_at: completedAt,
    });
    expect(reloaded.updated_at).toEqual(expect.any(String));
    expect(second.json).toEqual(reloaded);
  });

  it('requires the full name with the spec message, and writes nothing', async () => {
    const { token, sub } = await newUser();
    const before = await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.user(sub) }),
    );
    for (const body of [{ bio: 'x' }, { full_name: '   ' }]) {
      const response = await api('/api/me', { method: 'PATCH', token, body });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        error: {
          code: 'validation_failed',
          message: 'Veuillez entrer votre nom complet',
          fields: { full_name: 'Veuillez entrer votre nom complet' },
        },
      });
    }
    const after = await documentClient().send(new GetCommand({ TableName: 'tremplin', Key: keys.user(sub) }));
    expect(after.Item).toEqual(before.Item);
  });

  it('saves, reads back and clears the country and gender; a bad one is refused in French, nothing written', async () => {
    const { token, sub } = await newUser();
    expect((await api('/api/me', { token })).json).toMatchObject({ country: null, gender: null });
    const saved = await api('/api/me', {
      method: 'PATCH',
      token,
      body: { full_name: 'Awa Diop', country: 'ma', gender: 'female' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ country: 'MA', gender: 'female' });
    // Saving the other fields leaves them as they are.
    await api('/api/me', { method: 'PATCH', token, body: { full_name: 'Awa Diop', bio: 'Fondatrice' } });
    expect((await api('/api/me', { token })).json).toMatchObject({ country: 'MA', gender: 'female' });

    const before = await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.user(sub), ConsistentRead: true }),
    );
    for (const [body, field, message] of [
      [
        { full_name: 'Awa Diop', country: 'XX', gender: 'male' },
        'country',
        'Pays invalide : choisissez un pays de la liste (code ISO à deux lettres, par exemple MA)',
      ],
      [
        { full_name: 'Awa Diop', country: 'SN', gender: 'femme' },
        'gender',
        'Genre invalide (female, male ou other)',
      ],
    ] as const) {
      const refused = await api('/api/me', { method: 'PATCH', token, body });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        error: { code: 'validation_failed', fields: { [field]: message } },
      });
    }
    const after = await documentClient().send(
      new GetCommand({ TableName: 'tremplin', Key: keys.user(sub), ConsistentRead: true }),
    );
    expect(after.Item).toEqual(before.Item);

    const cleared = await api('/api/me', {
      method: 'PATCH',
      token,
      body: { full_name: 'Awa Diop', country: '', gender: null },
    });
    expect(cleared.status).toBe(200);
    expect((await api('/api/me', { token })).json).toMatchObject({
      full_name: 'Awa Diop',
      bio: 'Fondatrice',
      country: null,
      gender: null,
    });
  });

  it('remembers the answered profile prompt, on every device, without touching the profile', async () => {
    const { token, email } = await newUser();
    expect(((await api('/api/me', { token })).json as Me).profile_prompt_dismissed_at).toBeNull();
    const answered = await api('/api/me', {
      method: 'PATCH',
      token,
      body: { profile_prompt_dismissed: true },
    });
    expect(answered.status, JSON.stringify(answered.json)).toBe(200);
    const at = (answered.json as Me).profile_prompt_dismissed_at;
    expect(at).toEqual(expect.any(String));
    // Another sign-in (another device) reads the same answer; the profile itself is unchanged.
    const elsewhere = (await signIn(email)).accessToken;
    expect((await api('/api/me', { token: elsewhere })).json).toMatchObject({
      profile_prompt_dismissed_at: at,
      full_name: null,
      updated_at: null,
      profile_completed: false,
    });
    const again = await api('/api/me', { method: 'PATCH', token, body: { profile_prompt_dismissed: true } });
    expect((again.json as Me).profile_prompt_dismissed_at).toBe(at);
    const undo = await api('/api/me', { method: 'PATCH', token, body: { profile_prompt_dismissed: false } });
    expect(undo.status).toBe(400);
  });

  it("refuses another user's avatar or a foreign URL", async () => {
    const { token } = await newUser();
    const other = await signUp();
    for (const avatar_url of [
      `/media/avatars/avatar-${other.sub}-0123456789abcdef.png`,
      'https://evil.example/a.png',
    ]) {
      const response = await api('/api/me', { method: 'PATCH', token, body: { full_name: 'A', avatar_url } });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        error: { fields: { avatar_url: expect.any(String) as unknown } },
      });
    }
  });

  it('needs a signed-in caller', async () => {
    expect((await api('/api/me', { method: 'PATCH', body: { full_name: 'A' } })).status).toBe(401);
    expect((await api('/api/me/notification-preferences')).status).toBe(401);
  });
});

describe('notification preferences', () => {
  it('are stored and reloaded', async () => {
    const { token } = await newUser();
    const initial = await api('/api/me/notification-preferences', { token });
    expect(initial.json).toEqual({
      new_documents: true,
      session_status_changes: true,
      document_downloads: false,
      marketing_emails: false,
      // Issue 29: how often notifications are e-mailed, once a day unless chosen.
      email_frequency: 'daily',
    });
    const chosen = {
      new_documents: false,
      session_status_changes: true,
      document_downloads: true,
      marketing_emails: true,
    };
    const saved = await api('/api/me/notification-preferences', { method: 'PUT', token, body: chosen });
    expect(saved.status).toBe(200);
    expect((await api('/api/me/notification-preferences', { token })).json).toEqual({
      ...chosen,
      email_frequency: 'daily',
    });
    expect(((await api('/api/me', { token })).json as Me).notification_preferences).toEqual(chosen);
  });

  it('refuse a partial or mistyped set', async () => {
    const { token } = await newUser();
    const response = await api('/api/me/notification-preferences', {
      method: 'PUT',
      token,
      body: { new_documents: 'oui' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: { code: 'validation_failed', fields: expect.any(Object) as unknown },
    });
  });
});

describe('the contact form', () => {
  const form = { name: 'Youssef', email: 'youssef@exemple.ma', subject: 'Question', message: 'Bonjour !' };

  it('takes messages from visitors and signed-in users; admins read them newest first', async () => {
    const visitor = await api('/api/contact', { method: 'POST', body: form });
    expect(visitor.status).toBe(201);
    const { token, sub } = await newUser();
    const member = await api('/api/contact', { method: 'POST', token, body: { ...form, subject: 'Membre' } });
    expect(member.status).toBe(201);

    const admin = (await signIn('admin@tremplin.test')).accessToken;
    const list = await api('/api/admin/contact-messages?limit=2', { token: admin });
    expect(list.status).toBe(200);
    const page = list.json as Page<ContactMessage>;
    expect(page.items.map((m) => m.id)).toEqual([
      (member.json as { id: string }).id,
      (visitor.json as { id: string }).id,
    ]);
    expect(page.items[0]).toMatchObject({ subject: 'Membre', user_id: sub });
    expect(page.items[1]).toMatchObject({ ...form, user_id: null });

    const one = await api(`/api/admin/contact-messages/${(visitor.json as { id: string }).id}`, {
      token: admin,
    });
    expect(one.json).toMatchObject(form);
    expect((await api('/api/admin/contact-messages/inconnu', { token: admin })).status).toBe(404);
  });

  it('pages the inbox with a cursor', async () => {
    for (let i = 0; i < 3; i++)
      await api('/api/contact', { method: 'POST', body: { ...form, subject: `P${i}` } });
    const admin = (await signIn('admin@tremplin.test')).accessToken;
    const first = (await api('/api/admin/contact-messages?limit=2', { token: admin }))
      .json as Page<ContactMessage>;
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (
      await api(`/api/admin/contact-messages?limit=2&cursor=${encodeURIComponent(first.next_cursor ?? '')}`, {
        token: admin,
      })
    ).json as Page<ContactMessage>;
    expect(first.items.map((m) => m.subject)).toEqual(['P2', 'P1']);
    expect(second.items[0]?.subject).toBe('P0');
  });

  it('refuses an incomplete form with French messages', async () => {
    const response = await api('/api/contact', {
      method: 'POST',
      body: { ...form, email: 'non', message: ' ' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: {
        fields: {
          email: 'Veuillez entrer une adresse e-mail valide',
          message: 'Veuillez entrer votre message',
        },
      },
    });
  });
});

describe('platform stats', () => {
  it('are public and count every confirmed user', async () => {
    const before = (await api('/api/stats')).json as PlatformStats;
    expect(before).toEqual({
      usersCount: expect.any(Number) as unknown,
      downloadsCount: expect.any(Number) as unknown,
      cohortsCount: expect.any(Number) as unknown,
      participantsCount: expect.any(Number) as unknown,
      certificatesCount: expect.any(Number) as unknown,
    });
    expect(before.usersCount).toBeGreaterThanOrEqual(3);
    await signUp();
    const after = (await api('/api/stats')).json as PlatformStats;
    expect(after.usersCount).toBe(before.usersCount + 1);
  });
});
