import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDismiss } from '../../hooks/use-dismiss';
import { BellIcon } from '../ui/icons';

/** SPEC §2: a bell with an unread badge that is always 0 (notifications are not built yet). */
export function NotificationsButton() {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unread = 0;
  useDismiss(open, [buttonRef, panelRef], () => setOpenAt(null), buttonRef);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Notifications : ${unread} non lue${unread > 1 ? 's' : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenAt(open ? null : pathname)}
        className="relative flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <BellIcon className="size-6" />
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute top-0 right-0 flex min-w-5 items-center justify-center rounded-full bg-stone-200 px-1 text-[11px] leading-5 font-semibold text-stone-700"
        >
          {unread}
        </span>
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label="Notifications"
          // Phones: across the screen under the bar (the bell sits left of the user menu, so a panel
          // hung from its right edge ran off the left of a 360 px screen); wider: hung from the bell.
          className="fixed inset-x-4 top-16 z-50 rounded-xl border border-stone-200 bg-white p-4 shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-72"
        >
          <p className="font-semibold text-stone-900">Notifications</p>
          <p className="mt-1 text-sm text-stone-600">Aucune notification non lue.</p>
        </div>
      ) : null}
    </div>
  );
}
