import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api/ApiClientContext';

/** How often an open printer page or staff screen asks for the printers' state to be brought up to date. */
export const PRINTER_CHECK_INTERVAL_MS = 30_000;

export interface PrinterCheck {
  /** When the last check answered (undefined before the first). */
  checkedAt: number | undefined;
  checking: boolean;
  /** Checks now (the page's "Check now"). */
  check(): Promise<void>;
}

/**
 * Asks the server to bring the store's printer state up to date (`POST /api/printing/.../printers/check`:
 * Sunmi printers asked about, stuck tickets moved to their backups, never-connected printers marked)
 * when the screen opens and every half minute while it stays open. The scheduled watch does the same
 * every minute where a scheduler runs; this keeps an open screen current without it. A failed check is
 * quiet: the screen keeps showing the last state it read, and the next check tries again.
 */
export function usePrinterCheck(restaurantId: string, storeId: string, enabled = true): PrinterCheck {
  const client = useApi();
  const [checkedAt, setCheckedAt] = useState<number>();
  const [checking, setChecking] = useState(false);
  const running = useRef(false);
  const check = useCallback(async () => {
    if (running.current || !restaurantId || !storeId) return;
    running.current = true;
    setChecking(true);
    try {
      await client.post(`/api/printing/restaurants/${restaurantId}/stores/${storeId}/printers/check`);
      setCheckedAt(Date.now());
    } catch {
      // Quiet by design (see above).
    } finally {
      running.current = false;
      setChecking(false);
    }
  }, [client, restaurantId, storeId]);
  useEffect(() => {
    if (!enabled) return;
    void check();
    const timer = window.setInterval(() => void check(), PRINTER_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [check, enabled]);
  return { checkedAt, checking, check };
}
