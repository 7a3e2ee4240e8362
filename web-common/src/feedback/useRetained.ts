import { useState } from 'react';

/**
 * The value, or while it is undefined the last value it had. Dialogs open while their subject is set
 * and keep naming it during the closing animation, after the parent has cleared it.
 */
export function useRetained<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) {
    setLast(value);
    return value;
  }
  return value ?? last;
}
