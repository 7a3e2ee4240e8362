import { type KdsDisplaySettings, ZKdsDisplaySettings, ZUpdateKdsDeviceSettingsRequest } from '@resto/domain';
import { Router } from 'express';
import { requireDevice } from '../access/devices';
import { requireStoreAccess } from '../access/guards';
import { nowIso, runContendedTransaction } from '../admin';
import { kdsDeviceSettingsDoc, storeDevices } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { addDeviceLoginRoute, addDeviceManagementRoutes } from './deviceRoutes';
import { pathIds } from './params';

/** Fields left out keep their stored value; an update that changes nothing is a client bug (400). */
export const ZUpdateKdsSettingsRequest = ZUpdateKdsDeviceSettingsRequest;

function defaultSettings(kdsDeviceId: string, now: string): KdsDisplaySettings {
  return ZKdsDisplaySettings.parse({ id: kdsDeviceId, kdsDeviceId, lastUpdatedIsoDateTimeUtc: now });
}

/** `/api/kds`: kitchen display devices, their pairing login and their settings. */
export function kdsRouter(): Router {
  const router = Router();
  addDeviceLoginRoute(router, 'kdsDevice');
  addDeviceManagementRoutes(router, {
    kind: 'kdsDevice',
    segment: 'devices',
    listKey: 'kdsDevices',
    alsoCreate: (tx, { restaurantId, storeId, deviceId, now }) =>
      tx.create(kdsDeviceSettingsDoc(restaurantId, storeId, deviceId), defaultSettings(deviceId, now)),
  });

  // Store staff, or the kitchen display itself (from its own settings screen).
  router.put('/restaurants/:restaurantId/stores/:storeId/devices/:deviceId/settings', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, deviceId } = pathIds(req, ['restaurantId', 'storeId', 'deviceId']);
    if (caller.kdsDevice) {
      const device = await requireDevice(caller, 'kdsDevice', restaurantId, storeId);
      if (device && device.id !== deviceId)
        throw new ForbiddenError('A kitchen display can only change its own settings.');
    } else {
      await requireStoreAccess(caller, restaurantId, storeId, 'user');
    }
    const changes = ZUpdateKdsSettingsRequest.parse(req.body);
    const settings = await runContendedTransaction(async (tx) => {
      const device = await tx.get(storeDevices('kdsDevice', restaurantId, storeId).doc(deviceId));
      if (!device.exists || device.get('revoked') === true)
        throw new NotFoundError('We could not find this kitchen display.');
      const settingsRef = kdsDeviceSettingsDoc(restaurantId, storeId, deviceId);
      const stored = ZKdsDisplaySettings.partial().safeParse((await tx.get(settingsRef)).data() ?? {});
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const next: KdsDisplaySettings = ZKdsDisplaySettings.parse({
        ...(stored.success ? stored.data : {}),
        ...defined,
        id: deviceId,
        kdsDeviceId: deviceId,
        lastUpdatedIsoDateTimeUtc: nowIso(),
      });
      tx.set(settingsRef, next);
      return next;
    });
    log.info('kds.settings_updated', {
      restaurantId,
      storeId,
      deviceId,
      ...changes,
      byDevice: !!caller.kdsDevice,
    });
    res.json({ settings });
  });
  return router;
}
