/**
 * Paired card terminals (pin pads) and the card payments the POS takes on them. A payment is one
 * document per sale (`cardTerminalPayments/{posOrderId}`, or `refund-{refundId}` for a refund) that
 * lists every attempt made for it, so the never-charge-twice rule (`nextChargeStep`) always sees the
 * whole history of the sale, whichever till button was pressed how many times.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { ZClientOrderId } from '../onlineOrdering/placeOrderRequest';
import { CARD_TERMINAL_RESULTS, type CardTerminalResult } from '../status/cardTerminal';
import { type CardTerminalAttempt, nextChargeStep } from './cardTerminal';

export const CARD_TERMINAL_PROVIDERS = ['anzWorldline'] as const;
export const CARD_TERMINAL_TRANSACTION_TYPES = ['purchase', 'credit'] as const;
export type CardTerminalTransactionType = (typeof CARD_TERMINAL_TRANSACTION_TYPES)[number];

const ZAmount = z
  .number()
  .int('Whole cents only')
  .min(1, 'More than $0.00')
  .max(10_000_000, 'At most $100,000');

/** The code the terminal shows while it waits to be paired (digits and letters, as typed). */
export const ZPairPinPadRequest = z.object({
  pairingCode: z
    .string()
    .trim()
    .max(12, 'The pairing code is 4 to 12 letters or digits')
    .regex(/^[A-Za-z0-9]{4,12}$/, 'The pairing code is 4 to 12 letters or digits'),
  name: z.string().trim().min(1, 'Name the card terminal').max(60, 'At most 60 characters'),
  /** The till that sends its card payments to this terminal. */
  posTerminalId: ZDocumentId,
});
export type PairPinPadRequest = z.infer<typeof ZPairPinPadRequest>;

export const ZCardTerminalPurchaseRequest = z.object({
  posOrderId: ZClientOrderId,
  amountInCents: ZAmount,
  /** The till's id for this press: the same press sent again (a retry after a timeout) is one attempt. */
  attemptId: ZDocumentId,
});
export type CardTerminalPurchaseRequest = z.infer<typeof ZCardTerminalPurchaseRequest>;

export const ZCardTerminalRefundRequest = z.object({
  posOrderId: ZClientOrderId,
  refundId: ZDocumentId,
  amountInCents: ZAmount,
  attemptId: ZDocumentId,
});
export type CardTerminalRefundRequest = z.infer<typeof ZCardTerminalRefundRequest>;

/** Cancel, retry (ask the terminal what became of the last attempt) and reprint name the payment. */
export const ZCardTerminalPaymentRequest = z.object({ paymentId: ZDocumentId });
export type CardTerminalPaymentRequest = z.infer<typeof ZCardTerminalPaymentRequest>;

/**
 * A reprint: the terminal's last receipt, or (naming a payment) that payment's receipt when it is the
 * terminal's last one; a terminal can print only its last receipt again (TIM `receiptRequest`).
 */
export const ZCardTerminalReprintRequest = z.object({ paymentId: ZDocumentId.optional() });
export type CardTerminalReprintRequest = z.infer<typeof ZCardTerminalReprintRequest>;

export const CARD_TERMINAL_REQUEST_SCHEMAS = {
  ZPairPinPadRequest,
  ZCardTerminalPurchaseRequest,
  ZCardTerminalRefundRequest,
  ZCardTerminalPaymentRequest,
  ZCardTerminalReprintRequest,
};

/**
 * The card terminal's entries of the error catalogue: the title and words the server answers with
 * (409 for conflicts, 502 when the terminal or its relay cannot act) and the till shows as they are.
 */
export const CARD_TERMINAL_ERRORS = {
  paymentRunning: {
    title: 'Payment In Progress',
    message: 'A card payment is already running for this sale. Wait for it or cancel it on the till.',
  },
  terminalBusy: {
    title: 'Card Terminal Busy',
    message: 'The card terminal is taking another payment. Wait for it to finish.',
  },
  resultNotKnown: {
    title: 'Result Not Known',
    message:
      'The card terminal cannot be reached to confirm the last attempt, so the card is not charged again. Check the terminal, then try again.',
  },
  terminalOffline: {
    title: 'Card Terminal Offline',
    message: 'The card terminal is offline. Check it is switched on and connected, then try again.',
  },
  terminalUnreachable: {
    title: 'Card Terminal Unreachable',
    message:
      'The card terminal service could not be reached. Nothing is charged again until the terminal answers: check its connection, then press Check result.',
  },
  tooManyAttempts: {
    title: 'Too Many Attempts',
    message: 'This sale has had too many card attempts. Take another payment method.',
  },
  refundTooLarge: {
    title: 'Refund Too Large',
    message: 'That is more than this order has left to refund.',
  },
  notCardSale: {
    title: 'Not A Card Sale',
    message: 'This order was not paid by card: its money goes back the way it was paid.',
  },
  noReceipt: {
    title: 'No Receipt',
    message: 'The card terminal has no receipt to print yet.',
  },
  notLastReceipt: {
    title: 'Not The Last Receipt',
    message:
      'The card terminal can print only its last receipt again, and that is another transaction’s. This sale’s receipt is shown on the till.',
  },
} as const satisfies Record<string, { title: string; message: string }>;
export type CardTerminalErrorKey = keyof typeof CARD_TERMINAL_ERRORS;

/** `restaurants/{r}/stores/{s}/cardTerminals/{id}`: a pin pad paired to one of the store's tills. */
export const ZCardTerminal = z.object({
  id: ZDocumentId,
  provider: z.enum(CARD_TERMINAL_PROVIDERS),
  name: z.string().max(60),
  /** The provider's terminal id (TID) and pairing, used for every call to it. */
  terminalId: z.string().max(64),
  pairingId: z.string().max(64),
  model: z.string().max(64),
  posTerminalId: ZDocumentId,
  pairedIsoDateTimeUtc: ZIsoDateTimeUtc,
  pairedBy: z.string().max(128),
  /** The payment whose attempt the terminal is running now (one at a time per pin pad). */
  busyPaymentId: z.string().max(80).optional(),
  lastTransaction: z
    .object({
      paymentId: z.string().max(80),
      posReference: z.string().max(64),
      type: z.enum(CARD_TERMINAL_TRANSACTION_TYPES),
      amountInCents: z.number().int(),
      result: z.enum(CARD_TERMINAL_RESULTS).optional(),
      isoDateTimeUtc: ZIsoDateTimeUtc,
    })
    .optional(),
});
export type CardTerminal = z.infer<typeof ZCardTerminal>;

export const ZCardTerminalPaymentAttempt = z.object({
  attemptId: z.string().max(128),
  posReference: z.string().max(64),
  amountInCents: z.number().int(),
  result: z.enum(CARD_TERMINAL_RESULTS).optional(),
  /** The terminal's own result code (TIM `ta_c_rc_*` name) behind `result`. */
  resultCode: z.string().max(64).optional(),
  authCode: z.string().max(32).optional(),
  cardLast4: z.string().max(4).optional(),
  cardScheme: z.string().max(32).optional(),
  receipt: z.string().max(4000).optional(),
  startedIsoDateTimeUtc: ZIsoDateTimeUtc,
  completedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** How the outcome became known: the terminal's result message, or asking it afterwards. */
  resolvedBy: z.enum(['result', 'lastTransaction', 'refused']).optional(),
});
export type CardTerminalPaymentAttempt = z.infer<typeof ZCardTerminalPaymentAttempt>;

export const CARD_PAYMENT_STATES = [
  'waiting',
  'approved',
  'declined',
  'cancelled',
  'unknown',
  'failed',
] as const;
export type CardPaymentState = (typeof CARD_PAYMENT_STATES)[number];

/** `restaurants/{r}/stores/{s}/cardTerminalPayments/{paymentId}`: one sale's (or refund's) attempts. */
export const ZCardTerminalPayment = z.object({
  id: z.string().max(80),
  type: z.enum(CARD_TERMINAL_TRANSACTION_TYPES),
  posOrderId: z.string().max(64),
  refundId: z.string().max(128).optional(),
  cardTerminalId: ZDocumentId,
  posTerminalId: ZDocumentId,
  attempts: z.array(ZCardTerminalPaymentAttempt).max(50),
  state: z.enum(CARD_PAYMENT_STATES),
  /** Result messages already applied (the provider delivers each at least once). */
  appliedEventIds: z.array(z.string().max(128)).max(100),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type CardTerminalPayment = z.infer<typeof ZCardTerminalPayment>;

/** The most attempts one sale may make (a cashier retrying a declining card for ever is a problem). */
export const MAX_CARD_ATTEMPTS = 20;

/** The payment's state from its attempts: what the till shows. */
export function cardPaymentStateOf(attempts: readonly CardTerminalPaymentAttempt[]): CardPaymentState {
  if (attempts.some((attempt) => attempt.result === 'APPROVED')) return 'approved';
  const last = attempts.at(-1);
  if (!last) return 'waiting';
  switch (last.result) {
    case undefined:
      return 'waiting';
    case 'DECLINED':
      return 'declined';
    case 'CANCELLED':
    case 'REVERSED':
      return 'cancelled';
    case 'NOT STARTED':
    case 'SYSTEM ERROR':
      return 'failed';
    default:
      return 'unknown';
  }
}

/** The domain's decision for this payment (attempts as `nextChargeStep` reads them). */
export function chargeStepOf(
  attempts: readonly CardTerminalPaymentAttempt[],
  lastTransaction?: { posReference: string; result: CardTerminalResult },
) {
  const plain: CardTerminalAttempt[] = attempts.map((attempt) => ({
    posReference: attempt.posReference,
    amountInCents: attempt.amountInCents,
    ...(attempt.result ? { result: attempt.result } : {}),
  }));
  return nextChargeStep(plain, lastTransaction);
}

/** The payment document id of a purchase or a refund. */
export function cardPaymentIdOf(request: { posOrderId: string; refundId?: string }): string {
  return request.refundId ? `refund-${request.refundId}` : request.posOrderId;
}

/** The reference sent to the terminal for an attempt: unique per attempt, echoed in its answers. */
export function posReferenceOf(paymentId: string, attemptNumber: number): string {
  return `${paymentId}.${attemptNumber}`.slice(-64);
}

/** Failures worth telling the team about (posted to the store's messaging channel). */
export function isCardTerminalFailure(result: CardTerminalResult | undefined): boolean {
  return result === 'SYSTEM ERROR' || result === 'UNKNOWN';
}

export const CARD_PAYMENT_STATE_LABELS: Record<CardPaymentState, string> = {
  waiting: 'Waiting for the card',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  unknown: 'Result not known',
  failed: 'Terminal error',
};
