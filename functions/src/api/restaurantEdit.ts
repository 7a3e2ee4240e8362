import { ZRestaurantEdit, ZStoreEdit, ZWebsiteInfo } from '@resto/domain';
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { requireRestaurantAdmin, requireStoreAccess } from '../access/guards';
import { nowIso, runContendedTransaction } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { republishRestaurant, republishStore } from '../settings/republish';
import { stripUndefined } from '../settings/stripUndefined';
import { pathIds } from './params';

/**
 * Editing what `POST /api/restaurants` and `.../stores` created: `PUT /api/restaurants/:restaurantId`
 * (restaurant admins), `PUT /api/restaurants/:restaurantId/stores/:storeId` (restaurant admins and
 * that store's admins) and `PUT /api/restaurants/:restaurantId/website-info` (restaurant admins). Each
 * replaces the editable fields (an optional field left out is removed) and keeps ids, creation time
 * and creator; then the published menus are rebuilt, as they show these details to customers.
 */
export function restaurantEditRouter(): Router {
  const router = Router();

  router.put('/:restaurantId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const edit = ZRestaurantEdit.parse(req.body);
    const ref = restaurantDoc(restaurantId);
    const restaurant = await runContendedTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (!current.exists) throw new NotFoundError('We could not find this restaurant.');
      tx.update(ref, {
        ...stripUndefined(edit),
        // Optional fields the form cleared are removed, not left at their old value.
        ...(edit.logo === undefined ? { logo: FieldValue.delete() } : {}),
        ...(edit.contactEmail === undefined ? { contactEmail: FieldValue.delete() } : {}),
        updatedIsoDateTimeUtc: nowIso(),
        updatedByUid: caller.uid,
      });
      const { logo: _logo, contactEmail: _contactEmail, ...unchanged } = current.data() ?? {};
      return { ...unchanged, ...stripUndefined(edit), id: restaurantId };
    });
    log.info('restaurant.updated', { requestId: req.requestId, restaurantId, uid: caller.uid });
    await republishRestaurant(restaurantId, req.requestId);
    res.json({ restaurant });
  });

  router.put('/:restaurantId/website-info', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const websiteInfo = ZWebsiteInfo.parse(req.body);
    const ref = restaurantDoc(restaurantId);
    await runContendedTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (!current.exists) throw new NotFoundError('We could not find this restaurant.');
      tx.update(ref, { websiteInfo, updatedIsoDateTimeUtc: nowIso(), updatedByUid: caller.uid });
    });
    log.info('restaurant.website_info_updated', { requestId: req.requestId, restaurantId, uid: caller.uid });
    await republishRestaurant(restaurantId, req.requestId);
    res.json({ websiteInfo });
  });

  router.put('/:restaurantId/stores/:storeId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const edit = ZStoreEdit.parse(req.body);
    // A store that is back online has no reason to show.
    const fields = stripUndefined(edit.status === 'ONLINE' ? { ...edit, offlineReason: undefined } : edit);
    const ref = storeDoc(restaurantId, storeId);
    const store = await runContendedTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (!current.exists) throw new NotFoundError('We could not find this store.');
      tx.update(ref, {
        ...fields,
        ...(fields.offlineReason === undefined ? { offlineReason: FieldValue.delete() } : {}),
        updatedIsoDateTimeUtc: nowIso(),
        updatedByUid: caller.uid,
      });
      const { offlineReason: _previousReason, ...unchanged } = current.data() ?? {};
      return { ...unchanged, ...fields, restaurantId, id: storeId };
    });
    log.info('store.updated', {
      requestId: req.requestId,
      restaurantId,
      storeId,
      uid: caller.uid,
      status: edit.status,
    });
    await republishStore(restaurantId, storeId, req.requestId);
    res.json({ store });
  });

  return router;
}
