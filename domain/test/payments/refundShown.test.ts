import { describe, expect, it } from 'vitest';
import { orderRefundShown, refundWords } from '../../src/payments/refunds';

describe('what every screen says about refunds', () => {
  it('says nothing when nothing was given back', () => {
    const shown = orderRefundShown({ grandTotalInCents: 16865 });
    expect(shown).toEqual({ refundedInCents: 0, pendingInCents: 0, state: 'none' });
    expect(refundWords(shown, 16865, 'AUD')).toBeUndefined();
  });

  it('names a partial refund with what was paid, a full one, and one in progress', () => {
    const partial = orderRefundShown({ grandTotalInCents: 16865, refundTotals: { refundedInCents: 5000 } });
    expect(partial.state).toBe('partial');
    expect(refundWords(partial, 16865, 'AUD')).toBe('Refunded $50.00 of $168.65');
    const full = orderRefundShown({ grandTotalInCents: 16865, refundTotals: { refundedInCents: 16865 } });
    expect(refundWords(full, 16865, 'AUD')).toBe('Refunded in full ($168.65)');
    const pending = orderRefundShown({
      grandTotalInCents: 16865,
      refundTotals: { refundedInCents: 5000, pendingInCents: 2000 },
    });
    expect(refundWords(pending, 16865, 'AUD')).toBe(
      'Refunded $50.00 of $168.65 · Refund of $20.00 in progress',
    );
  });
});
