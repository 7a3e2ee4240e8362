import type { KdsTicket } from '@resto/domain';
import { firestore } from '@resto/web-common';
import {
  disableNetwork,
  enableNetwork,
  type FirestoreError,
  onSnapshot,
  type Query,
} from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';

export interface LiveTickets {
  /** Keyed by ticket id: a snapshot replayed after a reconnect replaces, it never duplicates. */
  byId: ReadonlyMap<string, KdsTicket>;
  /** False until the first snapshot (from the server, or a non-empty one from the cache). */
  loaded: boolean;
  /** The last snapshot came from the local cache: the server has not confirmed it (offline). */
  fromCache: boolean;
  error: FirestoreError | undefined;
}

const NOTHING: LiveTickets = { byId: new Map(), loaded: false, fromCache: false, error: undefined };

/**
 * One onSnapshot listener over a ticket query, with metadata changes so a lost connection shows
 * (`fromCache` turns true) and its return too. `generation` re-subscribes when it changes: the
 * auto-refresh setting uses it to rebuild the listener without reloading the page.
 */
export function useLiveTickets(
  makeQuery: (() => Query<KdsTicket>) | undefined,
  generation = 0,
  // The query factory is identified by this key (store, filters), not by function identity.
  queryKey = '',
): LiveTickets {
  const [live, setLive] = useState<LiveTickets>(NOTHING);
  const subscribedKey = useRef<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: makeQuery is identified by queryKey.
  useEffect(() => {
    if (!makeQuery) return;
    // Another query starts empty; the same one re-subscribed (auto-refresh) keeps showing its tickets
    // until the new listener answers, so the grid does not blink.
    if (subscribedKey.current !== queryKey) setLive(NOTHING);
    subscribedKey.current = queryKey;
    // The tickets as this listener last applied them: later snapshots change only what they name, so
    // an unchanged ticket keeps its object and its memoised card does not render again.
    let held: Map<string, KdsTicket> | undefined;
    return onSnapshot(
      makeQuery(),
      { includeMetadataChanges: true },
      (snapshot) => {
        // An empty cache answer only means "not heard from the server yet".
        if (snapshot.empty && snapshot.metadata.fromCache) {
          // Whatever comes next is read whole (its changes are relative to this skipped answer).
          held = undefined;
          setLive((current) => (current.loaded ? { ...current, fromCache: true } : current));
          return;
        }
        const changes = snapshot.docChanges();
        let byId: Map<string, KdsTicket>;
        if (held === undefined) {
          byId = new Map();
          for (const doc of snapshot.docs) byId.set(doc.id, doc.data());
        } else if (changes.length === 0) {
          byId = held;
        } else {
          byId = new Map(held);
          for (const change of changes) {
            if (change.type === 'removed') byId.delete(change.doc.id);
            else byId.set(change.doc.id, change.doc.data());
          }
        }
        held = byId;
        const fromCache = snapshot.metadata.fromCache;
        setLive((current) =>
          current.byId === byId && current.loaded && current.fromCache === fromCache && !current.error
            ? current
            : { byId, loaded: true, fromCache, error: undefined },
        );
      },
      (error) => setLive((current) => ({ ...current, loaded: true, error })),
    );
  }, [queryKey, generation]);

  useEffect(reconnectWhenOnline, []);
  return live;
}

let reconnectRegistered = false;

/**
 * When the network comes back, reconnect now rather than when the SDK's backoff timer next fires
 * (after a long outage that can be tens of seconds): a kitchen screen must catch up at once.
 * Cycling the network drops the backoff; listeners stay registered and resume from where they were.
 * The network belongs to the one Firestore client, so this is registered once per page however many
 * ticket listeners are open (two on the completed screen).
 */
function reconnectWhenOnline() {
  if (reconnectRegistered) return;
  reconnectRegistered = true;
  window.addEventListener('online', () => {
    const db = firestore();
    void disableNetwork(db).then(() => enableNetwork(db));
  });
}
