import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { renderWithApp } from '../support/render';

const TITLE = 'Supprimer la cohorte ?';

/** A page's button that asks first, as the cohorts' pages wire it. */
function Harness({
  onConfirm,
  onCancel,
  busy = false,
  error = null,
}: {
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer…
      </button>
      <ConfirmDialog
        open={open}
        title={TITLE}
        confirmLabel="Supprimer la cohorte"
        cancelLabel="Annuler"
        onConfirm={onConfirm}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        busy={busy}
        busyLabel="Suppression…"
        error={error}
      >
        <p>La cohorte « Printemps » sera supprimée.</p>
      </ConfirmDialog>
    </>
  );
}

function setup(props: { busy?: boolean; error?: string | null } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const rendered = renderWithApp(<Harness onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { ...rendered, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('opens with the focus on "Annuler", inside the dialog, and Tab stays in it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(dialog.textContent).toContain('La cohorte « Printemps » sera supprimée.');
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    expect(document.activeElement).toBe(cancel);

    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Supprimer la cohorte' }));
    // Past the last button the focus comes back to the dialog's first one, not to the page.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fermer' }));
  });

  it('confirming calls onConfirm, not onCancel', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer la cohorte' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('"Annuler" and Escape call onCancel and give the focus back to the opener', async () => {
    const { user, onConfirm, onCancel } = setup();
    const opener = screen.getByRole('button', { name: 'Supprimer…' });
    await user.click(opener);
    await user.click(
      within(screen.getByRole('dialog', { name: TITLE })).getByRole('button', { name: 'Annuler' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    // What the browser does on Escape in a modal <dialog>.
    fireEvent(screen.getByRole('dialog', { name: TITLE }), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy: both buttons disabled, the spinner named, Escape ignored; an error is shown in it', async () => {
    const { user, onCancel } = setup({ busy: true, error: 'La suppression a échoué.' });
    await user.click(screen.getByRole('button', { name: 'Supprimer…' }));
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Annuler' }).disabled).toBe(true);
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: /Supprimer la cohorte/ }).disabled,
    ).toBe(true);
    expect(within(dialog).getByRole('status', { name: 'Suppression…' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('La suppression a échoué.');

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
  });
});
