import {
  customerAfterOnlineOrder,
  customerAfterOrderSpendChange,
  customerAfterPosOrder,
  customerHasCountedOrder,
  customerSpendOfOrder,
  personSearchTerms,
  type StoredCustomer,
  ZMarketingConsentRecord,
  ZStoredCustomer,
} from '@resto/domain';
import { z } from 'zod';
import { runContendedTransaction } from '../admin';
import { log } from '../log';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { stripUndefined } from '../settings/stripUndefined';

/** What of a website order its customer record takes: who placed it, when, and what they typed. */
const ZCountedOrder = z.object({
  id: z.string().min(1),
  customerUid: z.string().optional(),
  customerKey: z.string().min(1),
  customer: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  marketingConsent: z.boolean(),
  marketingConsentRecord: ZMarketingConsentRecord.optional(),
  placedIsoDateTimeUtc: z.string(),
  cart: z.object({ grandTotal: z.number().int().min(0).optional() }).optional(),
});

/**
 * Counts a placed website order in `restaurants/{r}/customers/{customerKey}` once: the record keeps
 * the ids it counted, so a second delivery of the same event changes nothing. Orders of one customer
 * placed at once meet here, one transaction after the other, never on the checkout's path.
 */
export async function countOrderTowardsCustomer(write: OrderWrite): Promise<void> {
  const after = write.after as Record<string, unknown> | undefined;
  if (!after) return;
  // What the order is worth to its customer: its total less refunds (the domain's, never re-derived).
  const spendInCents = customerSpendOfOrder(after);
  if (after.source === 'pos') {
    await countPosOrderTowardsCustomer(write, after, spendInCents);
    return;
  }
  if (write.before !== undefined) {
    const key = after.customerKey;
    if (typeof key === 'string')
      await changeSpend(restaurantCustomerDoc(write.restaurantId, key), write.orderId, spendInCents);
    return;
  }
  const parsed = ZCountedOrder.safeParse(write.after);
  if (!parsed.success) {
    log.error('customers.order_unreadable', {
      restaurantId: write.restaurantId,
      orderId: write.orderId,
      issues: parsed.error.issues.slice(0, 3),
    });
    return;
  }
  const order = parsed.data;
  const ref = restaurantCustomerDoc(write.restaurantId, order.customerKey);
  await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const existing = readCustomer(snapshot);
    if (customerHasCountedOrder(existing, order.id)) return;
    const customer = customerAfterOnlineOrder(existing, {
      orderId: order.id,
      customerUid: order.customerUid,
      name: order.customer.name,
      mobile: order.customer.mobile,
      email: order.customer.email,
      marketingConsent: order.marketingConsent,
      consentRecord: order.marketingConsentRecord,
      placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
      storeId: write.storeId,
      totalInCents: spendInCents,
    });
    // Found by what the record now says (an older order counted late does not change it).
    const searchTerms = personSearchTerms({
      name: customer.name,
      email: customer.unverifiedEmail,
      mobile: customer.mobileNumberE164 ?? '',
    });
    tx.set(ref, stripUndefined({ ...customer, searchTerms }));
  });
}

/** A refund or an edit of an order already counted: the record's total moves by the difference, once. */
async function changeSpend(
  ref: FirebaseFirestore.DocumentReference,
  orderId: string,
  spendInCents: number,
): Promise<void> {
  await runContendedTransaction(async (tx) => {
    const existing = readCustomer(await tx.get(ref));
    if (!existing) return;
    const changed = customerAfterOrderSpendChange(existing, orderId, spendInCents);
    if (changed !== existing)
      tx.update(ref, {
        totalSpentInCents: changed.totalSpentInCents ?? 0,
        countedSpendInCents: changed.countedSpendInCents,
      });
  });
}

const ZPosCountedOrder = z.object({
  customerUid: z.string().min(1).max(128),
  placedIsoDateTimeUtc: z.string(),
});

/**
 * A POS order the cashier chose a known customer for (the till's customer lookup): counted once on
 * that record (orders and spend); a later refund or edit moves the spend. Nobody's record is made
 * from a POS order: an unknown key counts nowhere.
 */
async function countPosOrderTowardsCustomer(
  write: OrderWrite,
  after: Record<string, unknown>,
  spendInCents: number,
): Promise<void> {
  const parsed = ZPosCountedOrder.safeParse(after);
  if (!parsed.success) return;
  const ref = restaurantCustomerDoc(write.restaurantId, parsed.data.customerUid);
  await runContendedTransaction(async (tx) => {
    const existing = readCustomer(await tx.get(ref));
    if (!existing) return;
    if (customerHasCountedOrder(existing, write.orderId)) {
      const changed = customerAfterOrderSpendChange(existing, write.orderId, spendInCents);
      if (changed !== existing)
        tx.update(ref, {
          totalSpentInCents: changed.totalSpentInCents ?? 0,
          countedSpendInCents: changed.countedSpendInCents,
        });
      return;
    }
    const counted = customerAfterPosOrder(existing, {
      orderId: write.orderId,
      placedIsoDateTimeUtc: parsed.data.placedIsoDateTimeUtc,
      storeId: write.storeId,
      spendInCents,
    });
    tx.update(
      ref,
      stripUndefined({
        previousPosOrderCount: counted.previousPosOrderCount,
        totalSpentInCents: counted.totalSpentInCents,
        countedOrderIds: counted.countedOrderIds,
        countedSpendInCents: counted.countedSpendInCents,
        lastOrderIsoDateTimeUtc: counted.lastOrderIsoDateTimeUtc,
        lastOrderStoreId: counted.lastOrderStoreId,
      }),
    );
  });
}

function readCustomer(snapshot: FirebaseFirestore.DocumentSnapshot): StoredCustomer | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = ZStoredCustomer.safeParse(snapshot.data());
  return parsed.success ? parsed.data : undefined;
}
