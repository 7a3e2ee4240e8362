import { kdsDevicePath } from '@resto/domain';
import { type ApiPath, type DeviceClaim, useApi } from '@resto/web-common';
import { useEffect } from 'react';

const HEARTBEAT_MS = 60_000;

/** Tells the server this screen is alive (admin's "last seen"), once on open and every minute. */
export function useHeartbeat(claim: DeviceClaim): void {
  const client = useApi();
  useEffect(() => {
    const path =
      `/api${kdsDevicePath(claim.restaurantId, claim.storeId, claim.deviceId)}/heartbeat` as ApiPath;
    // A missed beat only makes "last seen" a minute older; nothing to tell the cook.
    const beat = () => void client.post(path).catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [client, claim.restaurantId, claim.storeId, claim.deviceId]);
}
