import KitchenRounded from '@mui/icons-material/KitchenRounded';
import { useStore } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { KdsScreensStatus } from './KdsScreensStatus';
import { StoreDevicesScreen } from './StoreDevicesScreen';

/**
 * `/restaurants/:restaurantId/stores/:storeId/add-ons/kds-settings`: the store's kitchen display
 * screens. Create, rename, re-code and remove come from the shared device panel; above it, whether the
 * add-on is on and when each screen was last seen.
 */
export default function KdsSettingsPage() {
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: store } = useStore(restaurantId, storeId);
  return (
    <StoreDevicesScreen
      kind="kdsDevice"
      title="Kitchen displays"
      subtitle="Screens in the kitchen that show accepted orders as tickets. Pair each screen with a one-time code; preparation time, stations and sound are set on the screen itself."
      icon={<KitchenRounded />}
      note={
        <KdsScreensStatus
          restaurantId={restaurantId}
          storeId={storeId}
          timezone={store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
        />
      }
    />
  );
}
