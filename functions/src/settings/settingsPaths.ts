import type { StoreSettingId } from '@resto/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { storeSettings } from '../menu/menuPaths';

/** `restaurants/{r}/stores/{s}/settings/{settingId}`: one document per settings kind (staff and devices read). */
export function storeSettingDoc(
  restaurantId: string,
  storeId: string,
  settingId: StoreSettingId,
): DocumentReference {
  return storeSettings(restaurantId, storeId).doc(settingId);
}
