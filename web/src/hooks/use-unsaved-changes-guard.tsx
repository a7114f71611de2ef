import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Warns before work in a form is lost: in-app links and Back (React Router's blocker) get a
 * dialog, closing the tab or reloading gets the browser's own warning. `dirty` says whether
 * anything would be lost; `allowLeave()` is called once the work is saved, right before
 * navigating away (read when the navigation happens, so it binds at once). Render `dialog`.
 */
export function useUnsavedChangesGuard(dirty: boolean): { allowLeave: () => void; dialog: ReactNode } {
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    saved.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Quitter sans enregistrer ?"
      confirmLabel="Quitter sans enregistrer"
      cancelLabel="Rester sur la page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Vos modifications n'ont pas été enregistrées. Elles seront perdues si vous quittez cette page.</p>
    </ConfirmDialog>
  );

  return { allowLeave, dialog };
}
