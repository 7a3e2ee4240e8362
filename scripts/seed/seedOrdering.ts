/**
 * Online ordering's demo settings: Bella Vista Surry Hills works its online orders without a
 * "completed" step (accepted is the last one), so its pay-in-store orders show Record payment on the
 * staff screens, where staff say how the customer paid (cash, card or a custom payment). Bondi keeps
 * the complete step. Idempotent: the same document every run.
 */
import { ZOrderProcessSettings } from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';

export const RECORD_PAYMENT_STORE_ID = 'surry-hills';

export async function seedOrdering(db: Firestore, restaurantId: string): Promise<void> {
  await db
    .collection('restaurants')
    .doc(restaurantId)
    .collection('stores')
    .doc(RECORD_PAYMENT_STORE_ID)
    .collection('settings')
    .doc('orderProcess')
    .set(ZOrderProcessSettings.parse({ hasCompleteStatus: false }));
}
