/**
 * The store's menu on the marketplace: built from our published menu by the domain
 * (`buildMarketplaceMenu`: items switched on for the marketplace, their price plus
 * uberEatsExtraCharge or the admin's edited price, sold-out items suspended), one payload per
 * collection kind (delivery and pickup), each replacing the marketplace's whole menu of that kind.
 * Every upload is kept (`marketplaceMenuUploads`, with the payloads sent), so "roll back" sends the
 * previous upload's payloads again, as they were.
 */
import {
  buildMarketplaceMenu,
  MARKETPLACE_MENU_KINDS,
  type MarketplaceMenuKind,
  marketplaceMenuRows,
  storeCurrency,
  type UberMenuPayload,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { ConflictError, NotFoundError } from '../http/errors';
import { marketplacePort } from '../integrations/marketplace';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import type { StoreIds } from './connect';
import { marketplaceHttpError } from './errors';
import { marketplaceIntegrationDoc, marketplaceMenuUploads } from './paths';

async function integration(ids: StoreIds) {
  const snapshot = await marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).get();
  const data = snapshot.exists ? (snapshot.data() ?? {}) : {};
  const priceEdits = (data.priceEdits ?? {}) as Record<string, number>;
  return { data, priceEdits };
}

/** What would be listed for each kind now: the rows the edit-price page shows, and the item counts. */
export async function menuConfiguration(ids: StoreIds) {
  const [{ menu }, { data, priceEdits }] = await Promise.all([
    readOrderingStore(ids.restaurantId, ids.storeId),
    integration(ids),
  ]);
  const kinds = Object.fromEntries(
    MARKETPLACE_MENU_KINDS.map((kind) => [kind, { rows: marketplaceMenuRows(menu, kind, priceEdits) }]),
  ) as Record<MarketplaceMenuKind, { rows: ReturnType<typeof marketplaceMenuRows> }>;
  return {
    currencyCode: storeCurrency(menu).code,
    ...kinds,
    currentUploadId: typeof data.currentMenuUploadId === 'string' ? data.currentMenuUploadId : null,
    previousUploadId: typeof data.previousMenuUploadId === 'string' ? data.previousMenuUploadId : null,
  };
}

/** Saves per-item marketplace prices (null removes an edit, so the list price applies again). */
export async function savePriceEdits(ids: StoreIds, prices: Record<string, number | null>) {
  const { menu } = await readOrderingStore(ids.restaurantId, ids.storeId);
  const known = new Set(
    MARKETPLACE_MENU_KINDS.flatMap((kind) => marketplaceMenuRows(menu, kind, {}).map((row) => row.key)),
  );
  const unknown = Object.keys(prices).filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new NotFoundError(`These items are not on the Uber Eats menu: ${unknown.slice(0, 5).join(', ')}`);
  const ref = marketplaceIntegrationDoc(ids.restaurantId, ids.storeId);
  await ref.set(
    {
      priceEdits: Object.fromEntries(
        Object.entries(prices).map(([key, value]) => [key, value === null ? FieldValue.delete() : value]),
      ),
      updatedIsoDateTimeUtc: nowIso(),
    },
    { merge: true },
  );
  return { saved: Object.keys(prices).length };
}

async function linkedStoreId(data: Record<string, unknown>): Promise<string> {
  if (typeof data.marketplaceStoreId !== 'string' || data.status !== 'integrated')
    throw new ConflictError(
      'Link an Uber Eats store (and resume it if paused) before uploading the menu.',
      'Not Connected',
    );
  return data.marketplaceStoreId;
}

async function send(
  ids: StoreIds,
  marketplaceStoreId: string,
  payloads: Partial<Record<MarketplaceMenuKind, UberMenuPayload>>,
) {
  for (const [kind, payload] of Object.entries(payloads)) {
    try {
      await marketplacePort().uploadMenu(marketplaceStoreId, payload);
    } catch (error) {
      throw marketplaceHttpError(error, { ...ids, step: `upload-${kind}` });
    }
  }
}

/** Uploads our published menu for the chosen kinds and keeps it as the current upload. */
export async function uploadMenu(ids: StoreIds, uid: string, kinds: readonly MarketplaceMenuKind[]) {
  const [{ menu }, { data, priceEdits }] = await Promise.all([
    readOrderingStore(ids.restaurantId, ids.storeId),
    integration(ids),
  ]);
  const marketplaceStoreId = await linkedStoreId(data);
  const payloads = Object.fromEntries(
    kinds.map((kind) => [kind, buildMarketplaceMenu(menu, kind, priceEdits)]),
  ) as Partial<Record<MarketplaceMenuKind, UberMenuPayload>>;
  const itemCount = Math.max(...Object.values(payloads).map((payload) => payload?.items.length ?? 0));
  if (itemCount === 0)
    throw new ConflictError(
      'No item is switched on for Uber Eats yet: turn on "Uber Eats" for categories and items in the menu first.',
      'Nothing to Upload',
    );
  await send(ids, marketplaceStoreId, payloads);
  return recordUpload(ids, uid, payloads, {
    itemCount,
    publishedIsoDateTimeUtc: menu.publishedIsoDateTimeUtc,
  });
}

async function recordUpload(
  ids: StoreIds,
  uid: string,
  payloads: Partial<Record<MarketplaceMenuKind, UberMenuPayload>>,
  extra: { itemCount: number; publishedIsoDateTimeUtc?: string; rolledBackToUploadId?: string },
) {
  const uploads = marketplaceMenuUploads(ids.restaurantId, ids.storeId);
  const uploadRef = uploads.doc();
  const now = nowIso();
  const integrationRef = marketplaceIntegrationDoc(ids.restaurantId, ids.storeId);
  await runContendedTransaction(async (tx) => {
    const current = await tx.get(integrationRef);
    tx.create(uploadRef, {
      id: uploadRef.id,
      uploadedIsoDateTimeUtc: now,
      uploadedByUid: uid,
      kinds: Object.keys(payloads),
      itemCount: extra.itemCount,
      ...(extra.publishedIsoDateTimeUtc
        ? { menuPublishedIsoDateTimeUtc: extra.publishedIsoDateTimeUtc }
        : {}),
      ...(extra.rolledBackToUploadId ? { rolledBackToUploadId: extra.rolledBackToUploadId } : {}),
      // The exact payloads sent (as text: nested menus would be deep documents), for a rollback.
      payloads: Object.fromEntries(
        Object.entries(payloads).map(([kind, payload]) => [kind, JSON.stringify(payload)]),
      ),
    });
    const previous = current.get('currentMenuUploadId');
    tx.set(
      integrationRef,
      {
        currentMenuUploadId: uploadRef.id,
        // After a rollback the undone upload is the previous one, so a second rollback undoes it.
        previousMenuUploadId: previous ?? null,
        lastMenuUploadIsoDateTimeUtc: now,
        lastMenuItemCount: extra.itemCount,
        updatedIsoDateTimeUtc: now,
      },
      { merge: true },
    );
  });
  log.info('marketplace.menu_uploaded', { ...ids, uploadId: uploadRef.id, itemCount: extra.itemCount });
  return { uploadId: uploadRef.id, itemCount: extra.itemCount, kinds: Object.keys(payloads) };
}

/** Sends the previous upload's payloads again; it becomes the current menu (a new upload record). */
export async function rollbackMenu(ids: StoreIds, uid: string) {
  const { data } = await integration(ids);
  const marketplaceStoreId = await linkedStoreId(data);
  const previousId = data.previousMenuUploadId;
  if (typeof previousId !== 'string')
    throw new ConflictError('There is no earlier menu upload to go back to.', 'Nothing to Roll Back');
  const previous = await marketplaceMenuUploads(ids.restaurantId, ids.storeId).doc(previousId).get();
  if (!previous.exists) throw new NotFoundError('The earlier menu upload was not found.');
  const stored = (previous.get('payloads') ?? {}) as Record<string, string>;
  const payloads = Object.fromEntries(
    Object.entries(stored).map(([kind, text]) => [kind, JSON.parse(text) as UberMenuPayload]),
  ) as Partial<Record<MarketplaceMenuKind, UberMenuPayload>>;
  await send(ids, marketplaceStoreId, payloads);
  return recordUpload(ids, uid, payloads, {
    itemCount: Number(previous.get('itemCount') ?? 0),
    rolledBackToUploadId: previousId,
  });
}
