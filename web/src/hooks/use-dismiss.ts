import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup when the user presses Escape, clicks or taps outside it, or moves focus
 * out of it. Escape returns focus to `returnFocusTo`.
 */
export function useDismiss(
  open: boolean,
  containers: readonly RefObject<HTMLElement | null>[],
  onDismiss: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  const latest = useRef({ containers, onDismiss, returnFocusTo });
  useEffect(() => {
    latest.current = { containers, onDismiss, returnFocusTo };
  });

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && latest.current.containers.some((ref) => ref.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) latest.current.onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      latest.current.onDismiss();
      latest.current.returnFocusTo?.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) latest.current.onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);
}
