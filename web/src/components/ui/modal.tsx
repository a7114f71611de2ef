import { useId, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

const WIDTHS = {
  md: 'w-[min(32rem,calc(100%-2rem))]',
  lg: 'w-[min(48rem,calc(100%-2rem))]',
} as const;

/**
 * Modal dialog on the native <dialog> (see useModalDialog): focus trapped and restored,
 * Escape and backdrop click close it. `size="lg"` for content-rich dialogs.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  headerExtra,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Shown under the title (badges, meta). */
  headerExtra?: ReactNode;
}) {
  const { ref, onKeyDown } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the <dialog> box itself (not its content) is a click on the backdrop.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${WIDTHS[size]} overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/60`}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-bold text-stone-900">
                {title}
              </h2>
              {headerExtra}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fermer"
              className="-m-3 flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="text-stone-700">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
