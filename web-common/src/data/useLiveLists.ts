import { type FirestoreError, onSnapshot, type Query, queryEqual } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { applyListChanges } from './docChanges';
import { useStableValue } from './useStableValue';

export interface LiveListsResult<T> {
  /** One list per query, in the query's order; empty lists while loading. */
  lists: readonly (readonly T[])[];
  loading: boolean;
  error: FirestoreError | undefined;
}

interface State<T> {
  queries: readonly Query<T>[];
  group: string | undefined;
  lists: ReadonlyMap<number, readonly T[]>;
  /** What the queries of the same group showed before (kept on screen while the new ones load). */
  fallback?: readonly (readonly T[])[] | undefined;
  error?: FirestoreError;
}

const sameQueries = <T>(a: readonly Query<T>[], b: readonly Query<T>[]) =>
  a.length === b.length && a.every((query, index) => queryEqual(query, b[index] as Query<T>));

function completeLists<T>(state: State<T>): readonly (readonly T[])[] | undefined {
  if (state.queries.length === 0 || !state.queries.every((_query, index) => state.lists.has(index)))
    return state.fallback;
  return state.queries.map((_query, index) => state.lists.get(index) ?? []);
}

/**
 * Several live queries whose lists change in place: each snapshot's document changes are applied to
 * the list already held (applyListChanges), so an unchanged document keeps its object and memoised
 * rows skip it. `group` names what the queries show apart from their size: when only a limit grows
 * (same group), the lists on screen stay until the bigger queries answer, instead of a blank.
 */
export function useLiveLists<T>(queries: readonly Query<T>[], group?: string): LiveListsResult<T> {
  const stableQueries = useStableValue(queries, sameQueries);
  const [state, setState] = useState<State<T>>({ queries: [], group: undefined, lists: new Map() });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `group` only matters with new queries.
  useEffect(() => {
    setState((previous) => ({
      queries: stableQueries,
      group,
      lists: new Map(),
      fallback: group !== undefined && previous.group === group ? completeLists(previous) : undefined,
    }));
    const unsubscribes = stableQueries.map((query, index) =>
      onSnapshot(
        query,
        { includeMetadataChanges: true },
        (snapshot) => {
          const changes = snapshot.docChanges().map((change) => ({
            type: change.type,
            oldIndex: change.oldIndex,
            newIndex: change.newIndex,
            value: () => change.doc.data(),
          }));
          setState((previous) => {
            if (previous.queries !== stableQueries) return previous;
            const held = previous.lists.get(index);
            // An empty answer from the cache before anything else only means "not heard from the server".
            if (held === undefined && snapshot.empty && snapshot.metadata.fromCache) return previous;
            const next = applyListChanges(held ?? [], changes);
            if (next === held) return previous;
            return { ...previous, lists: new Map(previous.lists).set(index, next) };
          });
        },
        (error) =>
          setState((previous) => (previous.queries === stableQueries ? { ...previous, error } : previous)),
      ),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [stableQueries]);

  const shown = useMemo(() => {
    // Until the effect subscribes new queries, a group's old lists stay on screen.
    const current: State<T> =
      state.queries === stableQueries
        ? state
        : {
            queries: stableQueries,
            group,
            lists: new Map(),
            fallback: group !== undefined && state.group === group ? completeLists(state) : undefined,
          };
    return { lists: completeLists(current), error: current.error };
  }, [state, stableQueries, group]);
  if (stableQueries.length === 0) return { lists: [], loading: false, error: undefined };
  return {
    lists: shown.lists ?? stableQueries.map(() => []),
    loading: shown.lists === undefined && !shown.error,
    error: shown.error,
  };
}
