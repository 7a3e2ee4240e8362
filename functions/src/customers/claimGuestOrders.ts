import { z } from 'zod';
import { adminAuth, db } from '../admin';
import type { Caller } from '../http/auth';
import { FieldError, ForbiddenError } from '../http/errors';
import { log } from '../log';
import { mergeCustomerRecordsFor, provenIdentity } from './mergeCustomerRecords';

export const ZClaimGuestOrdersRequest = z.object({
  /** The ID token of the guest (anonymous) session this browser had before signing in. */
  guestIdToken: z
    .string()
    .trim()
    .min(1, 'Missing the guest session')
    .max(4096, 'That is not a session token'),
});

/** Most orders one claim moves (a guest's browser rarely has more; the rest move on a second call). */
const MAX_ORDERS = 200;

/**
 * A guest who orders and then signs in (or signs up with a phone code or an existing email account)
 * keeps their orders: the orders placed under the guest's anonymous uid move to the account. The
 * guest session is proven by its own ID token, verified here (it must be an anonymous one, of another
 * uid), so nobody can take orders of a session they do not hold. Moving sets `customerUid` (what the
 * rules and the order pages go by), `uid` and `customerKey`; in each restaurant the orders came from,
 * the guest's customer records (and those of the account's verified phone or email) are merged into
 * the account's, so the customers list shows the person once. Loyalty cards stay as they are.
 */
export async function claimGuestOrders(
  caller: Caller,
  guestIdToken: string,
): Promise<{ moved: number; mergedCustomerRecords: number }> {
  if (caller.signInProvider === 'anonymous')
    throw new ForbiddenError('Sign in to an account to keep your guest orders.');
  let guest: Awaited<ReturnType<ReturnType<typeof adminAuth>['verifyIdToken']>>;
  try {
    guest = await adminAuth().verifyIdToken(guestIdToken);
  } catch {
    throw new FieldError('guestIdToken', 'The guest session has ended, so its orders cannot be moved.');
  }
  if (guest.firebase?.sign_in_provider !== 'anonymous' || guest.uid === caller.uid)
    throw new FieldError('guestIdToken', 'That is not a guest session.');
  const orders = await db()
    .collectionGroup('orders')
    .where('customerUid', '==', guest.uid)
    .limit(MAX_ORDERS)
    .get();
  const storeOrders = orders.docs.filter((doc) => doc.ref.path.split('/')[2] === 'stores');
  for (let start = 0; start < storeOrders.length; start += 400) {
    const batch = db().batch();
    for (const doc of storeOrders.slice(start, start + 400))
      batch.update(doc.ref, { customerUid: caller.uid, uid: caller.uid, customerKey: caller.uid });
    await batch.commit();
  }
  const identity = await provenIdentity(caller.uid, guest.uid);
  let mergedCustomerRecords = 0;
  for (const restaurantId of new Set(storeOrders.map((doc) => doc.ref.path.split('/')[1] ?? ''))) {
    if (restaurantId) mergedCustomerRecords += await mergeCustomerRecordsFor(restaurantId, identity);
  }
  log.info('customers.guest_orders_claimed', {
    uid: caller.uid,
    guestUid: guest.uid,
    moved: storeOrders.length,
    mergedCustomerRecords,
  });
  return { moved: storeOrders.length, mergedCustomerRecords };
}
