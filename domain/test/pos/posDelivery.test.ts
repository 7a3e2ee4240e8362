import { describe, expect, it } from 'vitest';
import {
  buildPosOrderDocument,
  posDeliveryQuote,
  posDeliveryZones,
  quotePosOrder,
  ZPosOrderDocument,
  ZPosOrderRequest,
} from '../../src';
import { burgerLine, OPEN_NOW, publishedMenu } from '../support/onlineOrderingMenu';

// The test store delivers to one drawn area, Bondi: $5.00 delivery, $20.00 minimum; a burger is $21.50 for
// delivery (its delivery extra charge included).
const menu = publishedMenu();

function deliveryRequest(zoneKey: string | undefined) {
  return ZPosOrderRequest.parse({
    employeeId: 'emp-1',
    placedIsoDateTimeUtc: OPEN_NOW.toISOString(),
    collectionType: 'delivery',
    deliveryAddress: { formattedAddress: '12 Campbell Pde', ...(zoneKey ? { zoneKey } : {}) },
    lines: [burgerLine],
    payment: { paymentType: 'cash' },
    expectedTotalInCents: 0,
  });
}

function deliveryQuote(zoneKey: string | undefined, target = menu) {
  return quotePosOrder(target, deliveryRequest(zoneKey), OPEN_NOW);
}

describe('delivery orders at the till', () => {
  it('offers the store’s delivery areas and suburbs with their fees', () => {
    const withSuburb = {
      ...menu,
      settings: {
        ...menu.settings,
        delivery: {
          ...menu.settings.delivery,
          suburbs: [{ name: 'Tamarama', postcode: '2026', deliveryCharges: 700 }],
        },
      },
    };
    expect(
      posDeliveryZones(withSuburb).map(({ key, label, deliveryCharge }) => ({ key, label, deliveryCharge })),
    ).toEqual([
      { key: 'area:bondi', label: 'Bondi', deliveryCharge: 500 },
      { key: 'suburb:Tamarama:2026', label: 'Tamarama 2026', deliveryCharge: 700 },
    ]);
    expect(posDeliveryQuote(withSuburb, 'suburb:Tamarama:2026', 2050)).toMatchObject({
      ok: true,
      deliveryCharge: 700,
    });
    expect(deliveryQuote('suburb:Tamarama:2026', withSuburb).totals).toMatchObject({
      deliveryCharge: 700,
      grandTotal: 2850,
    });
  });

  it('adds the picked zone’s fee to the total by the store’s rules', () => {
    const quote = deliveryQuote('area:bondi');
    expect(quote.problems).toEqual([]);
    expect(quote.totals).toMatchObject({ itemTotal: 2150, deliveryCharge: 500, grandTotal: 2650 });
    // A delivery with no zone picked carries no fee; pickup never does.
    expect(deliveryQuote(undefined).totals.grandTotal).toBe(2150);
  });

  it('refuses a zone the store no longer has and an order under the zone’s minimum', () => {
    expect(deliveryQuote('area:gone').problems).toEqual([
      { path: 'deliveryAddress.zoneKey', message: 'The store no longer delivers to that suburb or area' },
    ]);
    const [area] = menu.settings.delivery.areas;
    if (!area) throw new Error('no area');
    const higherMinimum = {
      ...menu,
      settings: {
        ...menu.settings,
        delivery: { ...menu.settings.delivery, areas: [{ ...area, minOrderValue: 3000 }] },
      },
    };
    expect(deliveryQuote('area:bondi', higherMinimum).problems).toEqual([
      { path: 'deliveryAddress.zoneKey', message: 'Spend $30.00 or more to have your order delivered here' },
    ]);
  });

  it('keeps the fee and the picked zone on the stored order, so an edit charges it again', () => {
    const request = { ...deliveryRequest('area:bondi'), expectedTotalInCents: 2650 };
    const order = buildPosOrderDocument({
      request,
      quote: quotePosOrder(menu, request, OPEN_NOW),
      ids: {
        restaurantId: 'r1',
        storeId: 's1',
        posOrderId: 'pos-order-0001',
        posTerminalId: 'till-1',
        posTerminalName: 'Front counter',
        employeeId: 'emp-1',
        employeeName: 'Alex',
      },
      menu,
      now: OPEN_NOW,
    });
    expect(ZPosOrderDocument.parse(order)).toMatchObject({
      deliveryZone: { key: 'area:bondi', label: 'Bondi' },
      totals: { deliveryCharge: 500, grandTotal: 2650 },
      cart: { deliveryCharge: 500, deliveryAddress: { formattedAddress: '12 Campbell Pde' } },
    });
  });
});
