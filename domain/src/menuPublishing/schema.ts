import { z } from 'zod';
import { ZDocumentId, ZImage, ZIsoDateTimeUtc } from '../common/common';
import {
  ZBasicItemSpec,
  ZCategory,
  ZCustomItemSpec,
  ZDealItemSpec,
  ZDealSpec,
  ZHalfAndHalfItemSpec,
  ZModifierGroup,
  ZPizzaItemSpec,
  ZPizzaSettings,
} from '../menu/menu';
import { ZOrderProcessSettings } from '../orderOperations/orderProcessSettings';
import { ZCustomPayment, ZPaymentSettings } from '../payments/paymentSettings';
import { ZStore } from '../stores/store';
import { ZAddOnsSettings, ZStoreDeliverySettings } from '../stores/storeSettings';
import { ZPublicHolidaySurcharge, ZSurchargeSettings } from '../surcharges/surchargeSettings';
import { ZStoreHoliday, ZStoreTimings, ZWeeklyHours } from '../time/timings';
import { PUBLISHED_MENU_SCHEMA_VERSION } from './version';

/**
 * The published menu: one public document per store at `restaurants/{r}/stores/{s}/publishedMenu/current`
 * that the storefront and POS read to show and price the menu (one read). Items are nested in their
 * category, in display order, and leave out fields at their default value and fields only the
 * back office uses; identical modifier groups are stored once in `modifierGroups` and referenced by
 * key. Parsing with `ZPublishedMenu` fills every default back in.
 */

// The version lives in a zod-free module so the storefront can check it without loading zod.
export { PUBLISHED_MENU_SCHEMA_VERSION } from './version';

/** Item fields the published menu leaves out: set by the server, implied by nesting, or back-office only. */
const BACK_OFFICE_ITEM_FIELDS = {
  restaurantId: true,
  storeId: true,
  categoryId: true,
  printStationIds: true,
  categorySalesId: true,
} as const;

/** Keys into `modifierGroups`. */
const ZModifierGroupKeys = z.array(z.string().min(1)).default([]);

export const ZPublishedBasicItem = ZBasicItemSpec.omit(BACK_OFFICE_ITEM_FIELDS).extend({
  modifiers: ZModifierGroupKeys,
});
export const ZPublishedPizzaItem = ZPizzaItemSpec.omit(BACK_OFFICE_ITEM_FIELDS);
export const ZPublishedHalfAndHalfItem = ZHalfAndHalfItemSpec.omit(BACK_OFFICE_ITEM_FIELDS);
export const ZPublishedDealItem = ZDealItemSpec.extend({ modifiers: ZModifierGroupKeys });
// ZDealSpec carries a refinement, which zod will not omit from; its plain shape has the same fields.
export const ZPublishedDeal = z
  .object(ZDealSpec.shape)
  .omit(BACK_OFFICE_ITEM_FIELDS)
  .extend({ items: z.array(ZPublishedDealItem).default([]), modifiers: ZModifierGroupKeys });
export const ZPublishedCustomItem = ZCustomItemSpec.omit(BACK_OFFICE_ITEM_FIELDS);

export const ZPublishedItem = z.discriminatedUnion('type', [
  ZPublishedBasicItem,
  ZPublishedPizzaItem,
  ZPublishedHalfAndHalfItem,
  ZPublishedDeal,
  ZPublishedCustomItem,
]);
export type PublishedItem = z.infer<typeof ZPublishedItem>;

export const ZPublishedCategory = ZCategory.extend({
  items: z.array(ZPublishedItem).default([]),
});
export type PublishedCategory = z.infer<typeof ZPublishedCategory>;

/** The store as customers see it (no owner or audit fields). */
export const ZPublishedStore = ZStore.omit({ restaurantId: true });
export type PublishedStore = z.infer<typeof ZPublishedStore>;

/** The restaurant as its storefront shows it: the name above the store's, and the uploaded logo. */
export const ZPublishedRestaurant = z.object({ name: z.string(), logo: ZImage.optional() });
export type PublishedRestaurant = z.infer<typeof ZPublishedRestaurant>;

/** A custom POS payment method without its audit timestamp. */
export const ZPublishedCustomPayment = ZCustomPayment.omit({ createdIsoDateTimeUtc: true });
export type PublishedCustomPayment = z.infer<typeof ZPublishedCustomPayment>;

/** The public parts of the store's settings documents; a missing document is published as its defaults. */
export const ZPublishedSettings = z.object({
  /** Absent until the store saves pizza settings; pizzas cannot be priced without them. */
  pizza: ZPizzaSettings.optional(),
  timings: ZStoreTimings,
  tradingHours: ZWeeklyHours,
  holidays: z.array(ZStoreHoliday).default([]),
  publicHolidaySurcharge: ZPublicHolidaySurcharge,
  delivery: ZStoreDeliverySettings,
  checkout: ZSurchargeSettings,
  payments: ZPaymentSettings,
  orderProcess: ZOrderProcessSettings,
  customPayments: z.array(ZPublishedCustomPayment).default([]),
  addOns: ZAddOnsSettings,
});
export type PublishedSettings = z.infer<typeof ZPublishedSettings>;

export const ZPublishedMenu = z
  .object({
    schemaVersion: z.union([z.literal(1), z.literal(PUBLISHED_MENU_SCHEMA_VERSION)]),
    restaurantId: ZDocumentId,
    storeId: ZDocumentId,
    /** Hash of everything except itself and the publish time; unchanged content is not rewritten. */
    contentHash: z.string().min(1),
    publishedIsoDateTimeUtc: ZIsoDateTimeUtc,
    store: ZPublishedStore,
    /** Absent in documents published before the storefront showed the restaurant. */
    restaurant: ZPublishedRestaurant.optional(),
    settings: ZPublishedSettings,
    categories: z.array(ZPublishedCategory),
    modifierGroups: z.record(z.string().min(1), ZModifierGroup).default({}),
    itemCount: z.number().int().min(0),
  })
  .superRefine((menu, ctx) => {
    const check = (keys: readonly string[], path: (string | number)[]) => {
      for (const key of keys) {
        if (!Object.hasOwn(menu.modifierGroups, key))
          ctx.addIssue({ code: 'custom', path, message: `Unknown modifier group ${key}` });
      }
    };
    menu.categories.forEach((category, categoryIndex) => {
      category.items.forEach((item, itemIndex) => {
        const path = ['categories', categoryIndex, 'items', itemIndex];
        if (item.type === 'basic' || item.type === 'deal') check(item.modifiers, [...path, 'modifiers']);
        if (item.type === 'deal')
          item.items.forEach((dealItem, dealItemIndex) => {
            check(dealItem.modifiers, [...path, 'items', dealItemIndex, 'modifiers']);
          });
      });
    });
  });
/** The published menu as read (defaults filled in). */
export type PublishedMenu = z.infer<typeof ZPublishedMenu>;
/** The published menu as stored (defaults left out). */
export type PublishedMenuDocument = z.input<typeof ZPublishedMenu>;
