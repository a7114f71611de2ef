import type { ReactNode } from 'react';
import type { Session } from '@common/api-types';
import { CalendarIcon, ClockIcon } from '@/components/ui/icons';

/** 'Créée le' and 'Mise à jour le' with their icons (the public session page and the dashboard's). */
export function SessionDates({
  session,
  format,
  itemClassName = 'inline-flex items-center gap-1.5',
  children,
}: {
  session: Pick<Session, 'created_at' | 'updated_at'>;
  format: (iso: string) => string;
  itemClassName?: string;
  /** More facts after the dates (the dashboard adds the views). */
  children?: ReactNode;
}) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
      <div className={itemClassName}>
        <CalendarIcon className="size-4 text-stone-500" />
        <dt>Créée le</dt>
        <dd>
          <time dateTime={session.created_at}>{format(session.created_at)}</time>
        </dd>
      </div>
      <div className={itemClassName}>
        <ClockIcon className="size-4 text-stone-500" />
        <dt>Mise à jour le</dt>
        <dd>
          <time dateTime={session.updated_at}>{format(session.updated_at)}</time>
        </dd>
      </div>
      {children}
    </dl>
  );
}
