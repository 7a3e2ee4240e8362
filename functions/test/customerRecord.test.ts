import { describe, expect, it } from 'vitest';
import { countOrderTowardsCustomer } from '../src/customers/customerRecord';
import { customerRecordCaresAbout } from '../src/customers/customerRecordTrigger';
import { audienceRecipients } from '../src/marketing/smsCampaignStore';
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

describe('what a customer spent: refunds taken off, POS orders of a known customer added', () => {
  const KEY = 'guest:+61499990001';
  const customerDoc = () => firestore().doc(`restaurants/${RESTAURANT}/customers/${KEY}`);
  const write = (orderId: string, before: unknown, after: unknown) => ({
    restaurantId: RESTAURANT,
    storeId: 's1',
    orderId,
    before: before as Record<string, unknown> | undefined,
    after: after as Record<string, unknown> | undefined,
  });
  const online = {
    ...websiteOrder('spend-web', '2026-02-01T01:00:00.000Z', 'Ria', 20_000),
    customer: { name: 'Ria', email: 'ria@example.com', mobile: '+61499990001', previousOrderCount: 0 },
    customerKey: KEY,
  };
  const pos = {
    id: 'spend-pos',
    source: 'pos',
    placedIsoDateTimeUtc: '2026-02-03T01:00:00.000Z',
    cart: { grandTotal: 6_000 },
    refundAmountInCents: 0,
    customerUid: KEY,
    status: { code: 'completed' },
  };
  const bigSpenders = async (minSpentInCents: number) =>
    (await audienceRecipients(RESTAURANT, { kind: 'bigSpenders', minSpentInCents })).map((r) => r.mobile);
  const frequent = async (minOrders: number) =>
    (await audienceRecipients(RESTAURANT, { kind: 'frequent', minOrders })).map((r) => r.mobile);

  it('cares about a counted order’s refunds and a known customer’s POS order, not a walk-in sale', () => {
    const refunded = { ...online, refundTotals: { refundedInCents: 5_000, pendingInCents: 0 } };
    expect(customerRecordCaresAbout({ before: online, after: refunded })).toBe(true);
    expect(customerRecordCaresAbout({ before: undefined, after: pos })).toBe(true);
    expect(customerRecordCaresAbout({ before: pos, after: { ...pos, refundAmountInCents: 1_000 } })).toBe(
      true,
    );
    expect(customerRecordCaresAbout({ before: pos, after: { ...pos, status: { code: 'cancelled' } } })).toBe(
      false,
    );
    const { customerUid: _walkIn, ...walkIn } = pos;
    expect(customerRecordCaresAbout({ before: undefined, after: walkIn })).toBe(false);
  });

  it('a refund lowers the big-spenders total once; the till’s orders for the customer count', async () => {
    await countOrderTowardsCustomer(write(online.id, undefined, online));
    await customerDoc().update({
      marketingConsent: {
        granted: true,
        channels: ['sms'],
        wording: 'Send me offers by SMS. I can opt out at any time.',
        source: 'onlineCheckout',
        atIsoDateTimeUtc: '2026-02-01T01:00:00.000Z',
      },
    });
    expect(await bigSpenders(20_000)).toEqual(['+61499990001']);

    // $50 of the $200 order refunded; the event delivered twice: counted once.
    const refunded = { ...online, refundTotals: { refundedInCents: 5_000, pendingInCents: 0 } };
    await countOrderTowardsCustomer(write(online.id, online, refunded));
    await countOrderTowardsCustomer(write(online.id, online, refunded));
    expect((await customerDoc().get()).get('totalSpentInCents')).toBe(15_000);
    expect(await bigSpenders(20_000)).toEqual([]);

    // A $60 sale at the till for this customer (chosen in the till's lookup), delivered twice.
    await countOrderTowardsCustomer(write(pos.id, undefined, pos));
    await countOrderTowardsCustomer(write(pos.id, undefined, pos));
    expect((await customerDoc().get()).data()).toMatchObject({
      previousOrderCount: 1,
      previousPosOrderCount: 1,
      totalSpentInCents: 21_000,
      lastOrderIsoDateTimeUtc: pos.placedIsoDateTimeUtc,
    });
    expect(await bigSpenders(20_000)).toEqual(['+61499990001']);
    expect(await frequent(2)).toEqual(['+61499990001']);

    // The till refunds $20 of it: the total goes down by that, once.
    const posRefunded = { ...pos, refundAmountInCents: 2_000 };
    await countOrderTowardsCustomer(write(pos.id, pos, posRefunded));
    await countOrderTowardsCustomer(write(pos.id, pos, posRefunded));
    expect((await customerDoc().get()).get('totalSpentInCents')).toBe(19_000);
    expect(await bigSpenders(20_000)).toEqual([]);

    // A sale for a customer the restaurant does not know makes no record.
    await countOrderTowardsCustomer(
      write('walk-in', undefined, { ...pos, id: 'walk-in', customerUid: 'guest:+61499990999' }),
    );
    expect(
      (await firestore().doc(`restaurants/${RESTAURANT}/customers/guest:+61499990999`).get()).exists,
    ).toBe(false);
  });
});
