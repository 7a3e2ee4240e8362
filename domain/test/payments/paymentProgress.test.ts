import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLATFORM_APPLICATION_FEE,
  nextOnlinePayment,
  orderStatusAfterPayment,
  PAYMENT_DECLINE_MESSAGES,
  PAYMENT_DECLINE_REASONS,
  type PaymentStatusCode,
  paymentDeclineMessage,
  paymentDeclineReason,
  platformApplicationFeeInCents,
} from '../../src';
import type { OnlinePayment } from '../../src/orders/websiteOrder';

const payment = (status: PaymentStatusCode, extra: Partial<OnlinePayment> = {}): OnlinePayment => ({
  status,
  paymentIntentId: 'pi_1',
  applicationFee: 35,
  ...extra,
});

describe('nextOnlinePayment', () => {
  it('takes the first report', () => {
    const progress = nextOnlinePayment(undefined, {
      status: 'processing',
      paymentIntentId: 'pi_1',
      applicationFee: 35,
    });
    expect(progress).toEqual({ payment: payment('processing'), changed: true });
  });

  it.each([
    ['processing', 'requiresCapture'],
    ['processing', 'success'],
    ['processing', 'failure'],
    ['processing', 'cancel'],
    ['requiresCapture', 'success'],
    ['requiresCapture', 'cancel'],
    ['failure', 'success'],
    ['failure', 'requiresCapture'],
    ['failure', 'cancel'],
    ['success', 'refundSuccess'],
  ] as const)('moves forward from %s to %s', (from, to) => {
    const progress = nextOnlinePayment(payment(from), { status: to, paymentIntentId: 'pi_1' });
    expect(progress.changed).toBe(true);
    expect(progress.payment.status).toBe(to);
  });

  it.each([
    ['success', 'processing'],
    ['success', 'requiresCapture'],
    ['success', 'failure'],
    ['success', 'cancel'],
    ['requiresCapture', 'processing'],
    ['failure', 'processing'],
    ['cancel', 'success'],
    ['cancel', 'processing'],
    ['cancel', 'failure'],
    ['refundSuccess', 'success'],
  ] as const)('never moves back from %s to %s', (from, to) => {
    const progress = nextOnlinePayment(payment(from), { status: to, paymentIntentId: 'pi_1' });
    expect(progress).toEqual({ payment: payment(from), changed: false, ignoredBecause: 'notForward' });
  });

  it('ignores a duplicate, but takes an id it adds', () => {
    expect(
      nextOnlinePayment(payment('success', { chargeId: 'ch_1' }), {
        status: 'success',
        paymentIntentId: 'pi_1',
      }),
    ).toMatchObject({
      changed: false,
      ignoredBecause: 'duplicate',
    });
    const withCharge = nextOnlinePayment(payment('success'), {
      status: 'success',
      paymentIntentId: 'pi_1',
      chargeId: 'ch_1',
    });
    expect(withCharge).toEqual({ payment: payment('success', { chargeId: 'ch_1' }), changed: true });
  });

  it('ignores reports about another payment intent (an abandoned attempt)', () => {
    const progress = nextOnlinePayment(payment('processing'), {
      status: 'success',
      paymentIntentId: 'pi_old',
    });
    expect(progress).toMatchObject({ changed: false, ignoredBecause: 'otherPaymentIntent' });
  });

  it('whatever the order of a set of reports, the result is the furthest one', () => {
    const reports: PaymentStatusCode[] = ['processing', 'requiresCapture', 'success'];
    const orders = [
      reports,
      [...reports].reverse(),
      ['success', 'processing', 'requiresCapture'] as PaymentStatusCode[],
    ];
    for (const order of orders) {
      let current: OnlinePayment | undefined = payment('processing');
      for (const status of order)
        current = nextOnlinePayment(current, { status, paymentIntentId: 'pi_1' }).payment;
      expect(current?.status).toBe('success');
    }
  });
});

describe('orderStatusAfterPayment', () => {
  it('an order waiting for its payment becomes new once paid or authorised', () => {
    expect(orderStatusAfterPayment('processingPayment', { status: 'success' })).toBe('new');
    expect(orderStatusAfterPayment('processingPayment', { status: 'requiresCapture' })).toBe('new');
  });
  it('anything else stays as it is', () => {
    expect(orderStatusAfterPayment('processingPayment', { status: 'failure' })).toBe('processingPayment');
    expect(orderStatusAfterPayment('processingPayment', undefined)).toBe('processingPayment');
    expect(orderStatusAfterPayment('accepted', { status: 'success' })).toBe('accepted');
    expect(orderStatusAfterPayment('cancelled', { status: 'success' })).toBe('cancelled');
  });
});

describe('payment decline catalogue', () => {
  it.each([
    ['card_declined', 'generic_decline', 'cardDeclined'],
    ['card_declined', 'insufficient_funds', 'insufficientFunds'],
    ['card_declined', 'lost_card', 'lostOrStolenCard'],
    ['card_declined', 'stolen_card', 'lostOrStolenCard'],
    ['expired_card', undefined, 'expiredCard'],
    ['incorrect_cvc', undefined, 'incorrectCvc'],
    ['processing_error', undefined, 'processingError'],
    ['incorrect_number', undefined, 'incorrectNumber'],
    ['authentication_required', undefined, 'authenticationRequired'],
    ['payment_intent_authentication_failure', undefined, 'authenticationRequired'],
    ['rate_limit', undefined, 'rateLimited'],
    ['something_new', undefined, 'generic'],
    [undefined, undefined, 'generic'],
  ] as const)('%s / %s → %s', (code, declineCode, reason) => {
    expect(paymentDeclineReason(code, declineCode)).toBe(reason);
    expect(paymentDeclineMessage(code, declineCode)).toBe(PAYMENT_DECLINE_MESSAGES[reason]);
  });

  it('every reason has customer words, none quoting provider codes', () => {
    for (const reason of PAYMENT_DECLINE_REASONS) {
      expect(PAYMENT_DECLINE_MESSAGES[reason]).toMatch(/^[A-Z].*\.$/);
      expect(PAYMENT_DECLINE_MESSAGES[reason]).not.toMatch(/_/);
    }
  });
});

describe('platformApplicationFeeInCents', () => {
  it('is 1% plus 10 cents by default, rounded half up', () => {
    expect(DEFAULT_PLATFORM_APPLICATION_FEE).toEqual({ basisPoints: 100, fixedCents: 10 });
    expect(platformApplicationFeeInCents(2500)).toBe(35);
    expect(platformApplicationFeeInCents(1050)).toBe(21);
  });
  it('never exceeds the payment and is zero for nothing', () => {
    expect(platformApplicationFeeInCents(5)).toBe(5);
    expect(platformApplicationFeeInCents(0)).toBe(0);
    expect(platformApplicationFeeInCents(-10)).toBe(0);
    expect(platformApplicationFeeInCents(10_000, { basisPoints: 250, fixedCents: 0 })).toBe(250);
  });
});
