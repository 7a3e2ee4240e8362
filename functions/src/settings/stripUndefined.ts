/** Firestore refuses `undefined`; optional fields that were left out are simply not stored. */
export function stripUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
