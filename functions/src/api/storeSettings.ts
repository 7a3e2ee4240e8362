import { isStoreSettingId, STORE_SETTING_IDS, type StoreSettings } from '@resto/domain';
import { Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { nowIso, runContendedTransaction } from '../admin';
import { checkConnectedStoresStillOn } from '../connectedStores/links';
import { newId } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { checkOfferedCustomPayments } from '../pos/posSettingsChecks';
import { republishStore } from '../settings/republish';
import { settingFromRequest } from '../settings/settingRequests';
import { storeSettingDoc } from '../settings/settingsPaths';
import { stripUndefined } from '../settings/stripUndefined';
import { pathIds } from './params';

/**
 * `/api/store-settings/restaurants/:restaurantId/stores/:storeId/settings/:settingId`: saves one
 * settings document of a store (restaurant admins and that store's admins), then republishes the
 * store's menu so customers see the change.
 */
export function storeSettingsRouter(): Router {
  const router = Router();

  router.put('/restaurants/:restaurantId/stores/:storeId/settings/:settingId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, settingId } = pathIds(req, ['restaurantId', 'storeId', 'settingId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    if (!isStoreSettingId(settingId)) {
      throw new NotFoundError(
        `There is no store setting called "${settingId}". Settings are: ${STORE_SETTING_IDS.join(', ')}.`,
      );
    }
    const ref = storeSettingDoc(restaurantId, storeId, settingId);
    const now = nowIso();
    const settings = await runContendedTransaction(async (tx) => {
      const previous = await tx.get(ref);
      const next = settingFromRequest(settingId, req.body, { previous: previous.data(), newId, now });
      if (settingId === 'addOns') await checkConnectedStoresStillOn(tx, restaurantId, storeId, next);
      if (settingId === 'posSettings') {
        const { payments } = next as StoreSettings['posSettings'];
        await checkOfferedCustomPayments(
          tx,
          { restaurantId, storeId },
          payments.customPaymentIds,
          'payments.customPaymentIds',
        );
      }
      tx.set(ref, { ...stripUndefined(next), updatedIsoDateTimeUtc: now, updatedByUid: caller.uid });
      return next;
    });
    log.info('store.settings_saved', {
      requestId: req.requestId,
      restaurantId,
      storeId,
      settingId,
      uid: caller.uid,
    });
    await republishStore(restaurantId, storeId, req.requestId);
    res.json({ settings });
  });

  return router;
}
