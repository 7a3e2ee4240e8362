import { CALLED_OFF_ORDER_STATUSES } from '@resto/domain';
import {
  DocumentReference,
  type DocumentSnapshot,
  Firestore,
  Query,
  Transaction,
} from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { kitchenCaresAbout } from '../src/kitchen/orderTrigger';
import { syncTicketForOrderWrite } from '../src/kitchen/ticketsForOrders';
import { syncLoyaltyForOrderWrite } from '../src/loyalty/loyaltyLedger';
import { LOYALTY_CALLED_OFF_STATUSES, loyaltyCaresAbout } from '../src/loyalty/loyaltyTrigger';
import { paidFollowupsCareAbout } from '../src/onlineOrdering/paidOrderTrigger';
import type { OrderWrite } from '../src/orderOperations/orderWrite';
import {
  handleOrderWrite,
  ORDER_WRITE_CONSUMERS,
  type OrderWriteConsumer,
  ordersOnWrite,
} from '../src/orderOperations/orderWriteTrigger';
import { reportsCareAbout } from '../src/reports/rollupTrigger';
import { searchCaresAbout } from '../src/search/searchTriggers';
import {
  orderDocument,
  orderRef,
  seedMenu,
  seedOrder,
  seedStoreDirectly,
  setStoreSetting,
  ticketRef,
} from './orderActions.fixtures';
import type { Tenant } from './support/tenants';

/** Counts every Firestore read the code under test starts (documents, queries, transactions). */
function countReads() {
  const spies = [
    vi.spyOn(DocumentReference.prototype, 'get'),
    vi.spyOn(Query.prototype, 'get'),
    vi.spyOn(Firestore.prototype, 'getAll'),
    vi.spyOn(Firestore.prototype, 'runTransaction'),
    vi.spyOn(Transaction.prototype, 'get'),
    vi.spyOn(Transaction.prototype, 'getAll'),
  ];
  return () => spies.reduce((total, spy) => total + spy.mock.calls.length, 0);
}

afterEach(() => {
  vi.restoreAllMocks();
});

let tenant: Tenant;

beforeAll(async () => {
  tenant = await seedStoreDirectly('orderwrites');
  await seedMenu(tenant);
  await setStoreSetting(tenant, 'addOns', { kitchenDisplay: true });
});

type Doc = Record<string, unknown>;
const withStatus = (doc: Doc, code: string, extra: Doc = {}) => ({
  ...doc,
  status: { code, updatedIsoDateTimeUtc: new Date().toISOString() },
  ...extra,
});

/** The writes a busy night makes to an order, before → after, as the trigger receives them. */
type Write = Pick<OrderWrite, 'before' | 'after'>;

function lifecycle(orderId: string) {
  const placed = orderDocument(tenant, orderId) as Doc;
  const customer = { ...placed, customerUid: 'customer-1' };
  const card = withStatus({ ...customer, payment: { status: 'processing' } }, 'processingPayment');
  const accepted = withStatus(customer, 'accepted', { eta: { minutes: 15 } });
  const completed = withStatus(customer, 'completed');
  return {
    placed: { before: undefined, after: placed },
    cardPlaced: { before: undefined, after: card },
    cardAttemptRecorded: { before: card, after: { ...card, cardAttempt: { attempt: 2 } } },
    paid: { before: card, after: withStatus({ ...customer, payment: { status: 'success' } }, 'new') },
    confirmationEmailMarked: { before: placed, after: { ...placed, confirmationEmailIsoDateTimeUtc: 'now' } },
    monitorAlert: { before: placed, after: { ...placed, alert: { flaggedIsoDateTimeUtc: 'now' } } },
    accepted: { before: customer, after: accepted },
    acceptedAgain: { before: accepted, after: { ...accepted, eta: { minutes: 30 } } },
    cancelled: {
      before: accepted,
      after: withStatus(customer, 'cancelled', { cancellationReason: 'Closed' }),
    },
    rejected: { before: customer, after: withStatus(customer, 'rejected') },
    completed: { before: accepted, after: completed },
    refundReserved: { before: completed, after: { ...completed, refundTotals: { pendingInCents: 500 } } },
    refunded: {
      before: completed,
      after: { ...completed, refundTotals: { refundedInCents: 500, pendingInCents: 0 } },
    },
    deleted: { before: placed, after: undefined },
    // A POS order edited at the till: the same status, one more version.
    versionAdded: {
      before: { ...accepted, versions: [{ version: 1 }] },
      after: { ...accepted, versions: [{ version: 1 }, { version: 2 }] },
    },
  } satisfies Record<string, Write>;
}

describe('which consumers an order write concerns (no reads, no imports)', () => {
  it('kitchen: accepted, cancelled, rejected, a version added; loyalty: completed, called off, refunded; paid: left processingPayment; reports: became a sale, called off, refunded, deleted', () => {
    const writes = lifecycle('order-table');
    const concerned = Object.fromEntries(
      Object.entries(writes).map(([name, write]) => [
        name,
        [
          kitchenCaresAbout(write) && 'kitchen',
          loyaltyCaresAbout(write) && 'loyalty',
          paidFollowupsCareAbout(write) && 'paid',
          reportsCareAbout(write) && 'reports',
          searchCaresAbout(write) && 'search',
        ].filter(Boolean),
      ]),
    );
    expect(concerned).toEqual({
      placed: ['reports', 'search'],
      cardPlaced: [],
      cardAttemptRecorded: [],
      paid: ['paid', 'reports', 'search'],
      confirmationEmailMarked: [],
      monitorAlert: [],
      accepted: ['kitchen'],
      acceptedAgain: [],
      cancelled: ['kitchen', 'loyalty', 'reports'],
      rejected: ['kitchen', 'loyalty', 'reports'],
      completed: ['loyalty'],
      refundReserved: [],
      refunded: ['loyalty', 'reports'],
      deleted: ['reports', 'search'],
      versionAdded: ['kitchen', 'reports'],
    });
  });

  it("loyalty's called-off statuses are the domain's", () => {
    expect([...LOYALTY_CALLED_OFF_STATUSES].sort()).toEqual([...CALLED_OFF_ORDER_STATUSES].sort());
  });

  it('a skipped write is one the full handlers would not have acted on, and they read nothing for it', async () => {
    const orderId = await seedOrder(tenant);
    const ids = { restaurantId: tenant.restaurantId, storeId: tenant.storeId, orderId };
    for (const [name, write] of Object.entries(lifecycle(orderId))) {
      const reads = countReads();
      if (!kitchenCaresAbout(write))
        expect(await syncTicketForOrderWrite({ ...ids, ...write }), name).toBe('ignored');
      if (!loyaltyCaresAbout(write)) await syncLoyaltyForOrderWrite({ ...ids, ...write });
      // (The paid follow-ups' own check is the one it always had, moved; see paidOrderTrigger.ts.)
      expect(reads(), name).toBe(0);
      vi.restoreAllMocks();
    }
  });
});

describe('the order-write trigger', () => {
  it('returns before any read for writes no consumer cares about', async () => {
    const writes = lifecycle('order-skip');
    for (const name of [
      'cardPlaced',
      'cardAttemptRecorded',
      'confirmationEmailMarked',
      'monitorAlert',
      'acceptedAgain',
      'refundReserved',
    ] as const) {
      const reads = countReads();
      const ran = await handleOrderWrite({ ...tenant, orderId: 'order-skip', ...writes[name] });
      expect(ran, name).toEqual([]);
      expect(reads(), name).toBe(0);
      vi.restoreAllMocks();
    }
  });

  it("an accept made through the deployed function (real snapshots) has its ticket; only the kitchen, printing and the review request's check run", async () => {
    const orderId = await seedOrder(tenant, { extra: { customerUid: 'customer-2' } });
    const ref = orderRef(tenant, orderId);
    const before = await ref.get();
    await ref.update({
      status: { code: 'accepted', updatedIsoDateTimeUtc: new Date().toISOString() },
      eta: { minutes: 10 },
    });
    const after = await ref.get();
    // The emulator's own deployed trigger handles this accept too. Let it finish first: racing it for
    // the ticket's transaction would make ours retry, and the read count below would measure the race.
    await expect
      .poll(async () => (await ticketRef(tenant, orderId).get()).exists, { timeout: 30_000 })
      .toBe(true);
    const consumers = ORDER_WRITE_CONSUMERS.map((consumer) => ({ ...consumer, run: vi.fn(consumer.run) }));
    const reads = countReads();
    const ran = await handleOrderWrite(
      { ...tenant, orderId, before: before.data(), after: after.data() },
      consumers,
    );
    expect(ran).toEqual(['kitchenTicket', 'printJobs', 'reviewRequestLater']);
    // The counter sees reads when there are some: the kitchen's one transaction with one getAll of
    // everything, printing's one read of the printer settings (this store has no printers), one
    // getAll of the review settings (a store without a complete step asks for a review after accepting;
    // this one does not ask for reviews, so nothing is enqueued), and the kitchen's and printing's read
    // of the store's link (is it a brand whose orders another store's kitchen makes?). A document
    // get counts twice here: the SDK's get is a getAll of one.
    expect(reads()).toBe(8);
    vi.restoreAllMocks();
    expect(consumers.filter((consumer) => consumer.run.mock.calls.length > 0).map((c) => c.name)).toEqual([
      'kitchenTicket',
      'printJobs',
      'reviewRequestLater',
    ]);
    expect((await ticketRef(tenant, orderId).get()).get('status')).toBe('NEW');

    // The exported function hands the event's snapshots to the same code: a re-delivery is harmless.
    const event = {
      params: { restaurantId: tenant.restaurantId, storeId: tenant.storeId, orderId },
      data: { before: before as DocumentSnapshot, after: after as DocumentSnapshot },
    };
    await (ordersOnWrite as unknown as { run(event: unknown): Promise<void> }).run(event);
    expect((await ticketRef(tenant, orderId).get()).get('status')).toBe('NEW');
  });

  it('runs the consumers side by side; one failing neither stops the other nor goes unreported', async () => {
    const order = lifecycle('order-fail').cancelled;
    const log: string[] = [];
    let releaseSlow: () => void = () => undefined;
    const consumers: OrderWriteConsumer[] = [
      {
        name: 'slow',
        caresAbout: () => true,
        run: () =>
          new Promise<void>((resolve) => {
            releaseSlow = () => {
              log.push('slow done');
              resolve();
            };
          }),
      },
      {
        name: 'failing',
        caresAbout: () => true,
        run: async () => {
          log.push('failing ran');
          throw new Error('boom');
        },
      },
      {
        name: 'other',
        caresAbout: () => true,
        run: async () => {
          log.push('other ran');
        },
      },
    ];
    const handled = handleOrderWrite({ ...tenant, orderId: 'order-fail', ...order }, consumers);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Both quick consumers ran while the slow one was still working.
    expect(log).toEqual(['failing ran', 'other ran']);
    releaseSlow();
    await expect(handled).rejects.toThrow('a follow-up failed');
    expect(log).toEqual(['failing ran', 'other ran', 'slow done']);
  });
});
