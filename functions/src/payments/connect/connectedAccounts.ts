import { COUNTRIES, type CountryCode, type PaymentAccount, ZPaymentAccount } from '@resto/domain';
import { runContendedTransaction } from '../../admin';
import { storeDoc } from '../../firestore/paths';
import { ConflictError } from '../../http/errors';
import { type ConnectedAccount, PaymentProviderError } from '../../integrations/payments/port';
import { log } from '../../log';
import { connectedAccountIndexDoc, paymentAccountDoc } from '../paymentsPaths';
import { callProvider, httpErrorFor } from '../providerErrors';
import { paymentPort } from '../providerPort';
import { NOT_CONNECTED, paymentAccountFromProvider } from './accountFields';

export interface StoreRef {
  restaurantId: string;
  storeId: string;
}

export type StoredPaymentAccount = PaymentAccount & {
  generation: number;
  providerEventIsoDateTimeUtc?: string;
};

/** The stored account document, or "not connected" when there is none yet. */
export async function readPaymentAccount(store: StoreRef): Promise<StoredPaymentAccount> {
  const snapshot = await paymentAccountDoc(store.restaurantId, store.storeId).get();
  return parseStoredAccount(snapshot.data());
}

export function parseStoredAccount(data: unknown): StoredPaymentAccount {
  if (data === undefined) return { ...NOT_CONNECTED(new Date().toISOString()), generation: 0 };
  const parsed = ZPaymentAccount.parse(data);
  const record = data as { generation?: unknown; providerEventIsoDateTimeUtc?: unknown };
  return {
    ...parsed,
    generation: typeof record.generation === 'number' ? record.generation : 0,
    ...(typeof record.providerEventIsoDateTimeUtc === 'string'
      ? { providerEventIsoDateTimeUtc: record.providerEventIsoDateTimeUtc }
      : {}),
  };
}

/** The connected account id of a store that has one in use; 409 in words otherwise. */
export async function requireConnectedAccountId(store: StoreRef): Promise<string> {
  const account = await readPaymentAccount(store);
  if (account.accountId === undefined || account.status === 'notConnected')
    throw new ConflictError(
      'This store has no card-provider account yet. Connect one on the payment settings page first.',
      'No payment account',
    );
  if (account.status === 'archived')
    throw new ConflictError(
      'This store’s card-provider account is archived. Connect an account again to change it.',
      'Payment account archived',
    );
  return account.accountId;
}

/**
 * Re-reads the account from the provider and stores what it says, so the status shown is live even
 * when a webhook is late. An archived account stays archived.
 */
export async function refreshPaymentAccount(
  store: StoreRef,
  requestId?: string,
): Promise<StoredPaymentAccount> {
  const current = await readPaymentAccount(store);
  if (current.accountId === undefined || current.status === 'archived') return current;
  const accountId = current.accountId;
  const provider = await callProvider(
    'look up the store’s account',
    () => paymentPort().retrieveConnectedAccount({ connectedAccountId: accountId }),
    { requestId, ...store },
  );
  const ref = paymentAccountDoc(store.restaurantId, store.storeId);
  return runContendedTransaction(async (tx) => {
    const latest = parseStoredAccount((await tx.get(ref)).data());
    // Archived, or replaced by a newer connection while we asked: keep what is stored.
    if (latest.accountId !== accountId || latest.status === 'archived') return latest;
    const now = new Date().toISOString();
    // A live read is newer than any event sent before it, so older events are skipped afterwards.
    const next = {
      ...paymentAccountFromProvider(provider, now, latest),
      generation: latest.generation,
      providerEventIsoDateTimeUtc: now,
    };
    tx.set(ref, next);
    return next;
  });
}

/**
 * Creates the store's connected account, or answers the one already in use. The idempotency key
 * names the store and its connection generation (bumped by archiving), so a double click or a retry
 * after a timeout reaches the same provider account instead of making a second one.
 */
export async function createOrConnectAccount(
  store: StoreRef,
  input: { email?: string | undefined; businessName?: string | undefined },
  requestId?: string,
): Promise<{ account: StoredPaymentAccount; created: boolean }> {
  const current = await readPaymentAccount(store);
  if (current.accountId !== undefined && current.status !== 'archived') {
    return { account: await refreshPaymentAccount(store, requestId), created: false };
  }
  const generation = current.status === 'archived' ? current.generation + 1 : current.generation;
  const storeSnapshot = await storeDoc(store.restaurantId, store.storeId).get();
  const country = (storeSnapshot.get('address.country.code') as CountryCode | undefined) ?? 'AU';
  const businessName = input.businessName ?? (storeSnapshot.get('name') as string | undefined);
  let provider: ConnectedAccount;
  try {
    provider = await paymentPort().createConnectedAccount({
      idempotencyKey: `connect-account:${store.restaurantId}:${store.storeId}:${generation}`,
      country: COUNTRIES[country] ? country : 'AU',
      ...(input.email ? { email: input.email } : {}),
      ...(businessName ? { businessName } : {}),
      metadata: { restaurantId: store.restaurantId, storeId: store.storeId },
    });
  } catch (error) {
    // Two admins connecting at once with different details share the key: the provider refuses the
    // second while (or after) the first creates the account. Answer the account the first made.
    if (error instanceof PaymentProviderError && error.kind === 'idempotency') {
      const winner = await waitForConnectedAccount(store, generation);
      if (winner) return { account: winner, created: false };
    }
    throw error instanceof PaymentProviderError ? httpErrorFor(error, 'create the store’s account') : error;
  }
  const ref = paymentAccountDoc(store.restaurantId, store.storeId);
  const now = new Date().toISOString();
  const account = await runContendedTransaction(async (tx) => {
    const latest = parseStoredAccount((await tx.get(ref)).data());
    if (latest.accountId === provider.id || (latest.accountId !== undefined && latest.status !== 'archived'))
      return latest;
    const next = {
      ...paymentAccountFromProvider(provider, now),
      generation,
      providerEventIsoDateTimeUtc: now,
    };
    tx.set(ref, next);
    tx.set(connectedAccountIndexDoc(provider.id), {
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      provider: 'stripe',
      createdIsoDateTimeUtc: now,
    });
    return next;
  });
  log.info('payments.account_connected', {
    requestId,
    ...store,
    accountId: provider.id,
    status: account.status,
  });
  return { account, created: true };
}

async function waitForConnectedAccount(
  store: StoreRef,
  generation: number,
): Promise<StoredPaymentAccount | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const account = await readPaymentAccount(store);
    if (account.accountId !== undefined && account.status !== 'archived' && account.generation === generation)
      return account;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return undefined;
}

/**
 * Archives the store's account: it stays with the provider (which still pays out what it holds), but
 * the store stops offering card checkout: the account is marked archived and card payment is switched
 * off in the store's payment settings (the caller republishes the menu).
 */
export async function archivePaymentAccount(
  store: StoreRef,
  uid: string,
  requestId?: string,
): Promise<StoredPaymentAccount> {
  const ref = paymentAccountDoc(store.restaurantId, store.storeId);
  const settingsRef = storeDoc(store.restaurantId, store.storeId).collection('settings').doc('payments');
  const now = new Date().toISOString();
  const account = await runContendedTransaction(async (tx) => {
    const latest = parseStoredAccount((await tx.get(ref)).data());
    if (latest.accountId === undefined || latest.status === 'notConnected')
      throw new ConflictError('This store has no card-provider account to archive.', 'No payment account');
    if (latest.status === 'archived') return latest;
    const next: StoredPaymentAccount = {
      ...latest,
      status: 'archived',
      chargesEnabled: false,
      archivedIsoDateTimeUtc: now,
      updatedIsoDateTimeUtc: now,
    };
    tx.set(ref, next);
    tx.set(
      settingsRef,
      {
        pickup: { stripe: false },
        delivery: { stripe: false },
        dineIn: { stripe: false },
        updatedIsoDateTimeUtc: now,
        updatedByUid: uid,
      },
      { merge: true },
    );
    return next;
  });
  log.info('payments.account_archived', { requestId, ...store, accountId: account.accountId, uid });
  return account;
}

/** Saves a provider answer that changed the account (external account, payout schedule). */
export async function storeProviderAccount(
  store: StoreRef,
  provider: Parameters<typeof paymentAccountFromProvider>[0],
): Promise<StoredPaymentAccount> {
  const ref = paymentAccountDoc(store.restaurantId, store.storeId);
  return runContendedTransaction(async (tx) => {
    const latest = parseStoredAccount((await tx.get(ref)).data());
    if (latest.accountId !== provider.id) return latest;
    const now = new Date().toISOString();
    const next = {
      ...paymentAccountFromProvider(provider, now, latest),
      generation: latest.generation,
      providerEventIsoDateTimeUtc: now,
    };
    tx.set(ref, next);
    return next;
  });
}
