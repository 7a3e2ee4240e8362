import {
  type CollectionType,
  type ItemSelection,
  type OrderStatus,
  type PublishedMenu,
  stableStringify,
} from '@resto/domain';
import { type CartLine, repriceCart } from '../cart/cartStore';
import type { CustomerOrder } from './customerOrders';

/**
 * "Order again": a past order's selections checked against today's menu with the domain's pricing.
 * Lines that still price go back into the cart; the others are explained (sold out, no longer on the
 * menu, options changed) so the customer knows why their usual is not all there.
 */

type OrderableSelection = Exclude<ItemSelection, { type: 'custom' }>;

export interface ReorderPlan {
  add: { selection: OrderableSelection; categoryId: string | undefined }[];
  skipped: { name: string; reason: string }[];
}

export function reorderPlan(
  order: CustomerOrder,
  menu: PublishedMenu,
  collectionType: CollectionType,
): ReorderPlan {
  const candidates = order.cart.items.flatMap((item) =>
    item.selection.type === 'custom'
      ? []
      : [{ item, line: { id: item.id, selection: item.selection, categoryId: item.categoryId } as CartLine }],
  );
  const skipped: ReorderPlan['skipped'] = order.cart.items
    .filter((item) => item.selection.type === 'custom')
    .map((item) => ({
      name: item.summary.name,
      reason: 'It was made up at the counter and cannot be ordered online',
    }));
  const priced = repriceCart(
    candidates.map((candidate) => candidate.line),
    menu,
    collectionType,
  );
  const add: ReorderPlan['add'] = [];
  priced.lines.forEach((entry, index) => {
    const candidate = candidates[index];
    if (!candidate) return;
    if (entry.ok)
      add.push({
        selection: candidate.line.selection as OrderableSelection,
        categoryId: entry.priced.categoryId,
      });
    else skipped.push({ name: candidate.item.summary.name, reason: entry.problem.message });
  });
  return { add, skipped };
}

/** "2× Margherita, 1× Garlic bread and 2 more" */
export function itemsSummary(order: CustomerOrder, shown = 3): string {
  const parts = order.cart.items.map((item) => `${item.summary.quantity}× ${item.summary.name}`);
  const rest = parts.length - shown;
  return rest > 0 ? `${parts.slice(0, shown).join(', ')} and ${rest} more` : parts.join(', ');
}

const SAVED_STATUSES: ReadonlySet<OrderStatus> = new Set(['new', 'accepted', 'completed']);

/**
 * Saved orders: the distinct orders placed at this store (newest first), ready to order again in one
 * tap. Orders with the same items count once; failed, rejected and cancelled orders are left out.
 */
export function savedOrders(orders: readonly CustomerOrder[], storeId: string): CustomerOrder[] {
  const seen = new Set<string>();
  return orders.filter((order) => {
    if (order.storeId !== storeId || !SAVED_STATUSES.has(order.status.code)) return false;
    const key = stableStringify(
      order.cart.items.map((item) => ({ ...item.selection, comments: item.selection.comments ?? '' })),
    );
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
