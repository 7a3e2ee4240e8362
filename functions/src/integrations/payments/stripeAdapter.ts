/**
 * The payment port on the official Stripe SDK. The same code talks to real Stripe or to the local
 * fake (fakes/src/stripe): only the SDK's host / port / protocol options differ.
 */
import { paymentDeclineMessage } from '@resto/domain';
import Stripe from 'stripe';
import {
  type ChargeFees,
  type ConnectedAccount,
  type ExternalAccount,
  type Page,
  type PageRequest,
  type PaymentIntent,
  type PaymentPort,
  PaymentProviderError,
  type PaymentProviderErrorKind,
  type WebhookEndpoint,
  WebhookSignatureError,
} from './port';
import {
  toConnectedAccount,
  toExternalAccount,
  toPaymentIntent,
  toPayout,
  toRefund,
  toSavedCard,
  toWebhookEvent,
} from './stripeMapping';

export interface StripeAdapterConfig {
  secretKey: string;
  webhookSecrets: Record<WebhookEndpoint, string>;
  /** Empty / undefined = api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Network retries reuse the same idempotency key, so they are safe. Default 2. */
  maxNetworkRetries?: number;
  /** Seconds a webhook signature stays valid (Stripe's default 300). */
  webhookToleranceSeconds?: number;
}

const ERROR_KIND_BY_TYPE: Record<string, PaymentProviderErrorKind> = {
  StripeCardError: 'card',
  StripeInvalidRequestError: 'invalidRequest',
  StripeIdempotencyError: 'idempotency',
  StripeRateLimitError: 'rateLimit',
  StripeAuthenticationError: 'authentication',
  StripePermissionError: 'permission',
  StripeConnectionError: 'connection',
  StripeAPIError: 'api',
};

/** Our error for an SDK error: provider codes kept, provider text replaced by catalogue words. */
export function toProviderError(error: unknown): PaymentProviderError | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  let kind = ERROR_KIND_BY_TYPE[error.type] ?? 'api';
  if (kind === 'invalidRequest' && (error.statusCode === 404 || error.code === 'resource_missing'))
    kind = 'notFound';
  return new PaymentProviderError(kind, error.message, {
    ...(error.statusCode !== undefined ? { httpStatus: error.statusCode } : {}),
    ...(error.code ? { code: error.code } : {}),
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    ...(error.param ? { param: error.param } : {}),
    ...(error.requestId ? { requestId: error.requestId } : {}),
    customerMessage:
      kind === 'rateLimit'
        ? paymentDeclineMessage('rate_limit')
        : paymentDeclineMessage(error.code, error.decline_code),
  });
}

async function call<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toProviderError(error) ?? error;
  }
}

/**
 * A payment call where a decline is an answer, not a failure: Stripe replies 402 with the intent
 * attached, which we return (status failure, with the decline).
 */
async function paymentCall(
  operation: () => Promise<Stripe.PaymentIntent>,
  connectedAccountId: string,
): Promise<PaymentIntent> {
  try {
    return toPaymentIntent(await operation(), connectedAccountId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
      const intent = toPaymentIntent(error.payment_intent, connectedAccountId);
      if (intent.decline) return intent;
      // Declined while the intent still reads as in progress: report the decline explicitly.
      return {
        ...intent,
        status: 'failure',
        decline: {
          code: error.code ?? 'card_declined',
          ...(error.decline_code ? { declineCode: error.decline_code } : {}),
          reason: 'cardDeclined',
          customerMessage: paymentDeclineMessage(error.code, error.decline_code),
        },
      };
    }
    throw toProviderError(error) ?? error;
  }
}

/** `paymentCall` for the platform's own intents (no connected account). */
async function platformPaymentCall(operation: () => Promise<Stripe.PaymentIntent>): Promise<PaymentIntent> {
  try {
    return toPaymentIntent(await operation());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
      const intent = toPaymentIntent(error.payment_intent);
      if (intent.decline) return intent;
      return {
        ...intent,
        status: 'failure',
        decline: {
          code: error.code ?? 'card_declined',
          ...(error.decline_code ? { declineCode: error.decline_code } : {}),
          reason: 'cardDeclined',
          customerMessage: paymentDeclineMessage(error.code, error.decline_code),
        },
      };
    }
    throw toProviderError(error) ?? error;
  }
}

function pageOf<S extends { id: string }, T>(list: Stripe.ApiList<S>, map: (item: S) => T): Page<T> {
  const last = list.data.at(-1);
  return {
    items: list.data.map(map),
    hasMore: list.has_more,
    ...(list.has_more && last ? { nextCursor: last.id } : {}),
  };
}

function pageParams(request: PageRequest): { limit?: number; starting_after?: string } {
  return {
    ...(request.limit !== undefined ? { limit: request.limit } : {}),
    ...(request.startingAfter ? { starting_after: request.startingAfter } : {}),
  };
}

export function createStripeAdapter(config: StripeAdapterConfig): PaymentPort {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: 20_000,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    appInfo: { name: 'restaurant-platform' },
  });

  const port: PaymentPort = {
    createPaymentIntent(input) {
      return paymentCall(
        () =>
          stripe.paymentIntents.create(
            {
              amount: input.amountInCents,
              currency: input.currency,
              application_fee_amount: input.applicationFeeInCents,
              capture_method: input.captureMethod ?? 'automatic',
              metadata: input.metadata,
              ...(input.customerId ? { customer: input.customerId } : {}),
              ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
              ...(input.confirm ? { confirm: true } : {}),
              ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
              ...(input.description ? { description: input.description } : {}),
              ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
            },
            { idempotencyKey: input.idempotencyKey, stripeAccount: input.connectedAccountId },
          ),
        input.connectedAccountId,
      );
    },

    createPlatformPaymentIntent(input) {
      return platformPaymentCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountInCents,
            currency: input.currency,
            payment_method: input.paymentMethodId,
            confirm: true,
            // A card entered in our own form, charged at once: nothing that redirects.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: input.metadata,
            ...(input.description ? { description: input.description } : {}),
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    confirmPlatformPaymentIntent(input) {
      return platformPaymentCall(() =>
        stripe.paymentIntents.confirm(
          input.paymentIntentId,
          { payment_method: input.paymentMethodId },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    retrievePlatformPaymentIntent({ paymentIntentId }) {
      return call(async () => toPaymentIntent(await stripe.paymentIntents.retrieve(paymentIntentId)));
    },

    createPlatformRefund(input) {
      return call(async () =>
        toRefund(
          await stripe.refunds.create(
            {
              payment_intent: input.paymentIntentId,
              amount: input.amountInCents,
              ...(input.metadata ? { metadata: input.metadata } : {}),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      );
    },

    retrievePaymentIntent({ paymentIntentId, connectedAccountId }) {
      return call(async () =>
        toPaymentIntent(
          await stripe.paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: connectedAccountId }),
          connectedAccountId,
        ),
      );
    },

    confirmPaymentIntent(input) {
      return paymentCall(
        () =>
          stripe.paymentIntents.confirm(
            input.paymentIntentId,
            {
              ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
              ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
            },
            { idempotencyKey: input.idempotencyKey, stripeAccount: input.connectedAccountId },
          ),
        input.connectedAccountId,
      );
    },

    capturePaymentIntent(input) {
      return paymentCall(
        () =>
          stripe.paymentIntents.capture(
            input.paymentIntentId,
            {
              ...(input.amountToCaptureInCents !== undefined
                ? { amount_to_capture: input.amountToCaptureInCents }
                : {}),
              ...(input.applicationFeeInCents !== undefined
                ? { application_fee_amount: input.applicationFeeInCents }
                : {}),
            },
            { idempotencyKey: input.idempotencyKey, stripeAccount: input.connectedAccountId },
          ),
        input.connectedAccountId,
      );
    },

    cancelPaymentIntent(input) {
      return call(async () =>
        toPaymentIntent(
          await stripe.paymentIntents.cancel(
            input.paymentIntentId,
            input.reason ? { cancellation_reason: input.reason } : {},
            { idempotencyKey: input.idempotencyKey, stripeAccount: input.connectedAccountId },
          ),
          input.connectedAccountId,
        ),
      );
    },

    retrieveChargeFees({ chargeId, connectedAccountId }) {
      return call(async (): Promise<ChargeFees> => {
        const charge = await stripe.charges.retrieve(
          chargeId,
          { expand: ['balance_transaction'] },
          { stripeAccount: connectedAccountId },
        );
        const balance = charge.balance_transaction;
        const details = balance !== null && typeof balance === 'object' ? balance.fee_details : [];
        const sum = (type: string) =>
          details
            .filter((detail) => detail.type === type)
            .reduce((total, detail) => total + detail.amount, 0);
        const processorFeeInCents = sum('stripe_fee');
        const applicationFeeInCents = sum('application_fee') || (charge.application_fee_amount ?? 0);
        return {
          chargeId: charge.id,
          amountInCents: charge.amount,
          processorFeeInCents,
          applicationFeeInCents,
          netInCents: charge.amount - processorFeeInCents - applicationFeeInCents,
        };
      });
    },

    createRefund(input) {
      return call(async () =>
        toRefund(
          await stripe.refunds.create(
            {
              payment_intent: input.paymentIntentId,
              ...(input.amountInCents !== undefined ? { amount: input.amountInCents } : {}),
              ...(input.refundApplicationFee ? { refund_application_fee: true } : {}),
              ...(input.reason ? { reason: input.reason } : {}),
              ...(input.metadata ? { metadata: input.metadata } : {}),
            },
            { idempotencyKey: input.idempotencyKey, stripeAccount: input.connectedAccountId },
          ),
          input.connectedAccountId,
        ),
      );
    },

    retrieveRefund({ refundId, connectedAccountId }) {
      return call(async () =>
        toRefund(
          await stripe.refunds.retrieve(refundId, {}, { stripeAccount: connectedAccountId }),
          connectedAccountId,
        ),
      );
    },

    listRefunds({ paymentIntentId, connectedAccountId, ...request }) {
      return call(async () =>
        pageOf(
          await stripe.refunds.list(
            { payment_intent: paymentIntentId, ...pageParams(request) },
            { stripeAccount: connectedAccountId },
          ),
          (refund) => toRefund(refund, connectedAccountId),
        ),
      );
    },

    createCustomer(input) {
      return call(async () => {
        const customer = await stripe.customers.create(
          {
            ...(input.email ? { email: input.email } : {}),
            ...(input.name ? { name: input.name } : {}),
            ...(input.phone ? { phone: input.phone } : {}),
            ...(input.metadata ? { metadata: input.metadata } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          id: customer.id,
          ...(customer.email ? { email: customer.email } : {}),
          ...(customer.name ? { name: customer.name } : {}),
          ...(customer.phone ? { phone: customer.phone } : {}),
          metadata: { ...customer.metadata },
        };
      });
    },

    retrieveCustomer({ customerId }) {
      return call(async () => {
        const customer = await stripe.customers.retrieve(customerId);
        if (customer.deleted) {
          throw new PaymentProviderError('notFound', `Customer ${customerId} was deleted`, {
            httpStatus: 404,
            code: 'resource_missing',
            customerMessage: paymentDeclineMessage(),
          });
        }
        return {
          id: customer.id,
          ...(customer.email ? { email: customer.email } : {}),
          ...(customer.name ? { name: customer.name } : {}),
          ...(customer.phone ? { phone: customer.phone } : {}),
          metadata: { ...customer.metadata },
        };
      });
    },

    listPaymentMethods({ customerId, ...request }) {
      return call(async () =>
        pageOf(
          await stripe.paymentMethods.list({ customer: customerId, type: 'card', ...pageParams(request) }),
          toSavedCard,
        ),
      );
    },

    retrievePaymentMethod({ paymentMethodId, connectedAccountId }) {
      return call(async () =>
        toSavedCard(
          await stripe.paymentMethods.retrieve(
            paymentMethodId,
            {},
            connectedAccountId ? { stripeAccount: connectedAccountId } : {},
          ),
        ),
      );
    },

    attachPaymentMethod({ customerId, paymentMethodId }) {
      return call(async () =>
        toSavedCard(await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId })),
      );
    },

    detachPaymentMethod({ paymentMethodId }) {
      return call(async () => toSavedCard(await stripe.paymentMethods.detach(paymentMethodId)));
    },

    sharePaymentMethod({ customerId, paymentMethodId, connectedAccountId, idempotencyKey }) {
      return call(async () =>
        toSavedCard(
          await stripe.paymentMethods.create(
            { payment_method: paymentMethodId, ...(customerId ? { customer: customerId } : {}) },
            { stripeAccount: connectedAccountId, idempotencyKey },
          ),
        ),
      );
    },

    createConnectedAccount(input) {
      return call(async () =>
        toConnectedAccount(
          await stripe.accounts.create(
            {
              type: 'custom',
              country: input.country,
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              ...(input.email ? { email: input.email } : {}),
              ...(input.businessName ? { business_profile: { name: input.businessName } } : {}),
              ...(input.metadata ? { metadata: input.metadata } : {}),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      );
    },

    retrieveConnectedAccount({ connectedAccountId }) {
      return call(async () => toConnectedAccount(await stripe.accounts.retrieve(connectedAccountId)));
    },

    deleteConnectedAccount({ connectedAccountId }) {
      return call(async () => {
        const deleted = await stripe.accounts.del(connectedAccountId);
        return { id: deleted.id, deleted: deleted.deleted };
      });
    },

    rejectConnectedAccount({ connectedAccountId, reason }) {
      return call(async () =>
        toConnectedAccount(await stripe.accounts.reject(connectedAccountId, { reason })),
      );
    },

    createAccountLink(input) {
      return call(async () => {
        const link = await stripe.accountLinks.create({
          account: input.connectedAccountId,
          type: input.kind === 'verification' ? 'account_onboarding' : 'account_update',
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
        });
        return { url: link.url, expiresIsoDateTimeUtc: new Date(link.expires_at * 1000).toISOString() };
      });
    },

    retrieveBalance({ connectedAccountId }) {
      return call(async () => {
        const balance = await stripe.balance.retrieve({}, { stripeAccount: connectedAccountId });
        const money = (entries: Array<{ amount: number; currency: string }>) =>
          entries.map((entry) => ({ amountInCents: entry.amount, currency: entry.currency }));
        return { available: money(balance.available), pending: money(balance.pending) };
      });
    },

    listPayouts({ connectedAccountId, ...request }) {
      return call(async () =>
        pageOf(
          await stripe.payouts.list(pageParams(request), { stripeAccount: connectedAccountId }),
          (payout) => toPayout(payout, connectedAccountId),
        ),
      );
    },

    retrievePayout({ payoutId, connectedAccountId }) {
      return call(async () =>
        toPayout(
          await stripe.payouts.retrieve(payoutId, {}, { stripeAccount: connectedAccountId }),
          connectedAccountId,
        ),
      );
    },

    createExternalAccount({ connectedAccountId, token, defaultForCurrency }) {
      return call(async () =>
        toExternalAccount(
          await stripe.accounts.createExternalAccount(connectedAccountId, {
            external_account: token,
            ...(defaultForCurrency !== undefined ? { default_for_currency: defaultForCurrency } : {}),
          }),
        ),
      );
    },

    listExternalAccounts({ connectedAccountId, ...request }) {
      return call(async () => {
        const list = await stripe.accounts.listExternalAccounts(connectedAccountId, pageParams(request));
        return pageOf(list, (account): ExternalAccount => toExternalAccount(account));
      });
    },

    deleteExternalAccount({ connectedAccountId, externalAccountId }) {
      return call(async () => {
        const deleted = await stripe.accounts.deleteExternalAccount(connectedAccountId, externalAccountId);
        return { id: deleted.id, deleted: deleted.deleted };
      });
    },

    updatePayoutSchedule({ connectedAccountId, schedule }) {
      return call(
        async (): Promise<ConnectedAccount> =>
          toConnectedAccount(
            await stripe.accounts.update(connectedAccountId, {
              settings: {
                payouts: {
                  schedule: {
                    interval: schedule.interval,
                    ...(schedule.delayDays !== undefined ? { delay_days: schedule.delayDays } : {}),
                    ...(schedule.interval === 'weekly' && schedule.weeklyAnchor
                      ? { weekly_anchor: schedule.weeklyAnchor }
                      : {}),
                    ...(schedule.interval === 'monthly' && schedule.monthlyAnchor
                      ? { monthly_anchor: schedule.monthlyAnchor }
                      : {}),
                  },
                },
              },
            }),
          ),
      );
    },

    verifyWebhookEvent({ rawBody, signatureHeader, endpoint }) {
      const secret = config.webhookSecrets[endpoint];
      if (!secret)
        throw new WebhookSignatureError(`No webhook secret configured for the ${endpoint} endpoint`);
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          secret,
          config.webhookToleranceSeconds,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return toWebhookEvent(event, endpoint);
    },
  };
  return port;
}
