import { describe, expect, it } from 'vitest';
import {
  applyCourierNotification,
  type CourierNotification,
  courierDeliveryStatusOf,
  courierExternalId,
  courierFailureAdvice,
  isCourierQuoteUsable,
  type OrderCourierDelivery,
  parseCourierExternalId,
  priceOnlineOrder,
  ZDeliverySettings,
} from '../../src';
import { BONDI_ADDRESS, menuInput, OPEN_NOW, publishedMenu, request } from '../support/onlineOrderingMenu';

const booked: OrderCourierDelivery = {
  bookingState: 'booked',
  attempt: 1,
  idempotencyKey: 'order-1-courier-1',
  deliveryId: 'del_1',
  providerStatus: 'pending',
  status: 'SCHEDULED',
  courierImminent: false,
  statusIsoDateTimeUtc: '2025-03-03T01:00:00.000Z',
  updatedIsoDateTimeUtc: '2025-03-03T01:00:00.000Z',
};

function notification(overrides: Partial<CourierNotification>): CourierNotification {
  return {
    kind: 'event.delivery_status',
    eventId: 'evt_1',
    deliveryId: 'del_1',
    createdIsoDateTimeUtc: '2025-03-03T01:01:00.000Z',
    status: 'pickup',
    courierImminent: false,
    courier: { name: 'Robo', location: { lat: -33.89, lng: 151.27 } },
    ...overrides,
  };
}

const NOW = '2025-03-03T01:05:00.000Z';

describe('courier notifications', () => {
  it('move the delivery forward with the courier and its position', () => {
    const next = applyCourierNotification(booked, notification({}), NOW);
    expect(next).toMatchObject({
      providerStatus: 'pickup',
      status: 'EN_ROUTE_TO_PICKUP',
      courier: {
        name: 'Robo',
        location: { lat: -33.89, lng: 151.27 },
        locationIsoDateTimeUtc: '2025-03-03T01:01:00.000Z',
      },
      updatedIsoDateTimeUtc: NOW,
    });
  });

  it('leave the delivery as it is when replayed or out of order', () => {
    const atPickup = applyCourierNotification(booked, notification({}), NOW) as OrderCourierDelivery;
    const pickedUp = applyCourierNotification(
      atPickup,
      notification({ status: 'pickup_complete', createdIsoDateTimeUtc: '2025-03-03T01:03:00.000Z' }),
      NOW,
    ) as OrderCourierDelivery;
    // The same notification again, and the older one arriving late: nothing changes.
    expect(
      applyCourierNotification(
        pickedUp,
        notification({ status: 'pickup_complete', createdIsoDateTimeUtc: '2025-03-03T01:03:00.000Z' }),
        NOW,
      ),
    ).toBeNull();
    expect(applyCourierNotification(pickedUp, notification({}), NOW)).toBeNull();
    // A courier position older than the one shown is not applied either.
    expect(
      applyCourierNotification(
        pickedUp,
        notification({ kind: 'event.courier_update', createdIsoDateTimeUtc: '2025-03-03T01:02:00.000Z' }),
        NOW,
      ),
    ).toBeNull();
  });

  it('ignore another delivery of the order and mark a cancelled one', () => {
    expect(applyCourierNotification(booked, notification({ deliveryId: 'del_old' }), NOW)).toBeNull();
    const cancelled = applyCourierNotification(
      booked,
      notification({ status: 'canceled', courier: undefined }),
      NOW,
    );
    expect(cancelled).toMatchObject({ bookingState: 'cancelled', status: 'FAILED' });
  });

  it('sets courier_imminent within a status once', () => {
    const atPickup = applyCourierNotification(booked, notification({}), NOW) as OrderCourierDelivery;
    const near = applyCourierNotification(
      atPickup,
      notification({
        courierImminent: true,
        createdIsoDateTimeUtc: '2025-03-03T01:02:00.000Z',
        courier: undefined,
      }),
      NOW,
    );
    expect(near).toMatchObject({ status: 'ARRIVED_AT_PICKUP', courierImminent: true });
  });

  it('read as the spec courier delivery statuses', () => {
    expect(courierDeliveryStatusOf('pending', false)).toBe('SCHEDULED');
    expect(courierDeliveryStatusOf('dropoff', true)).toBe('ARRIVED_AT_DROPOFF');
    expect(courierDeliveryStatusOf('delivered', false)).toBe('COMPLETED');
    expect(courierDeliveryStatusOf('returned', false)).toBe('FAILED');
  });
});

describe('courier quotes and bookings', () => {
  it('are usable until a minute before they expire', () => {
    expect(isCourierQuoteUsable({ expiresIsoDateTimeUtc: '2025-03-03T01:10:00.000Z' }, OPEN_NOW)).toBe(true);
    expect(isCourierQuoteUsable({ expiresIsoDateTimeUtc: '2025-03-03T01:00:30.000Z' }, OPEN_NOW)).toBe(false);
  });

  it('lead back to the order through the external id, which only carries ids', () => {
    expect(parseCourierExternalId(courierExternalId('r1', 's1', 'order-1'))).toEqual({
      restaurantId: 'r1',
      storeId: 's1',
      orderId: 'order-1',
    });
    expect(parseCourierExternalId('r1/s1')).toBeUndefined();
    expect(parseCourierExternalId('r1/../s1/o')).toBeUndefined();
  });

  it('tell staff what to do when booking fails', () => {
    expect(courierFailureAdvice('couriers_busy').whatToDo).toMatch(/Book again in a few minutes/);
    expect(courierFailureAdvice('address_undeliverable').whatToDo).toMatch(/own driver/);
  });
});

describe('pricing a courier delivery', () => {
  const courierMenu = (passOn: boolean) => {
    const input = menuInput();
    const delivery = ZDeliverySettings.parse({ ...input.settings?.delivery, provider: 'courierService' });
    return publishedMenu({
      settings: {
        ...input.settings,
        delivery: {
          ...delivery,
          areas: (input.settings?.delivery?.areas ?? []).map((area) => ({
            ...area,
            shouldApplyThirdPartyDeliveryFee: passOn,
          })),
        },
      },
    } as never);
  };
  // The burger is $20.50, the area's minimum $20.00.
  const withBurger = request({ collectionType: 'delivery', deliveryAddress: BONDI_ADDRESS });

  it("adds the courier's fee to the store's charge where the area passes it on", () => {
    const quote = priceOnlineOrder(courierMenu(true), withBurger, OPEN_NOW, {}, { fee: 745 });
    expect(quote.delivery).toMatchObject({ deliveryCharge: 500 + 745, courierFee: 745 });
    const kept = priceOnlineOrder(courierMenu(false), withBurger, OPEN_NOW, {}, { fee: 745 });
    expect(kept.delivery?.deliveryCharge).toBe(500);
  });

  it('needs a quote, and refuses one that ran out as a change to show the customer', () => {
    const missing = priceOnlineOrder(courierMenu(true), withBurger, OPEN_NOW, {}, { missing: true });
    expect(missing.problems.map((problem) => [problem.code, problem.kind])).toContainEqual([
      'courierQuoteNeeded',
      'invalid',
    ]);
    const expired = priceOnlineOrder(courierMenu(true), withBurger, OPEN_NOW, {}, { expired: true });
    expect(expired.problems.map((problem) => [problem.code, problem.kind])).toContainEqual([
      'courierQuoteExpired',
      'changed',
    ]);
  });
});
