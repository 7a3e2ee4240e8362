/**
 * Menu: categories, item specs (five types), modifier groups, pizza settings and what a customer or
 * cashier selects. All money is integer cents. Stored under `restaurants/{r}/stores/{s}/...`.
 */
import { z } from 'zod';
import {
  perCollectionType,
  ZApplicableOrderingSystem,
  ZDocumentId,
  ZImage,
  ZNonNegativeCents,
} from '../common/common';
import { ITEM_TYPES } from '../common/constants';
import { boundedRecord, INPUT_LIMITS } from '../common/inputBounds';
import {
  modifierGroupRangeProblems,
  pizzaSelectionProblems,
  pizzaSettingsProblems,
  reportProblems,
  ZBasePrice,
  ZCategoryDescription,
  ZCategoryName,
  ZExtraCharge,
  ZHexColour,
  ZItemDescription,
  ZItemDietary,
  ZItemLabel,
  ZItemName,
  ZModifierGroupMax,
  ZModifierGroupMin,
  ZModifierGroupName,
  ZModifierOptionName,
  ZRemovableToppingName,
} from '../common/validation';
import { ZAvailableWeeklyHours } from '../time/timings';
import { ALLERGEN_CODES, allergenName, conflictingAllergenDeclarations } from './allergens';

/** Why an item cannot be ordered (SPEC.md section 3). */
export const UNAVAILABLE_ITEM_REASONS = ['Unavailable', 'Sold Out', 'Not Found'] as const;
export type UnavailableItemReason = (typeof UNAVAILABLE_ITEM_REASONS)[number];

/** New categories and items: on the POS and the storefront, off the marketplace until it is connected. */
const ALL_ORDERING_SYSTEMS = { pos: true, online: true, uberEats: false };

/**
 * How large a menu entry may be: far beyond any real menu, small enough that one item, one pizza
 * settings document or one cart line stays a few kilobytes.
 */
export const MENU_LIMITS = {
  modifierGroupsPerItem: 50,
  optionsPerModifierGroup: 100,
  dealItems: 50,
  dealPizzas: 20,
  pizzaSizes: 20,
  toppings: 200,
  removableToppings: 50,
  /** Pizzas a half-and-half or deal pizza may be made from. */
  includedPizzas: 200,
  printStations: 30,
} as const;

/** A key of a map a request carries (an id: size, option, group, deal item). */
const ZRecordKey = z.string().min(1, 'Missing id').max(INPUT_LIMITS.id, 'This is not a valid id');

function atMostEntries(max: number, what: string) {
  return `At most ${max} ${what}`;
}

export const ZCategory = z.object({
  id: ZDocumentId,
  name: ZCategoryName,
  description: ZCategoryDescription.default(''),
  sortOrder: z.number().int().min(0).default(0),
  image: ZImage.optional(),
  applicableOrderingSystem: ZApplicableOrderingSystem.default(ALL_ORDERING_SYSTEMS),
  backgroundColor: ZHexColour.optional(),
});
export type Category = z.infer<typeof ZCategory>;

// ---------------------------------------------------------------------------------------------
// Modifiers

export const ZModifierOption = z.object({
  id: ZDocumentId,
  name: ZModifierOptionName,
  extraCharge: ZExtraCharge.default(0),
});
export type ModifierOption = z.infer<typeof ZModifierOption>;

/**
 * A group of options ("Choose your sauce"). The customer picks between `min` and `max` options in
 * total; with `allowMultiple` the same option may be picked more than once ("2 × extra shot").
 */
export const ZModifierGroup = z
  .object({
    id: ZDocumentId,
    name: ZModifierGroupName,
    min: ZModifierGroupMin.default(0),
    max: ZModifierGroupMax.default(1),
    allowMultiple: z.boolean().default(false),
    options: z
      .array(ZModifierOption)
      .min(1, 'Add at least one option')
      .max(
        MENU_LIMITS.optionsPerModifierGroup,
        atMostEntries(MENU_LIMITS.optionsPerModifierGroup, 'options in a group'),
      ),
  })
  .superRefine((group, ctx) => reportProblems(ctx, modifierGroupRangeProblems(group)));
export type ModifierGroup = z.infer<typeof ZModifierGroup>;

// ---------------------------------------------------------------------------------------------
// Item specs

const ZExtraChargePerCollectionType = perCollectionType(ZExtraCharge.default(0));
const ZUberEatsExtraCharge = z.object({ pickup: ZExtraCharge.default(0), delivery: ZExtraCharge.default(0) });

/**
 * `basePrice` is the price of a basic item, a deal or a custom item (pizzas are priced by size).
 * `extraCharge` is added per unit for a collection type (e.g. +$1 for delivery); `uberEatsExtraCharge`
 * is added per unit on the delivery marketplace to cover its commission.
 */
export const ZItemPrice = z.object({
  basePrice: ZBasePrice.default(0),
  extraCharge: ZExtraChargePerCollectionType.default({ pickup: 0, delivery: 0, dineIn: 0 }),
  uberEatsExtraCharge: ZUberEatsExtraCharge.default({ pickup: 0, delivery: 0 }),
});
export type ItemPrice = z.infer<typeof ZItemPrice>;

const ZAllergenCodes = z
  .array(z.enum(ALLERGEN_CODES, { error: 'Choose allergens from the list' }))
  .max(ALLERGEN_CODES.length, 'Choose each allergen once')
  .default([]);
export const ZAllergenInfo = z
  .object({ CONTAINS: ZAllergenCodes, MAY_CONTAIN: ZAllergenCodes, FREE_FROM: ZAllergenCodes })
  .superRefine((info, ctx) => {
    const conflicts = conflictingAllergenDeclarations(info);
    if (conflicts.length > 0) {
      const names = conflicts.map(allergenName).join(', ');
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `${names} cannot be declared at more than one level`,
      });
    }
  });
export type AllergenInfo = z.infer<typeof ZAllergenInfo>;

const ZModifierGroups = z
  .array(ZModifierGroup)
  .max(
    MENU_LIMITS.modifierGroupsPerItem,
    atMostEntries(MENU_LIMITS.modifierGroupsPerItem, 'modifier groups per item'),
  )
  .default([]);

const ZIncludedPizzaIds = (message: string) =>
  z
    .array(ZDocumentId)
    .min(1, message)
    .max(MENU_LIMITS.includedPizzas, atMostEntries(MENU_LIMITS.includedPizzas, 'pizzas to choose from'));

/** Fields every item type has. */
const itemSpecBase = {
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  categoryId: ZDocumentId,
  sortOrder: z.number().int().min(0).default(0),
  name: ZItemName,
  description: ZItemDescription.default(''),
  /** Marks an item already sold at a discount (loyalty and coupons may treat it differently). */
  discounted: z.boolean().default(false),
  /** When the item can be ordered; left out means whenever the store trades. */
  availableWeeklyHours: ZAvailableWeeklyHours.optional(),
  applicableOrderingSystem: ZApplicableOrderingSystem.default(ALL_ORDERING_SYSTEMS),
  image: ZImage.optional(),
  available: z.boolean().default(true),
  isGstApplicable: z.boolean().default(true),
  soldout: z.boolean().default(false),
  availableFor: perCollectionType(z.boolean().default(true)).default({
    pickup: true,
    delivery: true,
    dineIn: true,
  }),
  backgroundColor: ZHexColour.optional(),
  isAlcohol: z.boolean().default(false),
  label: ZItemLabel.optional(),
  dietary: ZItemDietary.optional(),
  allergenInfo: ZAllergenInfo.default({ CONTAINS: [], MAY_CONTAIN: [], FREE_FROM: [] }),
  printStationIds: z
    .array(ZDocumentId)
    .max(MENU_LIMITS.printStations, atMostEntries(MENU_LIMITS.printStations, 'print stations'))
    .default([]),
  categorySalesId: z.string().max(INPUT_LIMITS.id, 'This is not a valid id').optional(),
  price: ZItemPrice.default({
    basePrice: 0,
    extraCharge: { pickup: 0, delivery: 0, dineIn: 0 },
    uberEatsExtraCharge: { pickup: 0, delivery: 0 },
  }),
};

export const ZBasicItemSpec = z.object({
  ...itemSpecBase,
  type: z.literal('basic'),
  modifiers: ZModifierGroups,
});
export type BasicItemSpec = z.infer<typeof ZBasicItemSpec>;

/** The price of a pizza in one size (keyed by the pizza-settings size id). */
export const ZPizzaSizePrice = z.object({
  price: ZBasePrice,
  halfAndHalfAvailable: z.boolean().default(true),
});
export type PizzaSizePrice = z.infer<typeof ZPizzaSizePrice>;

export const ZPizzaItemSpec = z.object({
  ...itemSpecBase,
  type: z.literal('pizza'),
  sizes: boundedRecord(
    ZRecordKey,
    ZPizzaSizePrice,
    MENU_LIMITS.pizzaSizes,
    atMostEntries(MENU_LIMITS.pizzaSizes, 'sizes'),
  ).refine((sizes) => Object.keys(sizes).length > 0, 'Add a price for at least one size'),
  /** Toppings on this pizza that a customer may ask to leave off (free to remove). */
  removeToppings: z
    .array(ZRemovableToppingName)
    .max(MENU_LIMITS.removableToppings, atMostEntries(MENU_LIMITS.removableToppings, 'removable toppings'))
    .default([]),
});
export type PizzaItemSpec = z.infer<typeof ZPizzaItemSpec>;

/** A half-and-half offer for one size; the customer picks two of `includedPizzaIds`. */
export const ZHalfAndHalfItemSpec = z.object({
  ...itemSpecBase,
  type: z.literal('halfAndHalf'),
  pizzaSizeId: ZDocumentId,
  includedPizzaIds: ZIncludedPizzaIds('Choose the pizzas that can be halves'),
});
export type HalfAndHalfItemSpec = z.infer<typeof ZHalfAndHalfItemSpec>;

/** One item of a deal ("2 × Garlic bread"); its modifier choices apply to each of the `quantity`. */
export const ZDealItemSpec = z.object({
  id: ZDocumentId,
  name: ZItemName,
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be 1 to 20')
    .max(20, 'Quantity must be 1 to 20')
    .default(1),
  modifiers: ZModifierGroups,
});
export type DealItemSpec = z.infer<typeof ZDealItemSpec>;

/** One pizza of a deal ("Any large pizza"): the customer picks one of `includedPizzaIds` in that size. */
export const ZDealPizzaSpec = z.object({
  id: ZDocumentId,
  name: ZItemName,
  pizzaSizeId: ZDocumentId,
  includedPizzaIds: ZIncludedPizzaIds('Choose the pizzas included in the deal'),
});
export type DealPizzaSpec = z.infer<typeof ZDealPizzaSpec>;

export const ZDealSpec = z
  .object({
    ...itemSpecBase,
    type: z.literal('deal'),
    items: z
      .array(ZDealItemSpec)
      .max(MENU_LIMITS.dealItems, atMostEntries(MENU_LIMITS.dealItems, 'items in a deal'))
      .default([]),
    pizzas: z
      .array(ZDealPizzaSpec)
      .max(MENU_LIMITS.dealPizzas, atMostEntries(MENU_LIMITS.dealPizzas, 'pizzas in a deal'))
      .default([]),
    modifiers: ZModifierGroups,
  })
  .superRefine((deal, ctx) => {
    if (deal.items.length === 0 && deal.pizzas.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'Add at least one item or pizza to the deal',
      });
    }
  });
export type DealSpec = z.infer<typeof ZDealSpec>;

/** A POS-only item whose name and price the cashier enters at the time of sale. */
export const ZCustomItemSpec = z.object({ ...itemSpecBase, type: z.literal('custom') });
export type CustomItemSpec = z.infer<typeof ZCustomItemSpec>;

export const ZItemSpec = z.discriminatedUnion(
  'type',
  [ZBasicItemSpec, ZPizzaItemSpec, ZHalfAndHalfItemSpec, ZDealSpec, ZCustomItemSpec],
  { error: `Item type must be one of ${ITEM_TYPES.join(', ')}` },
);
export type ItemSpec = z.infer<typeof ZItemSpec>;

// ---------------------------------------------------------------------------------------------
// Pizza settings

export const ZPizzaSize = z.object({
  id: ZDocumentId,
  name: z
    .string()
    .trim()
    .min(1, 'Size name must be 1 to 30 characters')
    .max(30, 'Size name must be 1 to 30 characters'),
  hasHalfAndHalf: z.boolean().default(true),
  /** Added once to a half-and-half pizza of this size, for the work of making two halves. */
  halfAndHalfExtraCharge: ZExtraCharge.default(0),
});
export type PizzaSize = z.infer<typeof ZPizzaSize>;

export const ZTopping = z.object({
  id: ZDocumentId,
  name: z
    .string()
    .trim()
    .min(2, 'Topping name must be 2 to 50 characters')
    .max(50, 'Topping name must be 2 to 50 characters'),
  /** Price of adding this topping to a whole pizza, per size id. A size without a price cannot have it. */
  prices: boundedRecord(
    ZRecordKey,
    ZExtraCharge,
    MENU_LIMITS.pizzaSizes,
    atMostEntries(MENU_LIMITS.pizzaSizes, 'sizes'),
  ),
});
export type Topping = z.infer<typeof ZTopping>;

export const ZPizzaSettings = z
  .object({
    pizzaAvailable: z.boolean().default(true),
    halfAndHalfAvailable: z.boolean().default(true),
    /** Lets a customer split a deal's pizza into two halves. */
    enableDealAndHalfAndHalfConversion: z.boolean().default(false),
    sizes: z.array(ZPizzaSize).max(MENU_LIMITS.pizzaSizes, atMostEntries(MENU_LIMITS.pizzaSizes, 'sizes')),
    toppings: z
      .array(ZTopping)
      .max(MENU_LIMITS.toppings, atMostEntries(MENU_LIMITS.toppings, 'toppings'))
      .default([]),
  })
  .superRefine((settings, ctx) => reportProblems(ctx, pizzaSettingsProblems(settings)));
export type PizzaSettings = z.infer<typeof ZPizzaSettings>;

// ---------------------------------------------------------------------------------------------
// Selections: what the customer or cashier chose. Prices are never taken from here.

const ZSelectionCount = z.number().int('Choose a whole number').min(1, 'Choose at least 1');

/** Chosen options: group id → option id → how many times it was chosen. */
export const ZModifiersValue = boundedRecord(
  ZRecordKey,
  boundedRecord(
    ZRecordKey,
    ZSelectionCount,
    MENU_LIMITS.optionsPerModifierGroup,
    atMostEntries(MENU_LIMITS.optionsPerModifierGroup, 'options in a group'),
  ),
  MENU_LIMITS.modifierGroupsPerItem,
  atMostEntries(MENU_LIMITS.modifierGroupsPerItem, 'modifier groups per item'),
);
export type ModifiersValue = z.infer<typeof ZModifiersValue>;

const toppingChanges = {
  /** Topping ids (from pizza settings) added, each charged at the size's topping price. */
  addToppings: z
    .array(ZDocumentId)
    .max(MENU_LIMITS.toppings, atMostEntries(MENU_LIMITS.toppings, 'toppings'))
    .default([]),
  /** Names from the pizza's `removeToppings` left off; removing is free. */
  removeToppings: z
    .array(z.string().max(INPUT_LIMITS.name, `Topping names are at most ${INPUT_LIMITS.name} characters`))
    .max(MENU_LIMITS.removableToppings, atMostEntries(MENU_LIMITS.removableToppings, 'removable toppings'))
    .default([]),
};

export const ZPizzaHalf = z.object({ pizzaSpecId: ZDocumentId, ...toppingChanges });
export type PizzaHalf = z.infer<typeof ZPizzaHalf>;

/** A deal's pizza: one whole pizza (`pizzaId` + topping changes) or two halves. */
export const ZPizzaSelection = z
  .object({
    pizzaId: ZDocumentId.optional(),
    ...toppingChanges,
    firstHalf: ZPizzaHalf.optional(),
    secondHalf: ZPizzaHalf.optional(),
  })
  .superRefine((selection, ctx) => reportProblems(ctx, pizzaSelectionProblems(selection)));
export type PizzaSelection = z.infer<typeof ZPizzaSelection>;

const ZQuantity = z
  .number()
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(999, 'Quantity must be at most 999');

const selectionBase = {
  specId: ZDocumentId,
  quantity: ZQuantity,
  /** What the customer asked for ("no onion please"). */
  comments: z.string().trim().max(250, 'Comments must be at most 250 characters').default(''),
};

export const ZBasicSelection = z.object({
  ...selectionBase,
  type: z.literal('basic'),
  modifiersValue: ZModifiersValue.default({}),
});
export const ZPizzaItemSelection = z.object({
  ...selectionBase,
  type: z.literal('pizza'),
  sizeId: ZDocumentId,
  ...toppingChanges,
});
export const ZHalfAndHalfSelection = z.object({
  ...selectionBase,
  type: z.literal('halfAndHalf'),
  firstHalf: ZPizzaHalf,
  secondHalf: ZPizzaHalf,
});
export const ZDealSelection = z.object({
  ...selectionBase,
  type: z.literal('deal'),
  modifiersValue: ZModifiersValue.default({}),
  /** Deal item id → its chosen options. */
  items: boundedRecord(
    ZRecordKey,
    z.object({ modifiersValue: ZModifiersValue.default({}) }),
    MENU_LIMITS.dealItems,
    atMostEntries(MENU_LIMITS.dealItems, 'items in a deal'),
  ).default({}),
  /** Deal pizza id → the chosen pizza. */
  pizzas: boundedRecord(
    ZRecordKey,
    ZPizzaSelection,
    MENU_LIMITS.dealPizzas,
    atMostEntries(MENU_LIMITS.dealPizzas, 'pizzas in a deal'),
  ).default({}),
});
export const ZCustomSelection = z.object({
  ...selectionBase,
  type: z.literal('custom'),
  name: ZItemName,
  /** Unit price the cashier entered. */
  price: ZNonNegativeCents,
});

export const ZItemSelection = z.discriminatedUnion('type', [
  ZBasicSelection,
  ZPizzaItemSelection,
  ZHalfAndHalfSelection,
  ZDealSelection,
  ZCustomSelection,
]);
export type ItemSelection = z.infer<typeof ZItemSelection>;
export type BasicSelection = z.infer<typeof ZBasicSelection>;
export type PizzaItemSelection = z.infer<typeof ZPizzaItemSelection>;
export type HalfAndHalfSelection = z.infer<typeof ZHalfAndHalfSelection>;
export type DealSelection = z.infer<typeof ZDealSelection>;
export type CustomSelection = z.infer<typeof ZCustomSelection>;
