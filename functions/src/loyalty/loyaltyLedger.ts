/**
 * Loyalty cards follow orders. Each change is one transaction that reads the order as it is now, the
 * card and the ledger entry the change would create; the entry's id is made from the order id, so a
 * trigger delivered twice (or a handler called twice) finds the entry and changes nothing.
 *
 * - completed → `earn_{orderId}`: the credits the order earns under the current settings;
 * - cancelled / rejected / failed → `restore_{orderId}`: credits spent on it go back;
 * - refunded (partly or fully) → `refund_{orderId}_{refundedInCents}`: the refunded share of what it
 *   earned is taken back and of what was spent given back, less what earlier refunds already did.
 */
import {
  balanceAfterRefundPlan,
  CALLED_OFF_ORDER_STATUSES,
  creditsForCompletedOrder,
  type LoyaltyCard,
  type LoyaltyEntry,
  type LoyaltyEntryKind,
  type LoyaltyOrderView,
  loyaltyEntryId,
  newLoyaltyCard,
  personSearchTerms,
  planLoyaltyRefund,
  readLoyaltySettings,
  ZLoyaltyCard,
  ZLoyaltyEntry,
  ZLoyaltyOrderView,
} from '@resto/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../admin';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { loyaltyCardDoc, loyaltyEntries, loyaltySettingsDoc } from './loyaltyPaths';

export type LedgerOutcome = 'changed' | 'alreadyDone' | 'nothingToDo';

interface OrderRef {
  restaurantId: string;
  storeId: string;
  orderId: string;
}

async function readOrder(tx: Transaction, ref: OrderRef): Promise<LoyaltyOrderView | undefined> {
  const snapshot = await tx.get(onlineOrderDoc(ref.restaurantId, ref.storeId, ref.orderId));
  if (!snapshot.exists) return undefined;
  const parsed = ZLoyaltyOrderView.safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!parsed.success) {
    log.warn('loyalty.order_unreadable', { ...ref, issues: parsed.error.issues.slice(0, 3) });
    return undefined;
  }
  return parsed.data;
}

async function readEntry(tx: Transaction, ref: DocumentReference): Promise<LoyaltyEntry | undefined> {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return undefined;
  const parsed = ZLoyaltyEntry.safeParse(snapshot.data());
  return parsed.success ? parsed.data : undefined;
}

/** The customer's card, read through `tx` (or directly when there is no transaction). */
export async function readLoyaltyCard(
  tx: Transaction | undefined,
  restaurantId: string,
  customerUid: string,
): Promise<LoyaltyCard | undefined> {
  const ref = loyaltyCardDoc(restaurantId, customerUid);
  return loyaltyCardFromSnapshot(tx ? await tx.get(ref) : await ref.get(), restaurantId, customerUid);
}

export function loyaltyCardFromSnapshot(
  snapshot: DocumentSnapshot | undefined,
  restaurantId: string,
  customerUid: string,
): LoyaltyCard | undefined {
  if (!snapshot?.exists) return undefined;
  const parsed = ZLoyaltyCard.safeParse(snapshot.data());
  if (!parsed.success) {
    log.error('loyalty.card_unreadable', {
      restaurantId,
      customerUid,
      issues: parsed.error.issues.slice(0, 3),
    });
    throw new Error(`The loyalty card of ${customerUid} does not parse`);
  }
  return parsed.data;
}

/** The card, created from the order's customer when they have none yet, with their latest details. */
function cardFor(
  existing: LoyaltyCard | undefined,
  restaurantId: string,
  order: LoyaltyOrderView,
  now: string,
) {
  const customer = order.customer;
  const details = { name: customer.name, mobile: customer.mobile, email: customer.email };
  const base =
    existing ??
    newLoyaltyCard({
      customerUid: order.customerUid ?? '',
      restaurantId,
      ...details,
      searchTerms: [],
      nowIso: now,
    });
  return { ...base, ...details, searchTerms: personSearchTerms(details) };
}

/** Writes the card with its new balance and the ledger entry, through `tx`. */
export function writeLedgerChange(
  tx: Transaction,
  input: {
    restaurantId: string;
    card: LoyaltyCard;
    kind: LoyaltyEntryKind;
    entryId: string;
    credits: number;
    orderId: string;
    storeId: string;
    description: string;
    now: string;
    extra?: Partial<LoyaltyEntry>;
  },
): LoyaltyCard {
  const balance = Math.max(0, input.card.balance + input.credits);
  const card: LoyaltyCard = {
    ...input.card,
    balance,
    totalEarned: input.card.totalEarned + (input.kind === 'earn' ? input.credits : 0),
    totalRedeemed: input.card.totalRedeemed + (input.kind === 'redeem' ? -input.credits : 0),
    updatedIsoDateTimeUtc: input.now,
  };
  const entry: LoyaltyEntry = {
    id: input.entryId,
    kind: input.kind,
    credits: balance - input.card.balance,
    balanceAfter: balance,
    orderId: input.orderId,
    storeId: input.storeId,
    description: input.description,
    createdIsoDateTimeUtc: input.now,
    ...input.extra,
  };
  tx.set(loyaltyCardDoc(input.restaurantId, card.customerUid), card);
  tx.create(loyaltyEntries(input.restaurantId, card.customerUid).doc(input.entryId), entry);
  return card;
}

/** Credits a completed order's customer once. */
export function creditCompletedOrder(ref: OrderRef): Promise<LedgerOutcome> {
  return runContendedTransaction(async (tx) => {
    const order = await readOrder(tx, ref);
    if (!order?.customerUid || order.status.code !== 'completed') return 'nothingToDo';
    const entryId = loyaltyEntryId('earn', ref.orderId);
    const entryRef = loyaltyEntries(ref.restaurantId, order.customerUid).doc(entryId);
    const [entry, settingsSnapshot, existingCard] = await Promise.all([
      tx.get(entryRef),
      tx.get(loyaltySettingsDoc(ref.restaurantId)),
      readLoyaltyCard(tx, ref.restaurantId, order.customerUid),
    ]);
    if (entry.exists) return 'alreadyDone';
    const decision = creditsForCompletedOrder(readLoyaltySettings(settingsSnapshot.data()), order);
    if (!decision.ok || decision.credits <= 0) {
      log.info('loyalty.no_credit', { ...ref, reason: decision.ok ? 'zero' : decision.reason });
      return 'nothingToDo';
    }
    const now = new Date().toISOString();
    writeLedgerChange(tx, {
      restaurantId: ref.restaurantId,
      card: cardFor(existingCard, ref.restaurantId, order, now),
      kind: 'earn',
      entryId,
      credits: decision.credits,
      orderId: ref.orderId,
      storeId: ref.storeId,
      description: 'Credits for a completed order',
      now,
      extra: { removedByRefunds: 0 },
    });
    log.info('loyalty.credited', { ...ref, credits: decision.credits });
    return 'changed';
  });
}

/** Gives back the credits spent on an order that was called off (once; refunds later add nothing). */
export function restoreCalledOffOrder(ref: OrderRef): Promise<LedgerOutcome> {
  return runContendedTransaction(async (tx) => {
    const order = await readOrder(tx, ref);
    if (!order?.customerUid || !CALLED_OFF_ORDER_STATUSES.has(order.status.code)) return 'nothingToDo';
    const entries = loyaltyEntries(ref.restaurantId, order.customerUid);
    const redeemRef = entries.doc(loyaltyEntryId('redeem', ref.orderId));
    const restoreId = loyaltyEntryId('restore', ref.orderId);
    const [redeem, restore, card] = await Promise.all([
      readEntry(tx, redeemRef),
      tx.get(entries.doc(restoreId)),
      readLoyaltyCard(tx, ref.restaurantId, order.customerUid),
    ]);
    if (restore.exists) return 'alreadyDone';
    const spent = redeem ? -redeem.credits : 0;
    const left = spent - (redeem?.restoredSoFar ?? 0);
    if (!redeem || !card || left <= 0) return 'nothingToDo';
    const now = new Date().toISOString();
    writeLedgerChange(tx, {
      restaurantId: ref.restaurantId,
      card,
      kind: 'restore',
      entryId: restoreId,
      credits: left,
      orderId: ref.orderId,
      storeId: ref.storeId,
      description: `Credits given back: the order was ${order.status.code}`,
      now,
    });
    tx.update(redeemRef, { restoredSoFar: spent });
    log.info('loyalty.restored', { ...ref, credits: left });
    return 'changed';
  });
}

/** Takes back (and gives back) the refunded share of an order's credits; see planLoyaltyRefund. */
export function reverseRefundedOrder(ref: OrderRef): Promise<LedgerOutcome> {
  return runContendedTransaction(async (tx) => {
    const order = await readOrder(tx, ref);
    if (!order?.customerUid) return 'nothingToDo';
    const refunded = order.refundTotals?.refundedInCents ?? 0;
    const full = order.payment?.status === 'refundSuccess';
    if (refunded <= 0 && !full) return 'nothingToDo';
    const entries = loyaltyEntries(ref.restaurantId, order.customerUid);
    const earnRef = entries.doc(loyaltyEntryId('earn', ref.orderId));
    const redeemRef = entries.doc(loyaltyEntryId('redeem', ref.orderId));
    const refundId = loyaltyEntryId('refund', ref.orderId, full ? 'full' : String(refunded));
    const [earn, redeem, existing, card] = await Promise.all([
      readEntry(tx, earnRef),
      readEntry(tx, redeemRef),
      tx.get(entries.doc(refundId)),
      readLoyaltyCard(tx, ref.restaurantId, order.customerUid),
    ]);
    if (existing.exists) return 'alreadyDone';
    if (!card || (!earn && !redeem)) return 'nothingToDo';
    const plan = planLoyaltyRefund({
      order,
      earned: earn?.credits ?? 0,
      removedSoFar: earn?.removedByRefunds ?? 0,
      redeemed: redeem ? -redeem.credits : 0,
      restoredSoFar: redeem?.restoredSoFar ?? 0,
    });
    if (plan.remove === 0 && plan.restore === 0) return 'nothingToDo';
    const now = new Date().toISOString();
    const balance = balanceAfterRefundPlan(card.balance, plan);
    writeLedgerChange(tx, {
      restaurantId: ref.restaurantId,
      card,
      kind: 'refund',
      entryId: refundId,
      credits: balance - card.balance,
      orderId: ref.orderId,
      storeId: ref.storeId,
      description: full ? 'The order was refunded' : 'Part of the order was refunded',
      now,
    });
    if (earn) tx.update(earnRef, { removedByRefunds: (earn.removedByRefunds ?? 0) + plan.remove });
    if (redeem) tx.update(redeemRef, { restoredSoFar: (redeem.restoredSoFar ?? 0) + plan.restore });
    log.info('loyalty.refund_reversed', { ...ref, removed: plan.remove, restored: plan.restore });
    return 'changed';
  });
}

type StoredOrder = Record<string, unknown> | undefined;

function statusOf(order: StoredOrder): string | undefined {
  const status = order?.status as { code?: unknown } | undefined;
  return typeof status?.code === 'string' ? status.code : undefined;
}

function refundedOf(order: StoredOrder): number {
  const totals = order?.refundTotals as { refundedInCents?: unknown } | undefined;
  const online = typeof totals?.refundedInCents === 'number' ? totals.refundedInCents : 0;
  // A POS order's refunds (posRefund.ts) count the same way.
  const pos =
    order?.source === 'pos' && typeof order.refundAmountInCents === 'number' ? order.refundAmountInCents : 0;
  return Math.max(online, pos);
}

function paymentStatusOf(order: StoredOrder): string | undefined {
  const payment = order?.payment as { status?: unknown } | undefined;
  return typeof payment?.status === 'string' ? payment.status : undefined;
}

/**
 * What an order write means for loyalty. The handlers re-read the order, so a late or repeated
 * delivery acts on the order as it is now, and each is idempotent on its own.
 */
export async function syncLoyaltyForOrderWrite(
  write: OrderRef & { before: StoredOrder; after: StoredOrder },
): Promise<void> {
  const { before, after } = write;
  if (!after || typeof after.customerUid !== 'string') return;
  const ref = { restaurantId: write.restaurantId, storeId: write.storeId, orderId: write.orderId };
  const status = statusOf(after);
  if (status === 'completed' && statusOf(before) !== 'completed') await creditCompletedOrder(ref);
  if (status && CALLED_OFF_ORDER_STATUSES.has(status) && statusOf(before) !== status)
    await restoreCalledOffOrder(ref);
  const refundGrew = refundedOf(after) > refundedOf(before);
  const becameRefunded =
    paymentStatusOf(after) === 'refundSuccess' && paymentStatusOf(before) !== 'refundSuccess';
  if (refundGrew || becameRefunded) await reverseRefundedOrder(ref);
}
