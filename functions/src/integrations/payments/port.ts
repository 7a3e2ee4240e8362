/**
 * The payment port: everything that talks to the card provider goes through this interface, never
 * the SDK directly. Types here are ours; no provider SDK type leaks to callers. The one adapter
 * (stripeAdapter.ts) uses the official SDK, pointed at real Stripe or at the local fake.
 *
 * Conventions:
 * - money is integer cents (`...InCents`); currencies are lower-case ISO 4217 (`aud`).
 * - `connectedAccountId` scopes a call to a store's connected account (direct charges: the payment
 *   intent lives on the store's account and the platform takes `applicationFeeInCents`). Omit it for
 *   platform objects (customers and their saved cards).
 * - `idempotencyKey` is derived by the caller from our own ids (e.g. `pi-create:{orderId}`) and
 *   stored before the first call, so a retry after a crash sends the same key.
 * - card declines are an expected outcome, not an exception: create/confirm return the intent with
 *   status `failure` and a `decline`. Everything else that goes wrong throws `PaymentProviderError`.
 */
import type { PaymentDeclineReason, PaymentStatusCode, PayoutInterval } from '@resto/domain';

export type CurrencyCode = string;

/** What ties a provider object back to our data; the webhook dispatcher finds orders by it. */
export interface PaymentMetadata {
  restaurantId: string;
  storeId: string;
  orderId: string;
  [key: string]: string;
}

/** Why a card payment failed, with words a customer may see (domain/src/payments/paymentDeclines.ts). */
export interface PaymentDecline {
  /** The provider's error code, e.g. `card_declined`, `expired_card`. */
  code: string;
  /** The provider's bank decline code, e.g. `insufficient_funds`, when it gave one. */
  declineCode?: string;
  reason: PaymentDeclineReason;
  customerMessage: string;
}

/** The provider's own payment intent lifecycle, kept for logs and diagnostics only. */
export type ProviderPaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntent {
  id: string;
  /** Our status (domain PAYMENT_STATUS_CODES): what the order's `payment.status` should say. */
  status: PaymentStatusCode;
  providerStatus: ProviderPaymentIntentStatus;
  amountInCents: number;
  amountCapturableInCents: number;
  amountReceivedInCents: number;
  currency: CurrencyCode;
  applicationFeeInCents: number;
  captureMethod: 'automatic' | 'manual';
  connectedAccountId?: string;
  customerId?: string;
  paymentMethodId?: string;
  latestChargeId?: string;
  /** Handed to the browser only, to finish a `requiresAction` step. */
  clientSecret?: string;
  /** Set while the customer must authenticate (3-D Secure) before the payment can proceed. */
  requiresAction?: { redirectUrl?: string };
  /** Set when the last attempt was declined. */
  decline?: PaymentDecline;
  metadata: Record<string, string>;
  createdIsoDateTimeUtc: string;
}

export interface CreatePaymentIntentInput {
  amountInCents: number;
  currency: CurrencyCode;
  /** The store's connected account: the charge is made on it. */
  connectedAccountId: string;
  applicationFeeInCents: number;
  idempotencyKey: string;
  metadata: PaymentMetadata;
  /** A customer that exists ON the connected account; omit for platform customers (saved cards). */
  customerId?: string;
  /**
   * A `pm_...` id that exists on the connected account. The browser creates card payment methods on
   * the platform (card entry posts straight to the provider); call `sharePaymentMethod` first to copy
   * it onto the store's account (both for a fresh card and for a saved one).
   */
  paymentMethodId?: string;
  /** Confirm in the same call (needs `paymentMethodId`). */
  confirm?: boolean;
  /** `manual` authorises now and captures later (status `requiresCapture`). Default automatic. */
  captureMethod?: 'automatic' | 'manual';
  /** Where the provider sends the customer back after a redirect-based authentication. */
  returnUrl?: string;
  description?: string;
  receiptEmail?: string;
}

/**
 * A payment to the platform itself (not a store's connected account), e.g. an owner paying for an
 * SMS campaign: no application fee, the card the owner entered, confirmed in the same call.
 */
export interface CreatePlatformPaymentIntentInput {
  amountInCents: number;
  currency: CurrencyCode;
  paymentMethodId: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
  description?: string;
  receiptEmail?: string;
}

export interface ConfirmPaymentIntentInput {
  paymentIntentId: string;
  connectedAccountId: string;
  idempotencyKey: string;
  paymentMethodId?: string;
  returnUrl?: string;
}

export interface CapturePaymentIntentInput {
  paymentIntentId: string;
  connectedAccountId: string;
  idempotencyKey: string;
  /** Capture less than authorised; default all of it. */
  amountToCaptureInCents?: number;
  applicationFeeInCents?: number;
}

export interface CancelPaymentIntentInput {
  paymentIntentId: string;
  connectedAccountId: string;
  idempotencyKey: string;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer' | 'abandoned';
}

export type ProviderRefundStatus = 'pending' | 'requiresAction' | 'succeeded' | 'failed' | 'canceled';

export interface Refund {
  id: string;
  paymentIntentId?: string;
  chargeId?: string;
  amountInCents: number;
  currency: CurrencyCode;
  status: ProviderRefundStatus;
  /** `refundSuccess` / `refundFailure` once settled; absent while pending. */
  paymentStatus?: PaymentStatusCode;
  failureReason?: string;
  connectedAccountId?: string;
  metadata: Record<string, string>;
  createdIsoDateTimeUtc: string;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  connectedAccountId: string;
  idempotencyKey: string;
  /** Partial refund amount; default what is left. */
  amountInCents?: number;
  /** Return the platform's application fee proportionally too. Default false. */
  refundApplicationFee?: boolean;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer';
  metadata?: Record<string, string>;
}

export interface Charge {
  id: string;
  paymentIntentId?: string;
  amountInCents: number;
  amountRefundedInCents: number;
  refunded: boolean;
  currency: CurrencyCode;
  connectedAccountId?: string;
  metadata: Record<string, string>;
}

/** What a charge cost: the processor's fee and the platform's cut, for orderTransactionFees. */
export interface ChargeFees {
  chargeId: string;
  amountInCents: number;
  processorFeeInCents: number;
  applicationFeeInCents: number;
  netInCents: number;
}

export interface Customer {
  id: string;
  email?: string;
  name?: string;
  phone?: string;
  metadata: Record<string, string>;
}

export interface CreateCustomerInput {
  idempotencyKey: string;
  email?: string;
  name?: string;
  phone?: string;
  /** e.g. { restaurantId, customerUid } */
  metadata?: Record<string, string>;
}

/** A saved card: never more than brand, last four digits and expiry. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  funding?: string;
  country?: string;
  customerId?: string;
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
  /** Pass as `startingAfter` to get the next page (the last item's id). */
  nextCursor?: string;
}

export interface PageRequest {
  /** 1..100, default 10 (the provider's default). */
  limit?: number;
  startingAfter?: string;
}

export type AccountVerificationStatus = 'unverified' | 'pending' | 'verified' | 'restricted' | 'rejected';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface PayoutSchedule {
  interval: PayoutInterval;
  /** Days between a payment and its money becoming available for payout. */
  delayDays: number;
  weeklyAnchor?: Weekday;
  monthlyAnchor?: number;
}

export interface ExternalAccount {
  id: string;
  kind: 'bankAccount' | 'card';
  last4: string;
  bankName?: string;
  country?: string;
  currency: CurrencyCode;
  defaultForCurrency: boolean;
  status?: string;
}

export interface ConnectedAccount {
  id: string;
  email?: string;
  businessName?: string;
  country: string;
  defaultCurrency: CurrencyCode;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  verificationStatus: AccountVerificationStatus;
  requirements: {
    currentlyDue: string[];
    pastDue: string[];
    eventuallyDue: string[];
    disabledReason?: string;
  };
  payoutSchedule: PayoutSchedule;
  externalAccounts: ExternalAccount[];
  metadata: Record<string, string>;
}

export interface CreateConnectedAccountInput {
  idempotencyKey: string;
  country: string;
  email?: string;
  businessName?: string;
  /** e.g. { restaurantId, storeId } */
  metadata?: Record<string, string>;
}

export interface AccountLink {
  url: string;
  expiresIsoDateTimeUtc: string;
}

export interface CreateAccountLinkInput {
  connectedAccountId: string;
  /** `verification`: onboarding / finish verification; `update`: change details already given. */
  kind: 'verification' | 'update';
  refreshUrl: string;
  returnUrl: string;
}

export interface Money {
  amountInCents: number;
  currency: CurrencyCode;
}

export interface Balance {
  available: Money[];
  pending: Money[];
}

export type PayoutStatus = 'paid' | 'pending' | 'inTransit' | 'canceled' | 'failed';

export interface Payout {
  id: string;
  amountInCents: number;
  currency: CurrencyCode;
  status: PayoutStatus;
  arrivalIsoDateTimeUtc: string;
  createdIsoDateTimeUtc: string;
  automatic: boolean;
  description?: string;
  failureCode?: string;
  failureMessage?: string;
  destinationId?: string;
  connectedAccountId?: string;
}

/** Which webhook endpoint an event came through (SPEC: `/api/{provider}/webhooks/{endpoint}`). */
export type WebhookEndpoint = 'connect' | 'platform';

/** A verified provider event, normalised to our types. */
export interface PaymentWebhookEvent {
  id: string;
  /** The provider's event type, e.g. `payment_intent.succeeded`, `account.updated`. */
  type: string;
  endpoint: WebhookEndpoint;
  /** Present when the event is about a connected account (direct charges, account updates). */
  connectedAccountId?: string;
  createdIsoDateTimeUtc: string;
  livemode: boolean;
  data: PaymentWebhookEventData;
}

export type PaymentWebhookEventData =
  | { kind: 'paymentIntent'; paymentIntent: PaymentIntent }
  | { kind: 'charge'; charge: Charge }
  | { kind: 'refund'; refund: Refund }
  | { kind: 'account'; account: ConnectedAccount }
  | { kind: 'payout'; payout: Payout }
  | { kind: 'other'; objectType: string; objectId?: string };

export interface VerifyWebhookInput {
  /** The request body exactly as received (the signature covers these bytes). */
  rawBody: Buffer | string;
  /** The `Stripe-Signature` header. */
  signatureHeader: string | undefined;
  endpoint: WebhookEndpoint;
}

export type PaymentProviderErrorKind =
  | 'card'
  | 'invalidRequest'
  | 'idempotency'
  | 'notFound'
  | 'rateLimit'
  | 'authentication'
  | 'permission'
  | 'connection'
  | 'api';

/** A provider call failed for a reason other than a card decline (or a decline outside a payment). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    readonly details: {
      httpStatus?: number;
      code?: string;
      declineCode?: string;
      param?: string;
      /** Safe to show a customer (from the domain catalogue); never the provider's raw text. */
      customerMessage: string;
      requestId?: string;
    },
  ) {
    super(message);
  }
}

/** The webhook's signature did not verify (wrong secret, tampered body, too old): answer 400. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface PaymentPort {
  // Payment intents (on the store's connected account)
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  retrievePaymentIntent(input: {
    paymentIntentId: string;
    connectedAccountId: string;
  }): Promise<PaymentIntent>;
  confirmPaymentIntent(input: ConfirmPaymentIntentInput): Promise<PaymentIntent>;
  capturePaymentIntent(input: CapturePaymentIntentInput): Promise<PaymentIntent>;
  cancelPaymentIntent(input: CancelPaymentIntentInput): Promise<PaymentIntent>;
  /** Processor and application fees of a settled charge (for orderTransactionFees and fee reports). */
  retrieveChargeFees(input: { chargeId: string; connectedAccountId: string }): Promise<ChargeFees>;

  // Payments to the platform (owners paying us)
  createPlatformPaymentIntent(input: CreatePlatformPaymentIntentInput): Promise<PaymentIntent>;
  /** Tries a platform payment intent again, e.g. with another card after a decline. */
  confirmPlatformPaymentIntent(input: {
    paymentIntentId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;

  /** Looks at a platform payment intent again, e.g. after the owner's bank check (3-D Secure). */
  retrievePlatformPaymentIntent(input: { paymentIntentId: string }): Promise<PaymentIntent>;
  /** Pays back (part of) a platform payment, e.g. an SMS campaign's unsent messages. */
  createPlatformRefund(input: {
    paymentIntentId: string;
    amountInCents: number;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<Refund>;

  // Refunds
  createRefund(input: CreateRefundInput): Promise<Refund>;
  retrieveRefund(input: { refundId: string; connectedAccountId: string }): Promise<Refund>;
  listRefunds(
    input: { paymentIntentId: string; connectedAccountId: string } & PageRequest,
  ): Promise<Page<Refund>>;

  // Customers and saved cards (platform objects)
  createCustomer(input: CreateCustomerInput): Promise<Customer>;
  retrieveCustomer(input: { customerId: string }): Promise<Customer>;
  listPaymentMethods(input: { customerId: string } & PageRequest): Promise<Page<SavedCard>>;
  retrievePaymentMethod(input: { paymentMethodId: string; connectedAccountId?: string }): Promise<SavedCard>;
  attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<SavedCard>;
  detachPaymentMethod(input: { paymentMethodId: string }): Promise<SavedCard>;
  /**
   * Copies a platform payment method (a card just entered, or a customer's saved card) onto a
   * connected account so a direct charge can use it. `customerId` is required when the card is
   * attached to a customer (saved cards). Returns the new `pm_...` on that account.
   */
  sharePaymentMethod(input: {
    customerId?: string;
    paymentMethodId: string;
    connectedAccountId: string;
    idempotencyKey: string;
  }): Promise<SavedCard>;

  // Connected accounts (one per store)
  createConnectedAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccount>;
  retrieveConnectedAccount(input: { connectedAccountId: string }): Promise<ConnectedAccount>;
  /** Deletes an account that never took payments; the provider refuses otherwise (use reject). */
  deleteConnectedAccount(input: { connectedAccountId: string }): Promise<{ id: string; deleted: boolean }>;
  rejectConnectedAccount(input: {
    connectedAccountId: string;
    reason: 'fraud' | 'terms_of_service' | 'other';
  }): Promise<ConnectedAccount>;
  createAccountLink(input: CreateAccountLinkInput): Promise<AccountLink>;
  retrieveBalance(input: { connectedAccountId: string }): Promise<Balance>;
  listPayouts(input: { connectedAccountId: string } & PageRequest): Promise<Page<Payout>>;
  retrievePayout(input: { payoutId: string; connectedAccountId: string }): Promise<Payout>;
  /** Adds a bank account (or debit card) from a browser-made token (`btok_...` / `tok_...`). */
  createExternalAccount(input: {
    connectedAccountId: string;
    token: string;
    defaultForCurrency?: boolean;
  }): Promise<ExternalAccount>;
  listExternalAccounts(input: { connectedAccountId: string } & PageRequest): Promise<Page<ExternalAccount>>;
  deleteExternalAccount(input: {
    connectedAccountId: string;
    externalAccountId: string;
  }): Promise<{ id: string; deleted: boolean }>;
  updatePayoutSchedule(input: {
    connectedAccountId: string;
    schedule: Partial<PayoutSchedule> & { interval: PayoutInterval };
  }): Promise<ConnectedAccount>;

  // Webhooks
  /** Verifies the signature over the raw body and normalises the event; throws WebhookSignatureError. */
  verifyWebhookEvent(input: VerifyWebhookInput): PaymentWebhookEvent;
}
