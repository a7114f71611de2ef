import { useId } from 'react';
import { ROLE_LABELS, ROLES, isRole, type Role } from '@common/roles';

/** The per-user role picker (SPEC §2 Administration): user, editor or admin. */
export function RoleSelect({
  email,
  role,
  busy,
  onChange,
}: {
  email: string;
  role: Role;
  busy: boolean;
  onChange: (role: Role) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Rôle de {email}
      </label>
      <select
        id={id}
        value={role}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => {
          if (isRole(event.target.value)) onChange(event.target.value);
        }}
        className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none disabled:bg-stone-100 sm:w-40 sm:text-sm"
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
