import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  defaultStoreTimings,
  onlineOrderingBlockers,
  priceOnlineOrder,
  type ReadinessFacts,
  storeReadiness,
  ZStore,
} from '../../src';
import { menuInput, OPEN_NOW, publishedMenu, request, store } from '../support/onlineOrderingMenu';

const closedTimings = () => {
  const timings = defaultStoreTimings();
  for (const day of Object.values(timings))
    for (const sessions of Object.values(day)) sessions.firstSession.available = false;
  return timings;
};

const noPayments = {
  pickup: { ...DEFAULT_PAYMENT_SETTINGS.pickup, stripe: false, inStore: false },
  delivery: { ...DEFAULT_PAYMENT_SETTINGS.delivery, stripe: false, cashOnDelivery: false },
  dineIn: { ...DEFAULT_PAYMENT_SETTINGS.dineIn, stripe: false, inStore: false },
};

function facts(overrides: Partial<ReadinessFacts> = {}): ReadinessFacts {
  return {
    menu: publishedMenu(),
    tradingHoursSaved: true,
    cardPaymentsReady: true,
    kitchenDisplayAddOn: true,
    pairedKitchenDisplays: 1,
    ...overrides,
  };
}

describe('online ordering blockers', () => {
  it('none for a store with details, a menu, times and a way to pay', () => {
    expect(onlineOrderingBlockers(publishedMenu())).toEqual([]);
  });

  it('name each thing an order needs that is missing', () => {
    const bare = publishedMenu({
      items: [],
      store: ZStore.parse({ ...store, collectionSettings: {} }),
    });
    expect(onlineOrderingBlockers(bare)).toEqual(['orderTypes', 'menu']);
    expect(
      onlineOrderingBlockers(
        publishedMenu({
          settings: { ...menuInput().settings, timings: closedTimings(), payments: noPayments },
        }),
      ),
    ).toEqual(['orderingTimes', 'payments']);
  });

  it('make the shared quote refuse the order, so the server does too', () => {
    const quote = priceOnlineOrder(publishedMenu({ items: [] }), request(), OPEN_NOW);
    expect(quote.problems).toContainEqual(
      expect.objectContaining({ code: 'storeNotReady', message: 'Bondi is not taking online orders yet' }),
    );
    const ready = priceOnlineOrder(publishedMenu(), request(), OPEN_NOW);
    expect(ready.problems.map((problem) => problem.code)).not.toContain('storeNotReady');
  });
});

describe('getting-started checklist', () => {
  it('is all done for a ready store', () => {
    const readiness = storeReadiness(facts());
    expect(readiness.canTakeOrders).toBe(true);
    expect(readiness.steps.map((step) => [step.id, step.done])).toEqual([
      ['details', true],
      ['hours', true],
      ['menu', true],
      ['payments', true],
      ['delivery', true],
      ['kitchenDisplay', true],
    ]);
  });

  it('a new store: no menu blocks orders; hours, cards and kitchen screen are still to do', () => {
    const readiness = storeReadiness(
      facts({
        menu: publishedMenu({ items: [] }),
        tradingHoursSaved: false,
        cardPaymentsReady: false,
        kitchenDisplayAddOn: false,
        pairedKitchenDisplays: 0,
      }),
    );
    expect(readiness.canTakeOrders).toBe(false);
    expect(readiness.blockers).toEqual(['menu']);
    const byId = Object.fromEntries(readiness.steps.map((step) => [step.id, step]));
    expect(byId.menu).toMatchObject({ done: false, required: true, fixPath: 'menu' });
    expect(byId.hours).toMatchObject({
      done: false,
      required: false,
      fixPath: 'settings/store-trading-hours',
    });
    expect(byId.hours?.detail).toMatch(/standard hours/);
    expect(byId.payments).toMatchObject({ done: false, required: false });
    expect(byId.payments?.detail).toMatch(/only pay in store/);
    expect(byId.kitchenDisplay?.detail).toMatch(/Optional/);
  });

  it('card checkout as the only way to pay needs a connected account', () => {
    const cardOnly = {
      pickup: { ...noPayments.pickup, stripe: true },
      delivery: { ...noPayments.delivery, stripe: true },
      dineIn: { ...noPayments.dineIn, stripe: true },
    };
    const menu = publishedMenu({ settings: { ...menuInput().settings, payments: cardOnly } });
    expect(storeReadiness(facts({ menu, cardPaymentsReady: false })).blockers).toEqual(['payments']);
    expect(storeReadiness(facts({ menu, cardPaymentsReady: true })).canTakeOrders).toBe(true);
  });

  it('delivery switched on without areas is flagged, off is fine', () => {
    const settings = menuInput().settings;
    const menu = publishedMenu({
      settings: { ...settings, delivery: { minOrderValue: 0, suburbs: [], areas: [] } },
    });
    const step = storeReadiness(facts({ menu })).steps.find((entry) => entry.id === 'delivery');
    expect(step).toMatchObject({ done: false, required: false });
    const noDelivery = publishedMenu({
      store: ZStore.parse({ ...store, collectionSettings: { pickup: { available: true } } }),
      settings: { ...settings, delivery: { minOrderValue: 0, suburbs: [], areas: [] } },
    });
    expect(
      storeReadiness(facts({ menu: noDelivery })).steps.find((entry) => entry.id === 'delivery'),
    ).toMatchObject({
      done: true,
    });
  });

  it('before the first publish, the menu is what is missing', () => {
    expect(storeReadiness(facts({ menu: undefined })).blockers).toEqual(['menu']);
  });
});
