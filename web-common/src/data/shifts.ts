import type { Shift as StoredShift, ShiftEdit as StoredShiftEdit, WithId } from '@resto/domain';
import { collection } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** `restaurants/{r}/stores/{s}/shifts/{id}`: the time clock's shifts (admins and the store's tills). */
export type ShiftData = Omit<StoredShift, 'id'>;
export type ShiftDoc = WithId<ShiftData>;

export function shifts(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'shifts').withConverter(
    docConverter<ShiftData>(),
  );
}

/** `.../shiftEdits/{id}`: the audit of admins' shift corrections. */
export type ShiftEditDoc = WithId<Omit<StoredShiftEdit, 'id'>>;

export function shiftEdits(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'shiftEdits').withConverter(
    docConverter<Omit<StoredShiftEdit, 'id'>>(),
  );
}
