import type { WithId } from '@resto/domain';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';

/**
 * Converter from the stored shape (`ThingData`) to the app shape (`Thing` = data plus `id`).
 * The stored shape is trusted as is: the API validates every write with the domain's schemas and the
 * rules deny client writes, so re-validating on every snapshot would only cost bundle size and time.
 */
export function docConverter<TData extends DocumentData>(): FirestoreDataConverter<WithId<TData>, TData> {
  return {
    toFirestore() {
      throw new Error('The apps never write to Firestore directly; send a command to /api instead.');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<TData, TData>): WithId<TData> {
      return { ...snapshot.data(), id: snapshot.id };
    },
  };
}
