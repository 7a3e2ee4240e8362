import { describe, expect, it } from 'vitest';
import {
  type CardTerminalPaymentAttempt,
  cardPaymentIdOf,
  cardPaymentStateOf,
  chargeStepOf,
  ZCardTerminalPurchaseRequest,
  ZPairPinPadRequest,
} from '../../src';

const attempt = (
  posReference: string,
  result?: CardTerminalPaymentAttempt['result'],
): CardTerminalPaymentAttempt => ({
  attemptId: `a-${posReference}`,
  posReference,
  amountInCents: 1250,
  startedIsoDateTimeUtc: '2026-11-27T01:00:00.000Z',
  ...(result ? { result } : {}),
});

describe('card terminal payments', () => {
  it('shows the state the till and admin read from the attempts', () => {
    expect(cardPaymentStateOf([])).toBe('waiting');
    expect(cardPaymentStateOf([attempt('p1')])).toBe('waiting');
    expect(cardPaymentStateOf([attempt('p1', 'DECLINED')])).toBe('declined');
    expect(cardPaymentStateOf([attempt('p1', 'CANCELLED')])).toBe('cancelled');
    expect(cardPaymentStateOf([attempt('p1', 'SYSTEM ERROR')])).toBe('failed');
    expect(cardPaymentStateOf([attempt('p1', 'UNKNOWN')])).toBe('unknown');
    // An approved attempt wins whatever came after it: the sale is paid.
    expect(cardPaymentStateOf([attempt('p1', 'APPROVED'), attempt('p2', 'DECLINED')])).toBe('approved');
  });

  it('never charges again while an attempt may have charged the card', () => {
    expect(chargeStepOf([attempt('p1', 'DECLINED')])).toEqual({ step: 'charge' });
    expect(chargeStepOf([attempt('p1')])).toEqual({ step: 'askLastTransaction', posReference: 'p1' });
    expect(chargeStepOf([attempt('p1', 'UNKNOWN')], { posReference: 'p1', result: 'APPROVED' })).toEqual({
      step: 'paid',
      posReference: 'p1',
    });
    expect(chargeStepOf([attempt('p1', 'APPROVED')])).toEqual({ step: 'paid', posReference: 'p1' });
  });

  it('keys a refund apart from its sale and bounds the requests', () => {
    expect(cardPaymentIdOf({ posOrderId: 'pos-12345678' })).toBe('pos-12345678');
    expect(cardPaymentIdOf({ posOrderId: 'pos-12345678', refundId: 'r1' })).toBe('refund-r1');
    expect(ZPairPinPadRequest.safeParse({ pairingCode: '12', name: 'x', posTerminalId: 't' }).success).toBe(
      false,
    );
    expect(
      ZCardTerminalPurchaseRequest.safeParse({ posOrderId: 'pos-12345678', amountInCents: 0, attemptId: 'a' })
        .success,
    ).toBe(false);
  });
});
