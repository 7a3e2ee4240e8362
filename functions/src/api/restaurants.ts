import {
  isTimezoneOfCountry,
  normaliseEmail,
  type Restaurant,
  type Store,
  ZCollectionSettings,
  ZRestaurant,
  ZRestaurantEdit,
  ZStore,
} from '@resto/domain';
import { Router } from 'express';
import { isDeviceCaller } from '../access/devices';
import { requireRestaurantAdmin } from '../access/guards';
import { adminAuth, nowIso, runContendedTransaction } from '../admin';
import { newId, restaurantDoc, restaurantMembers, storeDoc } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { ForbiddenError } from '../http/errors';
import { log } from '../log';
import { republishStore } from '../settings/republish';
import { pathIds } from './params';

/** A new restaurant takes exactly what an admin may later change on it (the domain's ZRestaurantEdit). */
export const ZCreateRestaurantRequest = ZRestaurantEdit;

export const ZCreateStoreRequest = ZStore.pick({
  name: true,
  address: true,
  phoneNumber: true,
  timezone: true,
})
  .extend({ collectionSettings: ZCollectionSettings.optional() })
  .refine((store) => isTimezoneOfCountry(store.timezone, store.address.country.code), {
    path: ['timezone'],
    message: 'Choose a timezone of the country of the address',
  });

/** `/api/restaurants`: creating a tenant and its stores (the sign-up flow's "create restaurant"). */
export function restaurantsRouter(): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    const caller = requireCaller(req);
    if (isDeviceCaller(caller)) throw new ForbiddenError('Devices cannot create restaurants.');
    const body = ZCreateRestaurantRequest.parse(req.body);
    const account = await adminAuth().getUser(caller.uid);
    // Memberships and invites are matched by email, so an owner needs one (not a phone-only customer).
    const email = account.email;
    if (!email) throw new ForbiddenError('Sign in with an email address to create a restaurant.');
    const restaurantRef = restaurantDoc(newId());
    const now = nowIso();
    const restaurant: Restaurant & { createdByUid: string } = {
      ...ZRestaurant.parse({ ...body, createdIsoDateTimeUtc: now }),
      createdByUid: caller.uid,
    };
    // The creator is the first admin in the same write: a restaurant never exists without one.
    await runContendedTransaction(async (tx) => {
      tx.create(restaurantRef, stripUndefined(restaurant));
      tx.create(restaurantMembers(restaurantRef.id).doc(caller.uid), {
        uid: caller.uid,
        email: normaliseEmail(email),
        ...(account.displayName ? { displayName: account.displayName } : {}),
        role: 'admin',
        restaurantId: restaurantRef.id,
        createdIsoDateTimeUtc: now,
      });
    });
    log.info('restaurant.created', {
      requestId: req.requestId,
      restaurantId: restaurantRef.id,
      uid: caller.uid,
    });
    res.status(201).json({ restaurantId: restaurantRef.id, id: restaurantRef.id });
  });

  router.post('/:restaurantId/stores', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const body = ZCreateStoreRequest.parse(req.body);
    const store: Store = ZStore.parse({
      ...body,
      collectionSettings: body.collectionSettings ?? {},
      restaurantId,
    });
    const ref = storeDoc(restaurantId, newId());
    await runContendedTransaction(async (tx) => {
      tx.create(ref, { ...stripUndefined(store), createdIsoDateTimeUtc: nowIso(), createdByUid: caller.uid });
    });
    log.info('store.created', { requestId: req.requestId, restaurantId, storeId: ref.id, uid: caller.uid });
    // Published at once, so its web address shows the store ("not taking orders yet") from the start
    // instead of "Store not found".
    await republishStore(restaurantId, ref.id, req.requestId);
    res.status(201).json({ storeId: ref.id, id: ref.id });
  });

  return router;
}

/** Firestore refuses `undefined`; optional fields that were left out are simply not stored. */
function stripUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
