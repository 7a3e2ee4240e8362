import { startTransition, useEffect, useState } from 'react';

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `work` when the browser is idle (or soon, where there is no requestIdleCallback). */
function whenIdle(work: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: 1000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 16);
  return () => clearTimeout(timer);
}

/**
 * How many of `total` rows to render: `initial` at once, then `step` more whenever the browser is
 * idle, as a transition React may interrupt for a click or a key press. A long list becomes
 * usable as soon as its first screen is drawn, and the rest arrives without blocking anyone.
 */
export function useProgressiveCount(total: number, initial: number, step: number) {
  const [count, setCount] = useState(initial);

  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((shown) => shown + step)));
  }, [count, total, step]);

  return count;
}
