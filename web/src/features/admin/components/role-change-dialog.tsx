import type { AdminUserListItem } from '@common/api-types';
import { ROLE_CAPABILITIES, ROLE_LABELS, type Role } from '@common/roles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface RoleChange {
  user: AdminUserListItem;
  role: Role;
}

/**
 * Asks before a role changes (a pick in the select changed it at once, admin included): names the
 * person, their role now, the new one and what it allows. Annuler, Escape or the backdrop keep the
 * role as it is (the first button holds the focus: Enter alone changes nothing).
 */
export function RoleChangeDialog({
  change,
  isSelf,
  onConfirm,
  onCancel,
}: {
  change: RoleChange | null;
  /** The admin is changing their own role. */
  isSelf: boolean;
  onConfirm: (change: RoleChange) => void;
  onCancel: () => void;
}) {
  const label = change ? ROLE_LABELS[change.role] : '';
  return (
    <ConfirmDialog
      open={change !== null}
      title="Changer le rôle ?"
      confirmLabel={`Passer en ${label}`}
      cancelLabel="Annuler"
      onConfirm={() => {
        if (change) onConfirm(change);
      }}
      onCancel={onCancel}
      tone="primary"
    >
      {change ? (
        <div className="space-y-3 text-sm" data-testid="role-change-summary">
          <p>
            <strong className="break-all text-stone-900">{change.user.email}</strong> passera du rôle{' '}
            <strong className="text-stone-900">{ROLE_LABELS[change.user.role]}</strong> au rôle{' '}
            <strong className="text-stone-900">{label}</strong>.
          </p>
          <p>
            {label} : {ROLE_CAPABILITIES[change.role].join(', ').toLowerCase()}.
          </p>
          {isSelf && change.role !== 'admin' ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              C&apos;est votre propre compte : vous perdrez l&apos;accès à l&apos;administration.
            </p>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
