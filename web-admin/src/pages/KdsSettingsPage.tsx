import KitchenRounded from '@mui/icons-material/KitchenRounded';
import { StoreDevicesScreen } from '../components/devices/StoreDevicesScreen';

/** `/restaurants/:restaurantId/stores/:storeId/add-ons/kds-settings`: kitchen display screens. */
export default function KdsSettingsPage() {
  return (
    <StoreDevicesScreen
      kind="kdsDevice"
      title="Kitchen displays"
      subtitle="Screens in the kitchen that show new orders as tickets. Pair each screen with a one-time code; preparation times are set on the screen itself."
      icon={<KitchenRounded />}
    />
  );
}
