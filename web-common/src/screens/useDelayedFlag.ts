import { useEffect, useState } from 'react';

/** Becomes true `delayMs` after mounting: for "this is taking a while" hints that should not flash. */
export function useDelayedFlag(delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
