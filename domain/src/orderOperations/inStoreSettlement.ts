/**
 * How an online order that was not paid at checkout (pay in store, cash or card on delivery) was paid
 * in the end. Staff say it when they complete the order; the order then reads "Paid in store · Cash"
 * everywhere instead of "not paid yet". SPEC.md section 4: those online types never count as paid on
 * their own, so this record is what makes them paid.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import type { OnlinePaymentType, PaymentStatusCode } from '../common/constants';
import { isPaidToMarketplace } from '../payments/marketplacePayment';
import { isOnlineOrderPaid } from '../payments/payments';
import { type OrderActor, ZOrderActor } from './orderActor';

export const IN_STORE_SETTLEMENT_METHODS = ['cash', 'card', 'custom'] as const;
export type InStoreSettlementMethod = (typeof IN_STORE_SETTLEMENT_METHODS)[number];

export const IN_STORE_SETTLEMENT_METHOD_LABELS: Record<InStoreSettlementMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  custom: 'Other',
};

/** What staff send with `complete`: the method, and which of the store's custom payments. */
export const ZInStoreSettlementRequest = z
  .object({
    method: z.enum(IN_STORE_SETTLEMENT_METHODS, { error: 'Choose how the customer paid' }),
    customPaymentId: ZDocumentId.optional(),
  })
  .refine((paid) => paid.method !== 'custom' || paid.customPaymentId !== undefined, {
    path: ['customPaymentId'],
    message: 'Choose which of your payment types was used',
  });
export type InStoreSettlementRequest = z.infer<typeof ZInStoreSettlementRequest>;

/** Stored on the order as `settlement` by the transaction that completes it. */
export const ZInStoreSettlement = z.object({
  method: z.enum(IN_STORE_SETTLEMENT_METHODS),
  customPaymentId: z.string().optional(),
  /** The custom payment's name when it was recorded ("Uber voucher"), so later renames do not rewrite history. */
  customPaymentName: z.string().optional(),
  amountInCents: z.number().int().min(0),
  recordedIsoDateTimeUtc: ZIsoDateTimeUtc,
  by: ZOrderActor,
});
export type InStoreSettlement = z.infer<typeof ZInStoreSettlement>;

/** Online payment types the customer settles at the store or the door, which staff must record. */
export function isSettledAtStore(paymentType: string | undefined): boolean {
  return paymentType === 'inStore' || paymentType === 'cashOnDelivery' || paymentType === 'cardOnDelivery';
}

/** The method staff are most likely to pick: what the customer chose at checkout. */
export function expectedSettlementMethod(paymentType: string | undefined): InStoreSettlementMethod {
  return paymentType === 'cardOnDelivery' ? 'card' : 'cash';
}

/** "Cash", "Card", or the custom payment's name. */
export function settlementMethodWords(
  settlement: Pick<InStoreSettlement, 'method' | 'customPaymentName'>,
): string {
  if (settlement.method === 'custom')
    return settlement.customPaymentName ?? IN_STORE_SETTLEMENT_METHOD_LABELS.custom;
  return IN_STORE_SETTLEMENT_METHOD_LABELS[settlement.method];
}

/**
 * Whether the order's money is in: a card checkout that went through, or a pay-at-store order staff
 * recorded as paid. The one reading of "paid" for online orders on every screen.
 */
export function isOnlineOrderSettled(order: {
  source?: string | undefined;
  cart: { paymentType?: string | undefined };
  payment?: { status: PaymentStatusCode } | undefined;
  settlement?: unknown;
}): boolean {
  // A marketplace order was paid to the marketplace before it reached us.
  if (isPaidToMarketplace(order.source)) return true;
  const type = order.cart.paymentType;
  if (type === 'stripe') return isOnlineOrderPaid(type as OnlinePaymentType, order.payment?.status);
  return isSettledAtStore(type) && order.settlement !== undefined && order.settlement !== null;
}

/**
 * Works out the settlement to store when an order is completed; undefined when the order needs none
 * (card checkout) or already has one. Throws a message for the field at fault.
 */
export function planInStoreSettlement(input: {
  paymentType: string | undefined;
  grandTotalInCents: number;
  alreadySettled: boolean;
  request: InStoreSettlementRequest | undefined;
  customPayments: readonly { id: string; name: string }[];
  actor: OrderActor;
  nowIsoDateTimeUtc: string;
}): { settlement?: InStoreSettlement; problem?: { path: string; message: string } } {
  if (!isSettledAtStore(input.paymentType) || input.alreadySettled) return {};
  const request = input.request;
  if (!request) {
    return {
      problem: { path: 'paidWith', message: 'Say how the customer paid before completing the order' },
    };
  }
  let customPaymentName: string | undefined;
  if (request.method === 'custom') {
    const custom = input.customPayments.find((payment) => payment.id === request.customPaymentId);
    if (!custom) {
      return {
        problem: {
          path: 'paidWith.customPaymentId',
          message: 'That payment type is not one of this store’s. Choose another.',
        },
      };
    }
    customPaymentName = custom.name;
  }
  return {
    settlement: {
      method: request.method,
      ...(request.method === 'custom' && request.customPaymentId
        ? { customPaymentId: request.customPaymentId }
        : {}),
      ...(customPaymentName !== undefined ? { customPaymentName } : {}),
      amountInCents: input.grandTotalInCents,
      recordedIsoDateTimeUtc: input.nowIsoDateTimeUtc,
      by: input.actor,
    },
  };
}

/** What the order routes parse with this module's schemas (see common/inputBounds.ts). */
export const ORDER_SETTLEMENT_REQUEST_SCHEMAS = { ZInStoreSettlementRequest };
