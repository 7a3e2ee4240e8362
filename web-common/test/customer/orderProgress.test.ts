import { describe, expect, it } from 'vitest';
import {
  deliveryStageOf,
  orderProgress,
  paymentStatusText,
} from '../../../web-customer/src/features/orders/orderProgress';

describe("the customer's order status in words", () => {
  const base = { collectionType: 'pickup', hasCompleteStatus: true } as const;

  it('does not promise a refund for an order that was never charged', () => {
    const rejected = orderProgress({ ...base, status: 'rejected', reason: 'Out of dough' });
    expect(rejected).toMatchObject({ kind: 'stopped', headline: 'The store could not take your order' });
    expect(rejected.detail).toBe('Reason: Out of dough. You have not been charged.');
    expect(rejected.detail).not.toContain('refund');
  });

  it('says a charged card is refunded, and when the money arrives', () => {
    const cancelled = orderProgress({ ...base, status: 'cancelled', cardCharged: true });
    expect(cancelled.detail).toBe(
      'Your card payment is refunded in full; it reaches your card in 5-10 business days.',
    );
  });

  it('says a pay-in-store order is paid once staff recorded how, and not before', () => {
    expect(paymentStatusText('inStore', undefined)).toEqual({
      text: 'Pay in store · not paid yet',
      tone: 'default',
    });
    expect(
      paymentStatusText('inStore', undefined, { method: 'custom', customPaymentName: 'Gift card' }),
    ).toEqual({
      text: 'Paid at the store · Gift card',
      tone: 'success',
    });
  });

  it('follows a delivery past the kitchen: on its way, then delivered, from the courier or the store', () => {
    const delivery = { collectionType: 'delivery', hasCompleteStatus: true, status: 'accepted' } as const;
    expect(orderProgress(delivery).detail).toContain('The kitchen is preparing your order');
    const riding = deliveryStageOf({ courierDelivery: { providerStatus: 'dropoff' } });
    expect(orderProgress({ ...delivery, deliveryStage: riding })).toMatchObject({
      headline: 'On its way',
      activeStep: 2,
    });
    const arrived = deliveryStageOf({ courierDelivery: { providerStatus: 'delivered' } });
    expect(orderProgress({ ...delivery, deliveryStage: arrived })).toMatchObject({
      headline: 'Delivered. Enjoy your meal!',
      activeStep: 3,
    });
    expect(deliveryStageOf({ courierDelivery: { providerStatus: 'pickup' } })).toBeUndefined();
    expect(deliveryStageOf({ localDelivery: { status: 'OUT_FOR_DELIVERY' } })).toBe('onTheWay');
    expect(deliveryStageOf({ localDelivery: { status: 'COMPLETED' } })).toBe('delivered');
    const failed = deliveryStageOf({ localDelivery: { status: 'FAILED' } });
    expect(orderProgress({ ...delivery, deliveryStage: failed }).headline).toBe(
      'We could not deliver your order',
    );
    // A pickup order is never worded as a delivery, whatever a stray field says.
    expect(orderProgress({ ...delivery, collectionType: 'pickup', deliveryStage: arrived }).headline).toBe(
      'Accepted',
    );
  });
});
