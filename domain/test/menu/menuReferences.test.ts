import { describe, expect, it } from 'vitest';
import {
  itemReferenceProblems,
  type MenuReferenceContext,
  type PizzaItemSpec,
  pizzaOfferedBy,
  sizesInUse,
} from '../../src';
import {
  burger,
  familyDeal,
  halfAndHalfLarge,
  hawaiian,
  item,
  margherita,
  menuItems,
  pizzaSettings,
  supreme,
} from '../support/pricingMenu';

const pizzas = [margherita, hawaiian, supreme].filter((spec): spec is PizzaItemSpec => spec.type === 'pizza');
const context: MenuReferenceContext = {
  categoryIds: new Set(['c1']),
  pizzaSettings,
  pizzasById: new Map(pizzas.map((pizza) => [pizza.id, pizza])),
};

describe('itemReferenceProblems', () => {
  it('accepts the items of a consistent menu', () => {
    for (const spec of menuItems.filter((entry) => entry.id !== 'hnhM'))
      expect(itemReferenceProblems(spec, context), spec.id).toEqual([]);
  });

  it('names a missing category', () => {
    expect(itemReferenceProblems({ ...burger, categoryId: 'gone' }, context)).toEqual([
      { path: ['categoryId'], message: 'Choose a category of this store' },
    ]);
  });

  it('needs pizza sizes from the settings, and settings at all', () => {
    const family = item({ id: 'f', name: 'Family', type: 'pizza', sizes: { XL: { price: 3000 } } });
    expect(itemReferenceProblems(family, context)).toEqual([
      { path: ['sizes', 'XL'], message: 'Choose a size from the pizza settings' },
    ]);
    expect(itemReferenceProblems(margherita, { ...context, pizzaSettings: undefined })[0]?.message).toBe(
      'Add pizza sizes in the pizza settings first',
    );
  });

  it('checks half-and-half sizes and included pizzas', () => {
    expect(itemReferenceProblems(menuItems.find((entry) => entry.id === 'hnhM')!, context)).toEqual([
      { path: ['pizzaSizeId'], message: 'Half-and-half is switched off for Medium in the pizza settings' },
      { path: ['includedPizzaIds', 0], message: 'Margherita does not come in Medium' },
      { path: ['includedPizzaIds', 1], message: 'Hawaiian does not come in Medium' },
    ]);
    const withBurger = {
      ...halfAndHalfLarge,
      includedPizzaIds: ['margherita', 'burger'],
    } as typeof halfAndHalfLarge;
    expect(itemReferenceProblems(withBurger, context)).toEqual([
      { path: ['includedPizzaIds', 1], message: 'Choose pizzas from this store’s menu' },
    ]);
  });

  it('finds repeated ids inside an item', () => {
    if (burger.type !== 'basic') throw new Error('burger is basic');
    const twice = { ...burger, modifiers: [burger.modifiers[0]!, burger.modifiers[0]!] };
    expect(itemReferenceProblems(twice, context)).toEqual([
      { path: ['modifiers', 1, 'id'], message: 'Two modifier groups share the id sauce' },
    ]);
  });
});

describe('sizesInUse and pizzaOfferedBy', () => {
  it('lists the items using each size and the offers including a pizza', () => {
    const uses = sizesInUse(menuItems);
    expect(uses.get('L')).toEqual(['Family Deal', 'Half & Half Large', 'Hawaiian', 'Margherita', 'Supreme']);
    expect(uses.get('M')).toEqual(['Half & Half Medium']);
    expect(pizzaOfferedBy('hawaiian', menuItems)).toEqual([
      familyDeal.name,
      'Half & Half Large',
      'Half & Half Medium',
    ]);
    expect(pizzaOfferedBy('supreme', menuItems)).toEqual(['Half & Half Large']);
  });
});
