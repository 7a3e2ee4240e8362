import { describe, expect, it } from 'vitest';
import {
  ZCategory,
  ZItemSelection,
  ZItemSpec,
  ZModifierGroup,
  ZPizzaSelection,
  ZPizzaSettings,
} from '../../src';
import { messages } from '../support/schemaFixtures';

describe('menu', () => {
  const base = { id: 'i1', restaurantId: 'r1', storeId: 's1', categoryId: 'c1', name: 'Chips' };

  it('category: name 3-30, description at most 250, hex background', () => {
    // The marketplace lists nothing until it is connected and the owner chooses what to list.
    expect(ZCategory.parse({ id: 'c1', name: 'Pizzas' }).applicableOrderingSystem).toEqual({
      pos: true,
      online: true,
      uberEats: false,
    });
    expect(
      messages(
        ZCategory.safeParse({ id: 'c1', name: 'Pi', description: 'x'.repeat(251), backgroundColor: 'red' }),
      ),
    ).toEqual([
      'Category name must be 3 to 30 characters',
      'Category description must be at most 250 characters',
      'Enter a colour like #fff or #1a2b3c',
    ]);
  });

  it('item specs of all five types parse, with defaults', () => {
    const basic = ZItemSpec.parse({ ...base, type: 'basic', price: { basePrice: 500 } });
    expect(basic).toMatchObject({ available: true, soldout: false, isGstApplicable: true, modifiers: [] });
    expect(basic.price).toEqual({
      basePrice: 500,
      extraCharge: { pickup: 0, delivery: 0, dineIn: 0 },
      uberEatsExtraCharge: { pickup: 0, delivery: 0 },
    });
    expect(ZItemSpec.parse({ ...base, type: 'pizza', sizes: { L: { price: 1800 } } }).type).toBe('pizza');
    expect(
      ZItemSpec.parse({ ...base, type: 'halfAndHalf', pizzaSizeId: 'L', includedPizzaIds: ['p1'] }).type,
    ).toBe('halfAndHalf');
    expect(ZItemSpec.parse({ ...base, type: 'deal', items: [{ id: 'd1', name: 'Garlic bread' }] }).type).toBe(
      'deal',
    );
    expect(ZItemSpec.parse({ ...base, type: 'custom' }).type).toBe('custom');
  });

  it('item specs explain what is wrong', () => {
    expect(messages(ZItemSpec.safeParse({ ...base, type: 'sandwich' }))).toEqual([
      'Item type must be one of basic, pizza, halfAndHalf, deal, custom',
    ]);
    expect(
      messages(ZItemSpec.safeParse({ ...base, type: 'pizza', sizes: {}, removeToppings: ['X'] })),
    ).toEqual(['Add a price for at least one size', 'Removable topping name must be 2 to 20 characters']);
    expect(messages(ZItemSpec.safeParse({ ...base, type: 'deal' }))).toEqual([
      'Add at least one item or pizza to the deal',
    ]);
    expect(
      messages(
        ZItemSpec.safeParse({
          ...base,
          name: 'C',
          type: 'basic',
          label: '',
          dietary: 'x'.repeat(16),
          price: { basePrice: -1 },
        }),
      ),
    ).toEqual([
      'Item name must be 2 to 100 characters',
      'Label must be 1 to 25 characters',
      'Dietary info must be 1 to 15 characters',
      'Price must be $0.00 or more',
    ]);
  });

  it('allergens come from the list and cannot be declared at two levels', () => {
    const withAllergens = (allergenInfo: unknown) =>
      ZItemSpec.safeParse({ ...base, type: 'basic', allergenInfo });
    expect(withAllergens({ CONTAINS: ['MILK'], FREE_FROM: ['PEANUTS'] }).success).toBe(true);
    expect(messages(withAllergens({ CONTAINS: ['UNOBTAINIUM'] }))).toEqual([
      'Choose allergens from the list',
    ]);
    expect(messages(withAllergens({ CONTAINS: ['MILK'], FREE_FROM: ['MILK'] }))[0]).toMatch(
      /cannot be declared at more than one level/,
    );
  });

  it('modifier groups: at least one option, min ≤ max, option extra charge ≥ 0', () => {
    const group = { id: 'g', name: 'Sauce', options: [{ id: 'o', name: 'BBQ' }] };
    expect(ZModifierGroup.parse(group)).toMatchObject({
      min: 0,
      max: 1,
      allowMultiple: false,
      options: [{ extraCharge: 0 }],
    });
    expect(messages(ZModifierGroup.safeParse({ ...group, options: [] }))).toEqual([
      'Add at least one option',
    ]);
    expect(messages(ZModifierGroup.safeParse({ ...group, min: 3, max: 2 }))).toEqual([
      'Minimum choices cannot be more than maximum choices',
    ]);
    expect(
      messages(ZModifierGroup.safeParse({ ...group, options: [{ id: 'o', name: 'B', extraCharge: -1 }] })),
    ).toEqual(['Option name must be 2 to 100 characters', 'Extra charge must be $0.00 or more']);
  });

  it('pizza settings need at least one size', () => {
    expect(messages(ZPizzaSettings.safeParse({ sizes: [] }))).toEqual(['Add at least one pizza size']);
    const settings = ZPizzaSettings.parse({ sizes: [{ id: 'L', name: 'Large' }] });
    expect(settings).toMatchObject({
      pizzaAvailable: true,
      halfAndHalfAvailable: true,
      enableDealAndHalfAndHalfConversion: false,
      toppings: [],
    });
    expect(settings.sizes[0]).toEqual({
      id: 'L',
      name: 'Large',
      hasHalfAndHalf: true,
      halfAndHalfExtraCharge: 0,
    });
  });

  it('a pizza selection is one pizza or two halves', () => {
    expect(ZPizzaSelection.safeParse({ pizzaId: 'p1' }).success).toBe(true);
    expect(
      ZPizzaSelection.safeParse({ firstHalf: { pizzaSpecId: 'a' }, secondHalf: { pizzaSpecId: 'b' } })
        .success,
    ).toBe(true);
    expect(messages(ZPizzaSelection.safeParse({ firstHalf: { pizzaSpecId: 'a' } }))).toEqual([
      'Choose a pizza for both halves',
    ]);
  });

  it('selections need a whole, positive quantity', () => {
    const selection = { type: 'basic', specId: 'i1' };
    expect(ZItemSelection.parse({ ...selection, quantity: 2 })).toEqual({
      ...selection,
      quantity: 2,
      comments: '',
      modifiersValue: {},
    });
    expect(messages(ZItemSelection.safeParse({ ...selection, quantity: 0 }))).toEqual([
      'Quantity must be at least 1',
    ]);
    expect(
      messages(ZItemSelection.safeParse({ ...selection, quantity: 1, modifiersValue: { g: { o: 0 } } })),
    ).toEqual(['Choose at least 1']);
  });
});
