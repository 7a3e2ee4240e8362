import { signPayload } from '../../../fakes/src/stripe';
import { dispatchWebhook } from '../../src/payments/webhooks/dispatcher';
import { WEBHOOK_HANDLERS } from '../../src/payments/webhooks/handlers';
import type { PaymentsHarness } from './paymentsHarness';

export type FakeEvent = {
  id: string;
  type: string;
  account?: string;
  data: { object: Record<string, unknown> };
};

/** Events the fake recorded that match `keep`, oldest first. */
export function fakeEvents(harness: PaymentsHarness, keep: (event: FakeEvent) => boolean): FakeEvent[] {
  return (harness.fake.state.events as unknown as FakeEvent[]).filter(keep);
}

/** Delivers one recorded event, signed as the fake signs it, through the real webhook dispatcher. */
export async function deliver(harness: PaymentsHarness, event: FakeEvent) {
  const endpoint = event.account ? 'connect' : 'platform';
  const payload = JSON.stringify(event);
  return dispatchWebhook(
    {
      endpoint,
      rawBody: payload,
      signatureHeader: signPayload(payload, harness.fake.webhookSecrets[endpoint]),
    },
    harness.port,
    WEBHOOK_HANDLERS,
  );
}
