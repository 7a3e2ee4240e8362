import { useEffect } from 'react';

/**
 * Locks the till after `minutes` without a touch, click or key (0 = never). Counting from the last
 * input, not from the unlock, so a cashier in the middle of an order is never locked out of it.
 */
export function useIdleLock(active: boolean, minutes: number, lock: () => void): void {
  useEffect(() => {
    if (!active || minutes <= 0) return;
    let timer = setTimeout(lock, minutes * 60_000);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(lock, minutes * 60_000);
    };
    const events = ['pointerdown', 'keydown', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, reset);
    };
  }, [active, minutes, lock]);
}
