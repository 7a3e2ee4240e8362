// The local fake Stripe: start it in-process with startFakeStripe({ port: 0 }) (tests); fakes/src/main.ts serves it on 12111.

export { PROCESSOR_FEE_BASIS_POINTS, PROCESSOR_FEE_FIXED_CENTS, processorFeeFor } from './money';
export { type FakeStripe, type FakeStripeOptions, startFakeStripe } from './server';
export { MAGIC_PAYMENT_METHODS, testCardFor } from './testCards';
export { type DeliveryAttempt, type DeliveryMode, signPayload, type WebhookTargets } from './webhooks';
