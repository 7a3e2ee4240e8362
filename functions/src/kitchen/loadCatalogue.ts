import {
  type CartItem,
  type ItemSpec,
  type MenuCatalogue,
  menuCatalogue,
  type PizzaSettings,
  ZItemSpec,
  ZPizzaSettings,
} from '@resto/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { log } from '../log';
import { storeItems, storeSettingDoc } from '../orderOperations/paths';

/** Every menu item an order's lines point at: the items themselves and the pizzas inside halves and deals. */
export function referencedSpecIds(items: readonly CartItem[]): string[] {
  const ids = new Set<string>();
  for (const { selection } of items) {
    ids.add(selection.specId);
    if (selection.type === 'halfAndHalf') {
      ids.add(selection.firstHalf.pizzaSpecId);
      ids.add(selection.secondHalf.pizzaSpecId);
    }
    if (selection.type === 'deal') {
      for (const pizza of Object.values(selection.pizzas)) {
        if (pizza.pizzaId) ids.add(pizza.pizzaId);
        if (pizza.firstHalf) ids.add(pizza.firstHalf.pizzaSpecId);
        if (pizza.secondHalf) ids.add(pizza.secondHalf.pizzaSpecId);
      }
    }
  }
  return [...ids];
}

/**
 * Reads `first` (the caller's own documents) together with the back-office item specs (with
 * `printStationIds`, which the public published menu leaves out) and pizza settings a ticket needs,
 * in ONE `getAll` through the caller's transaction, so a ticket costs a single read round trip.
 * An item that is gone or no longer parses is left out: the ticket builder then falls back to the
 * order's own words for that line.
 */
export async function readForTicket(
  tx: Transaction,
  first: readonly DocumentReference[],
  order: { restaurantId: string; storeId: string; items: readonly CartItem[] },
): Promise<[DocumentSnapshot[], MenuCatalogue]> {
  const { restaurantId, storeId } = order;
  const refs = referencedSpecIds(order.items).map((id) => storeItems(restaurantId, storeId).doc(id));
  const snapshots = await tx.getAll(...first, storeSettingDoc(restaurantId, storeId, 'pizza'), ...refs);
  const own = snapshots.slice(0, first.length);
  const [pizzaDoc, ...itemDocs] = snapshots.slice(first.length);
  const specs: ItemSpec[] = [];
  for (const doc of itemDocs) {
    if (!doc.exists) continue;
    const parsed = ZItemSpec.safeParse({ ...doc.data(), id: doc.id });
    if (parsed.success) specs.push(parsed.data);
    else log.warn('kds.unreadable_item', { restaurantId, storeId, itemId: doc.id });
  }
  let pizzaSettings: PizzaSettings | undefined;
  if (pizzaDoc?.exists) {
    const parsed = ZPizzaSettings.safeParse(pizzaDoc.data());
    if (parsed.success) pizzaSettings = parsed.data;
  }
  return [own, menuCatalogue(specs, pizzaSettings)];
}
