import { LIMITS } from '@common/limits';
import { useEffect } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { AuthUser } from '@/lib/auth/auth-context';
import { DashboardSidebar } from './dashboard-sidebar';

const WIDE_QUERY = `(min-width: ${LIMITS.sidebarCollapseWidthPx}px)`;

/**
 * Under 768 px the side navigation is a drawer: a native modal <dialog> (focus trapped, Escape
 * closes, focus back on the menu button), closed again when a page is chosen or the window widens.
 */
export function SidebarDrawer({
  user,
  open,
  onClose,
}: {
  user: AuthUser;
  open: boolean;
  onClose: () => void;
}) {
  const { ref, onKeyDown } = useModalDialog(open, onClose);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <dialog
      ref={ref}
      id="dashboard-drawer"
      aria-label="Menu du tableau de bord"
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(20rem,calc(100%-3rem))] overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-stone-950/60"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-4">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onClose}
              aria-label="Fermer le menu"
              data-autofocus
              className="flex size-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <DashboardSidebar user={user} />
        </div>
      ) : null}
    </dialog>
  );
}
