import { toStableJson } from '@resto/domain';
import type { DocumentData } from 'firebase-admin/firestore';

/** A parsed entity as Firestore data: optional fields left out rather than stored as undefined. */
export function firestoreData(value: object): DocumentData {
  return toStableJson(value) as DocumentData;
}
