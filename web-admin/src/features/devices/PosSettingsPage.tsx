import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import { StoreDevicesScreen } from './StoreDevicesScreen';

/** `/restaurants/:restaurantId/stores/:storeId/pos-settings`: the store's POS terminals and their pairing. */
export default function PosSettingsPage() {
  return (
    <StoreDevicesScreen
      kind="posTerminal"
      title="POS terminals"
      subtitle="Each counter terminal signs in to this store with a one-time pairing code. Removing a terminal signs it out at once."
      icon={<PointOfSaleRounded />}
    />
  );
}
