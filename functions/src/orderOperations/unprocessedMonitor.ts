import {
  isOrderOverdue,
  type MonitorSettings,
  ORDER_STATUSES,
  unprocessedSince,
  ZOrderProcessSettings,
} from '@resto/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db, runContendedTransaction } from '../admin';
import { log } from '../log';

const ZMonitoredOrder = z.object({
  status: z.object({ code: z.enum(ORDER_STATUSES) }),
  placedIsoDateTimeUtc: z.string(),
  statusHistory: z
    .array(z.object({ to: z.enum(ORDER_STATUSES), atIsoDateTimeUtc: z.string() }))
    .optional()
    .catch(undefined),
  alert: z.unknown().optional(),
});

export interface MonitorRun {
  checked: number;
  flagged: number;
}

/**
 * One pass of the unprocessed-order monitor: every `new` order across all stores (a collection-group
 * query) whose store has the monitor on and that has waited past the store's threshold gets
 * `alert: { unprocessedSinceIsoDateTimeUtc, flaggedIsoDateTimeUtc }`, once. The action routes remove
 * it when the order moves on. Screens also compute the alert themselves (isOrderOverdue) so they ring
 * at once; the flag makes every screen agree and survives device clock drift.
 * `scope` limits the pass to one store (tests, and a manual re-run for a store).
 */
export async function flagUnprocessedOrders(
  nowMs: number,
  scope?: { restaurantId: string; storeId: string },
): Promise<MonitorRun> {
  const base = scope
    ? db().collection(`restaurants/${scope.restaurantId}/stores/${scope.storeId}/orders`)
    : db().collectionGroup('orders');
  const snapshot = await base.where('status.code', '==', 'new').get();
  const settingsByStore = new Map<string, Promise<MonitorSettings>>();
  let flagged = 0;
  for (const doc of snapshot.docs) {
    const order = ZMonitoredOrder.safeParse(doc.data());
    if (!order.success || order.data.alert) continue;
    const storeRef = doc.ref.parent.parent;
    if (!storeRef) continue;
    let settings = settingsByStore.get(storeRef.path);
    if (!settings) {
      settings = readMonitorSettings(storeRef);
      settingsByStore.set(storeRef.path, settings);
    }
    if (!isOrderOverdue(order.data, await settings, nowMs)) continue;
    if (await flagOrder(doc.ref, nowMs)) flagged++;
  }
  if (flagged > 0) log.info('orders.unprocessed_flagged', { flagged, checked: snapshot.size });
  return { checked: snapshot.size, flagged };
}

async function readMonitorSettings(storeRef: DocumentReference): Promise<MonitorSettings> {
  const doc = await storeRef.collection('settings').doc('orderProcess').get();
  const parsed = ZOrderProcessSettings.safeParse(doc.exists ? doc.data() : {});
  return parsed.success ? parsed.data : ZOrderProcessSettings.parse({});
}

/** Flags in a transaction, re-checking the status, so an order accepted meanwhile is never flagged. */
async function flagOrder(ref: DocumentReference, nowMs: number): Promise<boolean> {
  return runContendedTransaction(async (tx) => {
    const order = ZMonitoredOrder.safeParse((await tx.get(ref)).data());
    if (!order.success || order.data.status.code !== 'new' || order.data.alert) return false;
    tx.update(ref, {
      alert: {
        unprocessedSinceIsoDateTimeUtc: unprocessedSince(order.data),
        flaggedIsoDateTimeUtc: new Date(nowMs).toISOString(),
      },
    });
    return true;
  });
}
