import { describe, expect, it } from 'vitest';
import { ZMarketplaceOrder } from '../../src';
import { NOW } from '../support/schemaFixtures';

describe('marketplace orders', () => {
  it('a marketplace order carries pizza sizes on its items', () => {
    const order = ZMarketplaceOrder.parse({
      id: 'u1',
      restaurantId: 'r1',
      storeId: 's1',
      displayId: 'A1B2C',
      deliveryChannel: 'DELIVERY_BY_MARKETPLACE',
      collection: { type: 'delivery' },
      placedIsoDateTimeUtc: NOW,
      items: [
        {
          id: 'x',
          specId: 'margherita',
          categoryId: 'c1',
          name: 'Margherita',
          price: 2100,
          quantity: 1,
          sizeId: 'L',
          sizeName: 'Large',
        },
      ],
      itemTotal: 2100,
      grandTotal: 2100,
      currencyCode: 'AUD',
      status: 'CREATED',
    });
    expect(order.items[0]).toMatchObject({ sizeName: 'Large', isGstApplicable: true });
  });
});
