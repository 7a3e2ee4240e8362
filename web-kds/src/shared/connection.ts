import { useEffect, useState } from 'react';

/**
 * - live: the ticket listener is confirmed by the server;
 * - connecting: first load, or the browser is online but the listener only has cached data;
 * - offline: the browser reports no network at all.
 */
export type ConnectionState = 'live' | 'connecting' | 'offline';

export function connectionState(input: {
  online: boolean;
  loaded: boolean;
  fromCache: boolean;
}): ConnectionState {
  if (!input.online) return 'offline';
  if (!input.loaded || input.fromCache) return 'connecting';
  return 'live';
}

export const CONNECTION_LABELS: Record<ConnectionState, string> = {
  live: 'Live',
  connecting: 'Reconnecting…',
  offline: 'Offline',
};

/** navigator.onLine, kept current by the browser's online / offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
