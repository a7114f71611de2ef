import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminUserListItem } from '@common/api-types';
import { LIMITS } from '@common/limits';
import type { Role } from '@common/roles';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import { adminUsersQueryOptions, useAssignRole } from '@/features/admin/api/admin-api';
import { ADMIN_MESSAGES } from '@common/messages';
import { isForbidden, serverTextOr } from '@/features/admin/utils/admin-messages';
import { Pagination } from './pagination';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';
import { RoleSelect } from './role-select';

const SKELETON_ROWS = 6;

function lastSignIn(user: AdminUserListItem): string {
  return user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Jamais';
}

/**
 * SPEC §2 Administration: the user list (50 a page, newest first), e-mail search debounced
 * 500 ms (blank goes back to page 1 of the full list), and a role picker per user, whose choice is
 * confirmed first (RoleChangeDialog).
 */
export function UserManagement({ onForbidden }: { onForbidden: (error: unknown) => void }) {
  const { user: me, refreshProfile } = useAuth();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), LIMITS.userSearchDebounceMs);
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [pageFor, setPageFor] = useState({ search: '', page: 1 });
  const page = pageFor.search === search ? pageFor.page : 1;
  const users = useQuery(adminUsersQueryOptions({ page, search }));
  const assign = useAssignRole();
  const savingId = assign.isPending ? assign.variables.user.id : null;
  const [roleError, setRoleError] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ email: string } | null>(null);
  // A role picked in a select waits for the admin's confirmation.
  const [proposed, setProposed] = useState<RoleChange | null>(null);
  const forbidden = isForbidden(users.error);
  const loadFailed = users.data === undefined && users.isError && !users.isFetching && !forbidden;

  useEffect(() => {
    if (forbidden) onForbidden(users.error);
  }, [forbidden, onForbidden, users.error]);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), LIMITS.roleSuccessMessageMs);
    return () => window.clearTimeout(timer);
  }, [success]);

  function proposeRole(target: AdminUserListItem, role: Role) {
    if (role === target.role || savingId) return;
    setProposed({ user: target, role });
  }

  function changeRole({ user: target, role }: RoleChange) {
    setProposed(null);
    if (role === target.role || savingId) return;
    setRoleError(null);
    setSuccess(null);
    assign.mutate(
      { user: target, role },
      {
        onSuccess: () => {
          setSuccess({ email: target.email });
          if (me && target.id === me.id) void refreshProfile();
        },
        onError: (error) => {
          console.error('[admin] could not change a role', error);
          if (isForbidden(error)) onForbidden(error);
          else setRoleError(serverTextOr(error, ADMIN_MESSAGES.roleFailed));
        },
      },
    );
  }

  const list = users.data ?? null;
  const rows = list?.users ?? [];
  const from = list && list.total > 0 ? (list.page - 1) * LIMITS.usersPageSize + 1 : 0;
  const to = list ? from + rows.length - (rows.length > 0 ? 1 : 0) : 0;

  return (
    <section aria-labelledby="user-management-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="user-management-title" className="text-xl font-semibold text-stone-900">
            Gestion des utilisateurs
          </h2>
          <p className="text-sm text-stone-600">Attribuez le rôle Utilisateur, Éditeur ou Admin.</p>
        </div>
        <SearchField
          value={query}
          onChange={setQuery}
          label="Rechercher un utilisateur par e-mail"
          placeholder="Rechercher par e-mail…"
          className="sm:w-80"
        />
      </div>

      {success ? <SuccessBanner>{ADMIN_MESSAGES.roleUpdated(success.email)}</SuccessBanner> : null}
      {roleError ? <ErrorBanner>{roleError}</ErrorBanner> : null}
      {loadFailed ? (
        <ErrorBanner onRetry={() => void users.refetch()}>
          {search ? ADMIN_MESSAGES.searchFailed : serverTextOr(users.error, ADMIN_MESSAGES.listFailed)}
        </ErrorBanner>
      ) : null}

      <div aria-live="polite" className="min-h-5 text-sm text-stone-700">
        {list ? (
          list.total === 0 ? (
            search ? (
              `Aucun utilisateur ne correspond à « ${search} »`
            ) : (
              'Aucun utilisateur'
            )
          ) : (
            <span data-testid="users-count">
              Affichage de {formatNumber(from)} à {formatNumber(to)} sur {formatNumber(list.total)}{' '}
              {list.total > 1 ? 'utilisateurs' : 'utilisateur'} · Page {list.page} sur {list.pages}
            </span>
          )
        ) : null}
      </div>

      {!list && !loadFailed && !forbidden ? (
        <div aria-hidden="true" className="space-y-2">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div
              key={index}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center"
            >
              <Skeleton className="h-4 w-56" />
              <Skeleton className="h-9 w-40" />
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-4 w-36" />
            </div>
          ))}
        </div>
      ) : null}

      {rows.length > 0 ? (
        <>
          {/* Phones: one card per user. */}
          <ul className="space-y-3 md:hidden" aria-label="Utilisateurs">
            {rows.map((user) => (
              <li
                key={user.id}
                data-testid="user-row"
                className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <p className="font-semibold break-all text-stone-900">{user.email}</p>
                <RoleSelect
                  email={user.email}
                  role={user.role}
                  busy={savingId === user.id}
                  onChange={(role) => proposeRole(user, role)}
                />
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-stone-600">Créé le</dt>
                  <dd className="text-stone-900">{formatDateTime(user.created_at)}</dd>
                  <dt className="text-stone-600">Dernière connexion</dt>
                  <dd className="text-stone-900">{lastSignIn(user)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Utilisateurs de la plateforme</caption>
              <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    E-mail
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Rôle
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Créé le
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Dernière connexion
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((user) => (
                  <tr key={user.id} data-testid="user-row">
                    <th scope="row" className="px-4 py-3 font-medium break-all text-stone-900">
                      {user.email}
                    </th>
                    <td className="px-4 py-2">
                      <RoleSelect
                        email={user.email}
                        role={user.role}
                        busy={savingId === user.id}
                        onChange={(role) => proposeRole(user, role)}
                      />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                      {formatDateTime(user.created_at)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">{lastSignIn(user)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      <RoleChangeDialog
        change={proposed}
        isSelf={proposed !== null && proposed.user.id === me?.id}
        onConfirm={changeRole}
        onCancel={() => setProposed(null)}
      />

      {list ? (
        <Pagination
          page={list.page}
          pages={list.pages}
          label="Pages des utilisateurs"
          onChange={(target) => setPageFor({ search, page: target })}
        />
      ) : null}
    </section>
  );
}
