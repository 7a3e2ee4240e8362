import type { OrderActor } from '@resto/domain';
import { requireDevice } from '../access/devices';
import { requireStoreAccess } from '../access/guards';
import { kitchenStoreOf } from '../connectedStores/kitchenStore';
import type { Caller } from '../http/auth';
import { ForbiddenError } from '../http/errors';

/**
 * Who may act on a store's orders: its staff (any role, restaurant- or store-level) and its POS
 * terminals. Kitchen displays and printers see orders but never move them. Answers who it was, for
 * the order's status history.
 */
export async function requireOrderActor(
  caller: Caller,
  restaurantId: string,
  storeId: string,
): Promise<OrderActor> {
  try {
    return await actorOfStore(caller, restaurantId, storeId);
  } catch (error) {
    // A linked virtual store's orders are handled in its physical store's kitchen (connectedStores):
    // that store's staff and tills act on them too.
    if (!(error instanceof ForbiddenError)) throw error;
    const kitchen = await kitchenStoreOf(restaurantId, storeId);
    if (kitchen.storeId === storeId) throw error;
    return actorOfStore(caller, restaurantId, kitchen.storeId).catch(() => {
      throw error;
    });
  }
}

async function actorOfStore(caller: Caller, restaurantId: string, storeId: string): Promise<OrderActor> {
  if (caller.posTerminal) {
    const device = await requireDevice(caller, 'posTerminal', restaurantId, storeId);
    return { kind: 'posTerminal', id: caller.posTerminal.deviceId, ...(device ? { name: device.name } : {}) };
  }
  if (caller.kdsDevice || caller.printer) {
    throw new ForbiddenError(
      'Only store staff and POS terminals can accept, reject, complete or cancel orders.',
    );
  }
  await requireStoreAccess(caller, restaurantId, storeId, 'user');
  return { kind: 'staff', id: caller.uid, ...(caller.email ? { name: caller.email } : {}) };
}
