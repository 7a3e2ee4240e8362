/**
 * Connecting a store to the delivery marketplace (research/integrations.md section 1, "Stores and
 * provisioning"): the admin authorises us on the marketplace's consent page (authorisation code,
 * scope eats.pos_provisioning; the state names the store and the admin and is used once), we list
 * the merchant's stores, and provisioning one (`pos_data`) links it to our store, so its orders reach
 * `/api/uber-eats/notifications/update`. The merchant's tokens live only in the server-only
 * `marketplaceCredentials`; the browser sees the connection's state in `integrations/uberEats`.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db, nowIso, runContendedTransaction } from '../admin';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import { MarketplaceError, type MarketplaceTokens, marketplacePort } from '../integrations/marketplace';
import { log } from '../log';
import { paymentAdminBaseUrl } from '../payments/paymentsConfig';
import { marketplaceHttpError } from './errors';
import {
  marketplaceCredentialsDoc,
  marketplaceIntegrationDoc,
  marketplaceOAuthStateDoc,
  marketplaceStoreLinkDoc,
} from './paths';

export interface StoreIds {
  restaurantId: string;
  storeId: string;
}

const STATE_LIFETIME_MS = 15 * 60_000;

/** Where the marketplace sends the admin back: admin's `/uber-eats/auth` (registered with Uber). */
export function marketplaceRedirectUri(): string {
  return `${paymentAdminBaseUrl() || 'http://127.0.0.1:5000'}/uber-eats/auth`;
}

async function guarded<T>(ids: StoreIds, step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw marketplaceHttpError(error, { ...ids, step });
  }
}

/** A consent page address whose state only this admin, for this store, can complete once. */
export async function authoriseUri(ids: StoreIds, uid: string): Promise<{ uri: string }> {
  const state = randomBytes(24).toString('base64url');
  const uri = await guarded(ids, 'authorise-uri', async () =>
    marketplacePort().authoriseUri({ redirectUri: marketplaceRedirectUri(), state }),
  );
  await marketplaceOAuthStateDoc(state).set({
    ...ids,
    uid,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  });
  return { uri };
}

/** Exchanges the code the consent page gave; the state must be this admin's for this store, unused. */
export async function completeAuthorisation(
  ids: StoreIds,
  uid: string,
  input: { code: string; state: string },
): Promise<{ status: string }> {
  const stateRef = marketplaceOAuthStateDoc(input.state);
  await runContendedTransaction(async (tx) => {
    const stored = await tx.get(stateRef);
    const expiresAt = stored.get('expiresAt') as { toMillis(): number } | undefined;
    if (
      !stored.exists ||
      stored.get('restaurantId') !== ids.restaurantId ||
      stored.get('storeId') !== ids.storeId ||
      stored.get('uid') !== uid ||
      (expiresAt?.toMillis() ?? 0) < Date.now()
    )
      throw new HttpError(
        400,
        'Authorisation expired',
        'This Uber Eats authorisation is not for this store or has expired. Start again from the store’s integrations page.',
      );
    tx.delete(stateRef);
  });
  const tokens = await guarded(ids, 'exchange-code', () =>
    marketplacePort().exchangeCode({ code: input.code, redirectUri: marketplaceRedirectUri() }),
  );
  const now = nowIso();
  // Authorising again (a renewed consent) keeps a linked store linked.
  const current = (await integration(ids)).status;
  const status = current === 'integrated' || current === 'paused' ? current : 'authorised';
  const batch = db().batch();
  batch.set(marketplaceCredentialsDoc(ids.restaurantId, ids.storeId), {
    ...ids,
    ...tokensRecord(tokens),
    updatedIsoDateTimeUtc: now,
  });
  batch.set(
    marketplaceIntegrationDoc(ids.restaurantId, ids.storeId),
    {
      ...ids,
      provider: 'uberEats',
      status,
      authorisedIsoDateTimeUtc: now,
      authorisedByUid: uid,
      updatedIsoDateTimeUtc: now,
    },
    { merge: true },
  );
  await batch.commit();
  log.info('marketplace.authorised', { ...ids });
  return { status };
}

function tokensRecord(tokens: MarketplaceTokens) {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? null,
    expiresAtMs: tokens.expiresAtMs,
    scope: tokens.scope,
  };
}

/** The merchant's token for the store, refreshed when it is about to expire. */
async function merchantToken(ids: StoreIds): Promise<string> {
  const ref = marketplaceCredentialsDoc(ids.restaurantId, ids.storeId);
  const stored = await ref.get();
  const accessToken = stored.get('accessToken');
  if (!stored.exists || typeof accessToken !== 'string')
    throw new HttpError(409, 'Not authorised', 'Authorise Uber Eats for this store first.');
  const expiresAtMs = Number(stored.get('expiresAtMs') ?? 0);
  const refreshToken = stored.get('refreshToken');
  if (expiresAtMs - 5 * 60_000 > Date.now() || typeof refreshToken !== 'string') return accessToken;
  const tokens = await guarded(ids, 'refresh', () => marketplacePort().refresh(refreshToken));
  await ref.set({ ...ids, ...tokensRecord(tokens), updatedIsoDateTimeUtc: nowIso() });
  return tokens.accessToken;
}

async function integration(ids: StoreIds): Promise<Record<string, unknown>> {
  const snapshot = await marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).get();
  return snapshot.exists ? (snapshot.data() ?? {}) : {};
}

async function integratedStoreId(ids: StoreIds): Promise<string> {
  const marketplaceStoreId = (await integration(ids)).marketplaceStoreId;
  if (typeof marketplaceStoreId !== 'string' || marketplaceStoreId === '')
    throw new NotFoundError('This store is not linked to an Uber Eats store.');
  return marketplaceStoreId;
}

/** The merchant's marketplace stores, each marked when it is this store's or another store's. */
export async function listMerchantStores(ids: StoreIds) {
  const token = await merchantToken(ids);
  const stores = await guarded(ids, 'list-stores', () => marketplacePort().listStores(token));
  const mine = `${ids.restaurantId}/${ids.storeId}`;
  return {
    stores: stores.map((store) => ({
      ...store,
      linkedHere: store.integratorStoreId === mine,
      linkedElsewhere: store.integratorStoreId !== null && store.integratorStoreId !== mine,
    })),
  };
}

/**
 * Links a marketplace store to ours. It must be one of the merchant's own stores (the list their
 * token gives), and one marketplace store serves one of our stores: the link is created in a
 * transaction, so two admins racing get one winner and the catalogue's 409.
 */
export async function integrateStore(ids: StoreIds, uid: string, marketplaceStoreId: string) {
  const token = await merchantToken(ids);
  const stores = await guarded(ids, 'list-stores', () => marketplacePort().listStores(token));
  const chosen = stores.find((store) => store.marketplaceStoreId === marketplaceStoreId);
  if (!chosen)
    throw new NotFoundError('This Uber Eats store is not one of the authorised merchant’s stores.');
  const current = await integration(ids);
  if (typeof current.marketplaceStoreId === 'string' && current.marketplaceStoreId !== marketplaceStoreId)
    throw new ConflictError(
      'Remove the linked Uber Eats store before linking another.',
      'Store Already Linked',
    );
  const linkRef = marketplaceStoreLinkDoc(marketplaceStoreId);
  await runContendedTransaction(async (tx) => {
    const link = await tx.get(linkRef);
    if (link.exists && (link.get('restaurantId') !== ids.restaurantId || link.get('storeId') !== ids.storeId))
      throw new ConflictError(
        'This Uber Eats store is already linked to another store.',
        'Store Already Linked',
      );
    tx.set(linkRef, { ...ids, marketplaceStoreId, linkedIsoDateTimeUtc: nowIso() });
  });
  try {
    await marketplacePort().provisionStore(token, marketplaceStoreId, `${ids.restaurantId}/${ids.storeId}`);
  } catch (error) {
    // Not provisioned: the link is given back so the store can be chosen again.
    await linkRef.delete();
    throw marketplaceHttpError(error, { ...ids, step: 'provision' });
  }
  const now = nowIso();
  await marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).set(
    {
      ...ids,
      provider: 'uberEats',
      status: 'integrated',
      marketplaceStoreId,
      marketplaceStoreName: chosen.name,
      marketplaceStoreAddress: chosen.address,
      integratedIsoDateTimeUtc: now,
      integratedByUid: uid,
      updatedIsoDateTimeUtc: now,
    },
    { merge: true },
  );
  log.info('marketplace.integrated', { ...ids, marketplaceStoreId });
  return { status: 'integrated' as const, marketplaceStoreId, marketplaceStoreName: chosen.name };
}

/** Pauses or resumes orders from the marketplace for the linked store. */
export async function setStoreActive(ids: StoreIds, active: boolean) {
  const marketplaceStoreId = await integratedStoreId(ids);
  await guarded(ids, active ? 'resume' : 'pause', () =>
    marketplacePort().setIntegrationEnabled(marketplaceStoreId, active),
  );
  const status = active ? 'integrated' : 'paused';
  await marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).update({
    status,
    updatedIsoDateTimeUtc: nowIso(),
  });
  return { status };
}

/** Unlinks the marketplace store (deprovisions it); the merchant's authorisation stays. */
export async function deleteStore(ids: StoreIds) {
  const marketplaceStoreId = await integratedStoreId(ids);
  try {
    await marketplacePort().deprovisionStore(marketplaceStoreId);
  } catch (error) {
    // Already gone on the marketplace's side: unlink ours all the same.
    if (!(error instanceof MarketplaceError && error.kind === 'notFound'))
      throw marketplaceHttpError(error, { ...ids, step: 'deprovision' });
  }
  await Promise.all([
    marketplaceStoreLinkDoc(marketplaceStoreId).delete(),
    marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).update({
      status: 'authorised',
      marketplaceStoreId: FieldValue.delete(),
      marketplaceStoreName: FieldValue.delete(),
      marketplaceStoreAddress: FieldValue.delete(),
      updatedIsoDateTimeUtc: nowIso(),
    }),
  ]);
  log.info('marketplace.store_removed', { ...ids, marketplaceStoreId });
  return { status: 'authorised' as const };
}

/** The marketplace's own view of the link (integration on, order manager, online status). */
export async function integrationDetails(ids: StoreIds) {
  const stored = await integration(ids);
  const marketplaceStoreId =
    typeof stored.marketplaceStoreId === 'string' ? stored.marketplaceStoreId : undefined;
  const remote = marketplaceStoreId
    ? await guarded(ids, 'details', () => marketplacePort().integration(marketplaceStoreId))
    : undefined;
  return {
    status: typeof stored.status === 'string' ? stored.status : 'notConnected',
    ...(marketplaceStoreId ? { marketplaceStoreId } : {}),
    ...(typeof stored.marketplaceStoreName === 'string'
      ? { marketplaceStoreName: stored.marketplaceStoreName }
      : {}),
    ...(remote ? { marketplace: remote } : {}),
  };
}

/** Ends our access: the store is unlinked, the merchant's tokens revoked at the marketplace and deleted. */
export async function revokeAccess(ids: StoreIds) {
  const stored = await integration(ids);
  if (typeof stored.marketplaceStoreId === 'string') await deleteStore(ids);
  const credentials = await marketplaceCredentialsDoc(ids.restaurantId, ids.storeId).get();
  for (const token of [credentials.get('accessToken'), credentials.get('refreshToken')]) {
    if (typeof token !== 'string') continue;
    try {
      await marketplacePort().revoke(token);
    } catch (error) {
      // Our copy is deleted either way; a token the marketplace already forgot is revoked enough.
      log.warn('marketplace.revoke_failed', { ...ids, message: String((error as Error).message) });
    }
  }
  await Promise.all([
    marketplaceCredentialsDoc(ids.restaurantId, ids.storeId).delete(),
    marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).set(
      {
        ...ids,
        provider: 'uberEats',
        status: 'notConnected',
        revokedIsoDateTimeUtc: nowIso(),
        updatedIsoDateTimeUtc: nowIso(),
      },
      { merge: true },
    ),
  ]);
  log.info('marketplace.revoked', { ...ids });
  return { status: 'notConnected' as const };
}
