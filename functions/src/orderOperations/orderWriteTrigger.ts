import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isEmulated, paidOrderSecrets } from '../config';
import { bookCourierOnAccept, courierBookingCaresAbout } from '../courier/courierDeliveries';
import { customerRecordCaresAbout, syncCustomerRecord } from '../customers/customerRecordTrigger';
import { googleOrderUpdatesCareAbout, sendGoogleOrderUpdate } from '../googleOrdering/orderUpdates';
import { kitchenCaresAbout, syncKitchenTicket } from '../kitchen/orderTrigger';
import { log } from '../log';
import { loyaltyCaresAbout, syncLoyaltyCard } from '../loyalty/loyaltyTrigger';
import { paidFollowupsCareAbout, runPaidOrderFollowups } from '../onlineOrdering/paidOrderTrigger';
import { displayNumberCaresAbout, giveDisplayNumber } from '../orders/displayNumberTrigger';
import { printingCaresAbout, syncPrintJobs } from '../printing/orderTrigger';
import { newOrderPushCaresAbout, pushNewOrder } from '../push/newOrderPushTrigger';
import { exportOrderChange, orderExportCaresAbout } from '../reports/orderExportTrigger';
import { reportsCareAbout, syncReportRollups } from '../reports/rollupTrigger';
import {
  reviewRequestCaresAbout,
  reviewRequestLaterCaresAbout,
  scheduleReviewRequestLater,
  sendReviewRequest,
} from '../reviews/reviewRequestTrigger';
import { searchCaresAbout, syncOrderSearchRecord } from '../search/searchTriggers';
import type { OrderWrite } from './orderWrite';
import { sortableWriteTime, sortableWriteTimeFromIso } from './writeTime';

/** Something that follows order writes: a pure check on the event's before/after, then the work. */
export interface OrderWriteConsumer {
  name: string;
  /** Runs on every order write: no reads, no imports, only the event's own fields. */
  caresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean;
  run(write: OrderWrite): Promise<unknown>;
}

export const ORDER_WRITE_CONSUMERS: readonly OrderWriteConsumer[] = [
  { name: 'kitchenTicket', caresAbout: kitchenCaresAbout, run: syncKitchenTicket },
  { name: 'loyalty', caresAbout: loyaltyCaresAbout, run: syncLoyaltyCard },
  { name: 'paidFollowups', caresAbout: paidFollowupsCareAbout, run: runPaidOrderFollowups },
  { name: 'customerRecord', caresAbout: customerRecordCaresAbout, run: syncCustomerRecord },
  { name: 'displayNumber', caresAbout: displayNumberCaresAbout, run: giveDisplayNumber },
  { name: 'printJobs', caresAbout: printingCaresAbout, run: syncPrintJobs },
  { name: 'newOrderPush', caresAbout: newOrderPushCaresAbout, run: pushNewOrder },
  { name: 'reportRollups', caresAbout: reportsCareAbout, run: syncReportRollups },
  { name: 'searchIndex', caresAbout: searchCaresAbout, run: syncOrderSearchRecord },
  { name: 'reviewRequest', caresAbout: reviewRequestCaresAbout, run: sendReviewRequest },
  {
    name: 'reviewRequestLater',
    caresAbout: reviewRequestLaterCaresAbout,
    run: scheduleReviewRequestLater,
  },
  { name: 'orderExport', caresAbout: orderExportCaresAbout, run: exportOrderChange },
  { name: 'courierBooking', caresAbout: courierBookingCaresAbout, run: bookCourierOnAccept },
  { name: 'googleOrderUpdates', caresAbout: googleOrderUpdatesCareAbout, run: sendGoogleOrderUpdate },
];

/**
 * What one order write sets off: the consumers whose check says the write matters run side by side
 * (a kitchen ticket never waits for a loyalty card or an email); a write none of them cares about
 * returns at once, having read nothing. Each consumer is idempotent, and a failing one neither stops
 * the others nor hides their results: failures are logged per consumer, then reported together so
 * the invocation counts as failed.
 */
export async function handleOrderWrite(
  write: OrderWrite,
  consumers: readonly OrderWriteConsumer[] = ORDER_WRITE_CONSUMERS,
): Promise<string[]> {
  const due = consumers.filter((consumer) => consumer.caresAbout(write));
  if (due.length === 0) return [];
  const results = await Promise.allSettled(due.map((consumer) => consumer.run(write)));
  const failures: unknown[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    failures.push(result.reason);
    log.error('orders.write_consumer_failed', {
      consumer: due[index]?.name,
      restaurantId: write.restaurantId,
      storeId: write.storeId,
      orderId: write.orderId,
      error: String(result.reason),
    });
  });
  if (failures.length > 0) throw new AggregateError(failures, `Order ${write.orderId}: a follow-up failed`);
  return due.map((consumer) => consumer.name);
}

/**
 * ONE trigger for every order write, not one per consumer. Each trigger on the path is a separate
 * event delivery and invocation for every write (placement, payment progress, email marks, the
 * monitor's alert flag, each action...), so three triggers tripled the invocations, instance slots
 * and cold starts a burst of accepts needed, and two of the three did nothing for an accept. One
 * delivery, three in-memory checks, and only the work that matters.
 *
 * Production sizing (2nd gen = Cloud Run): the handlers wait on Firestore, not the CPU, so one
 * instance with 1 vCPU serves `concurrency: 80` events at once. A burst of 10 (or 100) accepts is
 * served by the warm instance(s) already running instead of queueing for new ones, and `maxInstances`
 * (the global 20, per function, not shared with `api`) allows 1,600 concurrent events across all
 * tenants while still bounding a runaway (a bug that writes the order it reacts to). `retry` stays
 * off: a failed follow-up is logged, and each is idempotent should retries be turned on.
 * `minInstances` stays 0 (no cost while a project is idle): during service the instances are warm;
 * only the first ticket after a quiet spell waits for a cold start (1-3 s). A production project that
 * wants that first ticket fast too can set `minInstances: 1` here (one idle instance, billed).
 */
export const ordersOnWrite = onDocumentWritten(
  {
    document: 'restaurants/{restaurantId}/stores/{storeId}/orders/{orderId}',
    cpu: 1,
    concurrency: 80,
    timeoutSeconds: 60,
    retry: false,
    // The paid-order follow-ups email the customer and ask the card provider for its fee: in the
    // cloud a function reads only the secrets it binds.
    secrets: paidOrderSecrets(),
  },
  async (event) => {
    const { restaurantId, storeId, orderId } = event.params;
    const updateTime = event.data?.after.exists ? event.data.after.updateTime : undefined;
    const ran = await handleOrderWrite({
      restaurantId,
      storeId,
      orderId,
      before: event.data?.before.exists ? event.data.before.data() : undefined,
      after: event.data?.after.exists ? event.data.after.data() : undefined,
      eventId: event.id,
      writeTime: updateTime ? sortableWriteTime(updateTime) : sortableWriteTimeFromIso(event.time),
    });
    // Tests wait for this instead of sleeping (orderWriteRuns.ts); only on the emulator suite.
    if (isEmulated()) {
      const { recordOrderWriteRun } = await import('./orderWriteRuns');
      await recordOrderWriteRun({ restaurantId, storeId, orderId }, event.data?.after.updateTime, ran);
    }
  },
);
