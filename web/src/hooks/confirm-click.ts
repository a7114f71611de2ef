/**
 * The two-click confirmation of SPEC §4 as a small state machine, free of React so it can be
 * unit-tested: the first click on an item arms it, a second click on the same item confirms,
 * and an armed item disarms by itself after `resetMs`. Arming another item disarms the first.
 */
export interface ConfirmClickOptions<K> {
  resetMs: number;
  /** Called whenever the armed item changes (null when nothing is armed). */
  onChange: (armed: K | null) => void;
  /** Injectable timers (tests); default to the global ones. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class ConfirmClick<K> {
  private armedKey: K | null = null;
  private timer: unknown = null;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: ConfirmClickOptions<K>) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  get armed(): K | null {
    return this.armedKey;
  }

  /** Returns true when this click confirms (the item was armed), false when it only arms it. */
  click(key: K): boolean {
    if (this.armedKey !== null && Object.is(this.armedKey, key)) {
      this.reset();
      return true;
    }
    this.cancelTimer();
    this.armedKey = key;
    this.options.onChange(key);
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.reset();
    }, this.options.resetMs);
    return false;
  }

  /** Disarms at once (e.g. after an action elsewhere). */
  reset(): void {
    this.cancelTimer();
    if (this.armedKey === null) return;
    this.armedKey = null;
    this.options.onChange(null);
  }

  /** Stops the pending reset without notifying (unmount). The controller stays usable. */
  dispose(): void {
    this.cancelTimer();
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }
}
