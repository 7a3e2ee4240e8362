/**
 * A generated store with a 1,000-item menu for the published-menu benchmark: twelve categories,
 * basic items with modifier groups (some shared between items, as real menus share "Choose a
 * sauce", some unique), pizzas in three sizes with removable toppings, half-and-halves, deals with
 * items and pizzas, a few POS-only custom items. Every item has an image, a description,
 * allergens, and some have labels, dietary text or limited availability. Deterministic.
 */
import {
  type Category,
  type ItemSpec,
  type PizzaSettings,
  type Store,
  ZCategory,
  ZItemSpec,
  ZPizzaSettings,
  ZStore,
} from '@resto/domain';

export const BENCH_RESTAURANT_ID = 'bench-menu';
export const BENCH_STORE_ID = 'bench-store';

export const BENCH_STORE: Store = ZStore.parse({
  restaurantId: BENCH_RESTAURANT_ID,
  name: 'Bench Big Menu',
  address: {
    formattedAddress: '1 Bench Street, Sydney NSW 2000, Australia',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: { code: 'AU', name: 'Australia' },
    geoPoint: { latitude: '-33.8688', longitude: '151.2093' },
  },
  phoneNumber: '02 9000 0000',
  timezone: 'Australia/Sydney',
  collectionSettings: {
    pickup: { available: true },
    delivery: { available: true },
    dineIn: { available: true },
  },
});

export const BENCH_PIZZA_SETTINGS: PizzaSettings = ZPizzaSettings.parse({
  sizes: [
    { id: 'small', name: 'Small', hasHalfAndHalf: false },
    { id: 'large', name: 'Large', halfAndHalfExtraCharge: 300 },
    { id: 'family', name: 'Family', halfAndHalfExtraCharge: 400 },
  ],
  toppings: Array.from({ length: 12 }, (_, index) => ({
    id: `topping-${index}`,
    name: `Topping number ${index}`,
    prices: { small: 100 + index * 10, large: 200 + index * 10, family: 250 + index * 10 },
  })),
});

/** A 20-character id, like Firestore's auto ids, so sizes are realistic. */
function autoId(prefix: string, index: number): string {
  return `${prefix}${String(index).padStart(6, '0')}`.padEnd(20, 'x').slice(0, 20);
}

function group(id: string, name: string, optionCount: number, required: boolean) {
  return {
    id,
    name,
    min: required ? 1 : 0,
    max: required ? 1 : Math.min(optionCount, 3),
    allowMultiple: !required,
    options: Array.from({ length: optionCount }, (_, index) => ({
      id: `${id}-o${index}`,
      name: `${name.split(' ').pop()} option ${index + 1}`,
      extraCharge: index === 0 ? 0 : 50 * index,
    })),
  };
}

const SHARED_GROUPS = Array.from({ length: 25 }, (_, index) =>
  group(autoId('sharedgroup', index), `Choose a sauce ${index}`, 3 + (index % 4), index % 2 === 0),
);

const ALLERGEN_SETS = [
  { CONTAINS: ['GLUTEN', 'MILK'], MAY_CONTAIN: ['EGGS'], FREE_FROM: [] },
  { CONTAINS: ['MILK'], MAY_CONTAIN: [], FREE_FROM: ['PEANUTS'] },
  { CONTAINS: [], MAY_CONTAIN: [], FREE_FROM: [] },
  { CONTAINS: ['CRUSTACEANS', 'GLUTEN'], MAY_CONTAIN: ['MOLLUSCS'], FREE_FROM: [] },
];

export interface BenchMenu {
  categories: Category[];
  items: ItemSpec[];
}

/**
 * `sharedGroupShare` is the fraction of basic items' modifier groups taken from the shared pool;
 * 0 makes every group unique (the worst case for size).
 */
export function generateBenchMenu(itemCount = 1000, sharedGroupShare = 0.7): BenchMenu {
  const categories = Array.from({ length: 12 }, (_, index) =>
    ZCategory.parse({
      id: autoId('category', index),
      name: `Category ${index + 1}`,
      description: 'A category of the generated benchmark menu.',
      sortOrder: index,
      image: {
        id: autoId('catimage', index),
        path: `images/${BENCH_RESTAURANT_ID}/${autoId('catimage', index)}`,
      },
    }),
  );
  const pizzaIds: string[] = [];
  const items: ItemSpec[] = [];
  let uniqueGroups = 0;
  for (let index = 0; index < itemCount; index++) {
    const id = autoId('item', index);
    const category = categories[index % categories.length]!;
    const imageId = autoId('image', index);
    const kind = index % 20;
    const base = {
      id,
      restaurantId: BENCH_RESTAURANT_ID,
      storeId: BENCH_STORE_ID,
      categoryId: category.id,
      sortOrder: Math.floor(index / categories.length),
      name: `Generated menu item ${index + 1}`,
      description: 'Made to order with fresh local ingredients; ask our staff about today’s specials.',
      image: { id: imageId, path: `images/${BENCH_RESTAURANT_ID}/${imageId}` },
      allergenInfo: ALLERGEN_SETS[index % ALLERGEN_SETS.length],
      ...(index % 7 === 0 ? { label: 'Popular' } : {}),
      ...(index % 5 === 0 ? { dietary: 'Vegetarian' } : {}),
      ...(index % 11 === 0 ? { availableFor: { pickup: true, delivery: false, dineIn: true } } : {}),
      ...(index % 13 === 0 ? { soldout: true } : {}),
      ...(index % 17 === 0 ? { printStationIds: ['kitchen', 'bar'] } : {}),
    };
    let fields: Record<string, unknown>;
    if (kind < 10) {
      const groups = Array.from({ length: 1 + (index % 3) }, (_, slot) => {
        const shared = (index * 7 + slot * 13) % 100 < sharedGroupShare * 100;
        return shared
          ? SHARED_GROUPS[(index + slot) % SHARED_GROUPS.length]
          : group(
              autoId('group', uniqueGroups++),
              `Extras for item ${index + 1}`,
              3 + (slot % 3),
              slot === 0,
            );
      });
      fields = { type: 'basic', price: { basePrice: 800 + (index % 40) * 50 }, modifiers: groups };
    } else if (kind < 15) {
      pizzaIds.push(id);
      fields = {
        type: 'pizza',
        sizes: {
          small: { price: 1500 + (index % 10) * 100 },
          large: { price: 2100 + (index % 10) * 100 },
          family: { price: 2700 + (index % 10) * 100, halfAndHalfAvailable: index % 3 !== 0 },
        },
        removeToppings: ['Basil', 'Oregano', 'Onion', 'Olives'],
      };
    } else if (kind < 16 && pizzaIds.length > 0) {
      fields = { type: 'halfAndHalf', pizzaSizeId: 'large', includedPizzaIds: pizzaIds.slice(-20) };
    } else if (kind < 19 && pizzaIds.length > 0) {
      fields = {
        type: 'deal',
        price: { basePrice: 3900 + (index % 10) * 100 },
        modifiers: [SHARED_GROUPS[index % SHARED_GROUPS.length]],
        items: [
          {
            id: 'deal-side',
            name: 'Any side',
            modifiers: [SHARED_GROUPS[(index + 3) % SHARED_GROUPS.length]],
          },
          { id: 'deal-drink', name: 'A drink', quantity: 2 },
        ],
        pizzas: [
          {
            id: 'deal-pizza-1',
            name: 'First pizza',
            pizzaSizeId: 'large',
            includedPizzaIds: pizzaIds.slice(-15),
          },
          {
            id: 'deal-pizza-2',
            name: 'Second pizza',
            pizzaSizeId: 'large',
            includedPizzaIds: pizzaIds.slice(-15),
          },
        ],
      };
    } else if (kind === 19 && index % 100 === 19) {
      fields = { type: 'custom', applicableOrderingSystem: { pos: true, online: false, uberEats: false } };
    } else {
      fields = { type: 'basic', price: { basePrice: 450 } };
    }
    items.push(ZItemSpec.parse({ ...base, ...fields }));
  }
  return { categories, items };
}
