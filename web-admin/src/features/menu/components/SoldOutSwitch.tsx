import { useApi, useNotify } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { menuApiBase } from './menuPaths';

export interface SoldOutSwitchProps {
  restaurantId: string;
  storeId: string;
  itemId: string;
  itemName: string;
  soldout: boolean;
  track?: <T>(command: Promise<T>) => Promise<T>;
}

const passThrough = <T,>(command: Promise<T>) => command;

/**
 * Sold out, straight from the menu list (any staff member may). Flips at once; if the server says
 * no, it flips back and the snackbar explains. A native checkbox with the switch role, drawn like
 * MUI's small Switch by the item list's styles (itemListStyles): one per row, so it must be cheap.
 */
export function SoldOutSwitch({
  restaurantId,
  storeId,
  itemId,
  itemName,
  soldout,
  track = passThrough,
}: SoldOutSwitchProps) {
  const client = useApi();
  const notify = useNotify();
  const [optimistic, setOptimistic] = useState<boolean>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The snapshot caught up with what was sent: show the stored value again.
    if (optimistic === soldout) setOptimistic(undefined);
  }, [optimistic, soldout]);

  const checked = optimistic ?? soldout;

  async function toggle(next: boolean) {
    setOptimistic(next);
    setBusy(true);
    try {
      const path =
        `${menuApiBase(restaurantId, storeId)}/items/${encodeURIComponent(itemId)}/soldout` as const;
      await track(client.post(path, { soldout: next }));
      notify(next ? `${itemName} is sold out.` : `${itemName} is back on sale.`);
    } catch (error) {
      setOptimistic(undefined);
      notify(
        `${itemName} could not be marked ${next ? 'sold out' : 'back on sale'}: ${
          error instanceof Error ? error.message : 'try again'
        }`,
        'error',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <label className={checked ? 'item-soldout item-soldout--on' : 'item-soldout'}>
      <span className="item-soldout-text">Sold out</span>
      <span className="item-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-label={`Sold out: ${itemName}`}
          checked={checked}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="item-switch-track" />
        <span className="item-switch-base">
          <span className="item-switch-thumb" />
        </span>
      </span>
    </label>
  );
}
