import { AddOnSettingsScreen } from './AddOnSettingsScreen';

/** `/restaurants/:restaurantId/stores/:storeId/add-ons/sms-campaign-settings`. */
export default function SmsCampaignSettingsPage() {
  return <AddOnSettingsScreen addOn="smsMarketing" />;
}
