import {
  customerAfterOnlineOrder,
  customerHasCountedOrder,
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
      totalInCents: order.cart?.grandTotal ?? 0,
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

function readCustomer(snapshot: FirebaseFirestore.DocumentSnapshot): StoredCustomer | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = ZStoredCustomer.safeParse(snapshot.data());
  return parsed.success ? parsed.data : undefined;
}
