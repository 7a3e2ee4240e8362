import { catalogueFromPublishedMenu, type PublishedMenu, priceLine } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { initialSelection, missingChoices } from '../../../web-customer/src/features/builders/draftSelection';
import {
  groupControl,
  groupHint,
  stillToChoose,
  withOptionCount,
} from '../../../web-customer/src/features/builders/modifierRules';
import { menuCardPrice } from '../../../web-customer/src/features/menu/fromPrice';
import {
  itemStatus,
  searchMenu,
  storefrontCategories,
} from '../../../web-customer/src/features/menu/menuModel';
import { itemBuilderPath } from '../../../web-customer/src/shell/storePaths';
import { storefrontMenu } from './storefrontFixture';

const menu = storefrontMenu();
const catalogue = catalogueFromPublishedMenu(menu);
const NOW = new Date('2025-03-01T02:00:00Z');

function withItem(id: string, change: Record<string, unknown>): PublishedMenu {
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => (item.id === id ? ({ ...item, ...change } as typeof item) : item)),
    })),
  };
}
const itemOf = (source: PublishedMenu, id: string) => {
  const found = source.categories.flatMap((category) => category.items).find((item) => item.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('what the storefront shows', () => {
  it('leaves POS-only custom items off the site', () => {
    const ids = storefrontCategories(menu).flatMap((category) => category.items.map((item) => item.id));
    expect(ids).toContain('burger');
    expect(ids).not.toContain('open');
  });

  it('says why an item cannot be ordered', () => {
    expect(itemStatus(itemOf(menu, 'burger'), menu, 'pickup', NOW)).toEqual({ orderable: true });
    const soldOut = withItem('burger', { soldout: true });
    expect(itemStatus(itemOf(soldOut, 'burger'), soldOut, 'pickup', NOW)).toMatchObject({
      orderable: false,
      reason: 'Sold Out',
    });
    const noDelivery = withItem('burger', { availableFor: { pickup: true, delivery: false, dineIn: true } });
    expect(itemStatus(itemOf(noDelivery, 'burger'), noDelivery, 'delivery', NOW)).toEqual({
      orderable: false,
      reason: 'Unavailable',
      detail: 'Not available for delivery',
    });
  });

  it('searches names and descriptions, ignoring case and accents, names first', () => {
    const categories = storefrontCategories(
      withItem('water', { description: 'Chilled, great with a BURGER' }),
    );
    expect(searchMenu(categories, 'búrger').map((entry) => entry.item.id)).toEqual(['burger', 'water']);
    expect(searchMenu(categories, '   ')).toEqual([]);
    expect(searchMenu(categories, 'zzz')).toEqual([]);
  });

  it('shows the domain price of the cheapest plain choice, "from" when choices change it', () => {
    const pizza = itemOf(menu, 'margherita');
    const price = menuCardPrice(pizza, menu, catalogue, 'pickup');
    const cheapest = Math.min(
      ...Object.keys(pizza.type === 'pizza' ? pizza.sizes : {}).map((sizeId) => {
        const result = priceLine(
          {
            selection: {
              type: 'pizza',
              specId: 'margherita',
              quantity: 1,
              comments: '',
              sizeId,
              addToppings: [],
              removeToppings: [],
            },
          },
          catalogue,
          { source: 'website', collectionType: 'pickup' },
        );
        return result.ok ? result.value.summary.price : Number.POSITIVE_INFINITY;
      }),
    );
    expect(price).toEqual({ cents: cheapest, from: true });
  });

  it('builds the spec route for basic items and the same shape for the other builders', () => {
    expect(itemBuilderPath('/b', 'c1', { id: 'burger', type: 'basic' })).toBe(
      '/b/categories/c1/items/basic/burger',
    );
    expect(itemBuilderPath('/b', 'c1', { id: 'hnhL', type: 'halfAndHalf' })).toBe(
      '/b/categories/c1/items/half-and-half/hnhL',
    );
    expect(itemBuilderPath('/b', 'c1', { id: 'open', type: 'custom' })).toBeUndefined();
  });
});

describe('item builder rules', () => {
  const burger = catalogue.itemsById.get('burger');
  if (burger?.type !== 'basic') throw new Error('fixture burger must be basic');
  const [sauce, extras] = burger.modifiers;
  if (!sauce || !extras) throw new Error('fixture burger needs two groups');

  it('picks controls and hints from min / max / allowMultiple', () => {
    expect(groupHint({ ...sauce, min: 1, max: 1 })).toBe('Choose 1');
    expect(groupHint({ ...sauce, min: 0, max: 3 })).toBe('Choose up to 3');
    expect(groupHint({ ...sauce, min: 2, max: 4 })).toBe('Choose 2 to 4');
    expect(groupControl({ ...sauce, max: 1, allowMultiple: false })).toBe('radio');
    expect(groupControl({ ...sauce, max: 3, allowMultiple: false })).toBe('checkbox');
    expect(groupControl({ ...sauce, max: 3, allowMultiple: true })).toBe('counter');
  });

  it('blocks Add until required groups are answered, and the domain then prices it', () => {
    const draft = initialSelection(burger, menu.settings.pizza);
    if (draft?.type !== 'basic') throw new Error('expected a basic draft');
    const required = burger.modifiers.filter((group) => group.min > 0);
    expect(missingChoices(burger, draft, catalogue)).toEqual(required.map((group) => group.name));
    let value = draft.modifiersValue;
    for (const group of required)
      value = withOptionCount(value, group.id, group.options[0]?.id ?? '', group.min);
    expect(required.every((group) => stillToChoose(group, value) === 0)).toBe(true);
    const complete = { ...draft, modifiersValue: value };
    expect(missingChoices(burger, complete, catalogue)).toEqual([]);
    expect(
      priceLine({ selection: complete }, catalogue, { source: 'website', collectionType: 'pickup' }).ok,
    ).toBe(true);
  });

  it('asks for both halves of a half-and-half', () => {
    const spec = catalogue.itemsById.get('hnhL');
    if (!spec) throw new Error('fixture needs hnhL');
    const draft = initialSelection(spec, menu.settings.pizza);
    if (!draft) throw new Error('expected a draft');
    expect(missingChoices(spec, draft, catalogue)).toEqual(['First half', 'Second half']);
  });
});
