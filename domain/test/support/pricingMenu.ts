/** A small store menu with every item type, priced so worked examples are easy to check by hand. */
import { type ItemSpec, menuCatalogue, type PizzaSettings, ZItemSpec, ZPizzaSettings } from '../../src';

const owner = { restaurantId: 'r1', storeId: 's1', categoryId: 'c1' };

export function item(fields: Record<string, unknown>): ItemSpec {
  return ZItemSpec.parse({ ...owner, ...fields });
}

export const burger = item({
  id: 'burger',
  name: 'Burger',
  type: 'basic',
  // Listed on the delivery marketplace too (items are off it unless the owner lists them).
  applicableOrderingSystem: { pos: true, online: true, uberEats: true },
  price: {
    basePrice: 1500,
    extraCharge: { delivery: 100 },
    uberEatsExtraCharge: { delivery: 300, pickup: 200 },
  },
  modifiers: [
    {
      id: 'sauce',
      name: 'Sauce',
      min: 1,
      max: 1,
      options: [
        { id: 'tomato', name: 'Tomato', extraCharge: 0 },
        { id: 'bbq', name: 'BBQ', extraCharge: 50 },
      ],
    },
    {
      id: 'extras',
      name: 'Extras',
      min: 0,
      max: 3,
      allowMultiple: true,
      options: [
        { id: 'bacon', name: 'Bacon', extraCharge: 250 },
        { id: 'egg', name: 'Egg', extraCharge: 150 },
      ],
    },
  ],
});

export const water = item({
  id: 'water',
  name: 'Water',
  type: 'basic',
  isGstApplicable: false,
  price: { basePrice: 300 },
});
export const chips = item({
  id: 'chips',
  name: 'Chips',
  type: 'basic',
  discounted: true,
  price: { basePrice: 500 },
});

export const margherita = item({
  id: 'margherita',
  name: 'Margherita',
  type: 'pizza',
  sizes: { S: { price: 1200 }, L: { price: 1800 } },
  removeToppings: ['Basil', 'Oregano'],
});
export const hawaiian = item({
  id: 'hawaiian',
  name: 'Hawaiian',
  type: 'pizza',
  sizes: { S: { price: 1400 }, L: { price: 2000 } },
});
export const supreme = item({
  id: 'supreme',
  name: 'Supreme',
  type: 'pizza',
  sizes: { L: { price: 2200, halfAndHalfAvailable: false } },
});

export const halfAndHalfLarge = item({
  id: 'hnhL',
  name: 'Half & Half Large',
  type: 'halfAndHalf',
  pizzaSizeId: 'L',
  includedPizzaIds: ['margherita', 'hawaiian', 'supreme'],
});
export const halfAndHalfMedium = item({
  id: 'hnhM',
  name: 'Half & Half Medium',
  type: 'halfAndHalf',
  pizzaSizeId: 'M',
  includedPizzaIds: ['margherita', 'hawaiian'],
});

export const familyDeal = item({
  id: 'family',
  name: 'Family Deal',
  type: 'deal',
  price: { basePrice: 3999 },
  modifiers: [
    {
      id: 'drink',
      name: 'Drink',
      min: 1,
      max: 1,
      options: [
        { id: 'coke', name: 'Coke', extraCharge: 0 },
        { id: 'beer', name: 'Beer', extraCharge: 300 },
      ],
    },
  ],
  items: [
    {
      id: 'garlic',
      name: 'Garlic bread',
      quantity: 2,
      modifiers: [
        { id: 'top', name: 'Topping', options: [{ id: 'cheese', name: 'Cheese', extraCharge: 100 }] },
      ],
    },
  ],
  pizzas: [
    { id: 'slot1', name: 'Any large pizza', pizzaSizeId: 'L', includedPizzaIds: ['margherita', 'hawaiian'] },
  ],
});

export const openItem = item({ id: 'open', name: 'Open item', type: 'custom' });

export const pizzaSettings: PizzaSettings = ZPizzaSettings.parse({
  sizes: [
    { id: 'S', name: 'Small' },
    { id: 'M', name: 'Medium', hasHalfAndHalf: false },
    { id: 'L', name: 'Large', halfAndHalfExtraCharge: 200 },
  ],
  toppings: [
    { id: 'olives', name: 'Olives', prices: { S: 100, L: 150 } },
    { id: 'cheese', name: 'Extra cheese', prices: { S: 100, L: 200 } },
    { id: 'prawns', name: 'Prawns', prices: { L: 301 } },
  ],
});

export const menuItems = [
  burger,
  water,
  chips,
  margherita,
  hawaiian,
  supreme,
  halfAndHalfLarge,
  halfAndHalfMedium,
  familyDeal,
  openItem,
];

export const catalogue = menuCatalogue(menuItems, pizzaSettings);
