import {
  buildPosOrderDocument,
  cashTakenInCents,
  creditsForCompletedOrder,
  type LoyaltyCard,
  type LoyaltySettings,
  loyaltyEntryId,
  MAX_DRAWER_MOVEMENTS,
  newLoyaltyCard,
  POS_PROMOTION_PATHS,
  type PosOrderDocument,
  type PosOrderPromotions,
  type PosOrderRequest,
  personSearchTerms,
  posOrderFingerprint,
  posPaymentProblems,
  quotePosOrder,
  reconcileChargedTotal,
  reconcileSoldOut,
  type StashedOrder,
  ZCardTerminalPayment,
  ZDrawerSession,
  ZEmployee,
  ZLoyaltyOrderView,
} from '@resto/domain';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../admin';
import {
  COUPON_SHARD_PICKS,
  type CouponInTransaction,
  CouponShardFullError,
  type CouponTransactionRefs,
  couponFromSnapshots,
  couponRefsForTransaction,
  readCouponForRedemption,
  recordCouponRedemption,
} from '../coupons/couponRedemptions';
import { BUSY_MESSAGE } from '../firestore/hotTransaction';
import {
  cardTerminalPayments,
  drawerSessions,
  drawerStatus,
  employees,
  salesExceptions,
  stashedOrders,
} from '../firestore/paths';
import { ConflictError, FieldError, TooManyRequestsError } from '../http/errors';
import { log } from '../log';
import { writeLedgerChange } from '../loyalty/loyaltyLedger';
import { loyaltyCardDoc } from '../loyalty/loyaltyPaths';
import { loyaltyCardFromSnapshot } from '../loyalty/loyaltyRedemption';
import { readLoyaltySettingsOf } from '../loyalty/loyaltySettingsStore';
import { onlineOrderDoc, restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { numberNewOrder } from '../orders/displayNumbers';
import { salesExceptionRecord } from '../salesExceptions/salesExceptionRecords';
import { POS_ORDER_ID_CONFLICT, PosOrderProblemsError } from './posOrderErrors';

export interface PlacePosOrderInput {
  restaurantId: string;
  storeId: string;
  posOrderId: string;
  terminal: { id: string; name: string };
  request: PosOrderRequest;
  now?: Date;
}

export interface PlacePosOrderAnswer {
  posOrderId: string;
  /** True when this request had been applied before: the answer comes from the stored order. */
  repeated: boolean;
  status: PosOrderDocument['status']['code'];
  totals: PosOrderDocument['totals'];
  isPaid: boolean;
  changeDueInCents: number;
  /** The store's number for the order ("47"), the same the kitchen and staff screens show. */
  displayNumber?: string;
}

function answerFrom(order: PosOrderDocument, repeated: boolean): PlacePosOrderAnswer {
  return {
    posOrderId: order.id,
    ...(order.displayNumber ? { displayNumber: order.displayNumber } : {}),
    repeated,
    status: order.status.code,
    totals: order.totals,
    isPaid: order.isPaid,
    changeDueInCents: order.changeDueInCents ?? 0,
  };
}

/**
 * Stores a POS order once, keyed by the terminal's order id, in the store's `orders` beside online
 * orders (so the order-write trigger makes its kitchen ticket and staff screens list it). One
 * transaction reads the id: a repeat of the same request answers from the stored order; another
 * request under the same id is a 409 and changes nothing. Prices come from the published menu with
 * the domain's counter quote; a total that differs from what the terminal charged is a 409 with the
 * server's totals, never silently a different amount, unless the menu was published after the sale
 * was rung up: then the charged total is kept and flagged (reconcileChargedTotal).
 */
export async function placePosOrder(input: PlacePosOrderInput): Promise<PlacePosOrderAnswer> {
  const { restaurantId, storeId, posOrderId, request } = input;
  const fingerprint = posOrderFingerprint(request);
  const store = await readOrderingStore(restaurantId, storeId);
  const orderRef = onlineOrderDoc(restaurantId, storeId, posOrderId);
  const employeeRef = employees(restaurantId, storeId).doc(request.employeeId);

  // Price changes are protected actions: each names the authorised employee whose PIN approved it.
  const approverIds = [
    ...new Set(
      request.lines.flatMap((line) => (line.approvedByEmployeeId ? [line.approvedByEmployeeId] : [])),
    ),
  ];
  const approverRefs = approverIds.map((id) => employees(restaurantId, storeId).doc(id));

  // A sale recalled from a parked order closes the stash with it (stashedOrder.ts).
  const stashRef = request.stashId ? stashedOrders(restaurantId, storeId).doc(request.stashId) : undefined;

  // A card sale taken on the till's card terminal: its approved attempt becomes the order's reference.
  const cardPaymentRef =
    request.payment.paymentType === 'card'
      ? cardTerminalPayments(restaurantId, storeId).doc(posOrderId)
      : undefined;

  // A cash sale reads its till's drawer status: a sale rung up in a drawer session that closed before
  // the sale reached the server (offline) is attributed to that session. Read in the transaction, so a
  // close at the same moment either counts the sale or makes this placement see the close.
  const takesCash =
    request.payment.paymentType === 'cash' ||
    (request.payment.paymentType === 'splitBill' &&
      request.payment.splitPayments.some((part) => part.paymentType === 'cash'));
  const drawerStatusRef = takesCash ? drawerStatus(restaurantId, storeId).doc(input.terminal.id) : undefined;

  // A coupon and a loyalty card are read first (the coupon's counters, the programme's settings), so
  // the transaction reads only the one counter shard it uses and the card (couponRedemptions.ts).
  const promotionReads = await readPromotions(restaurantId, request);
  const { loyalty } = promotionReads;

  const placeWith = (
    couponRefs: CouponTransactionRefs | undefined,
    coupon: CouponInTransaction | undefined,
  ) =>
    runContendedTransaction(async (tx) => {
      const promotionRefs = [loyalty?.cardRef, couponRefs?.claim, couponRefs?.counter].filter(
        (ref): ref is DocumentReference => ref !== undefined,
      );
      const [existing, employeeSnapshot, ...rest] = await tx.getAll(
        orderRef,
        employeeRef,
        ...approverRefs,
        ...(stashRef ? [stashRef] : []),
        ...(cardPaymentRef ? [cardPaymentRef] : []),
        ...(drawerStatusRef ? [drawerStatusRef] : []),
        ...promotionRefs,
      );
      const promotionSnapshots = rest.slice(
        approverRefs.length + (stashRef ? 1 : 0) + (cardPaymentRef ? 1 : 0) + (drawerStatusRef ? 1 : 0),
      );
      const snapshotOf = (ref: DocumentReference | undefined): DocumentSnapshot | undefined =>
        ref ? promotionSnapshots[promotionRefs.indexOf(ref)] : undefined;
      const approverSnapshots = rest.slice(0, approverRefs.length);
      const stashSnapshot = stashRef ? rest[approverRefs.length] : undefined;
      const cardPaymentSnapshot = cardPaymentRef ? rest[approverRefs.length + (stashRef ? 1 : 0)] : undefined;
      const drawerStatusSnapshot = drawerStatusRef
        ? rest[approverRefs.length + (stashRef ? 1 : 0) + (cardPaymentRef ? 1 : 0)]
        : undefined;
      const lastClosed = drawerStatusSnapshot?.get('lastClosed') as
        | { sessionId: string; openedIsoDateTimeUtc: string; closedIsoDateTimeUtc: string }
        | undefined;
      const placedAtMs = Date.parse(request.placedIsoDateTimeUtc);
      const lateSessionRef =
        !existing?.exists &&
        lastClosed &&
        placedAtMs >= Date.parse(lastClosed.openedIsoDateTimeUtc) &&
        placedAtMs <= Date.parse(lastClosed.closedIsoDateTimeUtc)
          ? drawerSessions(restaurantId, storeId).doc(lastClosed.sessionId)
          : undefined;
      const lateSession = lateSessionRef
        ? ZDrawerSession.safeParse((await tx.get(lateSessionRef)).data())
        : undefined;
      if (existing?.exists) {
        const stored = existing.data() as PosOrderDocument;
        if (stored.source === 'pos' && stored.requestFingerprint === fingerprint)
          return answerFrom(stored, true);
        throw new ConflictError(POS_ORDER_ID_CONFLICT.message, POS_ORDER_ID_CONFLICT.title);
      }
      const employee = ZEmployee.safeParse(employeeSnapshot?.data());
      if (!employee.success || !employee.data.active)
        throw new FieldError('employeeId', 'This employee is not on the staff of this store any more');

      const approvers = new Map<string, string>();
      approverSnapshots.forEach((snapshot) => {
        const approver = ZEmployee.safeParse(snapshot.data());
        if (approver.success && approver.data.active && approver.data.isAuthorised)
          approvers.set(approver.data.id, approver.data.name);
      });
      request.lines.forEach((line, index) => {
        if (line.approvedByEmployeeId && !approvers.has(line.approvedByEmployeeId))
          throw new FieldError(
            `lines.${index}.approvedByEmployeeId`,
            'Only an authorised employee of this store can approve a price change',
          );
      });
      const now = input.now ?? new Date();
      const placedAt = new Date(request.placedIsoDateTimeUtc);
      const couponNow = couponRefs
        ? couponFromSnapshots(couponRefs, snapshotOf(couponRefs.counter), snapshotOf(couponRefs.claim))
        : coupon;
      const cardNow =
        loyalty?.cardRef && request.loyaltyCustomerKey
          ? loyaltyCardFromSnapshot(snapshotOf(loyalty.cardRef), restaurantId, request.loyaltyCustomerKey)
          : undefined;
      const promoted = promotionsForSale(store.menu, request, placedAt, {
        coupon: couponNow,
        card: cardNow,
        settings: loyalty?.settings,
      });
      const { promotions } = promoted;
      const menuQuote = promoted.quote;
      // An item sold out after a paid sale was rung up (offline): keep the sale as charged, flagged.
      const keptDespiteStock =
        menuQuote.problems.length > 0
          ? reconcileSoldOut({ menu: store.menu, request, quote: menuQuote, placedAt, promotions })
          : undefined;
      if (menuQuote.problems.length > 0 && !keptDespiteStock)
        throw new PosOrderProblemsError(
          409,
          menuQuote.problems.map(({ path, message }) => ({ path, message })),
          menuQuote.totals,
        );
      // The menu changed after the sale was rung up: keep what the customer paid, flagged for the manager.
      const kept =
        keptDespiteStock ??
        (menuQuote.totals.grandTotal === request.expectedTotalInCents
          ? undefined
          : reconcileChargedTotal({ menu: store.menu, request, quote: menuQuote, placedAt, promotions }));
      if (menuQuote.totals.grandTotal !== request.expectedTotalInCents && !kept)
        throw new PosOrderProblemsError(
          409,
          [{ path: 'expectedTotalInCents', message: 'The prices changed since this order was rung up' }],
          menuQuote.totals,
        );
      const quote = kept?.quote ?? menuQuote;
      const paymentProblems = posPaymentProblems(request.payment, quote.totals.grandTotal, {
        collectionType: request.collectionType,
        customPayments: store.menu.settings.customPayments,
        currency: quote.currency.code,
      });
      if (paymentProblems.length > 0) throw new PosOrderProblemsError(400, paymentProblems);

      const order = buildPosOrderDocument({
        request: kept?.request ?? request,
        ...(kept ? { sentRequest: request, reconciliation: kept.reconciliation } : {}),
        quote,
        ids: {
          restaurantId,
          storeId,
          posOrderId,
          posTerminalId: input.terminal.id,
          posTerminalName: input.terminal.name,
          employeeId: employee.data.id,
          employeeName: employee.data.name,
        },
        menu: store.menu,
        now,
        approvers,
        ...(promoted.review.length > 0 ? { promotionReview: promoted.review } : {}),
      });
      const cardPayment = cardPaymentSnapshot?.exists
        ? ZCardTerminalPayment.safeParse(cardPaymentSnapshot.data())
        : undefined;
      const approvedAttempt = cardPayment?.success
        ? cardPayment.data.attempts.find((attempt) => attempt.result === 'APPROVED')
        : undefined;
      if (cardPayment?.success && approvedAttempt)
        order.cardTerminalReferences = [
          {
            terminalId: cardPayment.data.cardTerminalId,
            transactionReference: approvedAttempt.posReference,
            amountInCents: approvedAttempt.amountInCents,
            result: 'APPROVED',
          },
        ];
      const stash = stashSnapshot?.exists ? (stashSnapshot.data() as StashedOrder) : undefined;
      // Paid or cancelled on another till meanwhile: a person must look (the till keeps the sale).
      // A stash the server never heard of closes nothing: the sale stands on its own.
      if (stash && (stash.posOrderId !== posOrderId || stash.status !== 'parked'))
        throw new ConflictError(
          'This parked order was already paid or cancelled on another device.',
          'Order Processing',
        );
      // The coupon is counted only when it was still within its limits: a sale kept despite a used-up
      // coupon (promotionReview) never pushes the coupon past `maxRedeems`.
      if (quote.coupon && couponNow && couponRefs && promoted.couponHonoured)
        recordCouponRedemption(tx, {
          refs: couponRefs,
          found: couponNow,
          isFirstOrder: promoted.isFirstOrder,
          mobile: request.customerPhoneNumber,
          redemption: {
            orderId: posOrderId,
            couponId: quote.coupon.couponId,
            couponCode: quote.coupon.couponCode,
            restaurantId,
            storeId,
            source: 'pos',
            customerName: request.customerName ?? '',
            ...(request.loyaltyCustomerKey ? { customerKey: request.loyaltyCustomerKey } : {}),
            discountCents: quote.coupon.discountCents,
            discountsDelivery: quote.coupon.discountsDelivery,
            itemTotal: quote.totals.itemTotal,
            redeemedIsoDateTimeUtc: request.placedIsoDateTimeUtc,
          },
        });
      if (loyalty && request.loyaltyCustomerKey)
        followLoyaltyCard(tx, {
          restaurantId,
          storeId,
          order,
          card: cardNow,
          customerKnown: loyalty.customerKnown,
          settings: loyalty.settings,
          customerUid: request.loyaltyCustomerKey,
        });
      // JSON round trip: Firestore refuses `undefined` and the stored shape is plain data.
      tx.create(orderRef, JSON.parse(JSON.stringify(order)));
      const lateCash = cashTakenInCents(order);
      if (lateSessionRef && lateSession?.success && lateSession.data.status === 'closed' && lateCash > 0) {
        const lateOrders = lateSession.data.lateOrders ?? [];
        if (
          !lateOrders.some((entry) => entry.posOrderId === posOrderId) &&
          lateOrders.length < MAX_DRAWER_MOVEMENTS
        )
          tx.update(lateSessionRef, {
            lateOrders: [
              ...lateOrders,
              {
                posOrderId,
                cashInCents: lateCash,
                placedIsoDateTimeUtc: request.placedIsoDateTimeUtc,
                recordedIsoDateTimeUtc: now.toISOString(),
              },
            ],
            updatedIsoDateTimeUtc: now.toISOString(),
          });
      }
      if (stashRef && stash)
        tx.set(
          stashRef,
          JSON.parse(
            JSON.stringify({
              ...stash,
              status: 'paid',
              updatedIsoDateTimeUtc: request.placedIsoDateTimeUtc,
              log: [
                ...stash.log,
                {
                  action: 'paid',
                  employeeId: employee.data.id,
                  employeeName: employee.data.name,
                  posTerminalId: input.terminal.id,
                  isoDateTimeUtc: request.placedIsoDateTimeUtc,
                  detail: order.activity.find((entry) => entry.kind === 'paid')?.detail ?? '',
                },
              ].slice(-500),
            }),
          ),
        );
      // Approved line discounts are sales exceptions, written with the order they belong to.
      request.lines.forEach((line) => {
        const discount = line.adjustments?.discountForItem ?? 0;
        const approver = line.approvedByEmployeeId ? approvers.get(line.approvedByEmployeeId) : undefined;
        if (discount <= 0 || !approver || !line.approvedByEmployeeId) return;
        const name = quote.lines.find((priced) => priced.lineId === line.id)?.summary.name ?? 'a line';
        const exception = salesExceptionRecord({
          id: `discount_${posOrderId}_${line.id}`.slice(0, 128),
          restaurantId,
          storeId,
          kind: 'discount',
          employee: { id: employee.data.id, name: employee.data.name },
          approver: { id: line.approvedByEmployeeId, name: approver },
          amountInCents: discount,
          reason: `Discount on ${name}`,
          posOrderId,
          posTerminal: input.terminal,
          isoDateTimeUtc: request.placedIsoDateTimeUtc,
          timezone: store.menu.store.timezone,
        });
        tx.set(
          salesExceptions(restaurantId, storeId).doc(exception.id),
          JSON.parse(JSON.stringify(exception)),
        );
      });
      return answerFrom(order, false);
    });
  const answer = await withCouponPicks(restaurantId, request, promotionReads.coupon, placeWith);
  // The number the store calls it by, from the same daily sequence as online orders.
  // Briefly: a till syncing its outbox must not wait on the counter (no email waits for it either); the
  // order trigger numbers any order this leaves pending, and the till shows the number once it has it.
  const displayNumber = answer.repeated ? answer.displayNumber : await numberNewOrder(orderRef, 1_000);
  const numbered = displayNumber ? { ...answer, displayNumber } : answer;
  log.info('pos.order_placed', {
    restaurantId,
    storeId,
    posOrderId,
    repeated: answer.repeated,
    grandTotal: answer.totals.grandTotal,
  });
  return numbered;
}

interface PromotionReads {
  /** The coupon the code names (undefined: no code, no such coupon, or the order was stored before). */
  coupon: CouponInTransaction | undefined;
  /** The programme and the card to follow, when the order names a customer and POS loyalty is on. */
  loyalty?: {
    settings: LoyaltySettings;
    cardRef: DocumentReference;
    /** The restaurant has a record of this customer (a card may be made for them on their first earn). */
    customerKnown: boolean;
  };
}

async function readPromotions(restaurantId: string, request: PosOrderRequest): Promise<PromotionReads> {
  const key = request.loyaltyCustomerKey;
  const [coupon, loyaltySettings, customer] = await Promise.all([
    request.couponCode?.trim()
      ? readCouponForRedemption(restaurantId, request.couponCode, request.customerPhoneNumber)
      : undefined,
    key ? readLoyaltySettingsOf(restaurantId) : undefined,
    key ? restaurantCustomerDoc(restaurantId, key).get() : undefined,
  ]);
  const settings = loyaltySettings?.settings;
  return {
    coupon,
    ...(key && settings?.enabled && settings.isEnabledForPOS
      ? {
          loyalty: {
            settings,
            cardRef: loyaltyCardDoc(restaurantId, key),
            customerKnown: customer?.exists === true,
          },
        }
      : {}),
  };
}

/**
 * The sale's quote with its coupon and loyalty credits as the server finds them now. The till checked
 * both online when the cashier applied them; a coupon used up (or a first-order coupon claimed) or a
 * card spent elsewhere before the sale reached the server cannot be taken back from a customer who has
 * paid and gone, so the sale is kept as charged: quoted with the coupon's limits and the card's
 * balance set aside, nothing more redeemed, and the reasons kept for the manager (`promotionReview`).
 * Anything else wrong with them (a code that names no coupon, one not valid on the sale's day, a
 * programme switched off) refuses the sale as the menu's problems do (409, the outbox flags it).
 */
function promotionsForSale(
  menu: Parameters<typeof quotePosOrder>[0],
  request: PosOrderRequest,
  placedAt: Date,
  found: {
    coupon: CouponInTransaction | undefined;
    card: LoyaltyCard | undefined;
    settings: LoyaltySettings | undefined;
  },
) {
  const { coupon, card, settings } = found;
  // First-order coupons are claimed by phone number at the counter (the claim document holds it).
  const isFirstOrder = Boolean(request.customerPhoneNumber) && !coupon?.firstOrderClaimed;
  const strict: PosOrderPromotions = {
    ...(coupon
      ? { coupon: { coupon: coupon.coupon, redeemedCount: coupon.coupon.redeemedCount, isFirstOrder } }
      : {}),
    ...(settings && card ? { loyalty: { settings, balance: card.balance } } : {}),
  };
  const quote = quotePosOrder(menu, request, placedAt, { promotions: strict });
  const refused = quote.problems.filter((problem) => POS_PROMOTION_PATHS.has(problem.path));
  const honoured = { promotions: strict, quote, review: [] as string[], couponHonoured: true, isFirstOrder };
  if (refused.length === 0) return honoured;
  const changedMeanwhile = refused.every(
    (problem) =>
      problem.code === 'couponUsedUp' ||
      problem.code === 'loyaltyBalanceChanged' ||
      (problem.code === 'couponNotApplicable' && coupon?.coupon.firstOrderDiscount === true),
  );
  const asCharged: PosOrderPromotions = {
    ...(coupon ? { coupon: { coupon: coupon.coupon, redeemedCount: 0, isFirstOrder: true } } : {}),
    ...(settings && card
      ? {
          loyalty: {
            settings,
            balance: Math.max(card.balance, request.loyaltyRedemption?.credits ?? 0),
          },
        }
      : {}),
  };
  const kept = changedMeanwhile ? quotePosOrder(menu, request, placedAt, { promotions: asCharged }) : quote;
  if (!changedMeanwhile || kept.problems.some((problem) => POS_PROMOTION_PATHS.has(problem.path)))
    throw new PosOrderProblemsError(
      409,
      refused.map(({ path, message }) => ({ path, message })),
      quote.totals,
    );
  return {
    promotions: asCharged,
    quote: kept,
    review: refused.map((problem) => problem.message),
    couponHonoured: !refused.some((problem) => problem.path === 'couponCode'),
    isFirstOrder,
  };
}

/**
 * The customer's loyalty card follows the sale in its transaction: the credits it spent (never more
 * than the balance left: the rest was given as charged and is flagged) and, for a paid sale, the
 * credits it earns under the programme's rules, with the same ledger entry ids as online orders, so
 * the order-write trigger finds them done (and gives spent credits back if the order is called off).
 */
function followLoyaltyCard(
  tx: FirebaseFirestore.Transaction,
  input: {
    restaurantId: string;
    storeId: string;
    order: PosOrderDocument;
    card: LoyaltyCard | undefined;
    customerKnown: boolean;
    settings: LoyaltySettings;
    customerUid: string;
  },
): void {
  const { order, restaurantId, storeId } = input;
  const now = order.placedIsoDateTimeUtc;
  const view = ZLoyaltyOrderView.safeParse(order);
  const earned =
    order.isPaid && view.success ? creditsForCompletedOrder(input.settings, view.data) : undefined;
  const spent = Math.min(order.totals.loyaltyDiscount, input.card?.balance ?? 0);
  if (spent <= 0 && !(earned?.ok && earned.credits > 0)) return;
  // Only the restaurant's known, signed-up customers have cards (a guest's key names no account).
  if (!input.card && (!input.customerKnown || input.customerUid.startsWith('guest:'))) return;
  let card =
    input.card ??
    newLoyaltyCard({
      customerUid: input.customerUid,
      restaurantId,
      name: order.customer.name,
      mobile: order.customer.mobile,
      email: '',
      searchTerms: personSearchTerms({ name: order.customer.name, mobile: order.customer.mobile, email: '' }),
      nowIso: now,
    });
  if (spent > 0)
    card = writeLedgerChange(tx, {
      restaurantId,
      card,
      kind: 'redeem',
      entryId: loyaltyEntryId('redeem', order.id),
      credits: -spent,
      orderId: order.id,
      storeId,
      description: 'Credits spent at the counter',
      now,
      extra: { restoredSoFar: 0 },
    });
  if (earned?.ok && earned.credits > 0)
    writeLedgerChange(tx, {
      restaurantId,
      card,
      kind: 'earn',
      entryId: loyaltyEntryId('earn', order.id),
      credits: earned.credits,
      orderId: order.id,
      storeId,
      description: 'Credits for a sale at the counter',
      now,
      extra: { removedByRefunds: 0 },
    });
}

/**
 * Runs the placement with one of the coupon's counter shards, picking another when the picked one
 * filled up meanwhile (as online checkout does). When no shard has room the coupon is used up: the
 * placement runs without a shard and the sale is kept as charged, flagged (promotionsForSale).
 */
async function withCouponPicks<T>(
  restaurantId: string,
  request: PosOrderRequest,
  first: CouponInTransaction | undefined,
  place: (refs: CouponTransactionRefs | undefined, coupon: CouponInTransaction | undefined) => Promise<T>,
): Promise<T> {
  if (!first) return place(undefined, undefined);
  let found = first;
  for (let pick = 1; ; pick++) {
    const refs = couponRefsForTransaction(restaurantId, found, request.customerPhoneNumber ?? '');
    try {
      return await place(refs, found);
    } catch (error) {
      if (!(error instanceof CouponShardFullError)) throw error;
      if (pick >= COUPON_SHARD_PICKS) throw new TooManyRequestsError(BUSY_MESSAGE, 3);
      found =
        (await readCouponForRedemption(restaurantId, found.coupon.couponCode, request.customerPhoneNumber)) ??
        found;
    }
  }
}
