import { describe, expect, it } from 'vitest';
import {
  applyRefundOutcome,
  cardRefundPosition,
  orderPaymentStatusFromPaymentStatus,
  paymentAccountStatusFor,
  paymentStatusAfterRefund,
  refundAmountProblem,
  shouldApplyPayoutUpdate,
  transactionFeeTotals,
  ZPayoutSchedule,
  ZRefundRequest,
} from '../../src';

const ready = {
  chargesEnabled: true,
  payoutsEnabled: true,
  detailsSubmitted: true,
  currentlyDueCount: 0,
  pastDueCount: 0,
};

describe('connected account status', () => {
  it('reads the provider state as a status store admins understand', () => {
    expect(paymentAccountStatusFor(undefined)).toBe('notConnected');
    expect(paymentAccountStatusFor({ ...ready, detailsSubmitted: false, chargesEnabled: false })).toBe(
      'pending',
    );
    expect(paymentAccountStatusFor({ ...ready, currentlyDueCount: 2 })).toBe('verificationRequired');
    expect(paymentAccountStatusFor({ ...ready, payoutsEnabled: false })).toBe('verificationRequired');
    expect(paymentAccountStatusFor({ ...ready, disabledReason: 'requirements.past_due' })).toBe(
      'verificationRequired',
    );
    expect(paymentAccountStatusFor(ready)).toBe('active');
    expect(paymentAccountStatusFor(ready, true)).toBe('archived');
  });

  it('needs the anchor day of weekly and monthly payout schedules', () => {
    expect(ZPayoutSchedule.safeParse({ interval: 'daily' }).success).toBe(true);
    const weekly = ZPayoutSchedule.safeParse({ interval: 'weekly' });
    expect(weekly.error?.issues[0]).toMatchObject({
      path: ['weeklyAnchor'],
      message: 'Choose the weekday of the payout',
    });
    expect(ZPayoutSchedule.safeParse({ interval: 'monthly', monthlyAnchor: 32 }).success).toBe(false);
    expect(ZPayoutSchedule.safeParse({ interval: 'monthly', monthlyAnchor: 15 }).success).toBe(true);
  });

  it('never moves a payout backwards', () => {
    expect(shouldApplyPayoutUpdate(undefined, 'pending')).toBe(true);
    expect(shouldApplyPayoutUpdate('pending', 'paid')).toBe(true);
    expect(shouldApplyPayoutUpdate('paid', 'inTransit')).toBe(false);
    expect(shouldApplyPayoutUpdate('inTransit', 'pending')).toBe(false);
  });
});

describe('refunds', () => {
  it('counts only a captured payment as refundable, less settled and in-flight refunds', () => {
    expect(cardRefundPosition({ grandTotalInCents: 5000, paymentStatus: 'requiresCapture' })).toEqual({
      paidInCents: 0,
      refundedInCents: 0,
      pendingInCents: 0,
      refundableInCents: 0,
    });
    expect(
      cardRefundPosition({
        grandTotalInCents: 5000,
        paymentStatus: 'success',
        refundTotals: { refundedInCents: 1000, pendingInCents: 1500 },
      }).refundableInCents,
    ).toBe(2500);
  });

  it('marks the order refunded only once nothing is left', () => {
    expect(orderPaymentStatusFromPaymentStatus(paymentStatusAfterRefund(5000, 4999))).toBe('PAID');
    expect(orderPaymentStatusFromPaymentStatus(paymentStatusAfterRefund(5000, 5000))).toBe('REFUNDED');
    // A completed refund that fails later makes the order paid again, moving forward only.
    expect(paymentStatusAfterRefund(5000, 3000, 'refundSuccess')).toBe('refundFailure');
    expect(paymentStatusAfterRefund(5000, 3000, 'success')).toBe('success');
  });

  it('moves the totals once per refund outcome, whatever the order of events', () => {
    const totals = { refundedInCents: 1000, pendingInCents: 500 };
    expect(applyRefundOutcome(totals, 'pending', 'succeeded', 500)).toEqual({
      refundedInCents: 1500,
      pendingInCents: 0,
    });
    expect(applyRefundOutcome(totals, 'pending', 'failed', 500)).toEqual({
      refundedInCents: 1000,
      pendingInCents: 0,
    });
    expect(applyRefundOutcome(totals, 'succeeded', 'succeeded', 500)).toBeUndefined();
    expect(applyRefundOutcome(totals, 'failed', 'succeeded', 200)).toEqual({
      refundedInCents: 1200,
      pendingInCents: 500,
    });
    expect(applyRefundOutcome(totals, 'succeeded', 'failed', 200)).toEqual({
      refundedInCents: 800,
      pendingInCents: 500,
    });
  });

  it('explains a bad amount in words', () => {
    expect(refundAmountProblem(undefined, 100)).toBe('Enter the amount to refund.');
    expect(refundAmountProblem(0, 100)).toBe('Enter an amount above zero.');
    expect(refundAmountProblem(101, 100)).toBe('You cannot refund more than is left to refund.');
    expect(refundAmountProblem(10, 0)).toBe('Nothing is left to refund on this order.');
    expect(refundAmountProblem(100, 100)).toBeUndefined();
  });

  it('validates the request with field messages', () => {
    const result = ZRefundRequest.safeParse({ amountInCents: 12.5, refundId: 'x' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amountInCents', 'Refunds are a whole number of cents'],
      ['refundId', 'Refund ids are 8 to 64 letters, digits, "-" or "_"'],
    ]);
  });
});

describe('transaction fee totals', () => {
  it('adds fees and refunds and works out what reaches the store', () => {
    expect(
      transactionFeeTotals([
        {
          orderId: 'a',
          placedIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
          grandTotalInCents: 10_000,
          processorFeeInCents: 205,
          applicationFeeInCents: 100,
          refundedInCents: 0,
        },
        {
          orderId: 'b',
          placedIsoDateTimeUtc: '2026-01-02T00:00:00.000Z',
          grandTotalInCents: 2_000,
          processorFeeInCents: 65,
          applicationFeeInCents: 20,
          refundedInCents: 500,
        },
      ]),
    ).toEqual({
      orderCount: 2,
      grossInCents: 12_000,
      processorFeeInCents: 270,
      applicationFeeInCents: 120,
      refundedInCents: 500,
      netInCents: 11_110,
    });
  });
});
