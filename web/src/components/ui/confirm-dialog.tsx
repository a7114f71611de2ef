import type { ReactNode } from 'react';
import { buttonClasses } from './button-styles';
import { Modal } from './modal';
import { Spinner } from './spinner';
import { ErrorBanner } from './status-banner';

/**
 * Asks before an action (a removal, a deletion, leaving unsaved work…) in a Modal: focus trapped
 * and restored, the cancel button holds the focus first (Enter alone does nothing), Escape, the
 * backdrop and "Fermer" cancel — except while `busy`, when both buttons are disabled and the
 * confirm button shows a spinner named `busyLabel`. `error`, when given, is shown under the body
 * and the dialog stays open.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  error,
  tone = 'danger',
}: {
  open: boolean;
  title: ReactNode;
  /** The body: what the action does, to whom. */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is under way: nothing can be clicked and Escape does not close. */
  busy?: boolean;
  /** The spinner's name while `busy` (e.g. "Suppression…"). */
  busyLabel?: string;
  /** Why the action failed, shown in the dialog. */
  error?: string | null;
  /** The confirm button's look: 'danger' for what cannot be undone, 'primary' otherwise. */
  tone?: 'danger' | 'primary';
}) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      footer={
        <>
          <button
            type="button"
            data-autofocus
            onClick={onCancel}
            disabled={busy}
            className={buttonClasses('secondary')}
          >
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClasses(tone)}>
            {busy ? <Spinner size="sm" label={busyLabel} /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="space-y-3">
        {children}
        {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      </div>
    </Modal>
  );
}
