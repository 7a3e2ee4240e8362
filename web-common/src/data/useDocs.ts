import { type DocumentReference, type FirestoreError, onSnapshot } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useStableValue } from './useStableValue';

export interface DocsResult<T> {
  /** One entry per ref, in order: the document, or null when it does not exist. Empty while loading. */
  data: (T | null)[];
  loading: boolean;
  error: FirestoreError | undefined;
}

const samePaths = <T>(a: readonly DocumentReference<T>[], b: readonly DocumentReference<T>[]) =>
  a.length === b.length && a.every((ref, index) => ref.path === b[index]?.path);

/** Several live documents at once (e.g. the restaurants a user belongs to). */
export function useDocs<T>(refs: readonly DocumentReference<T>[]): DocsResult<T> {
  const stableRefs = useStableValue(refs, samePaths);
  const [state, setState] = useState<{
    refs: readonly DocumentReference<T>[];
    byPath: ReadonlyMap<string, T | null>;
    error?: FirestoreError;
  }>({ refs: [], byPath: new Map() });

  useEffect(() => {
    setState({ refs: stableRefs, byPath: new Map() });
    const unsubscribes = stableRefs.map((ref) =>
      onSnapshot(
        ref,
        { includeMetadataChanges: true },
        (next) => {
          if (!next.exists() && next.metadata.fromCache) return;
          const value = next.exists() ? (next.data() ?? null) : null;
          setState((previous) =>
            previous.refs === stableRefs
              ? { ...previous, byPath: new Map(previous.byPath).set(ref.path, value) }
              : previous,
          );
        },
        (error) => setState((previous) => (previous.refs === stableRefs ? { ...previous, error } : previous)),
      ),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [stableRefs]);

  const current =
    state.refs === stableRefs ? state : { byPath: new Map<string, T | null>(), error: undefined };
  const complete = stableRefs.every((ref) => current.byPath.has(ref.path));
  // The same array until a document changes, so what screens derive from it can be memoised.
  const data = useMemo(
    () => (complete ? stableRefs.map((ref) => current.byPath.get(ref.path) ?? null) : []),
    [complete, stableRefs, current.byPath],
  );
  return {
    data,
    loading: !complete && !current.error,
    error: current.error,
  };
}
