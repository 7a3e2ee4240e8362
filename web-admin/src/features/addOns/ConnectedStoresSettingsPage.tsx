import { AddOnSettingsScreen } from './AddOnSettingsScreen';

/** `/restaurants/:restaurantId/stores/:storeId/add-ons/connected-stores-settings`. */
export default function ConnectedStoresSettingsPage() {
  return <AddOnSettingsScreen addOn="connectedStores" />;
}
