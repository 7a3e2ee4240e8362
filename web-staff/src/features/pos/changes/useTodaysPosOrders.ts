import type { PosOrderDocument } from '@resto/domain';
import { startOfStoreDay, storeOrders } from '@resto/web-common';
import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export interface TodaysOrders {
  /** undefined while loading or while the server cannot answer (offline). */
  orders: PosOrderDocument[] | undefined;
  error?: string;
}

/**
 * Today's counter orders of the store from every till, live (index source + placedIsoDateTimeUtc),
 * for editing and refunding. Needs the server: the till keeps no Firestore cache, and an order is
 * edited from the server's copy so the edit names the version it changes.
 */
export function useTodaysPosOrders(restaurantId: string, storeId: string, timezone: string): TodaysOrders {
  const [state, setState] = useState<TodaysOrders>({ orders: undefined });
  const since = startOfStoreDay(timezone);
  useEffect(() => {
    const today = query(
      storeOrders(restaurantId, storeId),
      where('source', '==', 'pos'),
      where('placedIsoDateTimeUtc', '>=', since),
      orderBy('placedIsoDateTimeUtc', 'desc'),
      limit(100),
    );
    return onSnapshot(
      today,
      (snapshot) =>
        setState({ orders: snapshot.docs.map((doc) => doc.data() as unknown as PosOrderDocument) }),
      () => setState({ orders: undefined, error: 'The orders cannot be read without a connection.' }),
    );
  }, [restaurantId, storeId, since]);
  return state;
}
