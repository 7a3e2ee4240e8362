import { describe, expect, it } from 'vitest';
import { countOrderTowardsCustomer } from '../src/customers/customerRecord';
import { customerRecordCaresAbout } from '../src/customers/customerRecordTrigger';
import { firestore } from './support/admin';

const RESTAURANT = `customer-record-${Date.now()}`;

function websiteOrder(orderId: string, placed: string, name: string, grandTotal = 0) {
  return {
    id: orderId,
    restaurantId: RESTAURANT,
    storeId: 's1',
    source: 'website',
    placedIsoDateTimeUtc: placed,
    cart: { grandTotal },
    customer: { name, email: 'sam@example.com', mobile: '+61412345678', previousOrderCount: 0 },
    status: { code: 'new', updatedIsoDateTimeUtc: placed },
    customerKey: 'guest:+61412345678',
    marketingConsent: false,
  };
}

describe('the customer record follows placed website orders', () => {
  it('cares about a website order being created, not about its later writes or other sources', () => {
    const order = websiteOrder('o1', '2026-01-01T01:00:00.000Z', 'Sam');
    expect(customerRecordCaresAbout({ before: undefined, after: order })).toBe(true);
    expect(
      customerRecordCaresAbout({ before: order, after: { ...order, status: { code: 'accepted' } } }),
    ).toBe(false);
    expect(customerRecordCaresAbout({ before: undefined, after: { ...order, source: 'pos' } })).toBe(false);
    expect(customerRecordCaresAbout({ before: order, after: undefined })).toBe(false);
  });

  it('counts each order once however often its event is delivered, and in any order', async () => {
    const early = websiteOrder('early', '2026-01-01T01:00:00.000Z', 'Sam', 4250);
    const late = websiteOrder('late', '2026-01-02T01:00:00.000Z', 'Samantha', 1500);
    const write = (order: ReturnType<typeof websiteOrder>) => ({
      restaurantId: RESTAURANT,
      storeId: 's1',
      orderId: order.id,
      before: undefined,
      after: order as unknown as Record<string, unknown>,
    });
    // The later order arrives first, then the earlier one twice (a redelivered event) at once.
    await countOrderTowardsCustomer(write(late));
    await Promise.all([countOrderTowardsCustomer(write(early)), countOrderTowardsCustomer(write(early))]);
    await countOrderTowardsCustomer(write(late));
    const record = (
      await firestore().doc(`restaurants/${RESTAURANT}/customers/guest:+61412345678`).get()
    ).data();
    expect(record).toMatchObject({
      previousOrderCount: 2,
      name: 'Samantha',
      previousNames: [],
      countedOrderIds: ['early', 'late'],
      // What the big-spenders audience reads: each order's total once.
      totalSpentInCents: 5750,
    });
    expect(record?.searchTerms).toEqual(expect.arrayContaining(['samantha']));
  });
});
