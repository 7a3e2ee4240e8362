import { describe, expect, it } from 'vitest';
import {
  buildPublishedMenu,
  catalogueFromPublishedMenu,
  contentHash,
  FIRESTORE_MAX_DOCUMENT_BYTES,
  firestoreDocumentBytes,
  firestoreValueBytes,
  type ItemSpec,
  itemSpecsFromPublishedMenu,
  type PublishedMenuInput,
  priceLine,
  publishedMenuInputFromDocuments,
  publishedMenuPath,
  ZCategory,
  ZItemSelection,
  ZPublishedMenu,
  ZStore,
} from '../../src';
import { burger, familyDeal, item, menuItems, pizzaSettings } from '../support/pricingMenu';

const NOW = '2025-03-01T09:30:00.000Z';

const store = ZStore.parse({
  restaurantId: 'r1',
  name: 'Bondi',
  address: {
    formattedAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
    suburb: 'Bondi Beach',
    state: 'NSW',
    postcode: '2026',
    country: { code: 'AU', name: 'Australia' },
    geoPoint: { latitude: '-33.8915', longitude: '151.2767' },
  },
  phoneNumber: '02 9876 5432',
  timezone: 'Australia/Sydney',
  collectionSettings: { pickup: { available: true }, delivery: { available: true } },
});

const mains = ZCategory.parse({ id: 'c1', name: 'Mains', sortOrder: 1 });
const drinks = ZCategory.parse({ id: 'c2', name: 'Drinks', sortOrder: 0, backgroundColor: '#336699' });

function input(overrides: Partial<PublishedMenuInput> = {}): PublishedMenuInput {
  return {
    restaurantId: 'r1',
    storeId: 's1',
    store,
    categories: [mains, drinks],
    items: menuItems.map((entry, index) => ({ ...entry, sortOrder: index })),
    pizzaSettings,
    settings: {},
    ...overrides,
  };
}

function publish(overrides: Partial<PublishedMenuInput> = {}) {
  return ZPublishedMenu.parse(buildPublishedMenu(input(overrides), NOW));
}

/** An item spec as the published menu gives it back: back-office fields at their defaults. */
function withoutBackOffice(
  spec: ItemSpec,
): Omit<ItemSpec, 'sortOrder' | 'printStationIds' | 'categorySalesId'> {
  const { sortOrder: _sortOrder, printStationIds: _print, categorySalesId: _sales, ...rest } = spec;
  return rest;
}

describe('buildPublishedMenu', () => {
  it('produces a document that ZPublishedMenu parses, with categories and items in display order', () => {
    const cola = item({ id: 'cola', name: 'Cola', type: 'basic', categoryId: 'c2' });
    const menu = publish({ items: [...input().items, cola] });
    expect(menu.categories.map((category) => category.id)).toEqual(['c2', 'c1']);
    expect(menu.categories[0]?.items.map((entry) => entry.id)).toEqual(['cola']);
    expect(menu.categories[1]?.items.map((entry) => entry.id)).toEqual(menuItems.map((entry) => entry.id));
    expect(menu.itemCount).toBe(menuItems.length + 1);
    expect(menu.publishedIsoDateTimeUtc).toBe(NOW);
  });

  it('gives the item specs back unchanged apart from back-office fields', () => {
    const menu = publish();
    const specs = itemSpecsFromPublishedMenu(menu);
    expect(specs.map(withoutBackOffice)).toEqual(menuItems.map(withoutBackOffice));
    expect(specs.map((spec) => spec.sortOrder)).toEqual(menuItems.map((_, index) => index));
  });

  it('leaves default fields, ids set by the server and print stations out of the stored document', () => {
    const document = buildPublishedMenu(
      input({ items: [{ ...burger, printStationIds: ['kitchen'], categorySalesId: 'food' }] }),
      NOW,
    );
    const stored = document.categories[1]?.items?.[0] as Record<string, unknown>;
    for (const field of [
      'restaurantId',
      'storeId',
      'categoryId',
      'sortOrder',
      'printStationIds',
      'categorySalesId',
    ])
      expect(stored).not.toHaveProperty(field);
    for (const field of ['available', 'soldout', 'availableFor', 'allergenInfo', 'description', 'isAlcohol'])
      expect(stored).not.toHaveProperty(field);
    expect(stored.price).toEqual({
      basePrice: 1500,
      extraCharge: { delivery: 100 },
      uberEatsExtraCharge: { delivery: 300, pickup: 200 },
    });
    expect(stored.modifiers).toEqual(['sauce', 'extras']);
  });

  it('keeps availability that differs from the defaults', () => {
    const soldOut = {
      ...burger,
      soldout: true,
      availableFor: { pickup: true, delivery: false, dineIn: true },
    };
    const menu = publish({ items: [soldOut] });
    const [spec] = itemSpecsFromPublishedMenu(menu);
    expect(spec?.soldout).toBe(true);
    expect(spec?.availableFor).toEqual({ pickup: true, delivery: false, dineIn: true });
  });

  it('stores a modifier group shared by many items once, and a reused id with other content under its own key', () => {
    if (burger.type !== 'basic') throw new Error('the burger is a basic item');
    const copies = ['a', 'b', 'c'].map((id) => ({ ...burger, id, name: `Burger ${id}` }));
    const changedSauce = {
      ...burger,
      id: 'd',
      modifiers: [{ ...burger.modifiers[0]!, name: 'Dipping sauce' }],
    } satisfies ItemSpec;
    const document = buildPublishedMenu(input({ items: [...copies, changedSauce] }), NOW);
    expect(Object.keys(document.modifierGroups ?? {}).sort()).toEqual(['extras', 'sauce', 'sauce~2']);
    const menu = ZPublishedMenu.parse(document);
    const specs = itemSpecsFromPublishedMenu(menu);
    expect(specs.find((spec) => spec.id === 'd')).toMatchObject({
      modifiers: [{ id: 'sauce', name: 'Dipping sauce' }],
    });
  });

  it('is deterministic: the same menu in any input order gives the same document and hash', () => {
    const first = buildPublishedMenu(input(), NOW);
    const second = buildPublishedMenu(
      input({ items: [...input().items].reverse(), categories: [drinks, mains] }),
      NOW,
    );
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('keeps the hash when only the publish time changes and changes it with the content', () => {
    const first = buildPublishedMenu(input(), NOW);
    expect(buildPublishedMenu(input(), '2026-01-01T00:00:00.000Z').contentHash).toBe(first.contentHash);
    const renamed = buildPublishedMenu(input({ categories: [{ ...mains, name: 'Pizzas' }, drinks] }), NOW);
    expect(renamed.contentHash).not.toBe(first.contentHash);
  });

  it('leaves out items whose category does not exist', () => {
    const orphan = item({ id: 'lost', name: 'Lost', type: 'basic', categoryId: 'gone' });
    expect(publish({ items: [orphan] }).itemCount).toBe(0);
  });

  it('publishes missing settings as their defaults and custom payments without audit fields', () => {
    const menu = publish({
      settings: {
        customPayments: {
          customPayments: [
            {
              id: 'staff',
              name: 'Staff meal',
              availableForPickup: true,
              availableForDelivery: false,
              availableForDineIn: true,
              sortOrder: 0,
              createdIsoDateTimeUtc: NOW,
            },
          ],
        },
      },
    });
    expect(menu.settings.payments.delivery.cashOnDelivery).toBe(true);
    expect(menu.settings.orderProcess.hasEta).toBe(true);
    expect(menu.settings.delivery.areas).toEqual([]);
    expect(menu.settings.customPayments).toEqual([
      {
        id: 'staff',
        name: 'Staff meal',
        availableForPickup: true,
        availableForDelivery: false,
        availableForDineIn: true,
        sortOrder: 0,
      },
    ]);
    expect(menu.settings.pizza?.sizes.map((size) => size.id)).toEqual(['S', 'M', 'L']);
    expect(menu.store).not.toHaveProperty('restaurantId');
  });
});

describe('catalogueFromPublishedMenu', () => {
  it('prices a line exactly as the catalogue built from the item documents', () => {
    const catalogue = catalogueFromPublishedMenu(publish());
    const selection = ZItemSelection.parse({
      type: 'deal',
      specId: familyDeal.id,
      quantity: 2,
      modifiersValue: { drink: { beer: 1 } },
      items: { garlic: { modifiersValue: { top: { cheese: 1 } } } },
      pizzas: { slot1: { pizzaId: 'hawaiian', addToppings: ['olives'] } },
    });
    const context = { source: 'website', collectionType: 'pickup' } as const;
    const fromPublished = priceLine({ selection }, catalogue, context);
    expect(fromPublished.ok).toBe(true);
    expect(fromPublished.ok && fromPublished.value.total).toBeGreaterThan(0);
    const fromDocuments = priceLine(
      { selection },
      { itemsById: new Map(menuItems.map((entry) => [entry.id, entry])), pizzaSettings },
      context,
    );
    expect(fromPublished.ok && fromPublished.value.total).toBe(fromDocuments.ok && fromDocuments.value.total);
  });
});

describe('publishedMenuInputFromDocuments', () => {
  it('validates raw documents, names the ones it skips and reads missing settings as defaults', () => {
    const { input: parsed, problems } = publishedMenuInputFromDocuments({
      restaurantId: 'r1',
      storeId: 's1',
      store: { ...store, createdIsoDateTimeUtc: NOW },
      categories: [{ id: 'c1', data: { name: 'Mains', sortOrder: 0 } }],
      items: [
        { id: 'ok', data: { type: 'basic', name: 'Chips', categoryId: 'c1', price: { basePrice: 500 } } },
        { id: 'bad', data: { type: 'basic', name: '', categoryId: 'c1' } },
      ],
      settings: { pizza: { sizes: [{ id: 'L', name: 'Large' }] }, orderProcess: { hasEta: 'yes' } },
    });
    expect(parsed.items.map((entry) => entry.id)).toEqual(['ok']);
    expect(parsed.items[0]?.restaurantId).toBe('r1');
    expect(parsed.pizzaSettings?.sizes).toHaveLength(1);
    expect(parsed.settings.orderProcess?.hasEta).toBe(true);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/item bad/);
    expect(problems.join('\n')).toMatch(/settings orderProcess/);
  });

  it('refuses a store document that does not parse', () => {
    expect(() =>
      publishedMenuInputFromDocuments({
        restaurantId: 'r',
        storeId: 's',
        store: {},
        categories: [],
        items: [],
        settings: {},
      }),
    ).toThrow(/cannot be published/);
  });
});

describe('sizes and hashes', () => {
  it('counts Firestore storage sizes as documented', () => {
    expect(firestoreValueBytes('tasks')).toBe(6);
    expect(firestoreValueBytes('é')).toBe(3);
    expect(firestoreValueBytes({ done: false, priority: 1 })).toBe(5 + 1 + 9 + 8);
    expect(firestoreValueBytes([null, 'a'])).toBe(3);
    // The documentation's worked example: users/jeff/tasks/my_task_id = 6+5+6+11+16 = 44 bytes of name.
    expect(firestoreDocumentBytes('users/jeff/tasks/my_task_id', {})).toBe(44 + 32);
  });

  it('keeps a 1,000-item menu with shared modifier groups and images well under 1 MiB', () => {
    const items = Array.from({ length: 1000 }, (_, index) => ({
      ...burger,
      id: `item-${String(index).padStart(4, '0')}-abcdefghij`,
      name: `Menu item number ${index}`,
      description: 'A generous serve, made to order with fresh local ingredients.',
      image: { id: `img-${index}-abcdefghijkl`, path: `images/r1/img-${index}-abcdefghijkl` },
    }));
    const document = buildPublishedMenu(input({ items }), NOW);
    const bytes = firestoreDocumentBytes(publishedMenuPath('r1', 's1'), document);
    expect(bytes).toBeLessThan(FIRESTORE_MAX_DOCUMENT_BYTES / 2);
  });

  it('hashes stable JSON: key order does not matter, values do', () => {
    expect(contentHash({ a: 1, b: [1, 2] })).toBe(contentHash({ b: [1, 2], a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
    expect(contentHash({ a: 1 })).toMatch(/^[0-9a-f]{28}$/);
  });
});
