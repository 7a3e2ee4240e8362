import { type DocumentReference, type FirestoreError, onSnapshot, refEqual } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useStableValue } from './useStableValue';

export interface DocResult<T> {
  /** undefined while loading, null when the document does not exist. */
  data: T | null | undefined;
  loading: boolean;
  error: FirestoreError | undefined;
}

interface Snapshot<T> {
  ref: DocumentReference<T> | null;
  data?: T | null;
  error?: FirestoreError;
}

const sameRef = <T>(a: DocumentReference<T> | null, b: DocumentReference<T> | null) =>
  a !== null && b !== null && refEqual(a, b);

/** Live document: subscribes with onSnapshot while mounted. Pass null to subscribe to nothing yet. */
export function useDoc<T>(ref: DocumentReference<T> | null | undefined): DocResult<T> {
  const stableRef = useStableValue(ref ?? null, sameRef);
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ ref: null });

  useEffect(() => {
    if (!stableRef) return;
    return onSnapshot(
      stableRef,
      { includeMetadataChanges: true },
      (next) => {
        // A missing document in the local cache only means "not seen yet" until the server answers.
        if (!next.exists() && next.metadata.fromCache) return;
        setSnapshot({ ref: stableRef, data: next.exists() ? (next.data() ?? null) : null });
      },
      (error) => setSnapshot({ ref: stableRef, error }),
    );
  }, [stableRef]);

  if (!stableRef) return { data: undefined, loading: false, error: undefined };
  // State from a previous ref must not show while the new one loads.
  const current: Snapshot<T> = snapshot.ref === stableRef ? snapshot : { ref: stableRef };
  return { data: current.data, loading: current.data === undefined && !current.error, error: current.error };
}
