import { describe, expect, it } from 'vitest';
import { analyseMenuImport, type ExistingMenu, isSquareItemLibraryHeader } from '../../src';

/** A Square item library export, as Square lays it out (docs/examples/square-item-library-example.csv). */
// Read through a computed specifier: the domain's tsconfig has no Node types (the package is pure).
const fs = (await import(['node', 'fs'].join(':'))) as {
  readFileSync: (path: string, encoding: 'utf8') => string;
};
const SQUARE_EXPORT = fs.readFileSync('../docs/examples/square-item-library-example.csv', 'utf8');
const store = { restaurantId: 'r1', storeId: 's1' };
const emptyMenu: ExistingMenu = { categories: [], items: [] };
function counter() {
  let next = 0;
  return () => `id${++next}`;
}

describe('Square item library import', () => {
  it("recognises Square's header, and not ours", () => {
    expect(isSquareItemLibraryHeader(['Token', 'Item Name', 'Variation Name', 'Price'])).toBe(true);
    expect(isSquareItemLibraryHeader(['category', 'name', 'price'])).toBe(false);
  });

  it('maps categories, variations as a required size choice, prices and online visibility', () => {
    const result = analyseMenuImport('csv', SQUARE_EXPORT, emptyMenu, store, counter());
    expect(result.source).toBe('square');
    expect(result.plan.newCategoryNames).toEqual(['Pizzas', 'Sides']);
    const byName = Object.fromEntries(result.plan.rows.map((planned) => [planned.item.name, planned.item]));
    expect(Object.keys(byName)).toEqual(['Margherita', 'Garlic bread', 'Staff meal']);

    const margherita = byName.Margherita;
    expect(margherita).toMatchObject({
      type: 'basic',
      description: 'Tomato, mozzarella, basil',
      price: { basePrice: 1400 },
    });
    if (margherita?.type !== 'basic') throw new Error('Margherita should be a basic item');
    expect(margherita.modifiers).toEqual([
      expect.objectContaining({
        name: 'Size',
        min: 1,
        max: 1,
        options: [
          expect.objectContaining({ name: 'Small', extraCharge: 0 }),
          expect.objectContaining({ name: 'Large', extraCharge: 650 }),
        ],
      }),
    ]);
    expect(byName['Garlic bread']).toMatchObject({ price: { basePrice: 850 }, modifiers: [] });
    // Hidden from Square Online: kept for the POS, off the storefront.
    expect(byName['Staff meal']?.applicableOrderingSystem).toMatchObject({ pos: true, online: false });
  });

  it('agrees with itself: every item is written or has its reason, notes skip nothing', () => {
    const result = analyseMenuImport('csv', SQUARE_EXPORT, emptyMenu, store, counter());
    // Five items (the archived one left out): three written, one refused for variable pricing.
    expect(result.totalRows).toBe(4);
    expect(result.plan.rows).toHaveLength(3);
    expect(result.skipped).toBe(1);
    expect(result.errors).toEqual([
      {
        row: 7,
        field: 'Price',
        message: expect.stringContaining('"Market fish" has no fixed price in Square'),
      },
    ]);
    expect(result.notes.map((note) => note.message)).toEqual([
      '1 archived Square item was left out.',
      expect.stringMatching(
        /^"Margherita" uses Square modifier sets "Extra toppings"\. Square's export does not include their options/,
      ),
      expect.stringMatching(/^"Garlic bread" uses Square modifier sets "Dips"/),
    ]);
  });

  it('updates instead of duplicating when the same export is imported again', () => {
    const first = analyseMenuImport('csv', SQUARE_EXPORT, emptyMenu, store, counter());
    const menu: ExistingMenu = {
      categories: first.plan.rows.flatMap((planned) => (planned.newCategory ? [planned.newCategory] : [])),
      items: first.plan.rows.map((planned) => planned.item),
    };
    const again = analyseMenuImport('csv', SQUARE_EXPORT, menu, store, counter());
    expect(again.plan.counts).toEqual({ created: 0, updated: 3 });
  });
});
