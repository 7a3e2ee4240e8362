import { describe, expect, it } from 'vitest';
import {
  analyseMenuImport,
  type ExistingMenu,
  exportMenu,
  exportMenuCsv,
  type ItemSpec,
  type PizzaSettings,
  ZCategory,
  ZItemSpec,
  ZPizzaSettings,
} from '../../src';

const ids = { restaurantId: 'r1', storeId: 's1' };
const pizzaSettings: PizzaSettings = ZPizzaSettings.parse({
  sizes: [
    { id: 'small', name: 'Small' },
    { id: 'large', name: 'Large', halfAndHalfExtraCharge: 200 },
  ],
  toppings: [],
});
const categories = [
  ZCategory.parse({ id: 'c-pizza', name: 'Pizzas', sortOrder: 0 }),
  ZCategory.parse({ id: 'c-sides', name: 'Sides', sortOrder: 1 }),
];
const item = (fields: Record<string, unknown>): ItemSpec =>
  ZItemSpec.parse({ ...ids, sortOrder: 0, ...fields });
const items: ItemSpec[] = [
  item({
    id: 'i-marg',
    categoryId: 'c-pizza',
    type: 'pizza',
    name: 'Margherita',
    description: 'Tomato, mozzarella, basil',
    sizes: { small: { price: 1400 }, large: { price: 2050 } },
    removeToppings: ['Basil'],
    allergenInfo: { CONTAINS: ['MILK'], MAY_CONTAIN: [], FREE_FROM: [] },
  }),
  item({
    id: 'i-bread',
    categoryId: 'c-sides',
    sortOrder: 0,
    type: 'basic',
    name: 'Garlic bread',
    price: { basePrice: 850 },
    label: 'Hot',
    availableFor: { pickup: true, delivery: false, dineIn: true },
    applicableOrderingSystem: { pos: true, online: true, uberEats: false },
    modifiers: [
      {
        id: 'butter',
        name: 'Butter',
        min: 1,
        max: 1,
        options: [
          { id: 'garlic-butter', name: 'Garlic butter' },
          { id: 'herb-butter', name: 'Herb butter', extraCharge: 50 },
        ],
      },
    ],
  }),
  item({
    id: 'i-deal',
    categoryId: 'c-sides',
    sortOrder: 1,
    type: 'deal',
    name: 'Family deal',
    price: { basePrice: 4000 },
    items: [{ id: 'drink', name: 'Soft drink' }],
  }),
];

/** What an item is apart from what the store assigns (ids, position, category id). */
function essence(spec: ItemSpec) {
  const { id: _id, sortOrder: _sort, categoryId: _category, restaurantId: _r, storeId: _s, ...rest } = spec;
  if (rest.type === 'basic')
    return {
      ...rest,
      modifiers: rest.modifiers.map(({ id: _g, options, ...group }) => ({
        ...group,
        options: options.map(({ id: _o, ...option }) => option),
      })),
    };
  return rest;
}

describe('menu export', () => {
  it('writes items in menu order in our columns, naming what the format cannot hold', () => {
    const { records, leftOut } = exportMenu({ categories, items, pizzaSettings });
    expect(records.map((record) => [record.category, record.name])).toEqual([
      ['Pizzas', 'Margherita'],
      ['Sides', 'Garlic bread'],
    ]);
    expect(records[0]).toMatchObject({ type: 'pizza', sizes: 'Small=14.00; Large=20.50', contains: 'MILK' });
    expect(records[1]).toMatchObject({
      price: '8.50',
      modifiers: 'Butter [1-1]: Garlic butter; Herb butter +0.50',
      availableFor: 'pickup; dine in',
      orderingSystems: 'pos; online',
    });
    expect(leftOut).toEqual(['Family deal']);
  });

  it('round-trips through the import: into an empty store, the same items come back', () => {
    const { content } = exportMenuCsv({ categories, items, pizzaSettings });
    let next = 0;
    const empty: ExistingMenu = { categories: [], items: [], pizzaSettings };
    const result = analyseMenuImport('csv', content, empty, ids, () => `new${++next}`);
    expect(result.errors).toEqual([]);
    expect(result.plan.newCategoryNames).toEqual(['Pizzas', 'Sides']);
    expect(result.plan.rows.map((planned) => essence(planned.item))).toEqual(
      items.filter((spec) => spec.type !== 'deal').map(essence),
    );
  });

  it('imported back into the same store, updates every item and creates none', () => {
    const { content } = exportMenuCsv({ categories, items, pizzaSettings });
    const result = analyseMenuImport('csv', content, { categories, items, pizzaSettings }, ids, () => 'x');
    expect(result.plan.counts).toEqual({ created: 0, updated: 2 });
  });
});
