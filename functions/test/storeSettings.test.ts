import {
  DEFAULT_PAYMENT_SETTINGS,
  defaultStoreTimings,
  defaultTradingHours,
  type StoreSettingId,
} from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser, type TestUser } from './support/emulators';
import { addStoreMember, createTenant, type Tenant } from './support/tenants';

const SQUARE = [
  { latitude: '-33.88', longitude: '151.26' },
  { latitude: '-33.88', longitude: '151.28' },
  { latitude: '-33.90', longitude: '151.28' },
];

interface SettingCase {
  valid: Record<string, unknown>;
  /** What the stored document holds afterwards (a subset). */
  stored: Record<string, unknown>;
  invalid: Record<string, unknown>;
  issue: { path: string; message: string };
}

const CASES: Record<StoreSettingId, SettingCase> = {
  timings: {
    valid: defaultStoreTimings(),
    stored: { monday: defaultStoreTimings().monday },
    invalid: {
      ...defaultStoreTimings(),
      friday: {
        ...defaultStoreTimings().friday,
        pickup: {
          firstSession: { available: true, timePeriod: { startTimeOfDay: '25:00', durationInHours: 7 } },
          secondSession: { available: false },
        },
      },
    },
    issue: {
      path: 'friday.pickup.firstSession.timePeriod.startTimeOfDay',
      message: expect.stringContaining('10:00 AM'),
    },
  },
  tradingHours: {
    valid: defaultTradingHours(),
    stored: { sunday: defaultTradingHours().sunday },
    invalid: {
      ...defaultTradingHours(),
      monday: {
        availableAllDay: false,
        dayIntervals: [{ startTimeOfDay: '9:00 AM', endTimeOfDay: '9:00 AM' }],
      },
    },
    issue: { path: 'monday.dayIntervals.0.endTimeOfDay', message: 'Start and end times must differ' },
  },
  holidays: {
    valid: { holidays: [{ date: '2026-12-25', name: 'Christmas Day' }, { date: '2027-1-1' }] },
    stored: { holidays: [{ date: '2026-12-25', name: 'Christmas Day' }, { date: '2027-01-01' }] },
    invalid: { holidays: [{ date: '25/12/2026' }] },
    issue: { path: 'holidays.0.date', message: 'Enter a date like 2025-12-25' },
  },
  publicHolidaySurcharge: {
    valid: { enabled: true, isEnabledForOnline: true, surcharge: 15, holidays: ['2026-12-25'] },
    stored: { enabled: true, surcharge: 15, holidays: ['2026-12-25'] },
    invalid: { enabled: true, surcharge: 150 },
    issue: { path: 'surcharge', message: 'Percentages must be from 0 to 100' },
  },
  delivery: {
    valid: {
      minOrderValue: 2000,
      suburbs: [{ name: 'Tamarama', postcode: '2026', deliveryCharges: 300 }],
      areas: [
        { name: 'Bondi', polygon: SQUARE, deliveryCharges: 500, shouldApplyThirdPartyDeliveryFee: true },
      ],
    },
    stored: {
      minOrderValue: 2000,
      areas: [expect.objectContaining({ id: expect.any(String), name: 'Bondi', deliveryCharges: 500 })],
    },
    invalid: { areas: [{ name: 'Bondi', polygon: SQUARE.slice(0, 2) }] },
    issue: { path: 'areas.0.polygon', message: 'Draw the area with at least 3 points' },
  },
  checkout: {
    valid: {
      creditCard: { amountInCents: 10, percentage: 1.5, applicableBelowAmount: 1000 },
      eftpos: { amountInCents: 0, percentage: 1 },
    },
    stored: { creditCard: { amountInCents: 10, percentage: 1.5, applicableBelowAmount: 1000 } },
    invalid: { creditCard: { amountInCents: 1.5, percentage: 0 } },
    issue: { path: 'creditCard.amountInCents', message: 'Amounts must be a whole number of cents' },
  },
  payments: {
    valid: {
      ...DEFAULT_PAYMENT_SETTINGS,
      delivery: { ...DEFAULT_PAYMENT_SETTINGS.delivery, cardOnDelivery: true },
    },
    stored: { delivery: { stripe: true, inStore: false, cashOnDelivery: true, cardOnDelivery: true } },
    invalid: { pickup: { stripe: 'yes' } },
    issue: { path: 'pickup.stripe', message: expect.any(String) },
  },
  orderProcess: {
    valid: {
      hasEta: false,
      hasUnprocessedOrderMonitor: true,
      hasCompleteStatus: false,
      autoAcceptDineInOrders: true,
    },
    stored: { hasEta: false, autoAcceptDineInOrders: true },
    invalid: { hasEta: 'no' },
    issue: { path: 'hasEta', message: expect.any(String) },
  },
  customPayments: {
    valid: {
      customPayments: [
        {
          name: 'Uber voucher',
          availableForPickup: true,
          availableForDelivery: false,
          availableForDineIn: true,
        },
      ],
    },
    stored: {
      customPayments: [
        expect.objectContaining({
          id: expect.any(String),
          name: 'Uber voucher',
          sortOrder: 0,
          createdIsoDateTimeUtc: expect.any(String),
        }),
      ],
    },
    invalid: { customPayments: [{ name: '' }] },
    issue: { path: 'customPayments.0.name', message: 'Name must be 1 to 30 characters' },
  },
  addOns: {
    valid: { kitchenDisplay: true, tableMap: true },
    stored: { kitchenDisplay: true, tableMap: true, smsMarketing: false },
    invalid: { tableMap: 1 },
    issue: { path: 'tableMap', message: expect.any(String) },
  },
  posSettings: {
    valid: {
      idleLockMinutes: 10,
      tipping: { enabled: true, percentages: [10, 15] },
      payments: { paymentTypes: ['cash', 'card'], allCustomPayments: false, customPaymentIds: [] },
    },
    stored: {
      idleLockMinutes: 10,
      tipping: { enabled: true, percentages: [10, 15] },
      receipt: { print: 'ask', footer: '', showEmployeeName: true },
      offline: expect.objectContaining({ maxPendingOrders: 200, whenExceeded: 'warn' }),
    },
    invalid: { idleLockMinutes: 500 },
    issue: { path: 'idleLockMinutes', message: 'Lock after 1 to 120 minutes, or never' },
  },
  posTradingHours: {
    valid: { ...defaultTradingHours(), sunday: { availableAllDay: false, dayIntervals: [] } },
    stored: { sunday: { availableAllDay: false, dayIntervals: [] } },
    invalid: {
      ...defaultTradingHours(),
      monday: {
        availableAllDay: false,
        dayIntervals: [{ startTimeOfDay: '9:00 AM', endTimeOfDay: '9:00 AM' }],
      },
    },
    issue: { path: 'monday.dayIntervals.0.endTimeOfDay', message: 'Start and end times must differ' },
  },
  tableBooking: {
    valid: {
      enable: true,
      minPax: 1,
      maxPax: 8,
      seatingAreaInfo: { mandatory: true, areaNames: ['Courtyard'] },
    },
    stored: { enable: true, minPax: 1, maxPax: 8, durationInMinutes: 90 },
    invalid: { enable: true, minPax: 9, maxPax: 4 },
    issue: { path: 'minPax', message: 'Minimum party size cannot be more than the maximum' },
  },
  timeClock: {
    valid: {
      enableEmployeeTimeClock: true,
      enableBreakRecording: true,
      enableAutomaticDeduction: false,
      shiftBreakPresets: [{ id: 'meal', name: 'Meal', type: 'unpaid', limit: { type: 'thirtyMinutes' } }],
    },
    stored: { enableEmployeeTimeClock: true, enableBreakRecording: true },
    invalid: {
      enableEmployeeTimeClock: true,
      shiftBreakPresets: [{ id: 'x', name: 'Other', type: 'paid', limit: { type: 'others' } }],
    },
    issue: { path: 'shiftBreakPresets.0.limit.duration', message: 'Enter the break length in minutes' },
  },
  googleReview: {
    valid: {
      link: 'https://g.page/r/demo/review',
      showReviewLink: { onOnlineOrderingPortal: true, onWebsite: false, onEmailTaxInvoice: true },
      enableCustomBannerColor: true,
      bannerColor: '#1a4d8f',
      reviewRequests: { byEmail: true, bySms: false },
    },
    stored: { link: 'https://g.page/r/demo/review' },
    invalid: { enableCustomBannerColor: true, bannerColor: '#fff59d' },
    issue: {
      path: 'bannerColor',
      message:
        'White text on this colour is hard to read (contrast 1.1:1; it needs 4.5:1). Pick a darker colour.',
    },
  },
  smsSender: {
    valid: { downloadAbnCertificate: { done: true, doneIsoDateTimeUtc: '2026-11-20T01:00:00.000Z' } },
    stored: { downloadAbnCertificate: { done: true, doneIsoDateTimeUtc: '2026-11-20T01:00:00.000Z' } },
    invalid: { submitForm: { done: 'yes' } },
    issue: { path: 'submitForm.done', message: expect.any(String) },
  },
};

let tenant: Tenant;
let outsider: Tenant;
let storeUser: TestUser;
let storeAdmin: TestUser;

const settingsPath = (restaurantId: string, storeId: string, settingId: string) =>
  `/api/store-settings/restaurants/${restaurantId}/stores/${storeId}/settings/${settingId}`;

beforeAll(async () => {
  [tenant, outsider] = await Promise.all([createTenant('settings'), createTenant('outsider')]);
  [storeUser, storeAdmin] = await Promise.all([signUpTestUser('cashier'), signUpTestUser('manager')]);
  await addStoreMember(tenant, storeUser, 'user');
  await addStoreMember(tenant, storeAdmin, 'admin');
});

describe.each(Object.entries(CASES) as Array<[StoreSettingId, SettingCase]>)(
  'PUT /api/store-settings/.../settings/%s',
  (settingId, setting) => {
    it('saves the setting, answers it with its defaults and republishes the menu', async () => {
      const { status, body } = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, settingId), {
        method: 'PUT',
        token: tenant.owner.idToken,
        body: setting.valid,
      });
      expect(status).toBe(200);
      expect(body.settings).toMatchObject(setting.stored);
      const stored = await firestore()
        .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/settings/${settingId}`)
        .get();
      expect(stored.data()).toMatchObject({ ...setting.stored, updatedByUid: tenant.owner.uid });
      const published = await firestore()
        .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/publishedMenu/current`)
        .get();
      expect(published.exists).toBe(true);
    });

    it('explains invalid fields (400)', async () => {
      const { status, body } = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, settingId), {
        method: 'PUT',
        token: tenant.owner.idToken,
        body: setting.invalid,
      });
      expect(status).toBe(400);
      expect(body.issues).toEqual(expect.arrayContaining([setting.issue]));
    });

    it("refuses another restaurant's admin (403)", async () => {
      const { status } = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, settingId), {
        method: 'PUT',
        token: outsider.owner.idToken,
        body: setting.valid,
      });
      expect(status).toBe(403);
    });

    it('refuses a Standard User of the store (403) and lets a store admin save', async () => {
      const refused = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, settingId), {
        method: 'PUT',
        token: storeUser.idToken,
        body: setting.valid,
      });
      expect(refused.status).toBe(403);
      const allowed = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, settingId), {
        method: 'PUT',
        token: storeAdmin.idToken,
        body: setting.valid,
      });
      expect(allowed.status).toBe(200);
    });

    it('answers 404 for a store the restaurant does not have', async () => {
      const { status, body } = await callApi(settingsPath(tenant.restaurantId, 'no-such-store', settingId), {
        method: 'PUT',
        token: tenant.owner.idToken,
        body: setting.valid,
      });
      expect(status).toBe(404);
      expect(body.message).toBe('We could not find this store.');
    });
  },
);

describe('store settings routes', () => {
  it('answers 401 without a signed-in caller', async () => {
    const { status } = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, 'addOns'), {
      method: 'PUT',
      body: {},
    });
    expect(status).toBe(401);
  });

  it('answers 404 for a setting that does not exist', async () => {
    const { status, body } = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, 'pizzaOven'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {},
    });
    expect(status).toBe(404);
    expect(String(body.message)).toContain('There is no store setting called "pizzaOven"');
  });

  it('keeps ids and creation times of custom payments across saves, in list order', async () => {
    const path = settingsPath(tenant.restaurantId, tenant.storeId, 'customPayments');
    const first = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { customPayments: [{ name: 'Uber voucher' }] },
    });
    const [voucher] = (first.body.settings as { customPayments: Array<Record<string, unknown>> })
      .customPayments;
    const second = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        customPayments: [
          { name: 'Staff meal', availableForDelivery: false },
          { ...voucher, name: 'Voucher', createdIsoDateTimeUtc: '2000-01-01T00:00:00.000Z' },
        ],
      },
    });
    expect(second.status).toBe(200);
    const saved = (second.body.settings as { customPayments: Array<Record<string, unknown>> }).customPayments;
    expect(saved.map((payment) => [payment.name, payment.sortOrder])).toEqual([
      ['Staff meal', 0],
      ['Voucher', 1],
    ]);
    expect(saved[1]).toMatchObject({
      id: voucher?.id,
      createdIsoDateTimeUtc: voucher?.createdIsoDateTimeUtc,
    });
  });

  it('refuses two delivery areas with the same name', async () => {
    const { status, body } = await callApi(settingsPath(tenant.restaurantId, tenant.storeId, 'delivery'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        areas: [
          { name: 'Bondi', polygon: SQUARE },
          { name: 'bondi', polygon: SQUARE },
        ],
      },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      { path: 'areas.1', message: 'Another delivery area already has this name' },
    ]);
  });
});
