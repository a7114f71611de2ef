import { useEffect, useState } from 'react';
import { LIMITS } from '@common/limits';
import { ConfirmClick } from './confirm-click';

/**
 * SPEC §4 delete confirmation for any list or single button: `click(key)` arms the item on the
 * first click ('Confirmer') and returns true on the second; the item disarms after 3 s.
 * Use one hook per list (only one item is armed at a time) and any key type (an id, 'self'…).
 *
 *   const confirm = useConfirmClick<string>();
 *   onClick={() => { if (confirm.click(id)) void remove(id); }}
 *   {confirm.isArmed(id) ? 'Confirmer' : 'Supprimer'}
 */
export function useConfirmClick<K = string>(resetMs: number = LIMITS.deleteConfirmResetMs) {
  const [armed, setArmed] = useState<K | null>(null);
  // One controller per component; the state setter is stable, so it never needs replacing.
  const [controller] = useState(() => new ConfirmClick<K>({ resetMs, onChange: setArmed }));
  useEffect(() => () => controller.dispose(), [controller]);
  return {
    armed,
    isArmed: (key: K) => armed !== null && Object.is(armed, key),
    click: (key: K) => controller.click(key),
    reset: () => controller.reset(),
  };
}
