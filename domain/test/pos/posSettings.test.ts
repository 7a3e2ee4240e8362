import { describe, expect, it } from 'vitest';
import {
  effectivePosSettings,
  offlineCardAllowed,
  offlineLimitState,
  readPosTerminalOverrides,
  readStoreSetting,
  ZPosOrderRequest,
  ZPosSettings,
} from '../../src';

const store = readStoreSetting('posSettings', undefined);

describe('POS settings', () => {
  it('has defaults a store that never saved them can run on', () => {
    expect(store).toMatchObject({
      idleLockMinutes: 5,
      tipping: { enabled: false },
      payments: { allCustomPayments: true, paymentTypes: ['cash', 'card', 'moto', 'splitBill', 'payLater'] },
      offline: { maxPendingOrders: 200, maxPendingAgeMinutes: 1440, whenExceeded: 'warn' },
    });
  });

  it('lets a terminal replace whole groups and follow the store in the rest', () => {
    const overrides = readPosTerminalOverrides({
      idleLockMinutes: 0,
      tipping: { enabled: true, percentages: [5] },
    });
    const effective = effectivePosSettings(store, overrides);
    expect(effective.idleLockMinutes).toBe(0);
    expect(effective.tipping).toEqual({ enabled: true, percentages: [5] });
    expect(effective.payments).toBe(store.payments);
    expect(effectivePosSettings(store, undefined)).toEqual(store);
  });

  it('reads a broken overrides field as no overrides', () => {
    expect(readPosTerminalOverrides({ idleLockMinutes: 'soon' })).toEqual({});
  });

  it('refuses a till that offers no way to pay, and tipping without choices', () => {
    const none = ZPosSettings.safeParse({ payments: { paymentTypes: [], allCustomPayments: false } });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]).toMatchObject({ path: ['payments', 'paymentTypes'] });
    const tips = ZPosSettings.safeParse({ tipping: { enabled: true, percentages: [] } });
    expect(tips.error?.issues[0]?.message).toBe('Give at least one tip choice');
  });

  it('says when the unsynced orders pass the count or the age, and whether cards stop', () => {
    const limits = {
      ...store.offline,
      maxPendingOrders: 3,
      maxPendingAgeMinutes: 60,
      whenExceeded: 'cashOnly' as const,
    };
    expect(offlineLimitState(limits, { count: 2, oldestAgeMs: 59 * 60_000 })).toEqual({
      exceeded: false,
      cashOnly: false,
    });
    expect(offlineLimitState(limits, { count: 3, oldestAgeMs: 0 })).toMatchObject({
      exceeded: true,
      cashOnly: true,
      reason: '3 orders are waiting to be sent (the limit is 3).',
    });
    expect(
      offlineLimitState({ ...limits, whenExceeded: 'warn' }, { count: 1, oldestAgeMs: 60 * 60_000 }),
    ).toEqual({
      exceeded: true,
      cashOnly: false,
      reason: 'The oldest unsynced order is older than 1 hour.',
    });
  });

  it('caps offline card payments only when a limit is set', () => {
    expect(offlineCardAllowed({ ...store.offline, offlineCardLimitInCents: 0 }, 1_000_000)).toBe(true);
    expect(offlineCardAllowed({ ...store.offline, offlineCardLimitInCents: 10_000 }, 10_000)).toBe(true);
    expect(offlineCardAllowed({ ...store.offline, offlineCardLimitInCents: 10_000 }, 10_001)).toBe(false);
  });
});

describe('a POS order with a tip', () => {
  const request = {
    employeeId: 'e1',
    placedIsoDateTimeUtc: '2026-11-27T01:00:00.000Z',
    collectionType: 'pickup',
    lines: [{ id: 'l1', selection: { type: 'basic', specId: 'i1', quantity: 1 } }],
    expectedTotalInCents: 1000,
  };
  it('takes a tip on a card payment and refuses one on cash', () => {
    const card = ZPosOrderRequest.safeParse({
      ...request,
      payment: { paymentType: 'card' },
      tipAmountInCents: 150,
    });
    expect(card.error?.issues).toBeUndefined();
    const cash = ZPosOrderRequest.safeParse({
      ...request,
      payment: { paymentType: 'cash' },
      tipAmountInCents: 150,
    });
    expect(cash.error?.issues.map((issue) => issue.message)).toContain('Tips are paid by card');
  });
});
