import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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

/**
 * Sold out, straight from the menu list (any staff member may). Flips at once; if the server says
 * no, it flips back and the snackbar explains.
 */
export function SoldOutSwitch({
  restaurantId,
  storeId,
  itemId,
  itemName,
  soldout,
  track = (command) => command,
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
    <FormControlLabel
      sx={{ m: 0, gap: 0.5 }}
      labelPlacement="start"
      label="Sold out"
      slotProps={{
        typography: { variant: 'body2', sx: { color: checked ? 'error.main' : 'text.secondary' } },
      }}
      control={
        <Switch
          size="small"
          color="error"
          checked={checked}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Sold out: ${itemName}` } }}
        />
      }
    />
  );
}
