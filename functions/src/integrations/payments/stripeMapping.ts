/**
 * Stripe SDK objects → the port's own types. Nothing outside this folder sees an SDK type.
 */
import { type PaymentStatusCode, paymentDeclineMessage, paymentDeclineReason } from '@resto/domain';
import type Stripe from 'stripe';
import type {
  AccountVerificationStatus,
  Charge,
  ConnectedAccount,
  ExternalAccount,
  PaymentDecline,
  PaymentIntent,
  PaymentWebhookEvent,
  PaymentWebhookEventData,
  Payout,
  PayoutSchedule,
  PayoutStatus,
  ProviderPaymentIntentStatus,
  ProviderRefundStatus,
  Refund,
  SavedCard,
  WebhookEndpoint,
  Weekday,
} from './port';

export function isoFromUnixSeconds(seconds: number | null | undefined): string {
  return new Date((seconds ?? 0) * 1000).toISOString();
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value.id;
}

function metadataOf(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  return { ...(metadata ?? {}) };
}

export function declineFrom(code: string | undefined, declineCode: string | undefined): PaymentDecline {
  return {
    code: code ?? 'card_declined',
    ...(declineCode ? { declineCode } : {}),
    reason: paymentDeclineReason(code, declineCode),
    customerMessage: paymentDeclineMessage(code, declineCode),
  };
}

/**
 * Our status for a provider status. `requires_payment_method` is either a fresh intent (no card yet:
 * still processing) or one whose last attempt was declined (failure); the last error tells which.
 * `requires_action` / `requires_confirmation` wait on the customer, so the payment is still processing.
 */
export function paymentStatusFromProvider(
  status: ProviderPaymentIntentStatus,
  hasLastPaymentError: boolean,
): PaymentStatusCode {
  switch (status) {
    case 'succeeded':
      return 'success';
    case 'requires_capture':
      return 'requiresCapture';
    case 'canceled':
      return 'cancel';
    case 'requires_payment_method':
      return hasLastPaymentError ? 'failure' : 'processing';
    default:
      return 'processing';
  }
}

export function toPaymentIntent(intent: Stripe.PaymentIntent, connectedAccountId?: string): PaymentIntent {
  const providerStatus = intent.status as ProviderPaymentIntentStatus;
  const lastError = intent.last_payment_error;
  const status = paymentStatusFromProvider(providerStatus, lastError !== null && lastError !== undefined);
  const redirectUrl = intent.next_action?.redirect_to_url?.url ?? undefined;
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  const latestChargeId = idOf(intent.latest_charge);
  return {
    id: intent.id,
    status,
    providerStatus,
    amountInCents: intent.amount,
    amountCapturableInCents: intent.amount_capturable ?? 0,
    amountReceivedInCents: intent.amount_received ?? 0,
    currency: intent.currency,
    applicationFeeInCents: intent.application_fee_amount ?? 0,
    captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    ...(connectedAccountId ? { connectedAccountId } : {}),
    ...(customerId ? { customerId } : {}),
    ...(paymentMethodId ? { paymentMethodId } : {}),
    ...(latestChargeId ? { latestChargeId } : {}),
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(providerStatus === 'requires_action' ? { requiresAction: redirectUrl ? { redirectUrl } : {} } : {}),
    ...(lastError && status === 'failure'
      ? { decline: declineFrom(lastError.code, lastError.decline_code) }
      : {}),
    metadata: metadataOf(intent.metadata),
    createdIsoDateTimeUtc: isoFromUnixSeconds(intent.created),
  };
}

const REFUND_STATUS: Record<string, ProviderRefundStatus> = {
  pending: 'pending',
  requires_action: 'requiresAction',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
};

export function toRefund(refund: Stripe.Refund, connectedAccountId?: string): Refund {
  const status = REFUND_STATUS[refund.status ?? 'pending'] ?? 'pending';
  const paymentStatus: PaymentStatusCode | undefined =
    status === 'succeeded'
      ? 'refundSuccess'
      : status === 'failed' || status === 'canceled'
        ? 'refundFailure'
        : undefined;
  const paymentIntentId = idOf(refund.payment_intent);
  const chargeId = idOf(refund.charge);
  return {
    id: refund.id,
    ...(paymentIntentId ? { paymentIntentId } : {}),
    ...(chargeId ? { chargeId } : {}),
    amountInCents: refund.amount,
    currency: refund.currency,
    status,
    ...(paymentStatus ? { paymentStatus } : {}),
    ...(refund.failure_reason ? { failureReason: refund.failure_reason } : {}),
    ...(connectedAccountId ? { connectedAccountId } : {}),
    metadata: metadataOf(refund.metadata),
    createdIsoDateTimeUtc: isoFromUnixSeconds(refund.created),
  };
}

export function toCharge(charge: Stripe.Charge, connectedAccountId?: string): Charge {
  const paymentIntentId = idOf(charge.payment_intent);
  return {
    id: charge.id,
    ...(paymentIntentId ? { paymentIntentId } : {}),
    amountInCents: charge.amount,
    amountRefundedInCents: charge.amount_refunded,
    refunded: charge.refunded,
    currency: charge.currency,
    ...(connectedAccountId ? { connectedAccountId } : {}),
    metadata: metadataOf(charge.metadata),
  };
}

export function toSavedCard(method: Stripe.PaymentMethod): SavedCard {
  const card = method.card;
  const customerId = idOf(method.customer);
  return {
    id: method.id,
    brand: card?.brand ?? 'unknown',
    last4: card?.last4 ?? '',
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
    ...(card?.funding ? { funding: card.funding } : {}),
    ...(card?.country ? { country: card.country } : {}),
    ...(customerId ? { customerId } : {}),
  };
}

export function toExternalAccount(account: Stripe.BankAccount | Stripe.Card): ExternalAccount {
  if (account.object === 'bank_account') {
    return {
      id: account.id,
      kind: 'bankAccount',
      last4: account.last4,
      ...(account.bank_name ? { bankName: account.bank_name } : {}),
      country: account.country,
      currency: account.currency,
      defaultForCurrency: account.default_for_currency ?? false,
      status: account.status,
    };
  }
  return {
    id: account.id,
    kind: 'card',
    last4: account.last4,
    ...(account.country ? { country: account.country } : {}),
    currency: account.currency ?? '',
    defaultForCurrency: account.default_for_currency ?? false,
  };
}

/**
 * One word for where the account stands. Rejected accounts carry `rejected.*` as disabled reason;
 * verified means it can take payments and pay out; pending means details are in and under review.
 */
export function verificationStatusOf(account: Stripe.Account): AccountVerificationStatus {
  const requirements = account.requirements;
  const disabledReason = requirements?.disabled_reason ?? '';
  if (disabledReason.startsWith('rejected')) return 'rejected';
  if (
    account.charges_enabled &&
    account.payouts_enabled &&
    (requirements?.currently_due ?? []).length === 0
  ) {
    return 'verified';
  }
  if (!account.details_submitted) return 'unverified';
  if ((requirements?.past_due ?? []).length > 0) return 'restricted';
  if (
    (requirements?.pending_verification ?? []).length > 0 ||
    disabledReason === 'requirements.pending_verification'
  ) {
    return 'pending';
  }
  return disabledReason !== '' ? 'restricted' : 'pending';
}

function payoutScheduleOf(account: Stripe.Account): PayoutSchedule {
  const schedule = account.settings?.payouts?.schedule;
  const interval = schedule?.interval;
  return {
    interval: interval === 'manual' || interval === 'weekly' || interval === 'monthly' ? interval : 'daily',
    delayDays: schedule?.delay_days ?? 2,
    ...(schedule?.weekly_anchor ? { weeklyAnchor: schedule.weekly_anchor as Weekday } : {}),
    ...(schedule?.monthly_anchor ? { monthlyAnchor: schedule.monthly_anchor } : {}),
  };
}

export function toConnectedAccount(account: Stripe.Account): ConnectedAccount {
  const requirements = account.requirements;
  const externalAccounts = (account.external_accounts?.data ?? []).map(toExternalAccount);
  return {
    id: account.id,
    ...(account.email ? { email: account.email } : {}),
    ...(account.business_profile?.name ? { businessName: account.business_profile.name } : {}),
    country: account.country ?? '',
    defaultCurrency: account.default_currency ?? '',
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    verificationStatus: verificationStatusOf(account),
    requirements: {
      currentlyDue: requirements?.currently_due ?? [],
      pastDue: requirements?.past_due ?? [],
      eventuallyDue: requirements?.eventually_due ?? [],
      ...(requirements?.disabled_reason ? { disabledReason: requirements.disabled_reason } : {}),
    },
    payoutSchedule: payoutScheduleOf(account),
    externalAccounts,
    metadata: metadataOf(account.metadata),
  };
}

const PAYOUT_STATUS: Record<string, PayoutStatus> = {
  paid: 'paid',
  pending: 'pending',
  in_transit: 'inTransit',
  canceled: 'canceled',
  failed: 'failed',
};

export function toPayout(payout: Stripe.Payout, connectedAccountId?: string): Payout {
  const destinationId = idOf(payout.destination);
  return {
    id: payout.id,
    amountInCents: payout.amount,
    currency: payout.currency,
    status: PAYOUT_STATUS[payout.status] ?? 'pending',
    arrivalIsoDateTimeUtc: isoFromUnixSeconds(payout.arrival_date),
    createdIsoDateTimeUtc: isoFromUnixSeconds(payout.created),
    automatic: payout.automatic,
    ...(payout.description ? { description: payout.description } : {}),
    ...(payout.failure_code ? { failureCode: payout.failure_code } : {}),
    ...(payout.failure_message ? { failureMessage: payout.failure_message } : {}),
    ...(destinationId ? { destinationId } : {}),
    ...(connectedAccountId ? { connectedAccountId } : {}),
  };
}

function eventDataOf(event: Stripe.Event, connectedAccountId: string | undefined): PaymentWebhookEventData {
  const object = event.data.object as { object?: string; id?: string };
  switch (object.object) {
    case 'payment_intent':
      return {
        kind: 'paymentIntent',
        paymentIntent: toPaymentIntent(object as Stripe.PaymentIntent, connectedAccountId),
      };
    case 'charge':
      return { kind: 'charge', charge: toCharge(object as Stripe.Charge, connectedAccountId) };
    case 'refund':
      return { kind: 'refund', refund: toRefund(object as Stripe.Refund, connectedAccountId) };
    case 'account':
      return { kind: 'account', account: toConnectedAccount(object as Stripe.Account) };
    case 'payout':
      return { kind: 'payout', payout: toPayout(object as Stripe.Payout, connectedAccountId) };
    default:
      return {
        kind: 'other',
        objectType: object.object ?? 'unknown',
        ...(object.id ? { objectId: object.id } : {}),
      };
  }
}

export function toWebhookEvent(event: Stripe.Event, endpoint: WebhookEndpoint): PaymentWebhookEvent {
  // `account` is set on events that happened on a connected account; for `account.updated` the
  // account is the object itself.
  const connectedAccountId = event.account ?? undefined;
  return {
    id: event.id,
    type: event.type,
    endpoint,
    ...(connectedAccountId ? { connectedAccountId } : {}),
    createdIsoDateTimeUtc: isoFromUnixSeconds(event.created),
    livemode: event.livemode,
    data: eventDataOf(event, connectedAccountId),
  };
}
