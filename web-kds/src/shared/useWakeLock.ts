import { useEffect, useState } from 'react';

/**
 * - active: the screen is held awake;
 * - unsupported: this browser has no Wake Lock API (set the device's own auto-lock to "never");
 * - refused: the browser said no (battery saver, or the page is not visible yet); retried when the
 *   page becomes visible again.
 */
export type WakeLockState = 'active' | 'unsupported' | 'refused' | 'pending';

/**
 * Keeps a kitchen screen from dimming and locking mid-service. The browser drops the lock whenever the
 * page is hidden, so it is requested again each time the page becomes visible.
 */
export function useWakeLock(): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'pending' : 'unsupported');

  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;

    async function request() {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) {
          void next.release();
          return;
        }
        sentinel = next;
        setState('active');
        next.addEventListener('release', () => {
          if (!stopped) setState('pending');
        });
      } catch {
        if (!stopped) setState('refused');
      }
    }

    const onVisibility = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    // Some browsers refuse until the first tap; try again then.
    document.addEventListener('pointerdown', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('pointerdown', onVisibility);
      void sentinel?.release();
    };
  }, [supported]);

  return state;
}

export const WAKE_LOCK_WORDS: Record<WakeLockState, string> = {
  active: 'The screen stays awake while this page is open.',
  pending: 'Asking the browser to keep the screen awake…',
  refused:
    'The browser would not keep the screen awake (battery saver?). Tap the screen to try again, or set the device to never lock.',
  unsupported:
    "This browser cannot keep the screen awake by itself: set the device's auto-lock / screen timeout to never.",
};
