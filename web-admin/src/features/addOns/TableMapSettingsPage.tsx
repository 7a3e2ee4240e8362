import { AddOnSettingsScreen } from './AddOnSettingsScreen';

/** `/restaurants/:restaurantId/stores/:storeId/add-ons/table-map-settings`. */
export default function TableMapSettingsPage() {
  return <AddOnSettingsScreen addOn="tableMap" />;
}
