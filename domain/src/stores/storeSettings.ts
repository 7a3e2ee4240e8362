import { z } from 'zod';
import { ZTableBookingSettings } from '../bookings/tableBooking';
import { DELIVERY_LIMITS, ZDeliveryArea, ZDeliverySettings } from '../delivery/deliverySettings';
import { ZOrderProcessSettings } from '../orderOperations/orderProcessSettings';
import { ZCustomPayment, ZPaymentSettings } from '../payments/paymentSettings';
import { ZPosSettings } from '../pos/posSettings';
import { ZGoogleReviewSettings } from '../reviews/reviews';
import { ZSmsSenderRegistration } from '../sms/smsSenderRegistration';
import { ZPublicHolidaySurcharge, ZSurchargeSettings } from '../surcharges/surchargeSettings';
import {
  defaultStoreTimings,
  type WeeklyHours,
  ZStoreHolidays,
  ZStoreTimings,
  ZWeeklyHours,
} from '../time/timings';
import { ZEmployeeTimeClockSettings } from '../timeClock/timeClock';

/**
 * The settings documents of a store, one per kind, at `restaurants/{r}/stores/{s}/settings/{settingId}`
 * (the pizza settings document lives there too but belongs to the menu). Each kind has one schema
 * used by the API to validate a save and by the apps to read the stored document with its defaults.
 */

function uniqueBy<T>(key: (entry: T) => string, message: string) {
  return (entries: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const value = key(entry).trim().toLowerCase();
      if (seen.has(value)) ctx.addIssue({ code: 'custom', message, path: [index] });
      seen.add(value);
    });
  };
}

/** `delivery`: store-wide rules plus the drawn delivery areas. */
export const ZStoreDeliverySettings = ZDeliverySettings.extend({
  areas: z
    .array(ZDeliveryArea)
    .max(DELIVERY_LIMITS.areas, `At most ${DELIVERY_LIMITS.areas} delivery areas`)
    .default([])
    .superRefine(uniqueBy((area) => area.id, 'Two delivery areas share an id'))
    .superRefine(uniqueBy((area) => area.name, 'Another delivery area already has this name')),
});
export type StoreDeliverySettings = z.infer<typeof ZStoreDeliverySettings>;

/** Custom payments a store may have. */
export const MAX_CUSTOM_PAYMENTS = 30;

/** `customPayments`: the store's own POS payment methods, as one list. */
export const ZCustomPaymentsSettings = z.object({
  customPayments: z
    .array(ZCustomPayment)
    .max(MAX_CUSTOM_PAYMENTS, `At most ${MAX_CUSTOM_PAYMENTS} custom payments`)
    .default([])
    .superRefine(uniqueBy((payment) => payment.id, 'Two custom payments share an id'))
    .superRefine(uniqueBy((payment) => payment.name, 'Another custom payment already has this name')),
});
export type CustomPaymentsSettings = z.infer<typeof ZCustomPaymentsSettings>;

/** The optional features of SPEC.md section 1 that a store switches on from /add-ons/manage. */
export const ADD_ONS = [
  'connectedStores',
  'smsMarketing',
  'kitchenDisplay',
  'tableMap',
  'googleReviews',
] as const;
export type AddOn = (typeof ADD_ONS)[number];

export const ADD_ON_DETAILS: Record<AddOn, { label: string; description: string; settingsPath: string }> = {
  connectedStores: {
    label: 'Connected stores',
    description: 'Link virtual stores (other brands cooked in this kitchen) so their orders arrive here.',
    settingsPath: 'add-ons/connected-stores-settings',
  },
  smsMarketing: {
    label: 'SMS marketing',
    description: 'Send SMS campaigns to customers who agreed to hear from you.',
    settingsPath: 'add-ons/sms-campaign-settings',
  },
  kitchenDisplay: {
    label: 'Kitchen display',
    description: 'Show new orders as tickets on screens in the kitchen instead of printed dockets.',
    settingsPath: 'add-ons/kds-settings',
  },
  tableMap: {
    label: 'Table map',
    description: 'Draw the dining room so staff pick tables on a map for dine-in orders and bookings.',
    settingsPath: 'add-ons/table-map-settings',
  },
  googleReviews: {
    label: 'Public reviews',
    description:
      'Ask every customer how their order went: they rate it, then review you on Google or tell you privately.',
    settingsPath: 'add-ons/google-review-settings',
  },
};

/** `addOns`: which optional features are on. Everything starts off. */
export const ZAddOnsSettings = z.object({
  connectedStores: z.boolean().default(false),
  smsMarketing: z.boolean().default(false),
  kitchenDisplay: z.boolean().default(false),
  tableMap: z.boolean().default(false),
  googleReviews: z.boolean().default(false),
}) satisfies z.ZodType<Record<AddOn, boolean>>;
export type AddOnsSettings = z.infer<typeof ZAddOnsSettings>;

/** Trading hours of a new store: every day 10:00 AM to 10:00 PM. */
export function defaultTradingHours(): WeeklyHours {
  const day = () => ({
    availableAllDay: false,
    dayIntervals: [{ startTimeOfDay: '10:00 AM', endTimeOfDay: '10:00 PM', attributeToPreviousDay: false }],
  });
  return {
    monday: day(),
    tuesday: day(),
    wednesday: day(),
    thursday: day(),
    friday: day(),
    saturday: day(),
    sunday: day(),
  };
}

/** Every settings kind the store-settings API writes, with its schema. */
export const STORE_SETTINGS_SCHEMAS = {
  timings: ZStoreTimings,
  tradingHours: ZWeeklyHours,
  holidays: ZStoreHolidays,
  publicHolidaySurcharge: ZPublicHolidaySurcharge,
  delivery: ZStoreDeliverySettings,
  checkout: ZSurchargeSettings,
  payments: ZPaymentSettings,
  orderProcess: ZOrderProcessSettings,
  customPayments: ZCustomPaymentsSettings,
  addOns: ZAddOnsSettings,
  /** The store's POS terminal defaults (each terminal may override groups of them). */
  posSettings: ZPosSettings,
  /** When the counter trades, apart from online ordering hours (the till warns outside them). */
  posTradingHours: ZWeeklyHours,
  /** Table bookings (domain/src/bookings): read by the booking routes, not published. */
  tableBooking: ZTableBookingSettings,
  /** Employee time clock and break presets (domain/src/timeClock): read by the tills and the time-clock routes. */
  timeClock: ZEmployeeTimeClockSettings,
  /** The Google review add-on (domain/src/reviews): read by the review routes, printing and order emails, not published. */
  googleReview: ZGoogleReviewSettings,
  /** Registering the business name as SMS sender (domain/src/sms): the five steps and which are done. */
  smsSender: ZSmsSenderRegistration,
} as const;

export type StoreSettingId = keyof typeof STORE_SETTINGS_SCHEMAS;
export const STORE_SETTING_IDS = Object.keys(STORE_SETTINGS_SCHEMAS) as StoreSettingId[];
export type StoreSettings = { [K in StoreSettingId]: z.infer<(typeof STORE_SETTINGS_SCHEMAS)[K]> };

export function isStoreSettingId(id: string): id is StoreSettingId {
  return Object.hasOwn(STORE_SETTINGS_SCHEMAS, id);
}

/** What a store has before anyone saves the setting (a missing document reads as this). */
export function defaultStoreSetting<K extends StoreSettingId>(settingId: K): StoreSettings[K] {
  if (settingId === 'timings') return defaultStoreTimings() as StoreSettings[K];
  if (settingId === 'tradingHours' || settingId === 'posTradingHours')
    return defaultTradingHours() as StoreSettings[K];
  return STORE_SETTINGS_SCHEMAS[settingId].parse({}) as StoreSettings[K];
}

/**
 * A stored settings document with its defaults filled in. A document that no longer matches the
 * schema (written by an older version) reads as the defaults rather than breaking a screen.
 */
export function readStoreSetting<K extends StoreSettingId>(settingId: K, stored: unknown): StoreSettings[K] {
  if (stored === undefined || stored === null) return defaultStoreSetting(settingId);
  const parsed = STORE_SETTINGS_SCHEMAS[settingId].safeParse(stored);
  return parsed.success ? (parsed.data as StoreSettings[K]) : defaultStoreSetting(settingId);
}
