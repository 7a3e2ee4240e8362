import { deliveryZoneChoices, NO_COORDINATES, priceOnlineOrder } from '@resto/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  burgerLine,
  CLOSED_NOW,
  OPEN_NOW,
  publishedMenu,
  TUESDAY_OPENING,
} from '../../../domain/test/support/onlineOrderingMenu';
import {
  addressProblems,
  attemptFingerprint,
  type CheckoutDraft,
  customerProblems,
  deliveryAddressOf,
  EMPTY_ADDRESS,
  emptyCheckoutDraft,
  mobileE164,
  mobileHelper,
  placeOrderRequest,
  type RequestContext,
} from '../../../web-customer/src/features/checkout/checkoutDraft';
import {
  forgetPendingOrder,
  orderIdForAttempt,
  pendingOrderId,
} from '../../../web-customer/src/features/checkout/checkoutStorage';
import { refusalFrom } from '../../../web-customer/src/features/checkout/placeOrderClient';
import { timeChoices, validRequestedTime } from '../../../web-customer/src/features/checkout/timeChoices';

const AU = { code: 'AU' as const, name: 'Australia' };
const menu = publishedMenu();
const zones = deliveryZoneChoices(menu.settings.delivery);
const bondi = zones.find((zone) => zone.kind === 'area');

function draft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    ...emptyCheckoutDraft({ name: 'Sam Diner', mobile: '0412 345 678', email: 'sam@example.com' }),
    paymentType: 'inStore',
    ...overrides,
  };
}

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    orderId: 'order-0001',
    lines: [burgerLine],
    collectionType: 'pickup',
    tableId: null,
    expectedTotalInCents: 2050,
    zone: undefined,
    country: AU,
    ...overrides,
  };
}

describe('customer details', () => {
  it('reads an Australian mobile as typed into E.164 and says how it will be used', () => {
    expect(mobileE164('0412 345 678', 'AU')).toBe('+61412345678');
    expect(mobileE164('+61 412 345 678', 'AU')).toBe('+61412345678');
    expect(mobileE164('12', 'AU')).toBeNull();
    expect(mobileHelper('0412345678', 'AU')).toContain('+61412345678');
    expect(mobileHelper('', 'AU')).toBe('For example 0412 345 678.');
  });

  it('explains every missing or invalid field in words', () => {
    expect(customerProblems({ name: '', mobile: '', email: '', marketingConsent: true }, 'AU')).toEqual({
      name: 'Enter your name.',
      mobile: 'Enter your mobile number.',
      email: 'Enter your email address for the receipt.',
    });
    const problems = customerProblems(
      { name: 'Sam', mobile: '04', email: 'sam@', marketingConsent: true },
      'AU',
    );
    expect(problems.mobile).toMatch(/like 0412 345 678/);
    expect(problems.email).toMatch(/valid email address/);
    expect(customerProblems(draft().customer, 'AU')).toEqual({});
  });
});

describe('delivery address', () => {
  it('needs a street, a suburb and a zone (or a shared location), and keeps dropoff notes to 300 characters', () => {
    expect(Object.keys(addressProblems(EMPTY_ADDRESS)).sort()).toEqual(['street', 'suburb', 'zoneKey']);
    const typed = { ...EMPTY_ADDRESS, street: '10 Hall St', suburb: 'Bondi Beach', zoneKey: 'area:bondi' };
    expect(addressProblems(typed)).toEqual({});
    expect(addressProblems({ ...typed, dropoffNotes: 'x'.repeat(301) }).dropoffNotes).toMatch(/300/);
    expect(
      addressProblems({ ...typed, zoneKey: '', location: { latitude: '-33.89', longitude: '151.27' } }),
    ).toEqual({});
  });

  it('takes coordinates from a shared location first, then the picked area, and prices delivery like the server', () => {
    const typed = {
      ...EMPTY_ADDRESS,
      street: '10 Hall St',
      suburb: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
    };
    const picked = deliveryAddressOf({ ...typed, zoneKey: bondi?.key ?? '' }, bondi, AU);
    expect(picked.formattedAddress).toBe('10 Hall St, Bondi Beach NSW 2026');
    const located = deliveryAddressOf(
      { ...typed, location: { latitude: '-33.95', longitude: '151.0' } },
      bondi,
      AU,
    );
    expect(located.geoPoint).toEqual({ latitude: '-33.95', longitude: '151.0' });
    expect(deliveryAddressOf(typed, undefined, AU).geoPoint).toEqual(NO_COORDINATES);

    const quote = (deliveryAddress: typeof picked) =>
      priceOnlineOrder(
        menu,
        { collectionType: 'delivery', requestedTime: { type: 'asap' }, lines: [burgerLine], deliveryAddress },
        OPEN_NOW,
      );
    expect(quote(picked).totals.deliveryCharge).toBe(500);
    expect(quote(located).problems.map((problem) => problem.code)).toContain('outsideDeliveryArea');
  });
});

describe('the place-order request', () => {
  it('sends the mobile in E.164, the address only for delivery and the table only for dine-in', () => {
    const pickup = placeOrderRequest(draft(), context());
    expect(pickup.customer.mobile).toBe('+61412345678');
    expect(pickup.deliveryAddress).toBeUndefined();
    expect(pickup.tableId).toBeUndefined();
    // Never ticked for the customer: the box starts empty.
    expect(pickup.customer.marketingConsent).toBe(false);

    const dineIn = placeOrderRequest(draft(), context({ collectionType: 'dineIn', tableId: '12' }));
    expect(dineIn.tableId).toBe('12');

    const delivery = placeOrderRequest(
      draft({ address: { ...EMPTY_ADDRESS, street: '1 A St', suburb: 'Bondi', zoneKey: bondi?.key ?? '' } }),
      context({ collectionType: 'delivery', zone: bondi }),
    );
    expect(delivery.deliveryAddress?.geoPoint).toEqual(bondi?.kind === 'area' ? bondi.geoPoint : undefined);
  });

  it('sends a shared location beside the address, for the server to check, never as the priced point', () => {
    const location = { latitude: '-33.8921', longitude: '151.2761' };
    const shared = placeOrderRequest(
      draft({ address: { ...EMPTY_ADDRESS, street: '10 Hall St', suburb: 'Bondi Beach', location } }),
      context({ collectionType: 'delivery' }),
    );
    expect(shared.sharedLocation).toEqual(location);
    const picked = placeOrderRequest(
      draft({
        address: { ...EMPTY_ADDRESS, street: '10 Hall St', suburb: 'Bondi Beach', zoneKey: bondi?.key ?? '' },
      }),
      context({ collectionType: 'delivery', zone: bondi }),
    );
    expect(picked.sharedLocation).toBeUndefined();
    expect(placeOrderRequest(draft(), context()).sharedLocation).toBeUndefined();
  });

  it('sends the card only when paying by card', () => {
    const card = { paymentMethodId: 'pm_123' };
    expect(placeOrderRequest(draft(), context({ card })).card).toBeUndefined();
    expect(placeOrderRequest(draft({ paymentType: 'stripe' }), context({ card })).card).toEqual(card);
  });

  it('is the same attempt whatever the order id and card, and a new one when the order changes', () => {
    const base = placeOrderRequest(
      draft({ paymentType: 'stripe' }),
      context({ card: { paymentMethodId: 'pm_1' } }),
    );
    const retry = placeOrderRequest(
      draft({ paymentType: 'stripe' }),
      context({ orderId: 'order-0002', card: { paymentMethodId: 'pm_2' } }),
    );
    expect(attemptFingerprint(retry)).toBe(attemptFingerprint(base));
    const changed = placeOrderRequest(draft({ paymentType: 'stripe', comments: 'extra napkins' }), context());
    expect(attemptFingerprint(changed)).not.toBe(attemptFingerprint(base));
  });
});

describe('order id of an attempt', () => {
  afterEach(() => sessionStorage.clear());

  it('re-sends the same id for the same attempt (double click, refresh) and a new id for a changed order', () => {
    const first = orderIdForAttempt('r1', 's1', 'attempt-a');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(orderIdForAttempt('r1', 's1', 'attempt-a')).toBe(first);
    expect(pendingOrderId('r1', 's1')).toBe(first);
    const second = orderIdForAttempt('r1', 's1', 'attempt-b');
    expect(second).not.toBe(first);
    expect(orderIdForAttempt('r1', 's2', 'attempt-b')).not.toBe(second);
    forgetPendingOrder('r1', 's1');
    expect(orderIdForAttempt('r1', 's1', 'attempt-b')).not.toBe(second);
  });
});

describe('when the order is wanted', () => {
  it('offers ASAP while open, with slots every 15 minutes after the prep time', () => {
    const choices = timeChoices(menu, 'pickup', OPEN_NOW);
    expect(choices.asap).toEqual({ available: true, readyText: '12:30 PM' });
    const today = choices.dates[0];
    expect(today?.label).toBe('Today');
    const slots = choices.slotsFor(today?.date ?? '');
    expect(slots[0]?.timeOfDay).toBe('12:30 PM');
    expect(slots[1]?.timeOfDay).toBe('12:45 PM');
    expect(validRequestedTime({ type: 'asap' }, choices)).toEqual({ type: 'asap' });
  });

  it('when closed, says when it opens and falls back to the first scheduled slot', () => {
    const choices = timeChoices(menu, 'pickup', CLOSED_NOW);
    expect(choices.asap).toEqual({ available: false, nextOpeningText: 'tomorrow at 10:00 AM' });
    expect(choices.dates[0]?.label).toBe('Tomorrow');
    // Prep time counts from now, so the first slot is the opening itself.
    expect(validRequestedTime({ type: 'asap' }, choices)).toEqual({
      type: 'slot',
      isoDateTimeUtc: TUESDAY_OPENING,
    });
  });
});

describe('refusals from the API', () => {
  it('reads what changed (409) with the totals the server would charge, without repeating a problem', () => {
    const refusal = refusalFrom(
      409,
      JSON.stringify({
        title: 'Your order has changed',
        message: 'Chips is sold out.',
        issues: [{ path: 'lines.1', message: 'Chips is sold out' }],
        problems: [{ code: 'itemSoldOut', path: 'lines.1', message: 'Chips is sold out' }],
        totals: { grandTotal: 1500 },
      }),
    );
    expect(refusal.status).toBe(409);
    expect(refusal.title).toBe('Your order has changed');
    // One item per problem, with its code (the checkout re-asks an expired courier price by it).
    expect(refusal.items).toEqual([{ code: 'itemSoldOut', path: 'lines.1', message: 'Chips is sold out' }]);
    expect(refusal.totals?.grandTotal).toBe(1500);
  });

  it('keeps a 400 readable when the body is not the API JSON', () => {
    const refusal = refusalFrom(400, '<html>oops</html>');
    expect(refusal.items).toEqual([]);
    expect(refusal.message).toBe('Some of the information sent was not valid.');
  });
});
