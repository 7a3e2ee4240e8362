import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ItemSelection,
  type LineInput,
  lineTotal,
  marketplaceListPrice,
  menuCatalogue,
  orderingSystemFor,
  type PricingContext,
  priceCart,
  priceLine,
  ZItemSelection,
  ZPizzaSettings,
} from '../../src';
import {
  burger,
  catalogue,
  familyDeal,
  halfAndHalfLarge,
  hawaiian,
  item,
  margherita,
  menuItems,
  openItem,
  pizzaSettings,
} from '../support/pricingMenu';

const online: PricingContext = { source: 'website', collectionType: 'pickup' };
const pos: PricingContext = { source: 'pos', collectionType: 'dineIn' };

function select(fields: Record<string, unknown>): ItemSelection {
  return ZItemSelection.parse({ quantity: 1, ...fields });
}

function price(selection: ItemSelection, context = online, adjustments?: LineInput['adjustments']) {
  return priceLine({ selection, ...(adjustments ? { adjustments } : {}) }, catalogue, context);
}

function unitPrice(selection: ItemSelection, context = online): number {
  const result = price(selection, context);
  if (!result.ok) throw new Error(result.problem.message);
  return result.value.summary.price;
}

function problemOf(selection: ItemSelection, context = online, adjustments?: LineInput['adjustments']) {
  const result = price(selection, context, adjustments);
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

const burgerWith = (modifiersValue: Record<string, Record<string, number>>, quantity = 1) =>
  select({ type: 'basic', specId: 'burger', modifiersValue, quantity });

describe('basic items', () => {
  it('costs the base price plus each chosen option times how often it was chosen', () => {
    // 15.00 + BBQ 0.50 + 2 × bacon 2.50 = 20.50
    expect(unitPrice(burgerWith({ sauce: { bbq: 1 }, extras: { bacon: 2 } }))).toBe(2050);
  });

  it('adds the extra charge of the collection type per unit', () => {
    const selection = burgerWith({ sauce: { tomato: 1 } }, 3);
    const result = price(selection, { source: 'website', collectionType: 'delivery' });
    expect(result.ok && result.value.summary.price).toBe(1600);
    expect(result.ok && result.value.total).toBe(4800);
  });

  it('uses the marketplace extra charge instead on the delivery marketplace', () => {
    const selection = burgerWith({ sauce: { bbq: 1 } });
    expect(unitPrice(selection, { source: 'uberEats', collectionType: 'delivery' })).toBe(1850);
    expect(unitPrice(selection, { source: 'uberEats', collectionType: 'pickup' })).toBe(1750);
    expect(unitPrice(selection, { source: 'uberEats', collectionType: 'dineIn' })).toBe(1550);
  });

  it('describes the chosen options and keeps the comments', () => {
    const result = price(
      select({
        type: 'basic',
        specId: 'burger',
        modifiersValue: { sauce: { bbq: 1 }, extras: { egg: 2 } },
        comments: 'no onion',
      }),
    );
    expect(result.ok && result.value.summary).toEqual({
      name: 'Burger',
      price: 1850,
      quantity: 1,
      description: 'BBQ, Egg ×2',
      comments: 'no onion',
      discountForItem: 0,
      extraChargeForItem: 0,
      extraChargeForComments: 0,
    });
  });

  it.each([
    [{}, 'Burger needs a choice in "Sauce"'],
    [{ sauce: { bbq: 1, tomato: 1 } }, 'Choose at most 1 from "Sauce" for Burger'],
    [{ sauce: { bbq: 2 } }, '"BBQ" can only be chosen once for Burger'],
    [{ sauce: { bbq: 1 }, extras: { bacon: 2, egg: 2 } }, 'Choose at most 3 from "Extras" for Burger'],
  ])('refuses choices that break the group rules: %j', (modifiersValue, message) => {
    expect(problemOf(burgerWith(modifiersValue))).toEqual({ reason: 'Invalid Selection', message });
  });

  it.each([[{ sauce: { mayo: 1 } }], [{ sauce: { bbq: 1 }, gone: { x: 1 } }]])(
    'reports options no longer on the menu as Not Found: %j',
    (modifiersValue) => {
      expect(problemOf(burgerWith(modifiersValue)).reason).toBe('Not Found');
    },
  );

  it('prices any valid combination of options from the menu, never from the client', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('tomato', 'bbq'),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 20 }),
        (sauce, bacon, egg, quantity) => {
          fc.pre(bacon + egg <= 3);
          const extras: Record<string, number> = {};
          if (bacon > 0) extras.bacon = bacon;
          if (egg > 0) extras.egg = egg;
          const result = price(burgerWith({ sauce: { [sauce]: 1 }, extras }, quantity));
          const unit = 1500 + (sauce === 'bbq' ? 50 : 0) + bacon * 250 + egg * 150;
          expect(result.ok && result.value.summary.price).toBe(unit);
          expect(result.ok && result.value.total).toBe(unit * quantity);
        },
      ),
    );
  });
});

describe('item availability', () => {
  const soldOut = item({ id: 'x', name: 'Pie', type: 'basic', soldout: true });
  const off = item({ id: 'x', name: 'Pie', type: 'basic', available: false });
  const noDelivery = item({ id: 'x', name: 'Pie', type: 'basic', availableFor: { delivery: false } });
  const notOnline = item({
    id: 'x',
    name: 'Pie',
    type: 'basic',
    applicableOrderingSystem: { online: false },
  });
  const pie = select({ type: 'basic', specId: 'x' });
  const priceWith = (spec: typeof soldOut, context: PricingContext) =>
    priceLine({ selection: pie }, menuCatalogue([spec]), context);

  it.each([
    [soldOut, online, 'Sold Out', 'Pie is sold out'],
    [off, online, 'Unavailable', 'Pie is not available right now'],
    [
      noDelivery,
      { source: 'website', collectionType: 'delivery' },
      'Unavailable',
      'Pie is not available for delivery',
    ],
    [notOnline, online, 'Unavailable', 'Pie is not sold online'],
  ] as const)('%#: %s', (spec, context, reason, message) => {
    const result = priceWith(spec, context);
    expect(result.ok ? undefined : result.problem).toEqual({ reason, message });
  });

  it('sells an item hidden online at the counter', () => {
    expect(priceWith(notOnline, pos).ok).toBe(true);
  });

  it('reports unknown items, and items whose type changed, as Not Found', () => {
    expect(problemOf(select({ type: 'basic', specId: 'nope' })).reason).toBe('Not Found');
    expect(problemOf(select({ type: 'basic', specId: 'margherita' })).reason).toBe('Not Found');
  });
});

describe('pizzas', () => {
  const large = (fields: Record<string, unknown> = {}) =>
    select({ type: 'pizza', specId: 'margherita', sizeId: 'L', ...fields });

  it('costs the size price plus added toppings at that size; removing is free', () => {
    // 18.00 + olives 1.50 + cheese 2.00 = 21.50
    const result = price(large({ addToppings: ['olives', 'cheese'], removeToppings: ['Basil'] }));
    expect(result.ok && result.value.summary.price).toBe(2150);
    expect(result.ok && result.value.summary.description).toBe('Large, + Olives, + Extra cheese, no Basil');
    expect(
      unitPrice(select({ type: 'pizza', specId: 'margherita', sizeId: 'S', addToppings: ['olives'] })),
    ).toBe(1300);
  });

  it.each([
    [{ sizeId: 'XL' }, 'Not Found', 'That size of Margherita is no longer available'],
    [{ sizeId: 'M' }, 'Unavailable', 'Margherita does not come in Medium'],
    [{ addToppings: ['anchovy'] }, 'Not Found', 'A topping chosen for Margherita is no longer available'],
    [{ removeToppings: ['Cheese'] }, 'Not Found', 'Cheese can no longer be removed from Margherita'],
  ])('%j → %s', (fields, reason, message) => {
    expect(problemOf(large(fields))).toEqual({ reason, message });
  });

  it('refuses a topping with no price in the chosen size', () => {
    const small = select({ type: 'pizza', specId: 'margherita', sizeId: 'S', addToppings: ['prawns'] });
    expect(problemOf(small).reason).toBe('Not Found');
  });

  it('refuses pizzas when the store has switched pizzas off', () => {
    const closed = menuCatalogue(menuItems, { ...pizzaSettings, pizzaAvailable: false });
    const result = priceLine({ selection: large() }, closed, online);
    expect(result.ok ? undefined : result.problem.reason).toBe('Unavailable');
    expect(priceLine({ selection: large() }, menuCatalogue(menuItems), online).ok).toBe(false);
  });
});

describe('half and half', () => {
  const halves = (first: Record<string, unknown>, second: Record<string, unknown>) =>
    select({ type: 'halfAndHalf', specId: 'hnhL', firstHalf: first, secondHalf: second });

  it('worked example: dearer half + size extra charge + halved toppings rounded up', () => {
    // Hawaiian L 20.00 (dearer than Margherita 18.00) + half-and-half charge 2.00
    // + (olives 1.50 + prawns 3.01) / 2 = 2.255 → 2.26. Total 24.26.
    const result = price(
      halves(
        { pizzaSpecId: 'margherita', addToppings: ['olives'] },
        { pizzaSpecId: 'hawaiian', addToppings: ['prawns'] },
      ),
    );
    expect(result.ok && result.value.summary.price).toBe(2426);
    expect(result.ok && result.value.summary.description).toBe(
      'Large: Half Margherita (+ Olives) / Half Hawaiian (+ Prawns)',
    );
  });

  it('never costs less than the dearer whole pizza, whatever the halves', () => {
    const ids = ['margherita', 'hawaiian'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.constantFrom(...ids),
        fc.subarray(['olives', 'cheese', 'prawns']),
        fc.subarray(['olives', 'cheese', 'prawns']),
        (a, b, toppingsA, toppingsB) => {
          const unit = unitPrice(
            halves({ pizzaSpecId: a, addToppings: toppingsA }, { pizzaSpecId: b, addToppings: toppingsB }),
          );
          const dearer = Math.max(a === 'hawaiian' ? 2000 : 1800, b === 'hawaiian' ? 2000 : 1800);
          expect(unit).toBeGreaterThanOrEqual(dearer + 200);
        },
      ),
    );
  });

  it.each([
    [{ pizzaSpecId: 'supreme' }, 'Unavailable', 'Supreme cannot be half of a half-and-half pizza'],
    [{ pizzaSpecId: 'burger' }, 'Not Found', 'A chosen pizza is no longer on the menu'],
    [{ pizzaSpecId: 'ghost' }, 'Not Found', 'A chosen pizza is no longer on the menu'],
  ])('refuses %j as a half', (half, reason, message) => {
    expect(problemOf(halves(half, { pizzaSpecId: 'margherita' }))).toEqual({ reason, message });
  });

  it('refuses a half pizza that is sold out or switched off', () => {
    const soldOut = menuCatalogue(
      [halfAndHalfLarge, { ...margherita, soldout: true }, hawaiian],
      pizzaSettings,
    );
    const off = menuCatalogue(
      [halfAndHalfLarge, { ...margherita, available: false }, hawaiian],
      pizzaSettings,
    );
    const selection = halves({ pizzaSpecId: 'margherita' }, { pizzaSpecId: 'hawaiian' });
    const sold = priceLine({ selection }, soldOut, online);
    const unavailable = priceLine({ selection }, off, online);
    expect(sold.ok ? undefined : sold.problem).toEqual({
      reason: 'Sold Out',
      message: 'Margherita is sold out',
    });
    expect(unavailable.ok ? undefined : unavailable.problem.reason).toBe('Unavailable');
  });

  it('refuses a pizza not offered in this half-and-half', () => {
    const only = menuCatalogue(
      [
        { ...halfAndHalfLarge, includedPizzaIds: ['margherita'] } as typeof halfAndHalfLarge,
        margherita,
        hawaiian,
      ],
      pizzaSettings,
    );
    const result = priceLine(
      { selection: halves({ pizzaSpecId: 'margherita' }, { pizzaSpecId: 'hawaiian' }) },
      only,
      online,
    );
    expect(result.ok ? undefined : result.problem.reason).toBe('Not Found');
  });

  it('is unavailable when half and half is switched off, or the size does not allow it', () => {
    const off = menuCatalogue(menuItems, { ...pizzaSettings, halfAndHalfAvailable: false });
    const selection = halves({ pizzaSpecId: 'margherita' }, { pizzaSpecId: 'hawaiian' });
    expect(priceLine({ selection }, off, online).ok).toBe(false);
    const medium = select({
      type: 'halfAndHalf',
      specId: 'hnhM',
      firstHalf: { pizzaSpecId: 'margherita' },
      secondHalf: { pizzaSpecId: 'hawaiian' },
    });
    expect(problemOf(medium)).toEqual({
      reason: 'Unavailable',
      message: 'Medium pizzas cannot be half and half',
    });
    const noSize = menuCatalogue(menuItems, ZPizzaSettings.parse({ sizes: [{ id: 'S', name: 'Small' }] }));
    expect(priceLine({ selection }, noSize, online).ok).toBe(false);
  });
});

describe('deals', () => {
  const deal = (fields: Record<string, unknown> = {}) =>
    select({
      type: 'deal',
      specId: 'family',
      modifiersValue: { drink: { beer: 1 } },
      items: { garlic: { modifiersValue: { top: { cheese: 1 } } } },
      pizzas: { slot1: { pizzaId: 'hawaiian', addToppings: ['olives'] } },
      ...fields,
    });

  it('worked example: deal price + option extras (per item quantity) + pizza topping extras', () => {
    // 39.99 + beer 3.00 + cheese 1.00 × 2 garlic breads + olives on a large 1.50 = 46.49
    const result = price(deal());
    expect(result.ok && result.value.summary.price).toBe(4649);
    expect(result.ok && result.value.summary.description).toBe(
      'Beer; 2 × Garlic bread (Cheese); Hawaiian (+ Olives)',
    );
  });

  it('a plain deal costs its price', () => {
    const plain = deal({
      modifiersValue: { drink: { coke: 1 } },
      items: {},
      pizzas: { slot1: { pizzaId: 'margherita' } },
    });
    expect(unitPrice(plain)).toBe(3999);
  });

  it('lets a deal pizza be split into halves only when the store allows it', () => {
    const split = deal({
      pizzas: {
        slot1: {
          firstHalf: { pizzaSpecId: 'margherita', addToppings: ['olives'] },
          secondHalf: { pizzaSpecId: 'hawaiian' },
        },
      },
    });
    expect(problemOf(split)).toEqual({
      reason: 'Invalid Selection',
      message: 'Pizzas in Family Deal cannot be half and half',
    });
    const allowing = menuCatalogue(menuItems, { ...pizzaSettings, enableDealAndHalfAndHalfConversion: true });
    const result = priceLine({ selection: split }, allowing, online);
    // 39.99 + beer 3.00 + cheese 2 × 1.00 + half-and-half 2.00 + olives 1.50 / 2 → 0.75 = 47.74
    expect(result.ok && result.value.summary.price).toBe(4774);
  });

  it.each([
    [{ pizzas: {} }, 'Invalid Selection', 'Choose a pizza for "Any large pizza" in Family Deal'],
    [{ pizzas: { slot1: { pizzaId: 'supreme' } } }, 'Not Found', 'A chosen pizza is no longer on the menu'],
    [
      { pizzas: { slot1: { pizzaId: 'margherita' }, slot9: { pizzaId: 'margherita' } } },
      'Not Found',
      'Some choices for Family Deal are no longer available',
    ],
    [
      { items: { fries: { modifiersValue: {} } } },
      'Not Found',
      'Some choices for Family Deal are no longer available',
    ],
    [{ modifiersValue: {} }, 'Invalid Selection', 'Family Deal needs a choice in "Drink"'],
    [
      { items: { garlic: { modifiersValue: { top: { cheese: 2 } } } } },
      'Invalid Selection',
      '"Cheese" can only be chosen once for Garlic bread',
    ],
    [
      { pizzas: { slot1: { pizzaId: 'margherita', addToppings: ['ham'] } } },
      'Not Found',
      'A topping chosen for Margherita is no longer available',
    ],
  ])('%j → %s', (fields, reason, message) => {
    expect(problemOf(deal(fields))).toEqual({ reason, message });
  });

  it('refuses halves the deal does not offer', () => {
    const allowing = menuCatalogue(menuItems, { ...pizzaSettings, enableDealAndHalfAndHalfConversion: true });
    const split = deal({
      pizzas: { slot1: { firstHalf: { pizzaSpecId: 'supreme' }, secondHalf: { pizzaSpecId: 'hawaiian' } } },
    });
    const result = priceLine({ selection: split }, allowing, online);
    expect(result.ok ? undefined : result.problem.reason).toBe('Not Found');
  });

  it('is unavailable when its pizza size is gone or pizzas are off', () => {
    const noLarge = menuCatalogue(menuItems, ZPizzaSettings.parse({ sizes: [{ id: 'S', name: 'Small' }] }));
    const result = priceLine({ selection: deal() }, noLarge, online);
    expect(result.ok ? undefined : result.problem).toEqual({
      reason: 'Unavailable',
      message: 'Family Deal is not available right now',
    });
  });
});

describe('custom items and staff adjustments', () => {
  const custom = select({ type: 'custom', specId: 'open', name: 'Birthday cake', price: 4500, quantity: 2 });

  it('sells a custom item at the price the cashier entered, at the POS only', () => {
    const result = price(custom, pos);
    expect(result.ok && result.value.summary.name).toBe('Birthday cake');
    expect(result.ok && result.value.total).toBe(9000);
    expect(problemOf(custom)).toEqual({
      reason: 'Unavailable',
      message: 'Open item can only be sold at the counter',
    });
  });

  it('applies line adjustments once per line: price × quantity + extras − discount', () => {
    const result = price(custom, pos, {
      discountForItem: 1000,
      extraChargeForItem: 200,
      extraChargeForComments: 50,
    });
    expect(result.ok && result.value.total).toBe(9000 + 200 + 50 - 1000);
    expect(result.ok && result.value.isDiscounted).toBe(true);
    expect(result.ok && lineTotal(result.value.summary)).toBe(8250);
  });

  it('caps a line discount at the line so it never goes negative', () => {
    const result = price(custom, pos, { discountForItem: 999_999 });
    expect(result.ok && result.value.total).toBe(0);
    expect(result.ok && result.value.summary.discountForItem).toBe(9000);
  });

  it('refuses price changes from customers, and amounts that are not whole cents', () => {
    const burgerLine = burgerWith({ sauce: { bbq: 1 } });
    expect(problemOf(burgerLine, online, { discountForItem: 100 })).toEqual({
      reason: 'Invalid Selection',
      message: 'Only staff at the counter can change the price of Burger',
    });
    expect(problemOf(burgerLine, pos, { extraChargeForItem: -5 }).reason).toBe('Invalid Selection');
    expect(problemOf(burgerLine, pos, { extraChargeForComments: 0.5 }).reason).toBe('Invalid Selection');
    expect(price(burgerLine, online, { discountForItem: 0 }).ok).toBe(true);
  });

  it('line totals are never negative and follow the formula', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (unit, quantity, extraChargeForItem, extraChargeForComments, discountForItem) => {
          const selection = select({ type: 'custom', specId: 'open', name: 'Thing', price: unit, quantity });
          const result = price(selection, pos, {
            discountForItem,
            extraChargeForItem,
            extraChargeForComments,
          });
          if (!result.ok) throw new Error(result.problem.message);
          const gross = unit * quantity + extraChargeForItem + extraChargeForComments;
          expect(result.value.total).toBe(Math.max(0, gross - discountForItem));
          expect(lineTotal(result.value.summary)).toBe(result.value.total);
        },
      ),
    );
  });
});

describe('priceCart', () => {
  it('prices every line and lists every problem with its line', () => {
    const cart = priceCart(
      [
        { selection: burgerWith({ sauce: { bbq: 1 } }, 2) },
        { selection: select({ type: 'basic', specId: 'ghost' }) },
        { selection: select({ type: 'basic', specId: 'water', quantity: 3 }) },
        { selection: burgerWith({}) },
      ],
      catalogue,
      online,
    );
    expect(cart.itemTotal).toBe(2 * 1550 + 3 * 300);
    expect(cart.lines.map((line) => line.specId)).toEqual(['burger', 'water']);
    expect(cart.problems).toEqual([
      {
        lineIndex: 1,
        specId: 'ghost',
        reason: 'Not Found',
        message: 'An item in your cart is no longer on the menu',
      },
      {
        lineIndex: 3,
        specId: 'burger',
        reason: 'Invalid Selection',
        message: 'Burger needs a choice in "Sauce"',
      },
    ]);
    expect(cart.lines[1]?.isGstApplicable).toBe(false);
  });
});

describe('marketplace list prices', () => {
  it('adds the marketplace extra charge to the item or pizza size price', () => {
    expect(marketplaceListPrice(burger, 'delivery')).toBe(1800);
    expect(marketplaceListPrice(burger, 'pickup')).toBe(1700);
    expect(marketplaceListPrice(familyDeal, 'pickup')).toBe(3999);
    expect(marketplaceListPrice(margherita, 'delivery', 'L')).toBe(1800);
    expect(marketplaceListPrice(margherita, 'delivery', 'M')).toBeUndefined();
    expect(marketplaceListPrice(margherita, 'delivery')).toBeUndefined();
    expect(marketplaceListPrice(halfAndHalfLarge, 'delivery')).toBeUndefined();
    expect(marketplaceListPrice(openItem, 'delivery')).toBeUndefined();
  });

  it('maps order sources to ordering systems', () => {
    expect(orderingSystemFor('website')).toBe('online');
    expect(orderingSystemFor('googleFoodOrdering')).toBe('online');
    expect(orderingSystemFor('pos')).toBe('pos');
    expect(orderingSystemFor('uberEats')).toBe('uberEats');
  });
});
