import { describe, expect, it } from 'vitest';
import {
  analyseMenuImport,
  type ExistingMenu,
  isLightspeedExportHeader,
  isSquareItemLibraryHeader,
  isToastMenuExportHeader,
} from '../../src';

// Read through a computed specifier: the domain's tsconfig has no Node types (the package is pure).
const fs = (await import(['node', 'fs'].join(':'))) as {
  readFileSync: (path: string, encoding: 'utf8') => string;
};
const TOAST_EXPORT = fs.readFileSync('../docs/examples/toast-menu-export-example.csv', 'utf8');
const LIGHTSPEED_EXPORT = fs.readFileSync('../docs/examples/lightspeed-product-export-example.csv', 'utf8');
const store = { restaurantId: 'r1', storeId: 's1' };
const emptyMenu: ExistingMenu = { categories: [], items: [] };
function counter() {
  let next = 0;
  return () => `id${++next}`;
}
const byName = (result: ReturnType<typeof analyseMenuImport>) =>
  Object.fromEntries(result.plan.rows.map((planned) => [planned.item.name, planned.item]));

describe('recognising another system by its header', () => {
  it('tells Toast, Lightspeed, Square and our own columns apart', () => {
    const toast = ['Entity type', 'Name', 'Menu group', 'Price'];
    const lightspeed = ['handle', 'name', 'retail_price'];
    expect(isToastMenuExportHeader(toast)).toBe(true);
    expect(isLightspeedExportHeader(lightspeed)).toBe(true);
    for (const ours of [
      ['category', 'name', 'price'],
      ['Token', 'Item Name', 'Variation Name'],
    ]) {
      expect(isToastMenuExportHeader(ours)).toBe(false);
      expect(isLightspeedExportHeader(ours)).toBe(false);
    }
    expect(isSquareItemLibraryHeader(toast)).toBe(false);
    expect(isSquareItemLibraryHeader(lightspeed)).toBe(false);
  });
});

describe('Toast menu export import', () => {
  it('maps menu groups, size prices as a required size choice and modifier groups with their prices', () => {
    const result = analyseMenuImport('csv', TOAST_EXPORT, emptyMenu, store, counter());
    expect(result.source).toBe('toast');
    expect(result.plan.newCategoryNames).toEqual(['Pizzas', 'Sides']);
    const items = byName(result);
    expect(Object.keys(items)).toEqual(['Margherita', 'Garlic bread']);
    const margherita = items.Margherita;
    if (margherita?.type !== 'basic') throw new Error('Margherita should be a basic item');
    expect(margherita.price.basePrice).toBe(1400);
    expect(margherita.description).toBe('Tomato, mozzarella, basil');
    expect(margherita.modifiers).toEqual([
      expect.objectContaining({
        name: 'Size',
        min: 1,
        max: 1,
        options: [
          expect.objectContaining({ name: 'Small', extraCharge: 0 }),
          // The Dinner (first) price of the large size, not the Lunch menu's.
          expect.objectContaining({ name: 'Large', extraCharge: 650 }),
        ],
      }),
      expect.objectContaining({
        name: 'Extras',
        min: 0,
        max: 2,
        options: [
          expect.objectContaining({ name: 'Extra cheese', extraCharge: 200 }),
          expect.objectContaining({ name: 'Olives', extraCharge: 150 }),
        ],
      }),
    ]);
    const garlic = items['Garlic bread'];
    if (garlic?.type !== 'basic') throw new Error('Garlic bread should be a basic item');
    expect(garlic.price.basePrice).toBe(850);
    expect(garlic.modifiers).toEqual([
      expect.objectContaining({
        name: 'Dips',
        options: [expect.objectContaining({ name: 'Aioli', extraCharge: 0 })],
      }),
    ]);
  });

  it('agrees with itself: every item is written or has its reason, notes skip nothing', () => {
    const result = analyseMenuImport('csv', TOAST_EXPORT, emptyMenu, store, counter());
    expect(result.totalRows).toBe(3);
    expect(result.plan.rows).toHaveLength(2);
    expect(result.skipped).toBe(1);
    expect(result.errors).toEqual([
      {
        row: 6,
        field: 'Price',
        message: expect.stringContaining('"Soup of the day" has an open price in Toast'),
      },
    ]);
    expect(result.notes.map((note) => note.message)).toEqual([
      expect.stringMatching(/^"Margherita" has other prices in Toast/),
      expect.stringMatching(/^Modifier group "Sauces" names no menu item/),
    ]);
  });

  it('updates instead of duplicating when the same export is imported again', () => {
    const first = analyseMenuImport('csv', TOAST_EXPORT, emptyMenu, store, counter());
    const menu: ExistingMenu = {
      categories: first.plan.rows.flatMap((planned) => (planned.newCategory ? [planned.newCategory] : [])),
      items: first.plan.rows.map((planned) => planned.item),
    };
    const second = analyseMenuImport('csv', TOAST_EXPORT, menu, store, counter());
    expect(second.plan.counts).toMatchObject({ created: 0, updated: 2 });
  });
});

describe('Lightspeed product export import', () => {
  it('groups variants by handle into a size choice, keeps categories and prices', () => {
    const result = analyseMenuImport('csv', LIGHTSPEED_EXPORT, emptyMenu, store, counter());
    expect(result.source).toBe('lightspeed');
    expect(result.plan.newCategoryNames).toEqual(['Coffee', 'Food', 'Combos']);
    const items = byName(result);
    expect(Object.keys(items)).toEqual(['Flat white', 'Banana bread', 'Breakfast combo']);
    const flatWhite = items['Flat white'];
    if (flatWhite?.type !== 'basic') throw new Error('Flat white should be a basic item');
    expect(flatWhite.price.basePrice).toBe(450);
    expect(flatWhite.modifiers).toEqual([
      expect.objectContaining({
        name: 'Size',
        min: 1,
        max: 1,
        options: [
          expect.objectContaining({ name: 'Small', extraCharge: 0 }),
          expect.objectContaining({ name: 'Large', extraCharge: 100 }),
        ],
      }),
    ]);
    expect(items['Banana bread']).toMatchObject({ price: { basePrice: 600 }, modifiers: [] });
  });

  it('agrees with itself: inactive products and combo parts are counted, an unpriced product is its row', () => {
    const result = analyseMenuImport('csv', LIGHTSPEED_EXPORT, emptyMenu, store, counter());
    expect(result.totalRows).toBe(4);
    expect(result.plan.rows).toHaveLength(3);
    expect(result.skipped).toBe(1);
    expect(result.errors).toEqual([
      {
        row: 8,
        field: 'retail_price',
        message: expect.stringContaining('"Seasonal cake" has no retail price in Lightspeed'),
      },
    ]);
    expect(result.notes.map((note) => note.message)).toEqual([
      '1 inactive Lightspeed product was left out.',
      '1 combo component row was left out; set combos up as deals in the menu editor.',
      expect.stringContaining('does not include add-ons'),
    ]);
  });
});
