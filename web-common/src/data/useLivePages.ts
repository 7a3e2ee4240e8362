import {
  type DocumentData,
  type FirestoreError,
  onSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';

export interface LivePages<A, D extends DocumentData> {
  /** The documents of the page on screen. */
  docs: QueryDocumentSnapshot<A, D>[];
  /** 1-based page number. */
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
  loading: boolean;
  error: FirestoreError | undefined;
}

/**
 * A list a page at a time, live: the page on screen is one snapshot listener, so changes show without
 * reloading. Paging is cursor-based: `queryFor(cursor)` asks for one more than `pageSize` after the
 * cursor (the last document of the page before), and the cursors of the pages passed are kept so Back
 * returns to them. A new `listKey` (another store, another filter) starts again at page 1;
 * `queryFor` undefined lists nothing yet.
 */
export function useLivePages<A, D extends DocumentData>(
  listKey: string,
  queryFor: ((cursor: QueryDocumentSnapshot<A, D> | undefined) => Query<A, D>) | undefined,
  pageSize: number,
): LivePages<A, D> {
  type Cursor = QueryDocumentSnapshot<A, D>;
  const [cursors, setCursors] = useState<{ key: string; stack: Cursor[] }>({ key: listKey, stack: [] });
  const stack = cursors.key === listKey ? cursors.stack : [];
  const cursor = stack.at(-1);
  const [state, setState] = useState<{ key: string; docs?: Cursor[]; error?: FirestoreError }>({ key: '' });
  const pageKey = `${listKey}#${stack.length}#${cursor?.id ?? ''}`;
  const active = queryFor !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey captures the list and the cursor.
  useEffect(() => {
    if (!queryFor) return;
    return onSnapshot(
      queryFor(cursor),
      (snapshot) => setState({ key: pageKey, docs: snapshot.docs }),
      (error) => setState({ key: pageKey, error }),
    );
  }, [pageKey, active]);

  const current = state.key === pageKey ? state : { key: pageKey };
  const docs = current.docs ?? [];
  const shown = docs.slice(0, pageSize);
  const hasNext = docs.length > pageSize;
  return {
    docs: shown,
    page: stack.length + 1,
    hasNext,
    hasPrevious: stack.length > 0,
    next: () => {
      const last = shown.at(-1);
      if (hasNext && last) setCursors({ key: listKey, stack: [...stack, last] });
    },
    previous: () => setCursors({ key: listKey, stack: stack.slice(0, -1) }),
    loading: active && current.docs === undefined && !current.error,
    error: current.error,
  };
}
