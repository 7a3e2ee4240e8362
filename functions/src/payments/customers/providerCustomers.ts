import { runContendedTransaction } from '../../admin';
import type { Caller } from '../../http/auth';
import { log } from '../../log';
import { paymentCustomerDoc } from '../paymentsPaths';
import { callProvider } from '../providerErrors';
import { paymentPort } from '../providerPort';

/** The provider customer holding a signed-in person's saved cards, if they have saved one yet. */
export async function findProviderCustomerId(uid: string): Promise<string | undefined> {
  const customerId = (await paymentCustomerDoc(uid).get()).get('customerId');
  return typeof customerId === 'string' ? customerId : undefined;
}

/**
 * The caller's provider customer, created on first use. The idempotency key is the uid, so two first
 * saves at once reach the same provider customer; the server-only `paymentCustomers/{uid}` keeps it.
 */
export async function getOrCreateProviderCustomerId(caller: Caller, requestId?: string): Promise<string> {
  const existing = await findProviderCustomerId(caller.uid);
  if (existing) return existing;
  const customer = await callProvider(
    'save your card',
    () =>
      paymentPort().createCustomer({
        idempotencyKey: `customer-create:${caller.uid}`,
        ...(caller.email ? { email: caller.email } : {}),
        metadata: { uid: caller.uid },
      }),
    { requestId },
  );
  const ref = paymentCustomerDoc(caller.uid);
  const customerId = await runContendedTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('customerId');
    if (typeof stored === 'string') return stored;
    tx.set(ref, {
      uid: caller.uid,
      provider: 'stripe',
      customerId: customer.id,
      createdIsoDateTimeUtc: new Date().toISOString(),
    });
    return customer.id;
  });
  log.info('payments.customer_created', { requestId, uid: caller.uid });
  return customerId;
}
