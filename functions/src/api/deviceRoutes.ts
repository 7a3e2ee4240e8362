import { type DeviceClaimKind, ZDeviceName, ZPairingCode } from '@resto/domain';
import type { Router } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { clientAddress } from '../abuse/clientAddress';
import { consumeLimit, rewardLimit } from '../abuse/limits';
import { requireStoreAccess } from '../access/guards';
import { loginWithPairingCode } from '../devices/deviceLogin';
import {
  createDevice,
  listDevices,
  replacePairingCode,
  revokeDevice,
  updateDevice,
} from '../devices/deviceRecords';
import { requireCaller } from '../http/auth';
import { pathIds } from './params';

export const ZDeviceLoginRequest = z.object({ pairingCode: ZPairingCode });
export const ZCreateDeviceRequest = z.object({ name: ZDeviceName });
export const ZUpdateDeviceRequest = z.object({ name: ZDeviceName });

export interface DeviceRoutesConfig {
  kind: DeviceClaimKind;
  /** The path segment of SPEC.md section 7: 'pos_terminals', 'devices', 'printers'. */
  segment: string;
  /** The list response's key: `{ posTerminals: [...] }`. */
  listKey: string;
  createBody?: z.ZodType<{ name: string } & Record<string, unknown>>;
  updateBody?: z.ZodType<{ name: string } & Record<string, unknown>>;
  /** Checks of a rename/update against other stored data, in the update's transaction (reads only). */
  checkUpdate?: (
    tx: Transaction,
    ids: { restaurantId: string; storeId: string; deviceId: string },
    body: { name: string } & Record<string, unknown>,
  ) => Promise<void>;
  /** Documents created together with the device, in its transaction. */
  alsoCreate?: (
    tx: Transaction,
    ids: { restaurantId: string; storeId: string; deviceId: string; now: string },
  ) => void;
}

/**
 * The device management routes every kind shares, under
 * `/restaurants/:restaurantId/stores/:storeId/<segment>`: store admins create, rename, re-code and
 * remove devices; any store staff may list them.
 */
export function addDeviceManagementRoutes(router: Router, config: DeviceRoutesConfig): void {
  const base = `/restaurants/:restaurantId/stores/:storeId/${config.segment}`;
  const createBody = config.createBody ?? ZCreateDeviceRequest;
  const updateBody = config.updateBody ?? ZUpdateDeviceRequest;
  const scopeOf = (ids: { restaurantId: string; storeId: string }) => ({ kind: config.kind, ...ids });

  router.post(base, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const body = createBody.parse(req.body);
    const created = await createDevice(scopeOf(ids), body, (tx, deviceId, now) =>
      config.alsoCreate?.(tx, { ...ids, deviceId, now }),
    );
    res.status(201).json({
      id: created.id,
      pairingCode: created.pairingCode,
      pairingCodeExpiresIsoDateTimeUtc: created.pairingCodeExpiresIsoDateTimeUtc,
    });
  });

  router.get(base, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'user');
    res.json({ [config.listKey]: await listDevices(scopeOf(ids)) });
  });

  router.put(`${base}/:deviceId`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'deviceId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const body = updateBody.parse(req.body);
    const check = config.checkUpdate;
    res.json({
      device: await updateDevice(scopeOf(ids), ids.deviceId, body, check && ((tx) => check(tx, ids, body))),
    });
  });

  router.post(`${base}/:deviceId/pairing-code`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'deviceId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const issued = await replacePairingCode(scopeOf(ids), ids.deviceId);
    res.status(201).json({
      id: issued.id,
      pairingCode: issued.pairingCode,
      pairingCodeExpiresIsoDateTimeUtc: issued.pairingCodeExpiresIsoDateTimeUtc,
    });
  });

  router.delete(`${base}/:deviceId`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'deviceId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    res.json(await revokeDevice(scopeOf(ids), ids.deviceId));
  });
}

/** `POST /login` {pairingCode} → {customToken, restaurantId, storeId, deviceId}; no caller needed. */
export function addDeviceLoginRoute(router: Router, kind: DeviceClaimKind): void {
  router.post('/login', async (req, res) => {
    // The limit is there to stop code guessing, so only wrong codes use it up: a restaurant pairing
    // its twelve screens and tills from one network on opening day must not be told to wait. The hit
    // is counted first (a guesser is refused before the lookup) and given back on success.
    const address = clientAddress(req);
    await consumeLimit('devicePairingPerIp', address);
    const { pairingCode } = ZDeviceLoginRequest.parse(req.body);
    const session = await loginWithPairingCode(kind, pairingCode);
    await rewardLimit('devicePairingPerIp', address);
    res.json(session);
  });
}
