import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_TYPES, PAYMENT_STATUS_CODES, POS_PAYMENT_TYPES } from '../../src/common/constants';
import {
  arePaymentMethodsCompatibleForEdit,
  extraPaymentDueInCents,
  isOnlineOrderPaid,
  isPosPaymentTypePaid,
  orderPaymentStatusFromCardTerminalResult,
  orderPaymentStatusFromPaymentStatus,
  REFUND_FEE_NOTICE,
  REFUND_TIMING_NOTICE,
  refundableInCents,
  refundKindFor,
} from '../../src/payments/payments';
import { CARD_TERMINAL_RESULTS } from '../../src/status';

describe('online orders counted as paid', () => {
  it('counts card checkout only once the payment succeeded or is authorised for capture', () => {
    const paid = PAYMENT_STATUS_CODES.filter((code) => isOnlineOrderPaid('stripe', code));
    expect(paid).toEqual(['requiresCapture', 'success']);
    expect(isOnlineOrderPaid('stripe')).toBe(false);
  });

  it('never counts in-store, cash on delivery or card on delivery', () => {
    for (const type of ONLINE_PAYMENT_TYPES.filter((type) => type !== 'stripe')) {
      for (const code of PAYMENT_STATUS_CODES) expect(isOnlineOrderPaid(type, code)).toBe(false);
    }
  });
});

describe('POS payment types counted as paid', () => {
  it('counts everything except pay later and card reversal', () => {
    expect(POS_PAYMENT_TYPES.filter((type) => !isPosPaymentTypePaid(type))).toEqual([
      'payLater',
      'cardReversal',
    ]);
  });
});

describe('extra payment on a new POS order version', () => {
  it('collects the rise for cash, card and moto', () => {
    for (const paymentType of ['cash', 'card', 'moto'] as const) {
      expect(extraPaymentDueInCents({ previousTotalInCents: 2500, newTotalInCents: 3150, paymentType })).toBe(
        650,
      );
    }
  });

  it('collects nothing when the total falls or stays, or for other payment types', () => {
    expect(
      extraPaymentDueInCents({ previousTotalInCents: 2500, newTotalInCents: 2000, paymentType: 'cash' }),
    ).toBe(0);
    expect(
      extraPaymentDueInCents({ previousTotalInCents: 2500, newTotalInCents: 2500, paymentType: 'card' }),
    ).toBe(0);
    for (const paymentType of ['payLater', 'splitBill', 'custom', 'noPaymentRequired'] as const) {
      expect(extraPaymentDueInCents({ previousTotalInCents: 2500, newTotalInCents: 4000, paymentType })).toBe(
        0,
      );
    }
  });

  it('never asks for a negative amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.constantFrom(...POS_PAYMENT_TYPES),
        (previousTotalInCents, newTotalInCents, paymentType) => {
          const due = extraPaymentDueInCents({ previousTotalInCents, newTotalInCents, paymentType });
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(Math.max(0, newTotalInCents - previousTotalInCents));
        },
      ),
    );
  });
});

describe('payment type compatibility when editing', () => {
  const method = (paymentType: (typeof POS_PAYMENT_TYPES)[number], customPaymentId?: string) => ({
    paymentType,
    customPaymentId,
  });

  it('keeps cash with cash only', () => {
    expect(arePaymentMethodsCompatibleForEdit(method('cash'), method('cash'))).toBe(true);
    expect(arePaymentMethodsCompatibleForEdit(method('cash'), method('card'))).toBe(false);
    expect(arePaymentMethodsCompatibleForEdit(method('card'), method('cash'))).toBe(false);
  });

  it('treats card and moto as interchangeable', () => {
    expect(arePaymentMethodsCompatibleForEdit(method('card'), method('moto'))).toBe(true);
    expect(arePaymentMethodsCompatibleForEdit(method('moto'), method('card'))).toBe(true);
    expect(arePaymentMethodsCompatibleForEdit(method('moto'), method('custom', 'voucher'))).toBe(false);
  });

  it('keeps a custom payment with the same custom payment only', () => {
    expect(arePaymentMethodsCompatibleForEdit(method('custom', 'voucher'), method('custom', 'voucher'))).toBe(
      true,
    );
    expect(arePaymentMethodsCompatibleForEdit(method('custom', 'voucher'), method('custom', 'staff'))).toBe(
      false,
    );
    expect(arePaymentMethodsCompatibleForEdit(method('custom'), method('custom'))).toBe(false);
    expect(arePaymentMethodsCompatibleForEdit(method('custom', 'voucher'), method('cash'))).toBe(false);
  });

  it('keeps other types with themselves', () => {
    expect(arePaymentMethodsCompatibleForEdit(method('payLater'), method('payLater'))).toBe(true);
    expect(arePaymentMethodsCompatibleForEdit(method('payLater'), method('cash'))).toBe(false);
  });
});

describe('refunds', () => {
  it('says how long refunds take and that the processor fee stays', () => {
    expect(REFUND_TIMING_NOTICE).toContain('5-10 business days');
    expect(REFUND_FEE_NOTICE).toBe('The payment processor fee is not refunded.');
  });

  it('calls a refund of everything left full and anything less partial', () => {
    expect(refundKindFor({ amountInCents: 5000, paidInCents: 5000 })).toBe('full');
    expect(refundKindFor({ amountInCents: 1000, paidInCents: 5000 })).toBe('partial');
    expect(refundKindFor({ amountInCents: 4000, paidInCents: 5000, alreadyRefundedInCents: 1000 })).toBe(
      'full',
    );
    expect(refundableInCents(5000, 6000)).toBe(0);
  });

  it('refuses refunding nothing, fractions or more than is left', () => {
    expect(() => refundKindFor({ amountInCents: 0, paidInCents: 5000 })).toThrow(/positive/);
    expect(() => refundKindFor({ amountInCents: 10.5, paidInCents: 5000 })).toThrow(/positive/);
    expect(() =>
      refundKindFor({ amountInCents: 4500, paidInCents: 5000, alreadyRefundedInCents: 1000 }),
    ).toThrow(/only 4000 cents/);
  });
});

describe('order payment status', () => {
  it('derives from the card payment status code', () => {
    expect(PAYMENT_STATUS_CODES.map(orderPaymentStatusFromPaymentStatus)).toEqual([
      'PROCESSING_PAYMENT',
      'PAID',
      'PAID',
      'DECLINED',
      'CANCELLED',
      'REFUNDED',
      'PAID',
    ]);
  });

  it('derives from the card terminal result, keeping UNKNOWN as processing', () => {
    expect(CARD_TERMINAL_RESULTS.map(orderPaymentStatusFromCardTerminalResult)).toEqual([
      'PAID',
      'CANCELLED',
      'REFUNDED',
      'DECLINED',
      'SYSTEM_ERROR',
      'NOT_PAID',
      'PROCESSING_PAYMENT',
    ]);
  });

  it('agrees with isOnlineOrderPaid for card checkout', () => {
    for (const code of PAYMENT_STATUS_CODES.filter((code) => code !== 'refundFailure')) {
      expect(orderPaymentStatusFromPaymentStatus(code) === 'PAID').toBe(isOnlineOrderPaid('stripe', code));
    }
  });
});
