import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useKnownTimezone } from '../src/data/rememberedTimezone';

describe('useKnownTimezone', () => {
  beforeEach(() => localStorage.clear());

  it('is unknown on a first visit until the store loads, then remembered for the next visit', () => {
    const first = renderHook(({ loaded }) => useKnownTimezone('r1', 's1', loaded), {
      initialProps: { loaded: undefined as string | undefined },
    });
    expect(first.result.current).toBeUndefined();
    first.rerender({ loaded: 'Australia/Perth' });
    expect(first.result.current).toBe('Australia/Perth');
    first.unmount();

    const next = renderHook(() => useKnownTimezone('r1', 's1', undefined));
    expect(next.result.current).toBe('Australia/Perth');
    // Another store of the same restaurant knows nothing yet.
    expect(renderHook(() => useKnownTimezone('r1', 's2', undefined)).result.current).toBeUndefined();
  });

  it('follows the loaded store when its timezone changed since the last visit', () => {
    localStorage.setItem('resto.storeTimezone.r1/s1', 'Australia/Perth');
    const { result } = renderHook(() => useKnownTimezone('r1', 's1', 'Australia/Brisbane'));
    expect(result.current).toBe('Australia/Brisbane');
    expect(localStorage.getItem('resto.storeTimezone.r1/s1')).toBe('Australia/Brisbane');
  });
});
