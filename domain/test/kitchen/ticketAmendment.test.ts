import { describe, expect, it } from 'vitest';
import { amendKdsTicket, amendmentWords, type KdsTicket, ZKdsTicket } from '../../src';

const created = '2026-11-27T10:00:00.000Z';
const edited = '2026-11-27T10:05:00.000Z';

function ticket(
  items: { lineId: string; name: string; status?: 'PENDING' | 'DONE'; quantity?: number }[],
  fields = {},
): KdsTicket {
  return ZKdsTicket.parse({
    id: 'pos-1',
    restaurantId: 'r1',
    storeId: 's1',
    orderId: 'pos-1',
    orderSource: 'pos',
    displayNumber: '12',
    collectionType: 'dineIn',
    placedIsoDateTimeUtc: created,
    status: 'IN_PROGRESS',
    items: items.map((item) => ({
      quantity: 1,
      ...item,
      ...(item.status === 'DONE' ? { doneIsoDateTimeUtc: created } : {}),
    })),
    createdIsoDateTimeUtc: created,
    updatedIsoDateTimeUtc: created,
    ...fields,
  });
}

describe('amendKdsTicket', () => {
  it('shows the edited order with what changed, keeping the kitchen’s progress on unchanged lines', () => {
    const before = ticket([
      { lineId: 'burger', name: 'Burger', status: 'DONE' },
      { lineId: 'fries', name: 'Fries', status: 'DONE' },
      { lineId: 'pizza', name: 'Margherita' },
    ]);
    const rebuilt = ticket([
      { lineId: 'burger', name: 'Burger' },
      { lineId: 'pizza', name: 'Margherita', quantity: 2 },
      { lineId: 'cola', name: 'Cola' },
    ]);
    const outcome = amendKdsTicket({
      ticket: before,
      rebuilt,
      version: 2,
      lineOutcomes: [
        { lineId: 'fries', name: 'Fries', outcome: 'REMOVED' },
        { lineId: 'pizza', name: 'Margherita', outcome: 'EDITED' },
        { lineId: 'cola', name: 'Cola', outcome: 'ADDED' },
      ],
      nowIsoDateTimeUtc: edited,
    });
    if (outcome.kind !== 'amended') throw new Error('not amended');
    expect(outcome.ticket.items.map((item) => [item.lineId, item.status])).toEqual([
      ['burger', 'DONE'],
      ['pizza', 'PENDING'],
      ['cola', 'PENDING'],
    ]);
    expect(outcome.ticket.status).toBe('IN_PROGRESS');
    expect(outcome.ticket.amendment).toEqual({
      version: 2,
      isoDateTimeUtc: edited,
      changes: [
        { lineId: 'fries', name: 'Fries', change: 'REMOVED' },
        { lineId: 'pizza', name: 'Margherita', change: 'EDITED' },
        { lineId: 'cola', name: 'Cola', change: 'ADDED' },
      ],
    });
    expect(
      amendmentWords(outcome.ticket.amendment ?? { version: 2, isoDateTimeUtc: edited, changes: [] }),
    ).toBe('Took off Fries · Changed Margherita · Added Cola');
    // A redelivered trigger for the same version changes nothing.
    expect(
      amendKdsTicket({
        ticket: outcome.ticket,
        rebuilt,
        version: 2,
        lineOutcomes: [],
        nowIsoDateTimeUtc: edited,
      }),
    ).toEqual({ kind: 'unchanged' });
  });

  it('does not tell the kitchen about a line changed only in price, nor ask for it again', () => {
    const before = ticket([
      { lineId: 'burger', name: 'Burger', status: 'DONE' },
      { lineId: 'cola', name: 'Cola', status: 'DONE' },
    ]);
    // The till gave a discount on the burger: the order's version says EDITED, the dish is the same.
    const rebuilt = ticket([
      { lineId: 'burger', name: 'Burger' },
      { lineId: 'cola', name: 'Cola' },
    ]);
    const priceOnly = { lineId: 'burger', name: 'Burger', outcome: 'EDITED' as const };
    expect(
      amendKdsTicket({
        ticket: before,
        rebuilt,
        version: 2,
        lineOutcomes: [priceOnly],
        nowIsoDateTimeUtc: edited,
      }),
    ).toEqual({ kind: 'unchanged' });
    // With a real change beside it, only the real change is listed and only its line is to cook again.
    const withFries = ticket([
      { lineId: 'burger', name: 'Burger' },
      { lineId: 'cola', name: 'Cola' },
      { lineId: 'fries', name: 'Fries' },
    ]);
    const outcome = amendKdsTicket({
      ticket: before,
      rebuilt: withFries,
      version: 2,
      lineOutcomes: [priceOnly, { lineId: 'fries', name: 'Fries', outcome: 'ADDED' }],
      nowIsoDateTimeUtc: edited,
    });
    if (outcome.kind !== 'amended') throw new Error('not amended');
    expect(outcome.ticket.amendment?.changes).toEqual([{ lineId: 'fries', name: 'Fries', change: 'ADDED' }]);
    expect(outcome.ticket.items.map((item) => [item.lineId, item.status])).toEqual([
      ['burger', 'DONE'],
      ['cola', 'DONE'],
      ['fries', 'PENDING'],
    ]);
  });

  it('brings a bumped ticket back when there is something new to cook, and leaves called-off tickets alone', () => {
    const bumped = ticket([{ lineId: 'burger', name: 'Burger', status: 'DONE' }], { status: 'COMPLETED' });
    const added = amendKdsTicket({
      ticket: bumped,
      rebuilt: ticket([
        { lineId: 'burger', name: 'Burger' },
        { lineId: 'cola', name: 'Cola' },
      ]),
      version: 2,
      lineOutcomes: [{ lineId: 'cola', name: 'Cola', outcome: 'ADDED' }],
      nowIsoDateTimeUtc: edited,
    });
    expect(added).toMatchObject({
      kind: 'amended',
      ticket: { status: 'RECALLED', recalledIsoDateTimeUtc: edited },
    });
    // Only a line taken off: nothing to cook, the ticket stays bumped (with the change noted).
    const removed = amendKdsTicket({
      ticket: ticket(
        [
          { lineId: 'burger', name: 'Burger', status: 'DONE' },
          { lineId: 'fries', name: 'Fries', status: 'DONE' },
        ],
        { status: 'COMPLETED' },
      ),
      rebuilt: ticket([{ lineId: 'burger', name: 'Burger' }]),
      version: 2,
      lineOutcomes: [{ lineId: 'fries', name: 'Fries', outcome: 'REMOVED' }],
      nowIsoDateTimeUtc: edited,
    });
    expect(removed).toMatchObject({ kind: 'amended', ticket: { status: 'COMPLETED' } });
    const cancelled = ticket([{ lineId: 'burger', name: 'Burger' }], { status: 'CANCELLED' });
    expect(
      amendKdsTicket({
        ticket: cancelled,
        rebuilt: cancelled,
        version: 2,
        lineOutcomes: [],
        nowIsoDateTimeUtc: edited,
      }),
    ).toEqual({ kind: 'unchanged' });
  });
});
