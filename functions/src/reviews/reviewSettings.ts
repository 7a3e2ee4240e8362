import { type GoogleReviewSettings, readStoreSetting } from '@resto/domain';
import { googleReviewSettingsRef } from './reviewPaths';

/** The store's Google review settings, defaults where never saved. */
export async function readGoogleReviewSettings(ids: {
  restaurantId: string;
  storeId: string;
}): Promise<GoogleReviewSettings> {
  const snapshot = await googleReviewSettingsRef(ids.restaurantId, ids.storeId).get();
  return readStoreSetting('googleReview', snapshot.exists ? snapshot.data() : undefined);
}
