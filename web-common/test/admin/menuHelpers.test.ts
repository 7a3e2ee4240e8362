import { menuCatalogue } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { availabilityChips } from '../../../web-admin/src/features/menu/components/availabilityChips';
import { parseMoneyText } from '../../../web-admin/src/features/menu/components/fields/MoneyField';
import {
  itemDraftProblems,
  itemRequestBody,
  newItemDraft,
} from '../../../web-admin/src/features/menu/components/itemDraft';
import { itemTypeOfPath, menuPaths } from '../../../web-admin/src/features/menu/components/menuPaths';
import { timeAgo } from '../../../web-admin/src/features/menu/components/PublishedMenuStatus';
import { idFromName, withFreshIds } from '../../../web-admin/src/features/menu/components/pizzaSettingsDraft';
import { priceSummary } from '../../../web-admin/src/features/menu/components/priceSummary';
import { inOrder, moveId, moveIdOnto } from '../../../web-admin/src/features/menu/components/reorder';
import { ITEMS, PIZZA_SETTINGS } from './menuFixtures';

describe('menu addresses', () => {
  it('reads the item type from create, edit and view addresses as SPEC.md writes them', () => {
    expect(itemTypeOfPath('/restaurants/r/stores/s/create/half-and-half')).toBe('halfAndHalf');
    expect(itemTypeOfPath('/restaurants/r/stores/s/categories/c/create/custom-item')).toBe('custom');
    expect(itemTypeOfPath('/restaurants/r/stores/s/items/x/item/edit')).toBe('basic');
    expect(itemTypeOfPath('/restaurants/r/stores/s/items/x/pizza/view')).toBe('pizza');
    expect(itemTypeOfPath('/restaurants/r/stores/s/items/x')).toBeUndefined();
  });

  it('links each item type to its own editor', () => {
    const paths = menuPaths('r', 's');
    expect(paths.editItem({ id: 'x', type: 'halfAndHalf' })).toBe(
      '/restaurants/r/stores/s/items/x/half-and-half/edit',
    );
    expect(paths.viewItem({ id: 'x', type: 'deal' })).toBe('/restaurants/r/stores/s/items/x');
    expect(paths.createItem('deal', 'c')).toBe('/restaurants/r/stores/s/categories/c/create/deal');
  });
});

describe('reordering', () => {
  it('moves one id and keeps the rest in order', () => {
    expect(moveId(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveId(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveIdOnto(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(inOrder([{ id: 'a' }, { id: 'b' }, { id: 'new' }], ['b', 'a']).map((row) => row.id)).toEqual([
      'b',
      'a',
      'new',
    ]);
  });
});

describe('money typed in dollars', () => {
  it('becomes whole cents through the domain, without float drift', () => {
    expect(parseMoneyText('8.5')).toBe(850);
    expect(parseMoneyText('0.10')).toBe(10);
    expect(parseMoneyText('$1,234.56')).toBe(123456);
    expect(parseMoneyText('')).toBe(0);
    expect(parseMoneyText('ten')).toBeNaN();
  });
});

describe('item drafts', () => {
  it('reports the domain messages for a new basic item and leaves sortOrder to the server', () => {
    const draft = newItemDraft('basic', 'sides');
    expect(itemDraftProblems(draft).name).toBe('Item name must be 2 to 100 characters.');
    const named = { ...draft, name: 'Chips' };
    expect(itemDraftProblems(named)).toEqual({});
    expect(itemRequestBody(named)).not.toHaveProperty('sortOrder');
    expect(itemRequestBody(named, ITEMS[3])).toMatchObject({ sortOrder: 0, soldout: false });
  });

  it('starts a pizza with every size of the pizza settings, and custom items as POS only', () => {
    const pizza = newItemDraft('pizza', 'pizzas', PIZZA_SETTINGS);
    expect(pizza.type === 'pizza' && Object.keys(pizza.sizes)).toEqual(['small', 'large']);
    const custom = newItemDraft('custom', 'sides');
    expect(custom.applicableOrderingSystem).toEqual({ pos: true, online: false, uberEats: false });
  });
});

describe('menu list lines', () => {
  it('summarises prices with the domain formatter and pricing', () => {
    const catalogue = menuCatalogue(ITEMS, PIZZA_SETTINGS);
    const [margherita, , half, garlic] = ITEMS;
    expect(priceSummary(margherita!, catalogue, PIZZA_SETTINGS, 'AUD')).toBe('Small $16.00 · Large $22.00');
    // Two Margherita halves: the Large price plus the $3.00 half-and-half charge.
    expect(priceSummary(half!, catalogue, PIZZA_SETTINGS, 'AUD')).toBe('Large, from $25.00');
    expect(priceSummary(garlic!, catalogue, PIZZA_SETTINGS, 'AUD')).toBe('$8.50');
  });

  it('names what limits an item', () => {
    const limited = {
      ...ITEMS[3]!,
      available: false,
      availableFor: { pickup: true, delivery: false, dineIn: false },
    };
    expect(availabilityChips(limited).map((chip) => chip.label)).toEqual(['Hidden', 'Pickup only']);
  });

  it('says how long ago the menu was published', () => {
    const now = Date.parse('2026-03-01T10:00:10Z');
    expect(timeAgo('2026-03-01T10:00:08Z', now)).toBe('2 s ago');
    expect(timeAgo('2026-03-01T09:55:10Z', now)).toBe('5 min ago');
  });
});

describe('pizza settings ids', () => {
  it('come from names, unique, and topping prices follow a new size as it is renamed', () => {
    expect(idFromName('Extra Large', new Set(), 'size')).toBe('extra-large');
    expect(idFromName('Large', new Set(['large']), 'size')).toBe('large-2');
    const draft = withFreshIds({
      pizzaAvailable: true,
      halfAndHalfAvailable: true,
      enableDealAndHalfAndHalfConversion: false,
      sizes: [{ id: 'size', name: 'Family', hasHalfAndHalf: true, halfAndHalfExtraCharge: 0, fresh: true }],
      toppings: [{ id: 'x', name: 'Olives', prices: { size: 150 }, fresh: true }],
    });
    expect(draft.sizes[0]?.id).toBe('family');
    expect(draft.toppings[0]).toMatchObject({ id: 'olives', prices: { family: 150 } });
  });
});
