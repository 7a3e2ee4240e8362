import { ZStoreLink } from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { storeLinkDoc } from './paths';

/**
 * Where a store's orders are made: the physical store a virtual store is linked to (with the brand
 * its orders are labelled with), or the store itself. Printing and the kitchen ask this for every
 * order they handle; an order of an unlinked store costs one small read.
 */
export interface KitchenStore {
  storeId: string;
  /** Set for a linked virtual store's order: the brand the kitchen sees it under. */
  brandName?: string;
}

export async function kitchenStoreOf(
  restaurantId: string,
  storeId: string,
  tx?: Transaction,
): Promise<KitchenStore> {
  const ref = storeLinkDoc(restaurantId, storeId);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const link = ZStoreLink.safeParse(snapshot.exists ? snapshot.data() : undefined);
  if (!link.success) return { storeId };
  return { storeId: link.data.physicalStoreId, brandName: link.data.brandName };
}
