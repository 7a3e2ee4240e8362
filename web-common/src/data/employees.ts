import type { Employee as StoredEmployee, WithId } from '@resto/domain';
import { collection } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** `restaurants/{r}/stores/{s}/employees/{id}`: names and flags only; PINs are kept hashed, server-side. */
export type EmployeeData = Omit<StoredEmployee, 'id'>;
export type Employee = WithId<EmployeeData>;

const converter = docConverter<EmployeeData>();

export function employees(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'employees').withConverter(
    converter,
  );
}
