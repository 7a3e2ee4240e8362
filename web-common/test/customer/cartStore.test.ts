import { catalogueFromPublishedMenu, type PublishedMenu, priceLine } from '@resto/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CartSelection,
  cartStorageKey,
  cartStoreFor,
  repriceCart,
} from '../../../web-customer/src/features/cart/cartStore';
import { storefrontMenu } from './storefrontFixture';

const burgerWithBbq: CartSelection = {
  type: 'basic',
  specId: 'burger',
  quantity: 1,
  comments: '',
  modifiersValue: { sauce: { bbq: 1 } },
};
const margheritaLarge: CartSelection = {
  type: 'pizza',
  specId: 'margherita',
  quantity: 2,
  comments: '',
  sizeId: 'L',
  addToppings: ['olives'],
  removeToppings: [],
};

let storeSeq = 0;
const freshStore = () => {
  storeSeq += 1;
  return { restaurantId: 'r1', storeId: `cart-${storeSeq}` };
};

describe('the cart store', () => {
  beforeEach(() => localStorage.clear());

  it('adds lines, and adds to the quantity of an identical line instead of repeating it', () => {
    const { restaurantId, storeId } = freshStore();
    const cart = cartStoreFor(restaurantId, storeId);
    const first = cart.getState().add(burgerWithBbq, { categoryId: 'c1' });
    const again = cart.getState().add({ ...burgerWithBbq, quantity: 2 });
    cart.getState().add({ ...burgerWithBbq, modifiersValue: { sauce: { tomato: 1 } } });
    expect(again).toBe(first);
    expect(cart.getState().lines.map((line) => line.selection.quantity)).toEqual([3, 1]);
    expect(cart.getState().lines[0]?.categoryId).toBe('c1');
  });

  it('keeps quantities between 1 and 999', () => {
    const { restaurantId, storeId } = freshStore();
    const cart = cartStoreFor(restaurantId, storeId);
    const id = cart.getState().add(burgerWithBbq);
    cart.getState().setQuantity(id, 0);
    expect(cart.getState().lines[0]?.selection.quantity).toBe(1);
    cart.getState().setQuantity(id, 5000);
    expect(cart.getState().lines[0]?.selection.quantity).toBe(999);
  });

  it('puts a removed line back where it was (Undo)', () => {
    const { restaurantId, storeId } = freshStore();
    const cart = cartStoreFor(restaurantId, storeId);
    cart.getState().add(burgerWithBbq);
    const pizza = cart.getState().add(margheritaLarge);
    cart.getState().add({ ...burgerWithBbq, comments: 'no onion' });
    const removed = cart.getState().remove(pizza);
    expect(cart.getState().lines).toHaveLength(2);
    if (!removed) throw new Error('expected the removed line');
    cart.getState().restore(removed);
    expect(cart.getState().lines.map((line) => line.id)[1]).toBe(pizza);
  });

  it('is saved per store, and drops lines it cannot read when loaded back', () => {
    const { restaurantId, storeId } = freshStore();
    const cart = cartStoreFor(restaurantId, storeId);
    cart.getState().add(margheritaLarge);
    cart.getState().setCollectionType('delivery');
    const saved = JSON.parse(localStorage.getItem(cartStorageKey(restaurantId, storeId)) ?? '{}');
    expect(saved.state).toMatchObject({ collectionType: 'delivery', tableId: null });
    expect(saved.state.lines[0].selection).toEqual(margheritaLarge);
    expect(JSON.stringify(saved)).not.toMatch(/price/i);

    const otherStore = `${storeId}-reloaded`;
    saved.state.lines.push(
      { id: 'broken', selection: { type: 'basic' } },
      { id: 'pos', selection: { type: 'custom', specId: 'x', quantity: 1, name: 'Open', price: 1 } },
    );
    localStorage.setItem(cartStorageKey(restaurantId, otherStore), JSON.stringify(saved));
    const reloaded = cartStoreFor(restaurantId, otherStore);
    expect(reloaded.getState().lines.map((line) => line.selection)).toEqual([margheritaLarge]);
    expect(reloaded.getState().collectionType).toBe('delivery');
    expect(cartStoreFor(restaurantId, `${storeId}-empty`).getState().lines).toEqual([]);
  });
});

describe('repriceCart', () => {
  const menu = storefrontMenu();

  function withItem(id: string, change: Record<string, unknown>): PublishedMenu {
    return {
      ...menu,
      categories: menu.categories.map((category) => ({
        ...category,
        items: category.items.map((item) =>
          item.id === id ? ({ ...item, ...change } as typeof item) : item,
        ),
      })),
    };
  }

  it('prices every line with the domain and totals the priced ones', () => {
    const lines = [
      { id: 'a', selection: burgerWithBbq },
      { id: 'b', selection: margheritaLarge },
    ];
    const result = repriceCart(lines, menu, 'pickup');
    expect(result.problems).toEqual([]);
    const totals = result.lines.map((line) => (line.ok ? line.priced.total : Number.NaN));
    expect(totals).toEqual(
      lines.map((line) => {
        const priced = priceLine({ selection: line.selection }, catalogueFromPublishedMenu(menu), {
          source: 'website',
          collectionType: 'pickup',
        });
        return priced.ok ? priced.value.total : Number.NaN;
      }),
    );
    expect(result.itemTotal).toBe(totals.reduce((sum, total) => sum + total, 0));
  });

  it('flags a line whose item sold out with the reason instead of dropping it', () => {
    const lines = [
      { id: 'a', selection: burgerWithBbq },
      { id: 'b', selection: margheritaLarge },
    ];
    const result = repriceCart(lines, withItem('margherita', { soldout: true }), 'pickup');
    expect(result.lines).toHaveLength(2);
    expect(result.lines[1]).toMatchObject({ ok: false, line: { id: 'b' }, problem: { reason: 'Sold Out' } });
    expect(result.problems).toEqual([expect.objectContaining({ lineIndex: 1, reason: 'Sold Out' })]);
    const burger = result.lines[0];
    expect(result.itemTotal).toBe(burger?.ok ? burger.priced.total : -1);
  });

  it('reprices when the collection type changes (items not sold for delivery are flagged)', () => {
    const lines = [{ id: 'a', selection: burgerWithBbq }];
    const menuNoDelivery = withItem('burger', {
      availableFor: { pickup: true, delivery: false, dineIn: true },
    });
    expect(repriceCart(lines, menuNoDelivery, 'pickup').problems).toEqual([]);
    expect(repriceCart(lines, menuNoDelivery, 'delivery').lines[0]).toMatchObject({
      ok: false,
      problem: { reason: 'Unavailable' },
    });
  });
  it("says when the order is larger than the store takes online, in the checkout's words", () => {
    const within = repriceCart([{ id: 'a', selection: { ...burgerWithBbq, quantity: 50 } }], menu, 'pickup');
    expect(within.sizeProblems).toEqual([]);
    const lines = [
      { id: 'a', selection: { ...burgerWithBbq, quantity: 30 } },
      { id: 'b', selection: { ...burgerWithBbq, quantity: 21, modifiersValue: {} } },
    ];
    expect(repriceCart(lines, menu, 'pickup').sizeProblems).toMatchObject([
      {
        code: 'tooManyOfOneItem',
        path: 'lines.0.quantity',
        message: 'Burger: at most 50 of one item per order — call the store for bigger orders',
      },
    ]);
    const strict: PublishedMenu = {
      ...menu,
      settings: { ...menu.settings, orderProcess: { ...menu.settings.orderProcess, maxLinesPerOrder: 1 } },
    };
    const twoLines = [
      { id: 'a', selection: burgerWithBbq },
      { id: 'b', selection: margheritaLarge },
    ];
    expect(repriceCart(twoLines, strict, 'pickup').sizeProblems.map((problem) => problem.message)).toEqual([
      'At most 1 line per order — call the store for bigger orders',
    ]);
  });
});
