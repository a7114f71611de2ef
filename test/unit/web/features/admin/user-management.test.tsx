import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUserList, AdminUserListItem, Me } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import type { Role } from '@common/roles';
import { UserManagement } from '@/features/admin/components/user-management';
import { renderWithApp, testUser } from '../../support/render';
import { freshMe } from '../../support/me';
import { server } from '../../support/server';

const SALMA: AdminUserListItem = {
  id: 'u2',
  email: 'salma@exemple.ma',
  role: 'user',
  created_at: '2026-11-01T10:00:00.000Z',
  last_sign_in_at: null,
};

/** The user list as the server holds it; `roles` changes it behind the page's back. */
function usersApi() {
  const roles: { current: Role } = { current: SALMA.role };
  const listed = { count: 0 };
  server.use(
    http.get('*/api/admin/users', () => {
      listed.count += 1;
      const list: AdminUserList = { users: [{ ...SALMA, role: roles.current }], total: 1, page: 1, pages: 1 };
      return HttpResponse.json(list);
    }),
  );
  return { roles, listed };
}

function meWith(role: Role): Me {
  return freshMe({ id: SALMA.id, email: SALMA.email, role, created_at: SALMA.created_at });
}

/** Both pickers of the row (a card on phones, a table row on wider screens). */
const pickers = () => screen.getAllByRole<HTMLSelectElement>('combobox', { name: `Rôle de ${SALMA.email}` });

/** The confirmation a pick opens. */
const confirmation = () => screen.getByRole('dialog', { name: 'Changer le rôle ?' });

describe('the administration’s role change', () => {
  it('sends the new role, and the list shows it with the confirmation', async () => {
    const sent: unknown[] = [];
    usersApi();
    server.use(
      http.put('*/api/admin/users/u2/role', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(meWith('editor'));
      }),
    );
    const { user } = renderWithApp(<UserManagement onForbidden={vi.fn()} />, { user: testUser('admin') });
    await waitFor(() => expect(pickers()).toHaveLength(2));
    await user.selectOptions(pickers()[0] as HTMLSelectElement, 'editor');
    await user.click(await screen.findByRole('button', { name: 'Passer en Éditeur' }));

    expect(await screen.findByText(`Rôle mis à jour avec succès pour ${SALMA.email}`)).toBeTruthy();
    expect(sent).toEqual([{ role: 'editor' }]);
    expect(pickers().map((select) => select.value)).toEqual(['editor', 'editor']);
  });

  it('asks first, naming the person and the new role; Annuler sends nothing and keeps the role', async () => {
    const sent: unknown[] = [];
    usersApi();
    server.use(
      http.put('*/api/admin/users/u2/role', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(meWith('admin'));
      }),
    );
    const { user } = renderWithApp(<UserManagement onForbidden={vi.fn()} />, { user: testUser('admin') });
    await waitFor(() => expect(pickers()).toHaveLength(2));
    await user.selectOptions(pickers()[0] as HTMLSelectElement, 'admin');

    const summary = (await screen.findByTestId('role-change-summary')).textContent ?? '';
    expect(summary).toContain(`${SALMA.email} passera du rôle Utilisateur au rôle Admin.`);
    expect(summary).toContain('Admin : gestion complète, administration, création de contenu.');
    // Nothing sent yet, and the picker still shows the role held.
    expect(sent).toEqual([]);
    expect(pickers().map((select) => select.value)).toEqual(['user', 'user']);
    // The first button holds the focus: Enter alone changes nothing.
    expect(document.activeElement?.textContent).toBe('Annuler');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changer le rôle ?' })).toBeNull());
    expect(sent).toEqual([]);
    expect(pickers().map((select) => select.value)).toEqual(['user', 'user']);

    // Asked again, confirmed: sent once.
    await user.selectOptions(pickers()[1] as HTMLSelectElement, 'admin');
    await user.click(within(confirmation()).getByRole('button', { name: 'Passer en Admin' }));
    expect(await screen.findByText(`Rôle mis à jour avec succès pour ${SALMA.email}`)).toBeTruthy();
    expect(sent).toEqual([{ role: 'admin' }]);
  });

  it('warns an admin who is about to give up their own administration', async () => {
    const { roles } = usersApi();
    roles.current = 'admin';
    const { user } = renderWithApp(<UserManagement onForbidden={vi.fn()} />, {
      user: testUser('admin', { id: SALMA.id, email: SALMA.email }),
    });
    await waitFor(() => expect(pickers()).toHaveLength(2));
    await user.selectOptions(pickers()[0] as HTMLSelectElement, 'editor');
    expect(within(confirmation()).getByText(/vous perdrez l’accès|vous perdrez l'accès/)).toBeTruthy();
  });

  it('says the role changed meanwhile on a 409, and shows the role the server now holds', async () => {
    const { roles, listed } = usersApi();
    server.use(
      http.put('*/api/admin/users/u2/role', () => {
        // Another admin got there first.
        roles.current = 'admin';
        return HttpResponse.json(
          { error: { code: 'conflict', message: MESSAGES.roleChangedConcurrently } },
          { status: 409 },
        );
      }),
    );
    const { user } = renderWithApp(<UserManagement onForbidden={vi.fn()} />, { user: testUser('admin') });
    await waitFor(() => expect(pickers()).toHaveLength(2));
    await user.selectOptions(pickers()[1] as HTMLSelectElement, 'editor');
    await user.click(await screen.findByRole('button', { name: 'Passer en Éditeur' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Le rôle de cet utilisateur vient de changer. Veuillez réessayer.',
    );
    await waitFor(() => expect(pickers().map((select) => select.value)).toEqual(['admin', 'admin']));
    expect(listed.count).toBe(2);
    expect(screen.queryByText(/Rôle mis à jour avec succès/)).toBeNull();
  });
});
