import { describe, expect, it } from 'vitest';
import { ZPosOrder } from '../../src';
import { cart, messages, NOW } from '../support/schemaFixtures';

describe('POS orders', () => {
  const posOrder = {
    id: 'p1',
    restaurantId: 'r1',
    storeId: 's1',
    posTerminalId: 't1',
    placedIsoDateTimeUtc: NOW,
    paymentType: 'cash',
    status: { code: 'completed' },
    versions: [{ version: 1, cart, paymentType: 'cash', createdIsoDateTimeUtc: NOW }],
  };

  it('a POS order keeps its versions and payment details', () => {
    const parsed = ZPosOrder.parse({
      ...posOrder,
      tipAmountInCents: 200,
      cardTerminalReferences: [
        { terminalId: 'anz1', transactionReference: 'T1', amountInCents: 3200, result: 'APPROVED' },
      ],
    });
    expect(parsed.refundAmountInCents).toBe(0);
    expect(parsed.splitPayments).toEqual([]);
  });

  it('POS orders: split bills add up, custom payments name their method, refunds stay within the total', () => {
    const split = { ...posOrder, paymentType: 'splitBill', tipAmountInCents: 100 };
    expect(
      ZPosOrder.safeParse({
        ...split,
        splitPayments: [
          { paymentType: 'cash', amountInCents: 1600 },
          { paymentType: 'card', amountInCents: 1500 },
        ],
      }).success,
    ).toBe(true);
    expect(
      messages(
        ZPosOrder.safeParse({ ...split, splitPayments: [{ paymentType: 'cash', amountInCents: 1000 }] }),
      ),
    ).toEqual(['The split payments must add up to the total']);
    expect(messages(ZPosOrder.safeParse({ ...posOrder, paymentType: 'custom' }))).toEqual([
      'Choose the custom payment method',
    ]);
    expect(messages(ZPosOrder.safeParse({ ...posOrder, refundAmountInCents: 3001 }))).toEqual([
      'Cannot refund more than the order total',
    ]);
    expect(
      messages(ZPosOrder.safeParse({ ...posOrder, versions: [{ ...posOrder.versions[0], version: 2 }] })),
    ).toEqual(['Versions must be numbered 1, 2, 3, ...']);
    expect(messages(ZPosOrder.safeParse({ ...posOrder, versions: [] }))).toEqual([
      'An order has at least one version',
    ]);
  });
});
