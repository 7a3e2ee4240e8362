import { describe, expect, it } from 'vitest';
import { cardTerminalResultOf, nextChargeStep } from '../../src';

describe('card terminal results', () => {
  it('maps TIM result codes to the POS results, unknown codes to UNKNOWN', () => {
    expect(cardTerminalResultOf('ok')).toBe('APPROVED');
    expect(cardTerminalResultOf('declined_wrong_pin')).toBe('DECLINED');
    expect(cardTerminalResultOf('cardholder_stop')).toBe('CANCELLED');
    expect(cardTerminalResultOf('api_timeout_terminal')).toBe('UNKNOWN');
    expect(cardTerminalResultOf('tim_connect_fail_payment_host')).toBe('SYSTEM ERROR');
    expect(cardTerminalResultOf('something_new')).toBe('UNKNOWN');
  });
});

describe('never charged twice', () => {
  const attempt = (posReference: string, result?: string) =>
    ({ posReference, amountInCents: 2350, ...(result ? { result } : {}) }) as never;

  it('charges first, and again only after an attempt that certainly did not charge', () => {
    expect(nextChargeStep([])).toEqual({ step: 'charge' });
    expect(nextChargeStep([attempt('a', 'DECLINED')])).toEqual({ step: 'charge' });
    expect(nextChargeStep([attempt('a', 'CANCELLED'), attempt('b', 'APPROVED')])).toEqual({
      step: 'paid',
      posReference: 'b',
    });
  });

  it('after a lost connection asks the terminal before anything else, and an approval there is paid', () => {
    const lost = [attempt('a', 'UNKNOWN')];
    expect(nextChargeStep(lost)).toEqual({ step: 'askLastTransaction', posReference: 'a' });
    expect(nextChargeStep([attempt('a')])).toEqual({ step: 'askLastTransaction', posReference: 'a' });
    // Approved on the terminal after the connection dropped: no second charge.
    expect(nextChargeStep(lost, { posReference: 'a', result: 'APPROVED' })).toEqual({
      step: 'paid',
      posReference: 'a',
    });
    expect(nextChargeStep(lost, { posReference: 'a', result: 'CANCELLED' })).toEqual({ step: 'charge' });
    // The terminal's last transaction is an older sale: this attempt never reached it.
    expect(nextChargeStep(lost, { posReference: 'older-sale', result: 'APPROVED' })).toEqual({
      step: 'charge',
    });
    expect(nextChargeStep(lost, { posReference: 'a', result: 'UNKNOWN' })).toEqual({
      step: 'askLastTransaction',
      posReference: 'a',
    });
  });
});
