import { describe, expect, it } from 'vitest';
import {
  centsFromGoogleMoney,
  checkGoogleCart,
  type GoogleCart,
  googleMoney,
  googleOrderUpdate,
  googleStateDue,
  googleStateMayFollow,
  storeOfGoogleMerchant,
  ZGoogleCart,
} from '../../src';
import { CLOSED_NOW, OPEN_NOW, publishedMenu, store } from '../support/onlineOrderingMenu';

const menu = publishedMenu({ store: { ...store, googleFoodOrderingEnabled: true } });

function cart(lines: { id: string; offerId: string; quantity: number; cents: number }[]): GoogleCart {
  return ZGoogleCart.parse({
    merchant: { id: 'r1/s1' },
    lineItems: lines.map((line) => ({
      id: line.id,
      name: line.offerId,
      quantity: line.quantity,
      offerId: line.offerId,
      price: { type: 'ESTIMATE', amount: googleMoney(line.cents, 'AUD') },
    })),
    extension: { fulfillmentPreference: { fulfillmentInfo: { pickup: {} } } },
  });
}

describe('Google money', () => {
  it('reads units and billionths as cents and back', () => {
    expect(centsFromGoogleMoney({ currencyCode: 'AUD', units: '12', nanos: 500_000_000 })).toBe(1250);
    expect(googleMoney(1250, 'AUD')).toEqual({ currencyCode: 'AUD', units: '12', nanos: 500_000_000 });
    expect(centsFromGoogleMoney(googleMoney(7, 'AUD'))).toBe(7);
  });

  it('names our store in the merchant id and nothing else', () => {
    expect(storeOfGoogleMerchant('r1/s1')).toEqual({ restaurantId: 'r1', storeId: 's1' });
    expect(storeOfGoogleMerchant('r1/s1/extra')).toBeUndefined();
    expect(storeOfGoogleMerchant('../s1')).toBeUndefined();
  });
});

describe('checkGoogleCart', () => {
  it('takes a cart at our prices', () => {
    const check = checkGoogleCart(
      menu,
      cart([{ id: 'a', offerId: 'water', quantity: 2, cents: 600 }]),
      OPEN_NOW,
    );
    expect(check.errors).toEqual([]);
    expect(check.quote.totals.grandTotal).toBe(600);
  });

  it('names a wrong price, an unknown offer and a closed store in Google terms', () => {
    const check = checkGoogleCart(
      menu,
      cart([
        { id: 'a', offerId: 'water', quantity: 2, cents: 500 },
        { id: 'b', offerId: 'lobster', quantity: 1, cents: 9900 },
      ]),
      CLOSED_NOW,
    );
    expect(check.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ error: 'PRICE_CHANGED', id: 'a' }),
        expect.objectContaining({ error: 'NOT_FOUND', id: 'b' }),
        expect.objectContaining({ error: 'CLOSED' }),
      ]),
    );
  });

  it('refuses a store that has not switched Order with Google on', () => {
    const off = publishedMenu();
    const check = checkGoogleCart(
      off,
      cart([{ id: 'a', offerId: 'water', quantity: 1, cents: 300 }]),
      OPEN_NOW,
    );
    expect(check.errors.map((error) => error.error)).toContain('CLOSED');
  });
});

describe('Google order states', () => {
  const order = (code: string, ready?: string) => ({
    id: 'google_1',
    source: 'googleFoodOrdering',
    status: { code },
    google: { googleOrderId: '1', ...(ready ? { readyIsoDateTimeUtc: ready } : {}) },
  });

  it('tells Google each change once, and nothing else', () => {
    expect(googleStateDue(order('new'), order('accepted'))).toBe('CONFIRMED');
    expect(googleStateDue(order('accepted'), order('accepted', '2025-01-01T00:00:00.000Z'))).toBe(
      'READY_FOR_PICKUP',
    );
    expect(googleStateDue(order('accepted', '2025-01-01T00:00:00.000Z'), order('completed'))).toBe(
      'FULFILLED',
    );
    expect(googleStateDue(order('new'), order('rejected'))).toBe('REJECTED');
    expect(googleStateDue(order('accepted'), order('cancelled'))).toBe('CANCELLED');
    expect(googleStateDue(undefined, order('new'))).toBeUndefined();
    expect(googleStateDue(order('accepted'), order('accepted'))).toBeUndefined();
    expect(googleStateDue(order('new'), { ...order('accepted'), source: 'website' })).toBeUndefined();
  });

  it("follows Google's rule for the next state", () => {
    expect(googleStateMayFollow('CREATED', 'CONFIRMED')).toBe(true);
    expect(googleStateMayFollow('FULFILLED', 'CANCELLED')).toBe(false);
    expect(googleStateMayFollow('READY_FOR_PICKUP', 'CONFIRMED')).toBe(false);
  });

  it('says why in a rejection or cancellation', () => {
    const update = googleOrderUpdate(
      { ...order('rejected'), rejectionReason: 'Out of dough', currencyCode: 'AUD' },
      'REJECTED',
      '2025-01-01T00:00:00.000Z',
    );
    expect(update).toMatchObject({
      actionOrderId: 'google_1',
      orderState: { state: 'REJECTED' },
      rejectionInfo: { reason: 'Out of dough' },
    });
  });
});
