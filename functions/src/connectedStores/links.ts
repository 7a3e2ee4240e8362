/**
 * Linking and unlinking a virtual store (domain/src/connectedStores). Only the restaurant's owners
 * (restaurant-level admins) do it: a link moves one store's orders into another store's kitchen, so
 * it is a decision about both. Each change is one transaction that reads every link of the
 * restaurant with the two stores, so two owners linking at once cannot build a chain between them:
 * the second sees the first's link and is refused.
 */
import {
  type LinkVirtualStoreRequest,
  type StoreLink,
  storeLinkProblem,
  ZAddOnsSettings,
  ZStoreLink,
} from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { storeDoc } from '../firestore/paths';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import { storeSettingDoc } from '../orderOperations/paths';
import { storeLinkDoc, storeLinks } from './paths';

export async function linkVirtualStore(
  ids: { restaurantId: string; storeId: string },
  request: LinkVirtualStoreRequest,
  uid: string,
): Promise<StoreLink> {
  const { restaurantId, storeId: physicalStoreId } = ids;
  const { virtualStoreId } = request;
  return runContendedTransaction(async (tx) => {
    const links = await tx.get(storeLinks(restaurantId));
    const [physical, virtual, addOns] = await tx.getAll(
      storeDoc(restaurantId, physicalStoreId),
      storeDoc(restaurantId, virtualStoreId),
      storeSettingDoc(restaurantId, physicalStoreId, 'addOns'),
    );
    if (!physical?.exists) throw new NotFoundError('We could not find this store.');
    const enabled = ZAddOnsSettings.safeParse(addOns?.exists ? addOns.data() : {});
    if (!enabled.success || !enabled.data.connectedStores)
      throw new HttpError(
        400,
        'Connected stores is off',
        'Switch on Connected stores for this store first, then link the stores it cooks for.',
      );
    const current = links.docs.flatMap((doc) => {
      const parsed = ZStoreLink.safeParse(doc.data());
      return parsed.success ? [parsed.data] : [];
    });
    const problem = storeLinkProblem({
      physicalStoreId,
      virtualStoreId,
      storeIds: new Set(virtual?.exists ? [virtualStoreId, physicalStoreId] : [physicalStoreId]),
      links: current,
    });
    if (problem?.kind === 'notFound') throw new NotFoundError(problem.message);
    if (problem?.kind === 'conflict') throw new ConflictError(problem.message, problem.title);
    if (problem) throw new HttpError(400, problem.title, problem.message);
    const name = virtual?.get('name');
    const link: StoreLink = {
      virtualStoreId,
      physicalStoreId,
      brandName: (typeof name === 'string' && name.trim() ? name.trim() : virtualStoreId).slice(0, 100),
      linkedIsoDateTimeUtc: nowIso(),
      linkedBy: uid,
    };
    tx.create(storeLinkDoc(restaurantId, virtualStoreId), link);
    return link;
  });
}

export async function unlinkVirtualStore(
  ids: { restaurantId: string; storeId: string },
  virtualStoreId: string,
): Promise<void> {
  const { restaurantId, storeId: physicalStoreId } = ids;
  await runContendedTransaction(async (tx) => {
    const ref = storeLinkDoc(restaurantId, virtualStoreId);
    const link = await tx.get(ref);
    // Only a link into this store is this page's to remove.
    if (!link.exists || link.get('physicalStoreId') !== physicalStoreId)
      throw new NotFoundError('This store is not linked here.');
    tx.delete(ref);
  });
}

/**
 * Switching Connected stores off while stores are linked here would leave their orders going to a
 * kitchen whose owner turned the feature off: the owner unlinks them first (the add-ons save is
 * refused with the brands named). Read in the save's transaction, as linking reads the add-ons, so a
 * link and a switch-off racing cannot both go through.
 */
export async function checkConnectedStoresStillOn(
  tx: Transaction,
  restaurantId: string,
  storeId: string,
  next: unknown,
): Promise<void> {
  const after = ZAddOnsSettings.safeParse(next);
  if (after.success && after.data.connectedStores) return;
  const linked = await tx.get(storeLinks(restaurantId).where('physicalStoreId', '==', storeId).limit(20));
  if (linked.empty) return;
  const brands = linked.docs.map((doc) => String(doc.get('brandName') ?? doc.id));
  throw new ConflictError(
    `${brands.join(', ')} ${brands.length === 1 ? 'is' : 'are'} linked to this store, so their orders are made in its kitchen. Unlink ${brands.length === 1 ? 'it' : 'them'} under Connected stores first, then switch the add-on off.`,
    'Connected stores in use',
  );
}
