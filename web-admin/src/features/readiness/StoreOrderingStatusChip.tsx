import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { BLOCKER_WORDS, type StoreReadiness } from '@resto/domain';
import type { Store } from '@resto/web-common';

/**
 * Whether customers can order, as they will find it: paused by the owner, not ready (with why), or
 * taking orders. Never green for a store the server would refuse orders for.
 */
export function StoreOrderingStatusChip({
  store,
  readiness,
}: {
  store: Pick<Store, 'status' | 'offlineReason'>;
  readiness: StoreReadiness | undefined;
}) {
  if (store.status === 'OFFLINE')
    return <Chip label={`Offline${store.offlineReason ? `: ${store.offlineReason}` : ''}`} />;
  if (!readiness) return <Chip label="Checking…" variant="outlined" />;
  if (!readiness.canTakeOrders) {
    const why = readiness.blockers.map((blocker) => BLOCKER_WORDS[blocker]).join(' ');
    return (
      <Tooltip title={why}>
        <Chip
          color="warning"
          label={`Not taking orders yet: ${readiness.blockers.length} to fix`}
          aria-description={why}
        />
      </Tooltip>
    );
  }
  return <Chip color="success" label="Online: taking orders" />;
}
