import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Chip from '@mui/material/Chip';
import type { Store } from '../data/stores';
import { LinkListCard } from '../layout/LinkListCard';

/**
 * Stores as a tappable list, each opening `storeHref(store)`, with "Offline" on stores that take no
 * orders. With `restaurantName`, a row says which restaurant the store belongs to.
 */
export function StoreListCard({
  stores,
  storeHref,
}: {
  stores: readonly { store: Store; restaurantName?: string | undefined }[];
  storeHref: (store: Store) => string;
}) {
  return (
    <LinkListCard
      rows={stores.map(({ store, restaurantName }) => ({
        key: `${store.restaurantId}/${store.id}`,
        to: storeHref(store),
        icon: <StorefrontRounded color="primary" />,
        primary: store.name,
        secondary: restaurantName
          ? `${restaurantName} · ${store.address?.formattedAddress ?? ''}`
          : store.address?.formattedAddress,
        badge: store.status === 'OFFLINE' && <Chip size="small" label="Offline" sx={{ mr: 1 }} />,
      }))}
    />
  );
}
