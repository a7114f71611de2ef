import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

/**
 * A dark full-viewport dialog (image viewer, document preview). Escape closes it before any
 * dialog below it; the toolbar holds the caller's actions and the close button.
 */
export function FullscreenDialog({
  open,
  onClose,
  label,
  toolbar,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog, also shown in the toolbar. */
  label: string;
  toolbar: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { ref, onKeyDown } = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950/95 p-0 text-white backdrop:bg-stone-950/80"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
            <h2 id={titleId} className="min-w-0 truncate text-sm font-semibold sm:text-base">
              {label}
            </h2>
            <div className="flex shrink-0 items-center gap-2">{toolbar}</div>
          </div>
          <div className="min-h-0 flex-1">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
