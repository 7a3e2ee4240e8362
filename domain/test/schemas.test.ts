import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedOnlinePaymentTypes,
  breakLimitMinutes,
  DEFAULT_PAYMENT_SETTINGS,
  firstProblem,
  nextSmsSenderRegistrationStep,
  TABLE_ELEMENT_DEFAULT_SIZES,
  ZAddress,
  ZBreakPreset,
  ZCategory,
  ZCoupon,
  ZCustomClaims,
  ZCustomer,
  ZCustomerReview,
  ZCustomPayment,
  ZDeliveryAddress,
  ZDeliveryArea,
  ZEmployeeTimeClockSettings,
  ZGeoPoint,
  ZGoogleReviewSettings,
  ZImage,
  ZItemSelection,
  ZItemSpec,
  ZKdsDeviceSettings,
  ZMarketplaceOrder,
  ZModifierGroup,
  ZOrderCart,
  ZOrderProcessSettings,
  ZPaymentSettings,
  ZPizzaSelection,
  ZPizzaSettings,
  ZPosOrder,
  ZPosPrinter,
  ZRestaurant,
  ZSmsSenderRegistration,
  ZStore,
  ZTableBooking,
  ZTableBookingSettings,
  ZTableMap,
  ZTimezone,
  ZVideo,
  ZWebsiteOrder,
} from '../src';

const NOW = '2025-03-01T09:30:00.000Z';
const australia = { code: 'AU', name: 'Australia' };
const address = {
  formattedAddress: '1 George St, Sydney NSW 2000',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: australia,
  geoPoint: { latitude: '-33.8688', longitude: '151.2093' },
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('common pieces', () => {
  it('timezones must be real IANA names', () => {
    expect(ZTimezone.safeParse('Australia/Sydney').success).toBe(true);
    expect(ZTimezone.safeParse('UTC').success).toBe(true);
    expect(firstProblem(ZTimezone, 'Mars/Olympus')).toBe('Choose a valid timezone, like Australia/Sydney');
    expect(ZTimezone.safeParse('EST').success).toBe(false);
  });

  it('images and videos have ids and paths', () => {
    expect(ZImage.parse({ id: 'i1', path: 'logos/i1.png' })).toEqual({ id: 'i1', path: 'logos/i1.png' });
    expect(ZImage.safeParse({ id: '', path: 'x' }).success).toBe(false);
    expect(ZVideo.parse({ id: 'v', name: 'Promo', path: 'v.mp4' }).name).toBe('Promo');
  });
});

describe('addresses', () => {
  it('keeps coordinates as strings and defaults the optional parts', () => {
    const parsed = ZAddress.parse({ ...address, suburb: undefined, state: undefined, postcode: undefined });
    expect(parsed.suburb).toBe('');
    expect(parsed.geoPoint.latitude).toBe('-33.8688');
  });

  it('only accepts coordinates that are numbers within range', () => {
    fc.assert(
      fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (value) => {
        const text = value.toFixed(6);
        const result = ZGeoPoint.safeParse({ latitude: text, longitude: '151' });
        expect(result.success).toBe(Math.abs(Number(text)) <= 90);
      }),
    );
    expect(ZGeoPoint.safeParse({ latitude: '1e3', longitude: '0' }).success).toBe(false);
    expect(messages(ZGeoPoint.safeParse({ latitude: '0', longitude: '181' }))).toEqual([
      'Longitude must be a number from -180 to 180',
    ]);
  });

  it('delivery drop-off notes are at most 300 characters', () => {
    expect(ZDeliveryAddress.parse(address).dropoffNotes).toBe('');
    expect(messages(ZDeliveryAddress.safeParse({ ...address, dropoffNotes: 'x'.repeat(301) }))).toEqual([
      'Drop-off notes must be at most 300 characters',
    ]);
  });
});

describe('restaurant and store', () => {
  it('parses a restaurant with an optional logo and contact email', () => {
    const restaurant = ZRestaurant.parse({
      name: "Luigi's",
      timezone: 'Australia/Sydney',
      country: australia,
      logo: { id: 'l1', path: 'logos/l1.png' },
      createdIsoDateTimeUtc: NOW,
    });
    expect(restaurant.description).toBe('');
    expect(restaurant.contactEmail).toBeUndefined();
    expect(
      messages(
        ZRestaurant.safeParse({
          name: 'L',
          timezone: 'Australia/Sydney',
          country: { code: 'FR', name: 'France' },
          createdIsoDateTimeUtc: '2025-03-01',
        }),
      ),
    ).toEqual([
      'Restaurant name must be 2 to 100 characters',
      'Choose a supported country',
      'Expected a UTC date and time like 2025-03-01T09:30:00Z',
    ]);
  });

  it('a new store has every collection type switched off with the default prep time, and is online', () => {
    const store = ZStore.parse({
      restaurantId: 'r1',
      name: 'Sydney CBD',
      address,
      phoneNumber: '(02) 9876-5432',
      timezone: 'Australia/Sydney',
      collectionSettings: { pickup: { available: true } },
    });
    expect(store.collectionSettings).toEqual({
      pickup: { available: true, prepTimeInMinutes: 30 },
      delivery: { available: false, prepTimeInMinutes: 30 },
      dineIn: { available: false, prepTimeInMinutes: 30 },
    });
    expect(store.status).toBe('ONLINE');
    expect(store.hasSplitTimings).toBe(false);
    expect(store.googleFoodOrderingEnabled).toBe(false);
    expect(store.socialLinks.facebook).toBe('');
  });

  it('refuses bad phone numbers and social links', () => {
    const result = ZStore.safeParse({
      restaurantId: 'r1',
      name: 'Sydney CBD',
      address,
      phoneNumber: 'call us',
      timezone: 'Australia/Sydney',
      collectionSettings: {},
      socialLinks: { instagram: 'instagram.com/luigis' },
      status: 'OFFLINE',
      offlineReason: 'Renovating',
    });
    expect(messages(result)).toEqual([
      'Enter a phone number, like 02 9876 5432',
      'Links must start with http:// or https://',
    ]);
  });
});

describe('menu', () => {
  const base = { id: 'i1', restaurantId: 'r1', storeId: 's1', categoryId: 'c1', name: 'Chips' };

  it('category: name 3-30, description at most 250, hex background', () => {
    expect(ZCategory.parse({ id: 'c1', name: 'Pizzas' }).applicableOrderingSystem).toEqual({
      pos: true,
      online: true,
      uberEats: true,
    });
    expect(
      messages(
        ZCategory.safeParse({ id: 'c1', name: 'Pi', description: 'x'.repeat(251), backgroundColor: 'red' }),
      ),
    ).toEqual([
      'Category name must be 3 to 30 characters',
      'Category description must be at most 250 characters',
      'Enter a colour like #fff or #1a2b3c',
    ]);
  });

  it('item specs of all five types parse, with defaults', () => {
    const basic = ZItemSpec.parse({ ...base, type: 'basic', price: { basePrice: 500 } });
    expect(basic).toMatchObject({ available: true, soldout: false, isGstApplicable: true, modifiers: [] });
    expect(basic.price).toEqual({
      basePrice: 500,
      extraCharge: { pickup: 0, delivery: 0, dineIn: 0 },
      uberEatsExtraCharge: { pickup: 0, delivery: 0 },
    });
    expect(ZItemSpec.parse({ ...base, type: 'pizza', sizes: { L: { price: 1800 } } }).type).toBe('pizza');
    expect(
      ZItemSpec.parse({ ...base, type: 'halfAndHalf', pizzaSizeId: 'L', includedPizzaIds: ['p1'] }).type,
    ).toBe('halfAndHalf');
    expect(ZItemSpec.parse({ ...base, type: 'deal', items: [{ id: 'd1', name: 'Garlic bread' }] }).type).toBe(
      'deal',
    );
    expect(ZItemSpec.parse({ ...base, type: 'custom' }).type).toBe('custom');
  });

  it('item specs explain what is wrong', () => {
    expect(messages(ZItemSpec.safeParse({ ...base, type: 'sandwich' }))).toEqual([
      'Item type must be one of basic, pizza, halfAndHalf, deal, custom',
    ]);
    expect(
      messages(ZItemSpec.safeParse({ ...base, type: 'pizza', sizes: {}, removeToppings: ['X'] })),
    ).toEqual(['Add a price for at least one size', 'Removable topping name must be 2 to 20 characters']);
    expect(messages(ZItemSpec.safeParse({ ...base, type: 'deal' }))).toEqual([
      'Add at least one item or pizza to the deal',
    ]);
    expect(
      messages(
        ZItemSpec.safeParse({
          ...base,
          name: 'C',
          type: 'basic',
          label: '',
          dietary: 'x'.repeat(16),
          price: { basePrice: -1 },
        }),
      ),
    ).toEqual([
      'Item name must be 2 to 100 characters',
      'Label must be 1 to 25 characters',
      'Dietary info must be 1 to 15 characters',
      'Price must be $0.00 or more',
    ]);
  });

  it('allergens come from the list and cannot be declared at two levels', () => {
    const withAllergens = (allergenInfo: unknown) =>
      ZItemSpec.safeParse({ ...base, type: 'basic', allergenInfo });
    expect(withAllergens({ CONTAINS: ['MILK'], FREE_FROM: ['PEANUTS'] }).success).toBe(true);
    expect(messages(withAllergens({ CONTAINS: ['UNOBTAINIUM'] }))).toEqual([
      'Choose allergens from the list',
    ]);
    expect(messages(withAllergens({ CONTAINS: ['MILK'], FREE_FROM: ['MILK'] }))[0]).toMatch(
      /cannot be declared at more than one level/,
    );
  });

  it('modifier groups: at least one option, min ≤ max, option extra charge ≥ 0', () => {
    const group = { id: 'g', name: 'Sauce', options: [{ id: 'o', name: 'BBQ' }] };
    expect(ZModifierGroup.parse(group)).toMatchObject({
      min: 0,
      max: 1,
      allowMultiple: false,
      options: [{ extraCharge: 0 }],
    });
    expect(messages(ZModifierGroup.safeParse({ ...group, options: [] }))).toEqual([
      'Add at least one option',
    ]);
    expect(messages(ZModifierGroup.safeParse({ ...group, min: 3, max: 2 }))).toEqual([
      'Minimum choices cannot be more than maximum choices',
    ]);
    expect(
      messages(ZModifierGroup.safeParse({ ...group, options: [{ id: 'o', name: 'B', extraCharge: -1 }] })),
    ).toEqual(['Option name must be 2 to 100 characters', 'Extra charge must be $0.00 or more']);
  });

  it('pizza settings need at least one size', () => {
    expect(messages(ZPizzaSettings.safeParse({ sizes: [] }))).toEqual(['Add at least one pizza size']);
    const settings = ZPizzaSettings.parse({ sizes: [{ id: 'L', name: 'Large' }] });
    expect(settings).toMatchObject({
      pizzaAvailable: true,
      halfAndHalfAvailable: true,
      enableDealAndHalfAndHalfConversion: false,
      toppings: [],
    });
    expect(settings.sizes[0]).toEqual({
      id: 'L',
      name: 'Large',
      hasHalfAndHalf: true,
      halfAndHalfExtraCharge: 0,
    });
  });

  it('a pizza selection is one pizza or two halves', () => {
    expect(ZPizzaSelection.safeParse({ pizzaId: 'p1' }).success).toBe(true);
    expect(
      ZPizzaSelection.safeParse({ firstHalf: { pizzaSpecId: 'a' }, secondHalf: { pizzaSpecId: 'b' } })
        .success,
    ).toBe(true);
    expect(messages(ZPizzaSelection.safeParse({ firstHalf: { pizzaSpecId: 'a' } }))).toEqual([
      'Choose a pizza for both halves',
    ]);
  });

  it('selections need a whole, positive quantity', () => {
    const selection = { type: 'basic', specId: 'i1' };
    expect(ZItemSelection.parse({ ...selection, quantity: 2 })).toEqual({
      ...selection,
      quantity: 2,
      comments: '',
      modifiersValue: {},
    });
    expect(messages(ZItemSelection.safeParse({ ...selection, quantity: 0 }))).toEqual([
      'Quantity must be at least 1',
    ]);
    expect(
      messages(ZItemSelection.safeParse({ ...selection, quantity: 1, modifiersValue: { g: { o: 0 } } })),
    ).toEqual(['Choose at least 1']);
  });
});

const cartItem = {
  id: 'line1',
  selection: { type: 'basic', specId: 'burger', quantity: 2 },
  summary: { name: 'Burger', price: 1500, quantity: 2 },
};
const cart = {
  createdTime: NOW,
  items: [cartItem],
  collection: { type: 'pickup', timeOfDay: '6:30 PM', date: '2025-03-01' },
  itemTotal: 3000,
  grandTotal: 3000,
  currency: { code: 'AUD', symbol: '$' },
};

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

  it('customers default to marketing consent collection on and use E.164 numbers', () => {
    const customer = ZCustomer.parse({ name: 'Ana', mobileNumberE164: '+61412345678' });
    expect(customer.isMarketingConsentCollectionEnabled).toBe(true);
    expect(customer.previousOrderCount).toBe(0);
    expect(ZCustomer.safeParse({ mobileNumberE164: '0412 345 678' }).success).toBe(false);
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

  const posOrder = {
    id: 'p1',
    restaurantId: 'r1',
    storeId: 's1',
    posTerminalId: 't1',
    placedIsoDateTimeUtc: NOW,
    paymentType: 'cash',
    status: { code: 'completed' },
    versions: [{ version: 1, cart, paymentType: 'cash', createdIsoDateTimeUtc: NOW }],
  };

  it('a POS order keeps its versions and payment details', () => {
    const parsed = ZPosOrder.parse({
      ...posOrder,
      tipAmountInCents: 200,
      cardTerminalReferences: [
        { terminalId: 'anz1', transactionReference: 'T1', amountInCents: 3200, result: 'APPROVED' },
      ],
    });
    expect(parsed.refundAmountInCents).toBe(0);
    expect(parsed.splitPayments).toEqual([]);
  });

  it('POS orders: split bills add up, custom payments name their method, refunds stay within the total', () => {
    const split = { ...posOrder, paymentType: 'splitBill', tipAmountInCents: 100 };
    expect(
      ZPosOrder.safeParse({
        ...split,
        splitPayments: [
          { paymentType: 'cash', amountInCents: 1600 },
          { paymentType: 'card', amountInCents: 1500 },
        ],
      }).success,
    ).toBe(true);
    expect(
      messages(
        ZPosOrder.safeParse({ ...split, splitPayments: [{ paymentType: 'cash', amountInCents: 1000 }] }),
      ),
    ).toEqual(['The split payments must add up to the total']);
    expect(messages(ZPosOrder.safeParse({ ...posOrder, paymentType: 'custom' }))).toEqual([
      'Choose the custom payment method',
    ]);
    expect(messages(ZPosOrder.safeParse({ ...posOrder, refundAmountInCents: 3001 }))).toEqual([
      'Cannot refund more than the order total',
    ]);
    expect(
      messages(ZPosOrder.safeParse({ ...posOrder, versions: [{ ...posOrder.versions[0], version: 2 }] })),
    ).toEqual(['Versions must be numbered 1, 2, 3, ...']);
    expect(messages(ZPosOrder.safeParse({ ...posOrder, versions: [] }))).toEqual([
      'An order has at least one version',
    ]);
  });

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

describe('table bookings', () => {
  it('settings default to 2-10 people up to 90 days ahead', () => {
    expect(ZTableBookingSettings.parse({})).toEqual({
      enable: false,
      minPax: 2,
      maxPax: 10,
      numOfDaysInAdvance: 90,
      seatingAreaInfo: { mandatory: false, areaNames: [] },
      specialRequestInfo: { templates: [] },
    });
    expect(messages(ZTableBookingSettings.safeParse({ minPax: 8, maxPax: 4 }))).toEqual([
      'Minimum party size cannot be more than the maximum',
    ]);
    expect(messages(ZTableBookingSettings.safeParse({ seatingAreaInfo: { mandatory: true } }))).toEqual([
      'Add at least one seating area, or make choosing one optional',
    ]);
  });

  it('a booking parses', () => {
    const booking = ZTableBooking.parse({
      id: 'b1',
      uid: 'u1',
      restaurantId: 'r1',
      storeId: 's1',
      bookedForIsoDateTimeUtc: '2025-03-08T08:00:00Z',
      customer: { mobile: '+61412345678', name: "Siobhán O'Brien" },
      pax: 4,
      placedIsoDateTime: '2025-03-01T20:30:00+11:00',
      placedIsoDateTimeUtc: NOW,
      status: {},
      source: 'ONLINE',
    });
    expect(booking.status.code).toBe('new');
    expect(booking.specialRequest).toEqual({ note: '' });
  });
});

describe('coupons', () => {
  const couponBase = { id: 'c1', couponCode: 'SAVE10', startDate: '2025-01-01', endDate: '2025-12-31' };

  it('parses each coupon type with its own discount field', () => {
    expect(
      ZCoupon.parse({ ...couponBase, type: 'flatPercentageDiscount', discountPercentage: 12.5 }).exclusive,
    ).toBe(false);
    expect(
      ZCoupon.parse({ ...couponBase, type: 'flatAmountDiscount', discountAmount: 500 }).discountAmount,
    ).toBe(500);
    expect(ZCoupon.parse({ ...couponBase, type: 'freeDelivery' }).type).toBe('freeDelivery');
  });

  it('explains broken coupons', () => {
    expect(
      messages(
        ZCoupon.safeParse({
          ...couponBase,
          couponCode: 'save',
          type: 'freeDelivery',
          dows: [],
          collectionType: [],
          applicableStoreIds: [],
          endDate: '2024-12-31',
        }),
      ),
    ).toEqual([
      'Coupon code must be at least 3 uppercase letters or digits',
      'Choose at least one day',
      'Choose at least one collection type',
      'Choose at least one store',
      'End date cannot be before the start date',
    ]);
    expect(
      messages(ZCoupon.safeParse({ ...couponBase, type: 'freeDelivery', endDate: '2024-12-31' })),
    ).toEqual(['End date cannot be before the start date']);
    expect(
      messages(ZCoupon.safeParse({ ...couponBase, type: 'flatPercentageDiscount', discountPercentage: 150 })),
    ).toEqual(['Discount percentage must be more than 0 and at most 100']);
  });

  it('accepts a discount field exactly when it belongs to the coupon type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flatPercentageDiscount', 'flatAmountDiscount', 'freeDelivery'),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        (type, discountAmount, discountPercentage) => {
          const valid =
            (discountAmount !== undefined) === (type === 'flatAmountDiscount') &&
            (discountPercentage !== undefined) === (type === 'flatPercentageDiscount');
          expect(ZCoupon.safeParse({ ...couponBase, type, discountAmount, discountPercentage }).success).toBe(
            valid,
          );
        },
      ),
    );
  });
});

describe('store settings', () => {
  it('delivery areas need a polygon of at least 3 points', () => {
    const point = { latitude: '-33.8', longitude: '151.2' };
    expect(messages(ZDeliveryArea.safeParse({ id: 'a', name: 'Near', polygon: [point, point] }))).toEqual([
      'Draw the area with at least 3 points',
    ]);
    expect(ZDeliveryArea.parse({ id: 'a', name: 'Near', polygon: [point, point, point] })).toMatchObject({
      deliveryCharges: 0,
      shouldApplyThirdPartyDeliveryFee: false,
    });
  });

  it('payment settings default as the spec says', () => {
    const settings = ZPaymentSettings.parse({});
    expect(settings).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(allowedOnlinePaymentTypes(settings, 'pickup')).toEqual(['stripe', 'inStore']);
    expect(allowedOnlinePaymentTypes(settings, 'dineIn')).toEqual(['stripe', 'inStore']);
    expect(allowedOnlinePaymentTypes(settings, 'delivery')).toEqual(['stripe', 'cashOnDelivery']);
    const changed = ZPaymentSettings.parse({ delivery: { cardOnDelivery: true } });
    expect(changed.delivery).toEqual({
      stripe: true,
      inStore: false,
      cashOnDelivery: true,
      cardOnDelivery: true,
    });
  });

  it('custom payments default to every collection type', () => {
    expect(ZCustomPayment.parse({ id: 'cp', name: 'Voucher', createdIsoDateTimeUtc: NOW })).toMatchObject({
      availableForPickup: true,
      availableForDelivery: true,
      availableForDineIn: true,
      sortOrder: 0,
    });
  });

  it('break presets: fixed limits, no limit, or a typed length', () => {
    const preset = (limit: unknown) =>
      ZBreakPreset.safeParse({ id: 'b', name: 'Lunch', type: 'unpaid', limit });
    expect(preset({ type: 'thirtyMinutes' }).success).toBe(true);
    expect(messages(preset({ type: 'others' }))).toEqual(['Enter the break length in minutes']);
    expect(breakLimitMinutes({ type: 'fifteenMinutes' })).toBe(15);
    expect(breakLimitMinutes({ type: 'thirtyMinutes' })).toBe(30);
    expect(breakLimitMinutes({ type: 'oneHour' })).toBe(60);
    expect(breakLimitMinutes({ type: 'none' })).toBeUndefined();
    expect(breakLimitMinutes({ type: 'others', duration: 45 })).toBe(45);
    expect(ZEmployeeTimeClockSettings.parse({})).toEqual({
      enableEmployeeTimeClock: false,
      enableBreakRecording: false,
      enableAutomaticDeduction: false,
      shiftBreakPresets: [],
    });
  });

  it('printers: LAN printers need an IP address; cloud kitchen printers connect through the cloud', () => {
    const printer = { id: 'p', name: 'Kitchen', printDocumentKinds: ['orderTicket'] };
    expect(
      ZPosPrinter.parse({ ...printer, printerModel: 'tm-m30iii', ipAddress: '192.168.1.50' }),
    ).toMatchObject({
      connectionKind: 'LAN',
      numberOfCopies: 1,
      active: true,
      isSecure: false,
    });
    expect(messages(ZPosPrinter.safeParse({ ...printer, printerModel: 'tm-u220b' }))).toEqual([
      'Enter the printer IP address, like 192.168.1.100',
    ]);
    expect(
      messages(ZPosPrinter.safeParse({ ...printer, printerModel: 'tm-m30', ipAddress: '300.1.1.1' })),
    ).toEqual(['Enter an IP address like 192.168.1.100']);
    expect(
      ZPosPrinter.safeParse({ ...printer, printerModel: 'cloudKitchenPrinter', connectionKind: 'cloud' })
        .success,
    ).toBe(true);
    expect(
      ZPosPrinter.safeParse({ ...printer, printerModel: 'cloudKitchenPrinter', ipAddress: '10.0.0.1' })
        .success,
    ).toBe(false);
    expect(
      messages(
        ZPosPrinter.safeParse({
          ...printer,
          printerModel: 'tm-m30ii',
          connectionKind: 'USB',
          printDocumentKinds: [],
        }),
      ),
    ).toEqual(['Choose what this printer prints']);
  });

  it('KDS settings default to a 30 minute prep time', () => {
    expect(
      ZKdsDeviceSettings.parse({ id: 'k', kdsDeviceId: 'd', lastUpdatedIsoDateTimeUtc: NOW })
        .prepTimeInMinutes,
    ).toBe(30);
  });

  it('reviews: HAPPY or SAD from one of five sources', () => {
    const review = {
      id: 'r',
      restaurantId: 'r1',
      storeId: 's1',
      reviewSource: 'printedOrderTicket',
      rating: 'HAPPY',
      createdIsoDateTimeUtc: NOW,
    };
    expect(ZCustomerReview.safeParse(review).success).toBe(true);
    expect(messages(ZCustomerReview.safeParse({ ...review, rating: 'MEH' }))).toEqual([
      'Choose happy or sad',
    ]);
  });

  it('google review settings need a link before showing it', () => {
    expect(ZGoogleReviewSettings.parse({}).link).toBe('');
    expect(messages(ZGoogleReviewSettings.safeParse({ showReviewLink: { onWebsite: true } }))).toEqual([
      'Enter the review link to show it to customers',
    ]);
    expect(
      messages(ZGoogleReviewSettings.safeParse({ enableQrCode: true, printQrCode: { onOrderTicket: true } })),
    ).toHaveLength(1);
    expect(
      ZGoogleReviewSettings.safeParse({ link: 'https://g.page/r/x', showReviewLink: { onWebsite: true } })
        .success,
    ).toBe(true);
  });

  it('table map elements get the default sizes', () => {
    const map = ZTableMap.parse({
      id: 'm',
      tables: [
        { id: 'a', type: 'square', location: { x: 0, y: 0 } },
        { id: 'b', type: 'rectangle', location: { x: 200, y: 0 } },
        { id: 'c', type: 'circle', location: { x: 400, y: 0 }, rotation: 45 },
      ],
    });
    expect(map.tables).toMatchObject([
      { width: TABLE_ELEMENT_DEFAULT_SIZES.square.width, rotation: 0 },
      { width: 120, length: 240 },
      { radius: 60, rotation: 45 },
    ]);
    expect(map.scale).toBe(1);
    expect(
      ZTableMap.safeParse({
        id: 'm',
        tables: [{ id: 'x', type: 'circle', location: { x: 0, y: 0 }, radius: 0 }],
      }).success,
    ).toBe(false);
  });

  it('order process settings have defaults', () => {
    expect(ZOrderProcessSettings.parse({})).toEqual({
      hasEta: true,
      hasUnprocessedOrderMonitor: true,
      hasCompleteStatus: true,
      autoAcceptDineInOrders: false,
    });
  });

  it('custom claims: a device account holds exactly one device claim', () => {
    const device = { restaurantId: 'r1', storeId: 's1', deviceId: 'd1' };
    expect(ZCustomClaims.safeParse({ superAdmin: true }).success).toBe(true);
    expect(ZCustomClaims.safeParse({ posTerminal: device }).success).toBe(true);
    expect(messages(ZCustomClaims.safeParse({ posTerminal: device, kdsDevice: device }))).toEqual([
      'A device account cannot hold other roles',
    ]);
    expect(ZCustomClaims.safeParse({ printer: device, superAdmin: true }).success).toBe(false);
    expect(ZCustomClaims.safeParse({ printer: { restaurantId: 'r1' } }).success).toBe(false);
  });

  it('SMS sender registration walks five steps in order', () => {
    const fresh = ZSmsSenderRegistration.parse({});
    expect(nextSmsSenderRegistrationStep(fresh)).toBe('downloadAbnCertificate');
    const halfway = ZSmsSenderRegistration.parse({
      downloadAbnCertificate: { done: true },
      thirdPartyLetter: { done: true },
    });
    expect(nextSmsSenderRegistrationStep(halfway)).toBe('compressDocuments');
    const done = ZSmsSenderRegistration.parse(
      Object.fromEntries(
        [
          'downloadAbnCertificate',
          'thirdPartyLetter',
          'compressDocuments',
          'submitForm',
          'confirmApproval',
        ].map((step) => [step, { done: true }]),
      ),
    );
    expect(nextSmsSenderRegistrationStep(done)).toBeUndefined();
  });
});
