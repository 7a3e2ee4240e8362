import {
  type AllergenInfo,
  type ItemSpec,
  type ItemType,
  type ModifierGroup,
  type PizzaSettings,
  ZItemSpec,
} from '@resto/domain';
import { type FieldProblems, schemaProblems } from '@resto/web-common';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An item as its editor holds it: the domain's ItemSpec without the ids the server owns. Money in cents. */
export type ItemDraft = DistributiveOmit<ItemSpec, 'id' | 'restaurantId' | 'storeId'>;
export type DraftOf<T extends ItemType> = Extract<ItemDraft, { type: T }>;

const NO_ALLERGENS: AllergenInfo = { CONTAINS: [], MAY_CONTAIN: [], FREE_FROM: [] };

function commonDefaults(categoryId: string) {
  return {
    categoryId,
    sortOrder: 0,
    name: '',
    description: '',
    discounted: false,
    applicableOrderingSystem: { pos: true, online: true, uberEats: false },
    available: true,
    isGstApplicable: true,
    soldout: false,
    availableFor: { pickup: true, delivery: true, dineIn: true },
    isAlcohol: false,
    allergenInfo: NO_ALLERGENS,
    printStationIds: [],
    price: {
      basePrice: 0,
      extraCharge: { pickup: 0, delivery: 0, dineIn: 0 },
      uberEatsExtraCharge: { pickup: 0, delivery: 0 },
    },
  };
}

/** A new item of a type, as the editor starts it. Pizzas start with every size of the pizza settings. */
export function newItemDraft(type: ItemType, categoryId: string, pizzaSettings?: PizzaSettings): ItemDraft {
  const common = commonDefaults(categoryId);
  switch (type) {
    case 'basic':
      return { ...common, type, modifiers: [] };
    case 'pizza':
      return {
        ...common,
        type,
        sizes: Object.fromEntries(
          (pizzaSettings?.sizes ?? []).map((size) => [
            size.id,
            { price: 0, halfAndHalfAvailable: size.hasHalfAndHalf },
          ]),
        ),
        removeToppings: [],
      };
    case 'halfAndHalf': {
      const size = pizzaSettings?.sizes.find((candidate) => candidate.hasHalfAndHalf);
      return { ...common, type, pizzaSizeId: size?.id ?? '', includedPizzaIds: [] };
    }
    case 'deal':
      return { ...common, type, items: [], pizzas: [], modifiers: [] };
    case 'custom':
      // Custom items are only sold at the POS, where the cashier types their name and price.
      return {
        ...common,
        type,
        name: 'Custom item',
        applicableOrderingSystem: { pos: true, online: false, uberEats: false },
      };
  }
}

/** The editor's draft of a stored item: everything but the ids. */
export function draftOfItem(item: ItemSpec): ItemDraft {
  const { id: _id, restaurantId: _restaurantId, storeId: _storeId, ...draft } = item;
  return draft as ItemDraft;
}

/** The draft as a full ItemSpec, for the domain's schema and pricing (ids filled with placeholders). */
export function specOfDraft(
  draft: ItemDraft,
  ids: { id: string; restaurantId: string; storeId: string },
): ItemSpec {
  return { ...draft, ...ids } as ItemSpec;
}

const PLACEHOLDER_IDS = { id: 'draft', restaurantId: 'restaurant', storeId: 'store' };

/** What the domain's item schema says about the draft, by path ('modifiers.0.options.1.name'). */
export function itemDraftProblems(draft: ItemDraft): FieldProblems {
  return schemaProblems(ZItemSpec, specOfDraft(draft, PLACEHOLDER_IDS));
}

/**
 * The body of `POST /items` (no sortOrder: new items go to the end of their category) or
 * `PUT /items/:itemId` (the full item, keeping its place and its live sold-out state).
 */
export function itemRequestBody(draft: ItemDraft, existing?: ItemSpec): Record<string, unknown> {
  if (existing) return { ...draft, sortOrder: existing.sortOrder, soldout: existing.soldout };
  const { sortOrder: _sortOrder, ...body } = draft;
  return body;
}

/** A short random id for groups, options and deal slots; unique within one item is enough. */
export function newLocalId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

export function newModifierGroup(): ModifierGroup {
  return {
    id: newLocalId('group'),
    name: '',
    min: 0,
    max: 1,
    allowMultiple: false,
    options: [{ id: newLocalId('option'), name: '', extraCharge: 0 }],
  };
}
