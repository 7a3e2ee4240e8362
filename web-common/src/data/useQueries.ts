import { type FirestoreError, onSnapshot, type Query, queryEqual } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useStableValue } from './useStableValue';

export interface QueriesResult<T> {
  /** One result list per query, in order. Empty while any of them is loading. */
  data: T[][];
  loading: boolean;
  error: FirestoreError | undefined;
}

const sameQueries = <T>(a: readonly Query<T>[], b: readonly Query<T>[]) =>
  a.length === b.length && a.every((query, index) => queryEqual(query, b[index] as Query<T>));

/** Several live queries at once (e.g. the stores of each of my restaurants). */
export function useQueries<T>(queries: readonly Query<T>[]): QueriesResult<T> {
  const stableQueries = useStableValue(queries, sameQueries);
  const [state, setState] = useState<{
    queries: readonly Query<T>[];
    results: ReadonlyMap<number, T[]>;
    error?: FirestoreError;
  }>({ queries: [], results: new Map() });

  useEffect(() => {
    setState({ queries: stableQueries, results: new Map() });
    const unsubscribes = stableQueries.map((query, index) =>
      onSnapshot(
        query,
        { includeMetadataChanges: true },
        (next) => {
          // As in useQuery: an empty answer from the cache only means the server has not answered yet.
          if (next.empty && next.metadata.fromCache) return;
          const docs = next.docs.map((doc) => doc.data());
          setState((previous) =>
            previous.queries === stableQueries
              ? { ...previous, results: new Map(previous.results).set(index, docs) }
              : previous,
          );
        },
        (error) =>
          setState((previous) => (previous.queries === stableQueries ? { ...previous, error } : previous)),
      ),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [stableQueries]);

  const current =
    state.queries === stableQueries ? state : { results: new Map<number, T[]>(), error: undefined };
  const complete = stableQueries.every((_query, index) => current.results.has(index));
  return {
    data: complete ? stableQueries.map((_query, index) => current.results.get(index) ?? []) : [],
    loading: !complete && !current.error,
    error: current.error,
  };
}
