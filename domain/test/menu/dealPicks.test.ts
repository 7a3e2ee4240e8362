import { describe, expect, it } from 'vitest';
import { type DealItemSpec, dealItemCandidates, type ItemSpec, pickDealItem, ZItemSpec } from '../../src';

const item = (fields: Record<string, unknown>): ItemSpec =>
  ZItemSpec.parse({
    id: String(fields.name).toLowerCase().replace(/\s/g, '-'),
    restaurantId: 'r1',
    storeId: 's1',
    categoryId: 'c1',
    ...fields,
  });

const drink = item({
  type: 'basic',
  name: 'Can of drink',
  price: { basePrice: 350 },
  modifiers: [
    {
      id: 'flavour',
      name: 'Flavour',
      min: 1,
      max: 1,
      options: [
        { id: 'cola', name: 'Cola', extraCharge: 0 },
        { id: 'lemon', name: 'Lemonade', extraCharge: 0 },
      ],
    },
  ],
});
const bread = item({ type: 'basic', name: 'Garlic bread', price: { basePrice: 850 } });
const custom = item({ type: 'custom', name: 'Open food' });
const blank: DealItemSpec = { id: 'deal-item-1', name: '', quantity: 2, modifiers: [] };

function ids() {
  let next = 0;
  return (prefix: string) => `${prefix}-${++next}`;
}

describe('deal items picked from the menu', () => {
  it('offers the basic items, not till-priced custom items', () => {
    expect(dealItemCandidates([drink, bread, custom]).map((candidate) => candidate.name)).toEqual([
      'Can of drink',
      'Garlic bread',
    ]);
  });

  it("takes the item's name and a copy of its choices with ids of their own, keeping the quantity", () => {
    if (drink.type !== 'basic') throw new Error('basic');
    const picked = pickDealItem(blank, drink, ids());
    expect(picked).toEqual({
      id: 'deal-item-1',
      name: 'Can of drink',
      quantity: 2,
      modifiers: [
        {
          ...drink.modifiers[0],
          id: 'group-1',
          options: [
            { id: 'option-2', name: 'Cola', extraCharge: 0 },
            { id: 'option-3', name: 'Lemonade', extraCharge: 0 },
          ],
        },
      ],
    });
    // The menu item's own choices are untouched.
    expect(drink.modifiers[0]?.id).toBe('flavour');
  });

  it('keeps choices the owner already set on the deal item', () => {
    if (drink.type !== 'basic' || bread.type !== 'basic') throw new Error('basic');
    const withChoices = pickDealItem(blank, drink, ids());
    expect(pickDealItem(withChoices, bread, ids())).toEqual({ ...withChoices, name: 'Garlic bread' });
  });
});
