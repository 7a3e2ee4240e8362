import { describe, expect, it } from 'vitest';
import { ZOrderCart, ZWebsiteOrder } from '../../src';
import { address, cart, messages, NOW } from '../support/schemaFixtures';

describe('carts and orders', () => {
  it('a cart parses, with the summary adjustments defaulting to 0', () => {
    const parsed = ZOrderCart.parse(cart);
    expect(parsed.items[0]?.summary).toMatchObject({
      discountForItem: 0,
      extraChargeForItem: 0,
      extraChargeForComments: 0,
    });
    expect(parsed.discount).toBe(0);
  });

  it('checks the totals add up and that delivery has an address', () => {
    expect(messages(ZOrderCart.safeParse({ ...cart, grandTotal: 2900 }))).toEqual([
      'Grand total must equal items plus charges minus discounts',
    ]);
    expect(
      ZOrderCart.safeParse({ ...cart, discount: 500, deliveryCharge: 400, surcharge: 100, grandTotal: 3000 })
        .success,
    ).toBe(true);
    const delivery = { ...cart, collection: { ...cart.collection, type: 'delivery' } };
    expect(messages(ZOrderCart.safeParse(delivery))).toEqual(['Enter the delivery address']);
    expect(ZOrderCart.safeParse({ ...delivery, deliveryAddress: address }).success).toBe(true);
    expect(messages(ZOrderCart.safeParse({ ...cart, items: [] }))).toEqual(['Your cart is empty']);
  });

  it('a website order parses', () => {
    const order = ZWebsiteOrder.parse({
      id: 'o1',
      restaurantId: 'r1',
      storeId: 's1',
      placedIsoDateTimeUtc: NOW,
      cart,
      customer: { name: 'Ana', email: 'ana@example.com', mobile: '+61412345678' },
      status: { code: 'new' },
      payment: { status: 'requiresCapture', paymentIntentId: 'pi_1', applicationFee: 45 },
      timeDimension: {
        isoDate: '2025-03-01',
        year: 2025,
        month: 3,
        dayOfMonth: 1,
        hour: 20,
        weekday: 'saturday',
      },
    });
    expect(order.source).toBe('website');
    expect(order.orderTransactionFees).toEqual({ processorFee: 0, applicationFee: 0 });
  });
});
