import KitchenRounded from '@mui/icons-material/KitchenRounded';
import { useStore } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { KdsScreensStatus, useKdsScreenDetails } from './KdsScreensStatus';
import { StoreDevicesScreen } from './StoreDevicesScreen';

/**
 * `/restaurants/:restaurantId/stores/:storeId/add-ons/kds-settings`: the store's kitchen display
 * screens. Create, rename, re-code and remove come from the shared device panel, each row also saying
 * whether the screen is reporting in and how it is set up; above it, whether the add-on is on.
 */
export default function KdsSettingsPage() {
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: store } = useStore(restaurantId, storeId);
  const detailFor = useKdsScreenDetails(
    restaurantId,
    storeId,
    store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  return (
    <StoreDevicesScreen
      kind="kdsDevice"
      title="Kitchen displays"
      subtitle="Screens in the kitchen that show accepted orders as tickets. Pair each screen with a one-time code; preparation time, stations and sound are set on the screen itself."
      icon={<KitchenRounded />}
      note={<KdsScreensStatus restaurantId={restaurantId} storeId={storeId} />}
      detailFor={detailFor}
    />
  );
}
