import { describe, expect, it } from 'vitest';
import {
  newOrderPushMessage,
  parsePushTopicName,
  pushTopicName,
  unboundedInputs,
  ZPushTopicsChangeRequest,
  ZPushTopicsListRequest,
} from '../../src';

describe('push topics', () => {
  it('names a store’s new-order topic and reads the name back', () => {
    const topic = { kind: 'new-orders' as const, restaurantId: 'demo-pizzeria', storeId: 'marrickville' };
    const name = pushTopicName(topic);
    expect(name).toBe('new-orders.demo-pizzeria.marrickville');
    expect(parsePushTopicName(name as string)).toEqual(topic);
  });

  it('has no topic for ids FCM topic names cannot carry, and reads no foreign names', () => {
    expect(pushTopicName({ kind: 'new-orders', restaurantId: 'a b', storeId: 's' })).toBeUndefined();
    expect(parsePushTopicName('new-orders.r1')).toBeUndefined();
    expect(parsePushTopicName('marketing.r1.s1')).toBeUndefined();
    expect(parsePushTopicName('new-orders.r1.s1.extra')).toBeUndefined();
  });

  it('bounds every request field', () => {
    expect(unboundedInputs(ZPushTopicsListRequest)).toEqual([]);
    expect(unboundedInputs(ZPushTopicsChangeRequest)).toEqual([]);
    expect(
      ZPushTopicsChangeRequest.safeParse({ registrationToken: 'x'.repeat(40), topics: ['new-orders.r.s'] })
        .success,
    ).toBe(true);
    expect(
      ZPushTopicsChangeRequest.safeParse({ registrationToken: 'x'.repeat(40), topics: ['other.r.s'] })
        .success,
    ).toBe(false);
    expect(
      ZPushTopicsChangeRequest.safeParse({ registrationToken: 'a b', topics: ['new-orders.r.s'] }).success,
    ).toBe(false);
  });

  it('says which order, where, how much and, for a scheduled order, when it is due', () => {
    const message = newOrderPushMessage({
      id: 'abc123',
      displayNumber: '47',
      collectionType: 'pickup',
      grandTotalInCents: 2350,
      currency: 'AUD',
      customerName: 'Sam',
      scheduledForIsoDateTimeUtc: '2025-03-01T05:45:00.000Z',
      timezone: 'Australia/Sydney',
      storeName: 'Marrickville',
    });
    expect(message).toEqual({
      title: 'New order #47 · Marrickville',
      body: 'Pickup · $23.50 · Sam · for 4:45 PM',
    });
    const unnumbered = newOrderPushMessage({
      id: 'abc123',
      displayNumberPending: true,
      collectionType: 'delivery',
      grandTotalInCents: 4000,
      currency: 'AUD',
      timezone: 'Australia/Sydney',
      storeName: 'Marrickville',
    });
    expect(unnumbered).toEqual({ title: 'New order · Marrickville', body: 'Delivery · $40.00' });
  });
});
