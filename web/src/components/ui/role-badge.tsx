import { ROLE_LABELS, type Role } from '@common/roles';

const TONES: Record<Role, string> = {
  admin: 'bg-amber-100 text-amber-900 ring-amber-300',
  editor: 'bg-brand-50 text-brand-800 ring-brand-200',
  user: 'bg-stone-100 text-stone-700 ring-stone-300',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[role]}`}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}
