import { type ItemSpec, type PizzaSettings, ZItemSpec, ZPizzaSettings } from '@resto/domain';
import type { MenuCategory } from '../../src/data/menu';

export const PIZZA_SETTINGS: PizzaSettings = ZPizzaSettings.parse({
  sizes: [
    { id: 'small', name: 'Small', hasHalfAndHalf: false },
    { id: 'large', name: 'Large', hasHalfAndHalf: true, halfAndHalfExtraCharge: 300 },
  ],
  toppings: [{ id: 'olives', name: 'Olives', prices: { small: 100, large: 200 } }],
});

export const CATEGORIES: MenuCategory[] = [
  {
    id: 'pizzas',
    name: 'Pizzas',
    description: 'Wood-fired',
    sortOrder: 0,
    applicableOrderingSystem: { pos: true, online: true, uberEats: true },
  },
  {
    id: 'sides',
    name: 'Sides',
    description: '',
    sortOrder: 1,
    applicableOrderingSystem: { pos: true, online: true, uberEats: false },
  },
];

const base = { restaurantId: 'r1', storeId: 'bondi' };

export const ITEMS: ItemSpec[] = [
  {
    ...base,
    id: 'margherita',
    categoryId: 'pizzas',
    sortOrder: 0,
    type: 'pizza',
    name: 'Margherita',
    sizes: { small: { price: 1600 }, large: { price: 2200 } },
    removeToppings: ['Basil'],
  },
  {
    ...base,
    id: 'pepperoni',
    categoryId: 'pizzas',
    sortOrder: 1,
    type: 'pizza',
    name: 'Pepperoni',
    sizes: { small: { price: 1800 }, large: { price: 2500 } },
  },
  {
    ...base,
    id: 'half',
    categoryId: 'pizzas',
    sortOrder: 2,
    type: 'halfAndHalf',
    name: 'Half & half',
    pizzaSizeId: 'large',
    includedPizzaIds: ['margherita', 'pepperoni'],
  },
  {
    ...base,
    id: 'garlic-bread',
    categoryId: 'sides',
    sortOrder: 0,
    type: 'basic',
    name: 'Garlic bread',
    description: 'Garlic butter, parsley',
    price: { basePrice: 850 },
    modifiers: [
      {
        id: 'extras',
        name: 'Extras',
        min: 0,
        max: 2,
        options: [{ id: 'cheese', name: 'Add mozzarella', extraCharge: 200 }],
      },
    ],
  },
].map((item) => ZItemSpec.parse(item));
