import type { ReactNode } from 'react';

/** The "nothing here" block of a list (SPEC §8 empty states). */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {icon ? <div className="text-stone-400">{icon}</div> : null}
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      {children ? <div className="max-w-md text-sm text-stone-600">{children}</div> : null}
      {action}
    </div>
  );
}
