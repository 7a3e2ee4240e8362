import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BENCH_PIZZA_SETTINGS, BENCH_STORE, generateBenchMenu } from '../../../bench/src/menuFixture';
import {
  DEMO_CATEGORIES,
  DEMO_ITEMS,
  DEMO_PIZZA_SETTINGS,
  DEMO_STORES,
  demoStoreSettings,
} from '../../../scripts/seed/demoData';
import {
  buildPublishedMenu,
  defaultStoreSetting,
  expandPublishedMenu,
  type PublishedMenuInput,
  readSavedItemSelection,
  ShapeMismatchError,
  STORE_SETTING_IDS,
  STORE_SETTINGS_SCHEMAS,
  type StoreSettings,
  ZCategory,
  ZItemSelection,
  ZItemSpec,
  ZPizzaSettings,
  ZPublishedMenu,
  ZStore,
} from '../../src';
import {
  describeShape,
  publishedShapes,
  publishedShapesModuleSource,
} from '../../src/menuPublishing/describeShape';
import {
  ITEM_SELECTION_SHAPE,
  PUBLISHED_MENU_SHAPE,
} from '../../src/menuPublishing/publishedShapes.generated';
import type { ShapeNode } from '../../src/menuPublishing/shape';

const NOW = '2026-03-01T09:30:00.000Z';

/** What the storefront gets from the zod-free reader must be what zod gives, key for key. */
function expectSameAsZod(document: unknown) {
  expect(expandPublishedMenu(document)).toStrictEqual(ZPublishedMenu.parse(document));
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('the generated shapes', () => {
  it('match the zod schemas (regenerate with `node domain/scripts/generatePublishedShapes.mjs`)', () => {
    const shapes = publishedShapes();
    expect(PUBLISHED_MENU_SHAPE).toStrictEqual(shapes.PUBLISHED_MENU_SHAPE.shape);
    expect(ITEM_SELECTION_SHAPE).toStrictEqual(shapes.ITEM_SELECTION_SHAPE.shape);
    expect(publishedShapesModuleSource()).toContain('export const PUBLISHED_MENU_SHAPE: ShapeNode = {');
  });

  it('refuses schema kinds the reader does not model', async () => {
    const { z } = await import('zod');
    expect(() => describeShape(z.object({ when: z.date() }))).toThrow(/\.when is a date schema/);
    expect(() => describeShape(z.union([z.string(), z.number()]))).toThrow(/union of non-literals/);
    expect(() => describeShape(z.string().pipe(z.email()))).toThrow(/pipe into another schema/);
  });
});

// ---------------------------------------------------------------------------------------------
// Menus: the demo stores, the 1,000-item bench menu, and random variations of the demo menu.

function demoInput(storeId: string): PublishedMenuInput {
  const store = DEMO_STORES[storeId]!;
  return {
    restaurantId: 'demo-restaurant',
    storeId,
    store,
    categories: DEMO_CATEGORIES,
    items: DEMO_ITEMS[storeId]!,
    pizzaSettings: DEMO_PIZZA_SETTINGS,
    settings: {
      ...demoStoreSettings(store),
      holidays: STORE_SETTINGS_SCHEMAS.holidays.parse({
        holidays: [{ date: '2026-12-25', name: 'Christmas Day' }, { date: '2026-1-26' }],
      }),
      customPayments: STORE_SETTINGS_SCHEMAS.customPayments.parse({
        customPayments: [
          { id: 'voucher', name: 'Gift voucher', sortOrder: 1, createdIsoDateTimeUtc: NOW },
          { id: 'tab', name: 'House tab', sortOrder: 0, createdIsoDateTimeUtc: NOW },
        ],
      }),
    },
  };
}

describe('expandPublishedMenu', () => {
  it('reads the demo stores’ menus exactly as ZPublishedMenu.parse does', () => {
    for (const storeId of Object.keys(DEMO_STORES))
      expectSameAsZod(buildPublishedMenu(demoInput(storeId), NOW));
  });

  it('reads the 1,000-item bench menu exactly as ZPublishedMenu.parse does', () => {
    const bench = generateBenchMenu(1000);
    expectSameAsZod(
      buildPublishedMenu(
        {
          restaurantId: 'bench',
          storeId: 'bench-store',
          store: BENCH_STORE,
          categories: bench.categories,
          items: bench.items,
          pizzaSettings: BENCH_PIZZA_SETTINGS,
          settings: {},
        },
        NOW,
      ),
    );
  });

  it('reads generated menus exactly as ZPublishedMenu.parse does', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expectSameAsZod(buildPublishedMenu(variedInput(seed), NOW));
      }),
      { numRuns: 60 },
    );
  });

  it('gives every read its own copy of defaults', () => {
    const document = buildPublishedMenu(demoInput('bondi'), NOW);
    const first = expandPublishedMenu(document);
    const second = expandPublishedMenu(document);
    expect(first.store.socialLinks).not.toBe(second.store.socialLinks);
  });

  it('refuses what our publisher does not write, so the caller can fall back to zod', () => {
    const document = clone(buildPublishedMenu(demoInput('bondi'), NOW)) as unknown as Record<string, unknown>;
    const refused = (change: (copy: Record<string, unknown>) => void, message: RegExp) => {
      const copy = clone(document);
      change(copy);
      expect(() => expandPublishedMenu(copy)).toThrow(ShapeMismatchError);
      expect(() => expandPublishedMenu(copy)).toThrow(message);
    };
    refused((copy) => {
      copy.schemaVersion = 3;
    }, /unknown published menu version 3/);
    refused((copy) => {
      copy.addedLater = true;
    }, /\.addedLater: unexpected field/);
    refused((copy) => {
      copy.itemCount = '12';
    }, /\.itemCount: expected a number, got string "12"/);
    refused((copy) => {
      delete copy.store;
    }, /\.store: expected an object, got undefined/);
    refused((copy) => {
      const categories = copy.categories as { items: Record<string, unknown>[] }[];
      categories[0]!.items[0]!.type = 'mystery';
    }, /\.categories\[0\]\.items\[0\]\.type: unknown kind string "mystery"/);
    refused((copy) => {
      copy.modifierGroups = {};
    }, /unknown modifier group/);
    expect(() => expandPublishedMenu(null)).toThrow(/unknown published menu version/);
  });
});

describe('readSavedItemSelection', () => {
  it('reads saved selections exactly as ZItemSelection.parse does', () => {
    const selections = [
      { type: 'basic', specId: 'burger', quantity: 2, modifiersValue: { sauce: { bbq: 1 } } },
      { type: 'pizza', specId: 'margherita', sizeId: 'large', quantity: 1, addToppings: ['olives'] },
      {
        type: 'halfAndHalf',
        specId: 'hh',
        quantity: 1,
        comments: 'Well done',
        firstHalf: { pizzaSpecId: 'margherita' },
        secondHalf: { pizzaSpecId: 'supreme', removeToppings: ['onion'] },
      },
      {
        type: 'deal',
        specId: 'family',
        quantity: 1,
        items: { drink: { modifiersValue: {} } },
        pizzas: { first: { pizzaId: 'margherita' } },
      },
    ];
    for (const selection of selections) {
      const parsed = ZItemSelection.parse(selection);
      expect(readSavedItemSelection(selection)).toStrictEqual(parsed);
      expect(readSavedItemSelection(clone(parsed))).toStrictEqual(parsed);
    }
  });

  it('refuses what the app never saved', () => {
    expect(() => readSavedItemSelection({ type: 'basic', specId: 7, quantity: 1 })).toThrow(
      ShapeMismatchError,
    );
    expect(() => readSavedItemSelection({ type: 'sushi', specId: 'x', quantity: 1 })).toThrow(
      ShapeMismatchError,
    );
    expect(() => readSavedItemSelection('basic')).toThrow(ShapeMismatchError);
  });
});

// ---------------------------------------------------------------------------------------------
// Random variations: start from the demo menu and, field by field, put defaults back, drop optional
// fields and flip switches (what the compactor has to leave out or keep), keeping only variations
// the schemas accept.

/** Small deterministic PRNG (mulberry32), so a failing seed reproduces. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function vary(node: ShapeNode, value: unknown, next: () => number): unknown {
  if (node === 'boolean') return next() < 0.3 ? !value : value;
  if (typeof node !== 'object' || value === undefined) return value;
  if ('default' in node) return next() < 0.3 ? clone(node.default) : vary(node.of, value, next);
  if ('optional' in node) return next() < 0.25 ? undefined : vary(node.optional, value, next);
  if ('nullable' in node) return value === null ? null : vary(node.nullable, value, next);
  if ('array' in node && Array.isArray(value)) return value.map((entry) => vary(node.array, entry, next));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if ('record' in node)
    return Object.fromEntries(
      Object.entries(record).map(([key, entry]) => [key, vary(node.record, entry, next)]),
    );
  if ('discriminator' in node) {
    const option = node.options[String(record[node.discriminator])];
    return option ? vary(option, value, next) : value;
  }
  if (!('object' in node)) return value;
  const result: Record<string, unknown> = { ...record };
  for (const [key, field] of Object.entries(node.object)) {
    const varied = vary(field, record[key], next);
    if (varied === undefined) delete result[key];
    else result[key] = varied;
  }
  return result;
}

/** A variation of `value` that `schema` accepts (parsed), or `value` itself. */
function varied<T>(schema: z.ZodType<T>, value: T, next: () => number): T {
  const parsed = schema.safeParse(vary(describeShape(schema), clone(value), next));
  return parsed.success ? parsed.data : value;
}

function variedInput(seed: number): PublishedMenuInput {
  const next = random(seed);
  const base = demoInput(next() < 0.5 ? 'bondi' : 'surry-hills');
  const settings: Partial<StoreSettings> = {};
  for (const settingId of STORE_SETTING_IDS) {
    const schema = STORE_SETTINGS_SCHEMAS[settingId] as z.ZodType;
    const value = base.settings[settingId] ?? defaultStoreSetting(settingId);
    Object.assign(settings, { [settingId]: varied(schema, value, next) });
  }
  return {
    ...base,
    store: varied(ZStore, base.store, next),
    categories: base.categories.map((category) => varied(ZCategory, category, next)),
    items: base.items.map((item) => varied(ZItemSpec, item, next)),
    pizzaSettings: next() < 0.1 ? undefined : varied(ZPizzaSettings, base.pizzaSettings!, next),
    settings,
  };
}
