import { COUNTRIES, type CurrencyCode, type ItemSpec } from '@resto/domain';
import {
  menuItems,
  useMenuCategories,
  useMenuItems,
  usePizzaSettings,
  useQuery,
  useRestaurant,
  useStore,
} from '@resto/web-common';
import { query, where } from 'firebase/firestore';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { menuPaths } from './components/menuPaths';

/**
 * The records of a live query, keeping the previous object of every record whose content did not
 * change: a snapshot re-creates all of them, and the menu board's memoised rows compare by identity,
 * so without this one sold-out switch would re-render a thousand rows.
 */
function useStructuralSharing<T extends { id: string }>(records: readonly T[]): readonly T[] {
  // The JSON of a kept record is worked out only when a later snapshot has to compare with it.
  const previous = useRef(new Map<string, { record: T; json?: string }>());
  return useMemo(() => {
    const next = new Map<string, { record: T; json?: string }>();
    const shared = records.map((record) => {
      const before = previous.current.get(record.id);
      if (!before) {
        next.set(record.id, { record });
        return record;
      }
      const json = JSON.stringify(record);
      before.json ??= JSON.stringify(before.record);
      const kept = before.json === json ? before.record : record;
      next.set(record.id, { record: kept, json });
      return kept;
    });
    previous.current = next;
    return shared;
  }, [records]);
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `work` once the browser is idle (after the first screen is painted), or soon. */
function afterPaint(work: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: 500 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}

const bySortOrder = (a: ItemSpec, b: ItemSpec) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/**
 * The store's items, live. With `firstScreenFirst`, the first category's items are read first (a
 * small query the emulator answers and the SDK applies quickly, so the page shows and works at once)
 * and the one listener for all items starts once that is painted; the small one stops when the full
 * one has answered. A thousand-item store otherwise waits a second or more for the whole collection.
 */
function useItems(
  restaurantId: string,
  storeId: string,
  firstCategoryId: string | undefined,
  firstScreenFirst: boolean,
  categoriesLoading: boolean,
) {
  const [allWanted, setAllWanted] = useState(!firstScreenFirst);
  const all = useMenuItems(allWanted ? restaurantId : undefined, storeId);
  const allReady = allWanted && !all.loading;
  const firstScreen = useQuery(
    firstScreenFirst && !allReady && firstCategoryId && restaurantId && storeId
      ? query(menuItems(restaurantId, storeId), where('categoryId', '==', firstCategoryId))
      : null,
  );
  const firstScreenReady = firstCategoryId !== undefined && !firstScreen.loading && !firstScreen.error;

  useEffect(() => {
    if (allWanted || categoriesLoading) return;
    // Nothing to show first (no categories, or the small query failed): read everything now.
    if (firstCategoryId === undefined || firstScreen.error) {
      setAllWanted(true);
      return;
    }
    if (firstScreenReady) return afterPaint(() => setAllWanted(true));
  }, [allWanted, categoriesLoading, firstCategoryId, firstScreen.error, firstScreenReady]);

  const firstScreenItems = useMemo(() => [...firstScreen.data].sort(bySortOrder), [firstScreen.data]);
  if (allReady || !firstScreenFirst)
    return { data: all.data, loading: all.loading, error: all.error, onlyFor: undefined };
  return {
    data: firstScreenItems,
    loading: !firstScreenReady,
    error: undefined,
    // While the rest loads: the one category whose items are here.
    onlyFor: firstScreenReady ? firstCategoryId : undefined,
  };
}

/**
 * Everything a menu screen of `/restaurants/:restaurantId/stores/:storeId/...` reads, live: the
 * store's categories, items and pizza settings, and the restaurant's currency. `firstScreenFirst`
 * (the menu board) shows the first category before all items have arrived; `itemsOnlyFor` then
 * names it until the rest is in.
 */
export function useStoreMenu({ firstScreenFirst = false }: { firstScreenFirst?: boolean } = {}) {
  const { restaurantId = '', storeId = '' } = useParams();
  const restaurant = useRestaurant(restaurantId);
  const store = useStore(restaurantId, storeId);
  const categories = useMenuCategories(restaurantId, storeId);
  const items = useItems(restaurantId, storeId, categories.data[0]?.id, firstScreenFirst, categories.loading);
  const pizzaSettings = usePizzaSettings(restaurantId, storeId);
  const sharedCategories = useStructuralSharing(categories.data);
  const sharedItems = useStructuralSharing(items.data);
  const country = COUNTRIES[restaurant.data?.country?.code ?? 'AU'];
  const currency: CurrencyCode = country.currencyCode;
  const paths = useMemo(() => menuPaths(restaurantId, storeId), [restaurantId, storeId]);
  return {
    restaurantId,
    storeId,
    store: store.data,
    categories: sharedCategories,
    items: sharedItems,
    itemsOnlyFor: items.onlyFor,
    pizzaSettings: pizzaSettings.data ?? undefined,
    currency,
    symbol: country.currencySymbol,
    paths,
    loading:
      restaurant.loading || store.loading || categories.loading || items.loading || pizzaSettings.loading,
    error: restaurant.error ?? store.error ?? categories.error ?? items.error ?? pizzaSettings.error,
  };
}
