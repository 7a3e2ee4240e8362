import { useState } from 'react';

/**
 * Keeps the previous value while `equal` says nothing changed. Firestore refs and queries are new
 * objects on every render; without this, every render would tear down and reopen the listener.
 */
export function useStableValue<T>(value: T, equal: (a: T, b: T) => boolean): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !equal(stable, value)) {
    // Updating state during render is React's documented way to derive state from changed props.
    setStable(value);
    return value;
  }
  return stable;
}
