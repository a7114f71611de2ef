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
        className="relative rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <BellIcon className="size-6" />
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-stone-200 px-1 text-[11px] leading-5 font-semibold text-stone-700"
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
          className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-4 shadow-xl"
        >
          <p className="font-semibold text-stone-900">Notifications</p>
          <p className="mt-1 text-sm text-stone-600">Aucune notification non lue.</p>
        </div>
      ) : null}
    </div>
  );
}
