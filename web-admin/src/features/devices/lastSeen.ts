import { formatStoreDateTime } from '@resto/web-common';

/** A display sends a heartbeat every minute while open; three missed ones means it is not showing tickets. */
export const ONLINE_WITHIN_MS = 3 * 60_000;

export interface LastSeen {
  online: boolean;
  text: string;
}

/** "Online now", "Last seen 12 min ago", "Last seen Sat 1 Mar 2025, 8:30 PM", "Not opened since pairing". */
export function lastSeen(
  lastSeenIsoDateTimeUtc: string | undefined,
  nowMs: number,
  timezone: string,
): LastSeen {
  if (!lastSeenIsoDateTimeUtc) return { online: false, text: 'Not opened since pairing' };
  const ago = nowMs - Date.parse(lastSeenIsoDateTimeUtc);
  if (ago <= ONLINE_WITHIN_MS) return { online: true, text: 'Online now' };
  const minutes = Math.round(ago / 60_000);
  if (minutes < 60) return { online: false, text: `Last seen ${minutes} min ago` };
  return { online: false, text: `Last seen ${formatStoreDateTime(lastSeenIsoDateTimeUtc, timezone)}` };
}
