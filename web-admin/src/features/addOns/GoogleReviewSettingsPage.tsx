import { AddOnSettingsScreen } from './AddOnSettingsScreen';

/** `/restaurants/:restaurantId/stores/:storeId/add-ons/google-review-settings`. */
export default function GoogleReviewSettingsPage() {
  return <AddOnSettingsScreen addOn="googleReviews" />;
}
