import { describe, expect, it } from 'vitest';
import {
  buildOnlineOrderDocument,
  cartTotals,
  catalogueFromPublishedMenu,
  checkoutConsentRecord,
  customerAfterOnlineOrder,
  customerHasCountedOrder,
  hasMarketingConsent,
  marketingConsentWording,
  onlineCustomerKey,
  onlineOrderCart,
  orderInvoiceEmail,
  orderProblemsStatus,
  orderTimeDimension,
  type PlaceOrderLine,
  placedOnlineOrderStatus,
  placeOrderFingerprint,
  priceCart,
  priceOnlineOrder,
  quoteOnlineOrder,
  ZCoupon,
  ZLoyaltySettings,
  ZOnlineOrderDocument,
  ZOrderCart,
  ZPlaceOrderRequest,
} from '../../src';
import {
  BONDI_ADDRESS,
  burgerLine,
  CLOSED_NOW,
  FAR_ADDRESS,
  OPEN_NOW,
  publishedMenu,
  request,
  store,
  TUESDAY_OPENING,
} from '../support/onlineOrderingMenu';
import { item, menuItems } from '../support/pricingMenu';

const menu = publishedMenu();

const lines: Record<string, PlaceOrderLine> = {
  basic: burgerLine,
  pizza: {
    id: 'line-pizza',
    selection: {
      type: 'pizza',
      specId: 'margherita',
      quantity: 2,
      sizeId: 'L',
      addToppings: ['olives'],
      removeToppings: ['Basil'],
      comments: '',
    },
  },
  halfAndHalf: {
    id: 'line-hnh',
    selection: {
      type: 'halfAndHalf',
      specId: 'hnhL',
      quantity: 1,
      comments: '',
      firstHalf: { pizzaSpecId: 'margherita', addToppings: ['cheese'], removeToppings: [] },
      secondHalf: { pizzaSpecId: 'hawaiian', addToppings: [], removeToppings: [] },
    },
  },
  deal: {
    id: 'line-deal',
    selection: {
      type: 'deal',
      specId: 'family',
      quantity: 1,
      comments: '',
      modifiersValue: { drink: { beer: 1 } },
      items: { garlic: { modifiersValue: { top: { cheese: 1 } } } },
      pizzas: { slot1: { pizzaId: 'hawaiian', addToppings: ['olives'], removeToppings: [] } },
    },
  },
};

/** Hand-worked unit prices (pricingMenu.ts): see each comment. */
const EXPECTED_LINE_TOTALS: Record<string, number> = {
  basic: 1500 + 50 + 2 * 250, // burger + BBQ + 2 × bacon
  pizza: 2 * (1800 + 150), // 2 × large margherita with olives
  halfAndHalf: 2000 + 200 + 100, // dearer large half + half-and-half charge + half of extra cheese (200)
  deal: 3999 + 300 + 2 * 100 + 150, // deal + beer + cheese on 2 garlic breads + olives on the large pizza
};

describe('priceOnlineOrder: every item type', () => {
  for (const [type, line] of Object.entries(lines)) {
    it(`prices a ${type} line as worked by hand, and as priceCart prices it`, () => {
      const quote = priceOnlineOrder(
        menu,
        { collectionType: 'pickup', requestedTime: { type: 'asap' }, lines: [line] },
        OPEN_NOW,
      );
      expect(quote.problems).toEqual([]);
      expect(quote.lines[0]?.total).toBe(EXPECTED_LINE_TOTALS[type]);
      const cart = priceCart([line], catalogueFromPublishedMenu(menu), {
        source: 'website',
        collectionType: 'pickup',
      });
      expect(quote.totals.itemTotal).toBe(cart.itemTotal);
    });
  }

  it('adds the delivery extra charge per unit, the area charge and the card surcharge, and states GST', () => {
    const quote = priceOnlineOrder(
      menu,
      {
        collectionType: 'delivery',
        requestedTime: { type: 'asap' },
        lines: [lines.basic as PlaceOrderLine, lines.pizza as PlaceOrderLine],
        deliveryAddress: BONDI_ADDRESS,
        paymentType: 'stripe',
      },
      OPEN_NOW,
    );
    expect(quote.problems).toEqual([]);
    const itemTotal = 2050 + 100 + 3900; // burger carries a $1.00 delivery extra charge
    const beforeCard = itemTotal + 500;
    const card = Math.round(beforeCard / 100);
    expect(quote.totals).toMatchObject({
      itemTotal,
      deliveryCharge: 500,
      cardSurcharge: card,
      grandTotal: beforeCard + card,
    });
    expect(quote.totals.gst).toBe(Math.round((beforeCard + card) / 11));
    expect(quote.delivery).toEqual({
      areaId: 'bondi',
      areaName: 'Bondi',
      deliveryCharge: 500,
      minOrderValue: 2000,
    });
  });

  it('matches cartTotals called the way the storefront calls it', () => {
    const all = Object.values(lines);
    const quote = priceOnlineOrder(
      menu,
      { collectionType: 'dineIn', requestedTime: { type: 'asap' }, lines: all, paymentType: 'stripe' },
      OPEN_NOW,
    );
    const priced = priceCart(all, catalogueFromPublishedMenu(menu), {
      source: 'website',
      collectionType: 'dineIn',
    });
    const totals = cartTotals({
      lines: priced.lines,
      source: 'website',
      countryCode: 'AU',
      cardSurcharge: menu.settings.checkout.creditCard,
    });
    expect(quote.totals).toEqual(totals);
  });

  it('charges the public-holiday surcharge on the collection date when enabled for online orders', () => {
    const holidayMenu = publishedMenu({
      settings: {
        publicHolidaySurcharge: {
          enabled: true,
          isEnabledForOnline: true,
          surcharge: 10,
          holidays: ['2025-03-04'],
        },
      },
    });
    const today = priceOnlineOrder(
      holidayMenu,
      { collectionType: 'pickup', requestedTime: { type: 'asap' }, lines: [burgerLine] },
      OPEN_NOW,
    );
    expect(today.totals.publicHolidaySurcharge).toBe(0);
    const tomorrow = priceOnlineOrder(
      holidayMenu,
      {
        collectionType: 'pickup',
        requestedTime: { type: 'slot', isoDateTimeUtc: '2025-03-04T00:00:00.000Z' },
        lines: [burgerLine],
      },
      OPEN_NOW,
    );
    expect(tomorrow.problems).toEqual([]);
    expect(tomorrow.totals.publicHolidaySurcharge).toBe(205);
  });
});

describe('priceOnlineOrder: problems in words', () => {
  const draft = {
    collectionType: 'pickup' as const,
    requestedTime: { type: 'asap' as const },
    lines: [burgerLine],
  };

  it.each([
    ['Sold Out', 'itemSoldOut', { soldout: true }, 'Burger is sold out'],
    ['Unavailable', 'itemUnavailable', { available: false }, 'Burger is not available right now'],
  ] as const)('reports an item that is %s as a change (409)', (reason, code, fields, message) => {
    const burger = menuItems.find((entry) => entry.id === 'burger');
    const changed = publishedMenu({
      items: menuItems.map((entry) => (entry.id === 'burger' ? item({ ...burger, ...fields }) : entry)),
    });
    const quote = priceOnlineOrder(changed, draft, OPEN_NOW);
    expect(quote.problems).toEqual([{ code, kind: 'changed', path: 'lines.0', message, reason }]);
    expect(orderProblemsStatus(quote.problems)).toBe(409);
  });

  it('reports an item no longer on the menu as Not Found', () => {
    const quote = priceOnlineOrder(
      menu,
      { ...draft, lines: [{ id: 'x', selection: { ...burgerLine.selection, specId: 'gone' } }] },
      OPEN_NOW,
    );
    expect(quote.problems).toMatchObject([{ code: 'itemNotFound', reason: 'Not Found', path: 'lines.0' }]);
  });

  it('reports an item outside its weekly hours at the collection time as Unavailable', () => {
    const burger = menuItems.find((entry) => entry.id === 'burger');
    const eveningOnly = {
      availableAllDay: false,
      dayIntervals: [{ startTimeOfDay: '5:00 PM', endTimeOfDay: '9:00 PM' }],
    };
    const days = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
        day,
        eveningOnly,
      ]),
    );
    const changed = publishedMenu({
      items: menuItems.map((entry) =>
        entry.id === 'burger' ? item({ ...burger, availableWeeklyHours: days }) : entry,
      ),
    });
    expect(priceOnlineOrder(changed, draft, OPEN_NOW).problems).toMatchObject([
      { code: 'itemUnavailable', message: 'Burger is not available at the time you chose' },
    ]);
  });

  it('reports too few and too many modifier choices as invalid (400)', () => {
    const noSauce = { id: 'a', selection: { ...burgerLine.selection, modifiersValue: {} } };
    const twoSauces = {
      id: 'b',
      selection: { ...burgerLine.selection, modifiersValue: { sauce: { bbq: 1, tomato: 1 } } },
    };
    const quote = priceOnlineOrder(menu, { ...draft, lines: [noSauce, twoSauces] }, OPEN_NOW);
    expect(quote.problems.map((problem) => [problem.code, problem.path])).toEqual([
      ['invalidSelection', 'lines.0'],
      ['invalidSelection', 'lines.1'],
    ]);
    expect(quote.problems[1]?.message).toContain('Choose at most 1');
    expect(orderProblemsStatus(quote.problems)).toBe(400);
  });

  it('refuses ASAP when the store is closed and says when it opens; a slot then is accepted', () => {
    const asap = priceOnlineOrder(menu, draft, CLOSED_NOW);
    expect(asap.problems).toEqual([
      expect.objectContaining({
        code: 'asapUnavailable',
        path: 'requestedTime',
        nextOpeningIsoDateTimeUtc: TUESDAY_OPENING,
        message: expect.stringContaining('Tuesday 10:00 AM'),
      }),
    ]);
    const slot = priceOnlineOrder(
      menu,
      { ...draft, requestedTime: { type: 'slot', isoDateTimeUtc: '2025-03-03T23:30:00.000Z' } },
      CLOSED_NOW,
    );
    expect(slot.problems).toEqual([]);
    expect(slot.collection).toEqual({
      asap: false,
      isoDateTimeUtc: '2025-03-03T23:30:00.000Z',
      date: '2025-03-04',
      timeOfDay: '10:30 AM',
    });
  });

  it('sets ASAP to now plus the prep time', () => {
    expect(priceOnlineOrder(menu, draft, OPEN_NOW).collection).toEqual({
      asap: true,
      isoDateTimeUtc: '2025-03-03T01:30:00.000Z',
      date: '2025-03-03',
      timeOfDay: '12:30 PM',
    });
  });

  it.each([
    ['outside trading hours', '2025-03-03T10:00:00.000Z'],
    ['off the 15-minute grid', '2025-03-04T00:07:00.000Z'],
    ['sooner than the prep time', '2025-03-03T01:15:00.000Z'],
    ['in the past', '2025-03-02T01:00:00.000Z'],
    ['more than a week ahead', '2025-03-20T00:00:00.000Z'],
  ])('refuses a slot %s', (_case, isoDateTimeUtc) => {
    const quote = priceOnlineOrder(
      menu,
      { ...draft, requestedTime: { type: 'slot', isoDateTimeUtc } },
      OPEN_NOW,
    );
    expect(quote.problems.map((problem) => problem.code)).toEqual(['slotNotOffered']);
  });

  it('refuses a collection type the store has switched off', () => {
    const noDineIn = publishedMenu({
      store: {
        ...store,
        collectionSettings: {
          ...store.collectionSettings,
          dineIn: { available: false, prepTimeInMinutes: 30 },
        },
      },
    });
    const quote = priceOnlineOrder(noDineIn, { ...draft, collectionType: 'dineIn' }, OPEN_NOW);
    expect(quote.problems).toMatchObject([
      { code: 'collectionTypeUnavailable', message: 'Dine-in is not available at Bondi' },
    ]);
  });

  it('refuses a store that is offline, with its reason', () => {
    const offline = publishedMenu({
      store: { ...store, status: 'OFFLINE', offlineReason: 'Closed for renovations' },
    });
    expect(priceOnlineOrder(offline, draft, OPEN_NOW).problems).toMatchObject([
      { code: 'storeOffline', message: 'Bondi is not taking online orders: Closed for renovations' },
    ]);
  });

  it('refuses a payment type the store does not allow for the collection type', () => {
    const quote = priceOnlineOrder(
      menu,
      { ...draft, collectionType: 'delivery', deliveryAddress: BONDI_ADDRESS, paymentType: 'inStore' },
      OPEN_NOW,
    );
    expect(quote.problems).toMatchObject([
      {
        code: 'paymentTypeNotAllowed',
        path: 'paymentType',
        message: 'Paying in store is not available for delivery orders',
      },
    ]);
  });

  it('refuses an address outside every delivery area', () => {
    const quote = priceOnlineOrder(
      menu,
      { ...draft, collectionType: 'delivery', deliveryAddress: FAR_ADDRESS },
      OPEN_NOW,
    );
    expect(quote.problems).toMatchObject([
      {
        code: 'outsideDeliveryArea',
        path: 'deliveryAddress',
        message: "Sorry, we don't deliver to this address yet",
      },
    ]);
  });

  it("refuses an order below the area's minimum order value", () => {
    const water = { id: 'w', selection: { type: 'basic' as const, specId: 'water', quantity: 1 } };
    const quote = priceOnlineOrder(
      menu,
      {
        ...draft,
        collectionType: 'delivery',
        deliveryAddress: BONDI_ADDRESS,
        lines: [ZPlaceOrderRequest.shape.lines.element.parse(water)],
      },
      OPEN_NOW,
    );
    expect(quote.problems).toMatchObject([
      { code: 'belowMinimumOrder', message: 'Spend $20.00 or more to have your order delivered here' },
    ]);
  });

  it('reports an invalid phone number and email on a draft', () => {
    const quote = priceOnlineOrder(
      menu,
      { ...draft, customer: { name: ' ', mobile: '0412345678', email: 'sam@' } },
      OPEN_NOW,
    );
    expect(quote.problems.map((problem) => problem.path)).toEqual([
      'customer.name',
      'customer.mobile',
      'customer.email',
    ]);
    expect(quote.problems[1]?.message).toBe(
      'Enter the phone number with its country code, like +61412345678',
    );
  });

  it('asks for a coupon code it cannot find, and to sign in before spending credits', () => {
    const quote = priceOnlineOrder(
      menu,
      { ...draft, couponCode: 'save10', loyaltyRedemption: { credits: 100 } },
      OPEN_NOW,
    );
    expect(quote.problems.map((problem) => [problem.code, problem.message])).toEqual([
      ['couponNotFound', 'We could not find the coupon SAVE10. Check the code and try again.'],
      ['loyaltyNotRedeemable', 'Sign in to spend your loyalty credits'],
    ]);
    expect(orderProblemsStatus(quote.problems)).toBe(400);
  });
});

describe('priceOnlineOrder: coupons and loyalty credits', () => {
  const tenPercent = ZCoupon.parse({
    id: 'c10',
    type: 'flatPercentageDiscount',
    couponCode: 'SAVE10',
    discountPercentage: 10,
    startDate: '2025-1-1',
    endDate: '2025-12-31',
    maxRedeems: 10,
  });
  const pickup = {
    collectionType: 'pickup' as const,
    requestedTime: { type: 'asap' as const },
    lines: [burgerLine],
  };
  const withCoupon = (redeemedCount: number, coupon = tenPercent) =>
    priceOnlineOrder(menu, { ...pickup, couponCode: 'save10' }, OPEN_NOW, {
      coupon: { coupon, redeemedCount, isFirstOrder: true },
    });

  it('takes the coupon discount off the items and records the coupon on the cart', () => {
    const quote = withCoupon(3);
    expect(quote.problems).toEqual([]);
    expect(quote.totals).toMatchObject({ itemTotal: 2050, couponDiscount: 205, grandTotal: 1845 });
    expect(quote.coupon).toEqual({
      couponId: 'c10',
      couponCode: 'SAVE10',
      name: '',
      discountCents: 205,
      discountsDelivery: false,
    });
    expect(onlineOrderCart(quote, { ...request(), customer: { name: 'Sam' } }, OPEN_NOW).couponCodes).toEqual(
      ['SAVE10'],
    );
  });

  it('answers a used-up coupon as a change (409) in plain words, and other reasons as 400', () => {
    const usedUp = withCoupon(10);
    expect(usedUp.problems).toMatchObject([
      { code: 'couponUsedUp', message: 'This coupon has been used up' },
    ]);
    expect(orderProblemsStatus(usedUp.problems)).toBe(409);
    const expired = withCoupon(0, { ...tenPercent, endDate: '2025-2-1' });
    expect(expired.problems).toMatchObject([
      { code: 'couponNotApplicable', message: 'This coupon expired on 1 Feb 2025' },
    ]);
    expect(orderProblemsStatus(expired.problems)).toBe(400);
    expect(expired.totals.couponDiscount).toBe(0);
  });

  it('gives the delivery charge back for a free-delivery coupon', () => {
    const free = ZCoupon.parse({ ...tenPercent, type: 'freeDelivery', discountPercentage: undefined });
    const quote = priceOnlineOrder(
      menu,
      { ...pickup, collectionType: 'delivery', deliveryAddress: BONDI_ADDRESS, couponCode: 'SAVE10' },
      OPEN_NOW,
      { coupon: { coupon: free, redeemedCount: 0, isFirstOrder: true } },
    );
    expect(quote.problems).toEqual([]);
    expect(quote.totals).toMatchObject({ deliveryCharge: 500, deliveryDiscount: 500, couponDiscount: 0 });
    expect(quote.coupon?.discountsDelivery).toBe(true);
  });

  it('spends loyalty credits after the coupon, within the balance', () => {
    const settings = ZLoyaltySettings.parse({ enabled: true, type: 'percentage', count: 5 });
    const quote = priceOnlineOrder(
      menu,
      { ...pickup, couponCode: 'SAVE10', loyaltyRedemption: { credits: 300 } },
      OPEN_NOW,
      {
        coupon: { coupon: tenPercent, redeemedCount: 0, isFirstOrder: true },
        loyalty: { settings, balance: 450 },
      },
    );
    expect(quote.problems).toEqual([]);
    expect(quote.totals).toMatchObject({ couponDiscount: 205, loyaltyDiscount: 300, grandTotal: 1545 });
    const tooMuch = priceOnlineOrder(menu, { ...pickup, loyaltyRedemption: { credits: 500 } }, OPEN_NOW, {
      loyalty: { settings, balance: 450 },
    });
    expect(tooMuch.problems).toMatchObject([
      {
        code: 'loyaltyBalanceChanged',
        message: 'Your loyalty balance is now $4.50. Check your order and place it again.',
      },
    ]);
    expect(orderProblemsStatus(tooMuch.problems)).toBe(409);
    const moreThanTheItems = priceOnlineOrder(
      menu,
      { ...pickup, loyaltyRedemption: { credits: 3000 } },
      OPEN_NOW,
      {
        loyalty: { settings, balance: 5000 },
      },
    );
    expect(moreThanTheItems.problems).toMatchObject([
      {
        code: 'loyaltyNotRedeemable',
        message: 'You can spend up to $20.50 of loyalty credits on this order',
      },
    ]);
  });
});

describe('quoteOnlineOrder', () => {
  it('accepts the total the customer saw', () => {
    expect(quoteOnlineOrder(menu, request(), OPEN_NOW).problems).toEqual([]);
  });

  it('refuses a tampered or stale total with the new amount (409)', () => {
    const quote = quoteOnlineOrder(menu, request({ expectedTotalInCents: 100 }), OPEN_NOW);
    expect(quote.problems).toEqual([
      {
        code: 'totalChanged',
        kind: 'changed',
        path: 'expectedTotalInCents',
        message:
          'Prices have changed: your order now comes to $20.50, not $1.00. Please check your cart and place the order again.',
      },
    ]);
    expect(orderProblemsStatus(quote.problems)).toBe(409);
  });
});

describe('ZPlaceOrderRequest', () => {
  it('applies defaults (no marketing consent unless ticked, no comments)', () => {
    expect(request().customer.marketingConsent).toBe(false);
    expect(request().comments).toBe('');
  });

  it.each([
    [{ collectionType: 'delivery' }, 'deliveryAddress', 'Enter the delivery address'],
    [{ collectionType: 'dineIn' }, 'tableId', 'Scan the QR code on your table'],
    [{ paymentType: 'stripe' }, 'card', 'Enter your card details'],
    [
      { customer: { name: 'Sam', mobile: '0412 345 678', email: 'sam@example.com' } },
      'customer.mobile',
      'Enter the phone number with its country code, like +61412345678',
    ],
    [
      { customer: { name: 'Sam', mobile: '+61412345678', email: 'nope' } },
      'customer.email',
      'Enter a valid email address, like name@example.com',
    ],
    [{ orderId: 'a/b' }, 'orderId', 'Order ids are 8 to 64 letters, digits, "-" or "_"'],
    [{ lines: [burgerLine, burgerLine] }, 'lines', 'Each cart line needs its own id'],
    [
      {
        lines: [
          {
            id: 'c',
            selection: { type: 'custom', specId: 'open', quantity: 1, name: 'Free food', price: 0 },
          },
        ],
      },
      'lines.0.selection',
      'Custom items can only be added at the counter',
    ],
  ])('refuses %j at %s', (fields, path, message) => {
    const result = ZPlaceOrderRequest.safeParse({ ...request(), ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message,
      }),
    );
  });

  it('a dropoff note is at most 300 characters', () => {
    const result = ZPlaceOrderRequest.safeParse({
      ...request(),
      collectionType: 'delivery',
      deliveryAddress: { ...BONDI_ADDRESS, dropoffNotes: 'x'.repeat(301) },
    });
    expect(result.success).toBe(false);
  });
});

describe('the stored order', () => {
  const placed = request({
    paymentType: 'stripe',
    card: { paymentMethodId: 'pm_card_visa' },
    expectedTotalInCents: 2071,
  });
  const quote = quoteOnlineOrder(menu, placed, OPEN_NOW);
  const order = buildOnlineOrderDocument({
    request: placed,
    quote,
    ids: {
      restaurantId: 'r1',
      storeId: 's1',
      customerUid: 'uid-1',
      customerKey: 'uid-1',
      previousOrderCount: 2,
    },
    timezone: 'Australia/Sydney',
    orderProcess: { autoAcceptDineInOrders: false },
    applicationFee: 31,
    now: OPEN_NOW,
  });

  it('is a valid website order with a consistent cart', () => {
    expect(quote.problems).toEqual([]);
    expect(ZOnlineOrderDocument.parse(order)).toEqual(order);
    // Staff read the order: the card's provider id is not on it.
    expect(JSON.stringify(order)).not.toContain('pm_card_visa');
    expect(ZOrderCart.parse(order.cart).grandTotal).toBe(2071);
    expect(order).toMatchObject({
      status: { code: 'processingPayment' },
      payment: { status: 'processing', applicationFee: 31 },
      customerUid: 'uid-1',
      uid: 'uid-1',
      customer: { previousOrderCount: 2, mobile: '+61412345678' },
      cardAttempt: { number: 1 },
      timeDimension: {
        isoDate: '2025-03-03',
        hour: 12,
        weekday: 'monday',
        year: 2025,
        month: 3,
        dayOfMonth: 3,
      },
    });
  });

  it('time dimension uses the store clock', () => {
    expect(orderTimeDimension(new Date('2025-03-02T14:30:00.000Z'), 'Australia/Sydney')).toMatchObject({
      isoDate: '2025-03-03',
      hour: 1,
      weekday: 'monday',
    });
  });

  it('status: card waits until paid; unpaid types are new; dine-in may be accepted at once', () => {
    const manual = { autoAcceptDineInOrders: false };
    const auto = { autoAcceptDineInOrders: true };
    expect(
      placedOnlineOrderStatus({ paymentType: 'stripe', collectionType: 'pickup', orderProcess: manual }),
    ).toBe('processingPayment');
    expect(
      placedOnlineOrderStatus({
        paymentType: 'stripe',
        paymentStatus: 'failure',
        collectionType: 'pickup',
        orderProcess: manual,
      }),
    ).toBe('processingPayment');
    expect(
      placedOnlineOrderStatus({
        paymentType: 'stripe',
        paymentStatus: 'requiresCapture',
        collectionType: 'pickup',
        orderProcess: manual,
      }),
    ).toBe('new');
    expect(
      placedOnlineOrderStatus({ paymentType: 'inStore', collectionType: 'pickup', orderProcess: auto }),
    ).toBe('new');
    expect(
      placedOnlineOrderStatus({ paymentType: 'inStore', collectionType: 'dineIn', orderProcess: auto }),
    ).toBe('accepted');
    expect(
      placedOnlineOrderStatus({ paymentType: 'stripe', collectionType: 'dineIn', orderProcess: auto }),
    ).toBe('processingPayment');
    expect(
      placedOnlineOrderStatus({
        paymentType: 'stripe',
        paymentStatus: 'success',
        collectionType: 'dineIn',
        orderProcess: auto,
      }),
    ).toBe('accepted');
  });

  it('the fingerprint ignores the card, so a retry with another card is the same order', () => {
    const retry = { ...placed, card: { paymentMethodId: 'pm_card_mastercard' } };
    expect(placeOrderFingerprint(retry)).toBe(placeOrderFingerprint(placed));
    expect(placeOrderFingerprint({ ...placed, comments: 'extra napkins' })).not.toBe(
      placeOrderFingerprint(placed),
    );
  });
});

describe('customer records', () => {
  it('keys by uid, or by mobile for a caller without one', () => {
    expect(onlineCustomerKey('anon-uid', '+61412345678')).toBe('anon-uid');
    expect(onlineCustomerKey(undefined, '+61412345678')).toBe('guest:+61412345678');
  });

  it('counts orders and keeps replaced names and emails', () => {
    const order = {
      orderId: 'order-1',
      name: 'Sam',
      mobile: '+61412345678',
      email: 'sam@example.com',
      marketingConsent: true,
      placedIsoDateTimeUtc: '2025-03-03T01:00:00.000Z',
      storeId: 's1',
    };
    const consentRecord = checkoutConsentRecord({
      restaurantName: 'Bella Vista',
      atIsoDateTimeUtc: order.placedIsoDateTimeUtc,
      storeId: 's1',
      orderId: 'order-1',
      ipAddress: '203.0.113.9',
    });
    const first = customerAfterOnlineOrder(undefined, {
      ...order,
      consentRecord,
      customerUid: 'phone:+61400000000',
    });
    expect(first).toMatchObject({
      previousOrderCount: 1,
      name: 'Sam',
      previousNames: [],
      phoneNumberE164: '+61400000000',
      mobileNumberE164: '+61412345678',
      isMarketingConsentCollectionEnabled: true,
      lastOrderStoreId: 's1',
    });
    const second = customerAfterOnlineOrder(first, {
      ...order,
      orderId: 'order-2',
      placedIsoDateTimeUtc: '2025-03-04T01:00:00.000Z',
      name: 'Samantha',
      email: 'sam@work.example',
      marketingConsent: false,
    });
    expect(second).toMatchObject({
      previousOrderCount: 2,
      name: 'Samantha',
      previousNames: ['Sam'],
      unverifiedEmail: 'sam@work.example',
      previousUnverifiedEmails: ['sam@example.com'],
      // An unticked box later is not a withdrawal: the recorded consent stands.
      isMarketingConsentCollectionEnabled: true,
      marketingConsent: consentRecord,
      countedOrderIds: ['order-2', 'order-1'],
    });
    expect(customerHasCountedOrder(second, 'order-1')).toBe(true);
    expect(first.marketingConsent?.wording).toBe(marketingConsentWording('Bella Vista'));
    expect(hasMarketingConsent(second)).toBe(true);
    // A purchase alone is not consent: a new customer who did not tick has none.
    const untickedFirst = customerAfterOnlineOrder(undefined, { ...order, marketingConsent: false });
    expect(untickedFirst.isMarketingConsentCollectionEnabled).toBe(false);
    expect(hasMarketingConsent(untickedFirst)).toBe(false);
    expect(customerHasCountedOrder(second, 'order-3')).toBe(false);
  });

  it('counts an order that arrives after a newer one without overwriting what the newer one typed', () => {
    const newer = customerAfterOnlineOrder(undefined, {
      orderId: 'late-2',
      name: 'Samantha',
      mobile: '+61412345678',
      email: 'new@example.com',
      marketingConsent: false,
      placedIsoDateTimeUtc: '2025-03-04T01:00:00.000Z',
      storeId: 's2',
    });
    const both = customerAfterOnlineOrder(newer, {
      orderId: 'early-1',
      name: 'Sam',
      mobile: '+61412345678',
      email: 'old@example.com',
      marketingConsent: true,
      placedIsoDateTimeUtc: '2025-03-03T01:00:00.000Z',
      storeId: 's1',
    });
    expect(both).toMatchObject({
      previousOrderCount: 2,
      name: 'Samantha',
      unverifiedEmail: 'new@example.com',
      isMarketingConsentCollectionEnabled: false,
      lastOrderStoreId: 's2',
      countedOrderIds: ['early-1', 'late-2'],
    });
  });
});

describe('orderInvoiceEmail', () => {
  const placed = request({
    collectionType: 'delivery',
    deliveryAddress: BONDI_ADDRESS,
    paymentType: 'cashOnDelivery',
    lines: [
      burgerLine,
      {
        id: 'p',
        selection: { ...lines.pizza?.selection, comments: '<b>crispy</b>' } as PlaceOrderLine['selection'],
      },
    ],
    expectedTotalInCents: 2150 + 3900 + 500,
  });
  const quote = quoteOnlineOrder(menu, placed, OPEN_NOW);
  const order = buildOnlineOrderDocument({
    request: placed,
    quote,
    ids: {
      restaurantId: 'r1',
      storeId: 's1',
      customerKey: 'guest:+61412345678',
      previousOrderCount: 0,
      displayNumber: '47',
    },
    timezone: 'Australia/Sydney',
    orderProcess: { autoAcceptDineInOrders: false },
    applicationFee: 0,
    now: OPEN_NOW,
  });
  const email = orderInvoiceEmail(order, {
    restaurantName: 'Test Pizzeria',
    storeName: 'Bondi',
    storeAddress: '1 Campbell Parade',
    storePhone: '02 9876 5432',
    timezone: 'Australia/Sydney',
  });

  it('lists items, charges, GST and how it is paid, in the store clock', () => {
    expect(quote.problems).toEqual([]);
    expect(order.displayNumber).toBe('47');
    expect(email.subject).toBe('Test Pizzeria: your order #47 ($65.50)');
    for (const words of [
      '1 × Burger',
      '2 × Margherita',
      'Delivery',
      '$5.00',
      'Total',
      '$65.50',
      'Includes GST',
      'Cash on delivery',
      'Mon 3 Mar 2025, 12:00 PM',
      '10 Hall Street',
    ]) {
      expect(email.html).toContain(words);
      expect(email.text).toContain(words);
    }
  });

  it('escapes what customers typed', () => {
    expect(email.html).toContain('&lt;b&gt;crispy&lt;/b&gt;');
    expect(email.html).not.toContain('<b>crispy</b>');
  });
});
