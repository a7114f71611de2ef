import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';

/** The "back to …" link above a management screen. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
