import { type FirestoreError, onSnapshot, type Query, queryEqual } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useStableValue } from './useStableValue';

export interface QueryResult<T> {
  /** Empty while loading. */
  data: T[];
  loading: boolean;
  error: FirestoreError | undefined;
}

interface Snapshot<T> {
  query: Query<T> | null;
  data?: T[];
  error?: FirestoreError;
}

const sameQuery = <T>(a: Query<T> | null, b: Query<T> | null) => a !== null && b !== null && queryEqual(a, b);

/** Live query results via onSnapshot. Pass null to subscribe to nothing yet (e.g. before sign-in). */
export function useQuery<T>(query: Query<T> | null | undefined): QueryResult<T> {
  const stableQuery = useStableValue(query ?? null, sameQuery);
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ query: null });

  useEffect(() => {
    if (!stableQuery) return;
    return onSnapshot(
      stableQuery,
      { includeMetadataChanges: true },
      (next) => {
        // An empty result from the local cache is "not heard from the server yet", not "none".
        if (next.empty && next.metadata.fromCache) return;
        setSnapshot({ query: stableQuery, data: next.docs.map((doc) => doc.data()) });
      },
      (error) => setSnapshot({ query: stableQuery, error }),
    );
  }, [stableQuery]);

  if (!stableQuery) return { data: [], loading: false, error: undefined };
  const current: Snapshot<T> = snapshot.query === stableQuery ? snapshot : { query: stableQuery };
  return {
    data: current.data ?? [],
    loading: current.data === undefined && !current.error,
    error: current.error,
  };
}
