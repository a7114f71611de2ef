import { describe, expect, it } from 'vitest';
import { api, signIn } from './helpers';

describe('first-admin bootstrap on the shared platform (the demo admin exists)', () => {
  it('answers 409 to everyone, admin included, and changes no role', async () => {
    for (const [email, role] of [
      ['user@tremplin.test', 'user'],
      ['editor@tremplin.test', 'editor'],
      ['admin@tremplin.test', 'admin'],
    ] as const) {
      const { accessToken } = await signIn(email);
      const response = await api('/api/bootstrap-admin', { method: 'POST', token: accessToken });
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({
        error: {
          code: 'conflict',
          message: 'Un administrateur existe déjà : seul le premier administrateur peut être créé ici.',
        },
      });
      expect((await api('/api/me', { token: accessToken })).json).toMatchObject({ role });
    }
  });
});
