import { readStoreSetting } from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { FieldError } from '../http/errors';
import { storeSettingDoc } from '../settings/settingsPaths';

/**
 * POS settings name custom payments by id: each must be one of this store's custom payments, so a
 * terminal is never told to offer another store's (or a made-up) payment.
 */
export async function checkOfferedCustomPayments(
  tx: Transaction,
  ids: { restaurantId: string; storeId: string },
  customPaymentIds: readonly string[],
  fieldPath: string,
): Promise<void> {
  if (customPaymentIds.length === 0) return;
  const snapshot = await tx.get(storeSettingDoc(ids.restaurantId, ids.storeId, 'customPayments'));
  const known = new Set(
    readStoreSetting('customPayments', snapshot.data()).customPayments.map((payment) => payment.id),
  );
  const index = customPaymentIds.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw new FieldError(
      `${fieldPath}.${index}`,
      'This store has no such custom payment; reload and choose again',
    );
}
