import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  defaultStoreSetting,
  defaultStoreTimings,
  describeAddOns,
  describeCardSurcharge,
  describeCollectionTypeTimings,
  describeCustomPayments,
  describeDeliverySettings,
  describeHolidays,
  describeLocalDate,
  describeOrderProcess,
  describePaymentSettings,
  describePublicHolidaySurcharge,
  describeStoreTimings,
  describeTradingHours,
  describeWeekdays,
  readStoreSetting,
  STORE_SETTING_IDS,
  STORE_SETTINGS_SCHEMAS,
  type StoreTimings,
  type WeeklyHours,
  ZStoreDeliverySettings,
  ZStoreEdit,
} from '../../src';

const SQUARE = [
  { latitude: '-33.88', longitude: '151.26' },
  { latitude: '-33.88', longitude: '151.28' },
  { latitude: '-33.90', longitude: '151.28' },
];

describe('weekday runs', () => {
  it('joins consecutive days with a dash and pairs with a comma', () => {
    expect(describeWeekdays(['monday', 'tuesday', 'wednesday', 'sunday'])).toBe('Mon–Wed, Sun');
    expect(describeWeekdays(['saturday', 'sunday'])).toBe('Sat, Sun');
    expect(describeWeekdays(['friday'])).toBe('Fri');
  });
});

describe('store timings in words', () => {
  it('says the default store trades every day from 10:00 AM for 7 hours', () => {
    expect(describeCollectionTypeTimings(defaultStoreTimings(), 'delivery')).toBe(
      'Delivery: Mon–Sun 10:00 AM – 5:00 PM',
    );
  });

  it('groups days with the same hours and lists closed days last', () => {
    const timings: StoreTimings = defaultStoreTimings();
    timings.saturday.pickup.firstSession.available = false;
    timings.sunday.pickup.firstSession.available = false;
    timings.monday.pickup.firstSession.timePeriod = { startTimeOfDay: '6:00 PM', durationInHours: 8 };
    expect(describeCollectionTypeTimings(timings, 'pickup')).toBe(
      'Pickup: Mon 6:00 PM – 2:00 AM (next day); Tue–Fri 10:00 AM – 5:00 PM; Sat, Sun closed',
    );
  });

  it('counts the second session only with split timings', () => {
    const timings = defaultStoreTimings();
    for (const day of ['monday', 'tuesday'] as const) {
      timings[day].dineIn.firstSession.timePeriod = { startTimeOfDay: '11:00 AM', durationInHours: 3 };
      timings[day].dineIn.secondSession = {
        available: true,
        timePeriod: { startTimeOfDay: '5:30 PM', durationInHours: 4.5 },
      };
    }
    expect(describeCollectionTypeTimings(timings, 'dineIn', true)).toBe(
      'Dine-in: Mon, Tue 11:00 AM – 2:00 PM and 5:30 PM – 10:00 PM; Wed–Sun 10:00 AM – 5:00 PM',
    );
    expect(describeCollectionTypeTimings(timings, 'dineIn', false)).toContain('Mon, Tue 11:00 AM – 2:00 PM;');
  });

  it('says when a type is never open or switched off', () => {
    const timings = defaultStoreTimings();
    for (const day of Object.values(timings)) day.delivery.firstSession.available = false;
    expect(describeStoreTimings(timings, { offered: { pickup: false } })).toEqual([
      'Pickup: switched off for this store',
      'Delivery: not offered on any day',
      'Dine-in: Mon–Sun 10:00 AM – 5:00 PM',
    ]);
  });
});

describe('trading hours in words', () => {
  const closed = { availableAllDay: false, dayIntervals: [] };
  const week = (overrides: Partial<WeeklyHours>): WeeklyHours => ({
    monday: closed,
    tuesday: closed,
    wednesday: closed,
    thursday: closed,
    friday: closed,
    saturday: closed,
    sunday: closed,
    ...overrides,
  });

  it('joins after-midnight trade to the day it belongs to', () => {
    const hours = week({
      friday: {
        availableAllDay: false,
        dayIntervals: [
          { startTimeOfDay: '5:00 PM', endTimeOfDay: '12:00 AM', attributeToPreviousDay: false },
        ],
      },
      saturday: {
        availableAllDay: false,
        dayIntervals: [{ startTimeOfDay: '12:00 AM', endTimeOfDay: '2:00 AM', attributeToPreviousDay: true }],
      },
    });
    expect(describeTradingHours(hours)).toBe('Fri 5:00 PM – 2:00 AM (next day); Mon–Thu, Sat, Sun closed');
  });

  it('describes all-day and closed weeks', () => {
    expect(describeTradingHours(week({ sunday: { availableAllDay: true, dayIntervals: [] } }))).toBe(
      'Sun open 24 hours; Mon–Sat closed',
    );
    expect(describeTradingHours(week({}))).toBe('Closed every day');
    expect(describeTradingHours(defaultStoreSetting('tradingHours'))).toBe('Mon–Sun 10:00 AM – 10:00 PM');
  });
});

describe('dates and holidays', () => {
  it('formats dates with their weekday', () => {
    expect(describeLocalDate('2026-12-25')).toBe('Fri 25 Dec 2026');
    expect(describeLocalDate('2026-1-5')).toBe('Mon 5 Jan 2026');
  });

  it('lists closed dates earliest first', () => {
    expect(
      describeHolidays([
        { date: '2026-12-26', name: 'Boxing Day' },
        { date: '2026-12-25', name: 'Christmas Day' },
      ]),
    ).toEqual(['Closed on Fri 25 Dec 2026 (Christmas Day)', 'Closed on Sat 26 Dec 2026 (Boxing Day)']);
    expect(describeHolidays([])[0]).toMatch(/No closed dates/);
  });
});

describe('surcharges in words', () => {
  it('describes card surcharges with their threshold', () => {
    expect(
      describeCardSurcharge('creditCard', {
        amountInCents: 10,
        percentage: 1.5,
        applicableBelowAmount: 1000,
      }),
    ).toBe('Credit card payments under $10.00 add 1.5% + $0.10');
    expect(describeCardSurcharge('eftpos', { amountInCents: 0, percentage: 1 })).toBe(
      'Every eftpos payment adds 1%',
    );
    expect(describeCardSurcharge('eftpos', { amountInCents: 0, percentage: 0 })).toBe(
      'Eftpos payments have no surcharge',
    );
  });

  it('describes the public holiday surcharge', () => {
    const settings = {
      enabled: true,
      isEnabledForOnline: false,
      surcharge: 15,
      holidays: ['2026-12-26', '2026-12-25'],
    };
    expect(describePublicHolidaySurcharge(settings)).toBe(
      'Orders on Fri 25 Dec 2026 and Sat 26 Dec 2026 add a 15% surcharge, at the POS only (not online).',
    );
    expect(describePublicHolidaySurcharge({ ...settings, enabled: false })).toBe(
      'No public holiday surcharge.',
    );
    expect(describePublicHolidaySurcharge({ ...settings, holidays: [] })).toMatch(
      /no public holidays are listed/,
    );
  });
});

describe('delivery in words', () => {
  it('names each area with its charge and minimum, then suburbs', () => {
    const settings = ZStoreDeliverySettings.parse({
      minOrderValue: 2000,
      suburbs: [{ name: 'Tamarama', postcode: '2026', deliveryCharges: 0 }],
      areas: [
        { id: 'a1', name: 'Bondi', polygon: SQUARE, deliveryCharges: 500 },
        {
          id: 'a2',
          name: 'Far',
          polygon: SQUARE,
          deliveryCharges: 900,
          minOrderValue: 4000,
          shouldApplyThirdPartyDeliveryFee: true,
        },
      ],
    });
    expect(describeDeliverySettings(settings)).toEqual([
      "Addresses inside 'Bondi' pay $5.00, minimum order $20.00",
      "Addresses inside 'Far' pay $9.00 plus the courier's fee, minimum order $40.00",
      'Addresses in Tamarama 2026 get free delivery, minimum order $20.00',
      `Any other address: "Sorry, we don't deliver to this address yet"`,
    ]);
    expect(describeDeliverySettings(ZStoreDeliverySettings.parse({}))[0]).toMatch(/cannot get delivery/);
  });

  it('refuses two areas with the same name', () => {
    const result = ZStoreDeliverySettings.safeParse({
      areas: [
        { id: 'a1', name: 'Bondi', polygon: SQUARE },
        { id: 'a2', name: 'bondi', polygon: SQUARE },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['areas', 1],
      message: 'Another delivery area already has this name',
    });
  });
});

describe('payments, order process, custom payments and add-ons in words', () => {
  it('lists the payment types of each collection type (spec defaults)', () => {
    expect(describePaymentSettings(DEFAULT_PAYMENT_SETTINGS)).toEqual([
      'Pickup: Card online at checkout or pay in store',
      'Delivery: Card online at checkout or cash on delivery',
      'Dine-in: Card online at checkout or pay in store',
    ]);
    const none = {
      ...DEFAULT_PAYMENT_SETTINGS,
      pickup: { stripe: false, inStore: false, cashOnDelivery: false, cardOnDelivery: false },
    };
    expect(describePaymentSettings(none, { dineIn: false })[0]).toBe(
      'Pickup: no way to pay, so customers cannot check out',
    );
    expect(describePaymentSettings(none, { dineIn: false })[2]).toBe('Dine-in: switched off for this store');
  });

  it('explains the order process flags', () => {
    const lines = describeOrderProcess(defaultStoreSetting('orderProcess'));
    expect(lines[0]).toBe(
      'Staff choose a ready time when they accept an order (ASAP up to 1 hour 30 min) and the customer sees it.',
    );
    expect(lines[3]).toBe('Staff accept each dine-in order before it goes to the kitchen.');
    expect(lines[4]).toBe(
      'An online order has at most 50 lines and at most 50 of one item; customers are asked to call for bigger orders.',
    );
    expect(
      describeOrderProcess({
        ...defaultStoreSetting('orderProcess'),
        maxLinesPerOrder: 20,
        maxQuantityPerItem: 5,
      })[4],
    ).toContain('at most 20 lines and at most 5 of one item');
  });

  it('says after how long the unaccepted-order alert rings, with the default when unset', () => {
    const monitored = { ...defaultStoreSetting('orderProcess'), hasUnprocessedOrderMonitor: true };
    expect(describeOrderProcess(monitored)[1]).toBe(
      'Staff are alerted when a new order waits more than 5 minutes to be accepted.',
    );
    expect(describeOrderProcess({ ...monitored, unprocessedOrderAlertMinutes: 10 })[1]).toContain(
      '10 minutes',
    );
  });

  it('lists custom payments in sort order', () => {
    const created = '2026-01-01T00:00:00.000Z';
    expect(
      describeCustomPayments([
        {
          id: 'b',
          name: 'Staff meal',
          availableForPickup: true,
          availableForDelivery: false,
          availableForDineIn: true,
          sortOrder: 1,
          createdIsoDateTimeUtc: created,
        },
        {
          id: 'a',
          name: 'Uber voucher',
          availableForPickup: true,
          availableForDelivery: true,
          availableForDineIn: false,
          sortOrder: 0,
          createdIsoDateTimeUtc: created,
        },
      ]),
    ).toEqual([
      "'Uber voucher' can pay for pickup and delivery orders at the POS",
      "'Staff meal' can pay for pickup and dine-in orders at the POS",
    ]);
  });

  it('names the add-ons that are on', () => {
    expect(describeAddOns({ ...defaultStoreSetting('addOns'), kitchenDisplay: true, tableMap: true })).toBe(
      'On for this store: Kitchen display and Table map.',
    );
    expect(describeAddOns(defaultStoreSetting('addOns'))).toBe('No optional features are on.');
  });
});

describe('store settings documents', () => {
  it('has a valid default for every settings kind', () => {
    for (const id of STORE_SETTING_IDS) {
      expect(STORE_SETTINGS_SCHEMAS[id].safeParse(defaultStoreSetting(id)).success).toBe(true);
    }
    expect(defaultStoreSetting('payments')).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });

  it('reads a missing or outdated document as the defaults', () => {
    expect(readStoreSetting('checkout', undefined)).toEqual(defaultStoreSetting('checkout'));
    expect(readStoreSetting('orderProcess', { hasEta: 'yes' })).toEqual(defaultStoreSetting('orderProcess'));
    expect(readStoreSetting('orderProcess', { hasEta: false, updatedByUid: 'u1' })).toEqual({
      ...defaultStoreSetting('orderProcess'),
      hasEta: false,
    });
  });
});

describe('store edit', () => {
  const store = {
    name: 'Bondi',
    address: {
      formattedAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
      country: { code: 'AU', name: 'Australia' },
      geoPoint: { latitude: '-33.8915', longitude: '151.2767' },
    },
    phoneNumber: '02 9876 5432',
    timezone: 'Australia/Sydney',
    collectionSettings: {},
  };

  it('needs a reason to go offline', () => {
    const offline = ZStoreEdit.safeParse({ ...store, status: 'OFFLINE', offlineReason: ' ' });
    expect(offline.error?.issues).toEqual([
      expect.objectContaining({
        path: ['offlineReason'],
        message: 'Tell customers why the store is offline',
      }),
    ]);
    expect(ZStoreEdit.safeParse({ ...store, status: 'OFFLINE', offlineReason: 'Renovating' }).success).toBe(
      true,
    );
    expect(ZStoreEdit.safeParse({ ...store, timezone: 'Europe/London' }).error?.issues[0]?.path).toEqual([
      'timezone',
    ]);
  });
});
