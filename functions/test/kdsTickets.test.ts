import { orderDisplayNumber } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncTicketForOrderWrite } from '../src/kitchen/ticketsForOrders';
import {
  API_BASE_URL,
  actionPath,
  addStore,
  orderDocument,
  seedMenu,
  seedOrder,
  setStoreSetting,
  storePath,
  ticketRef,
} from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { createTenant, devicesPath, type PairedDevice, pairDevice, type Tenant } from './support/tenants';

let tenant: Tenant;
let kds: PairedDevice;
let baseUrl: string;

beforeAll(async () => {
  tenant = await createTenant('kitchen');
  await seedMenu(tenant);
  await setStoreSetting(tenant, 'addOns', { kitchenDisplay: true });
  kds = await pairDevice('kds', tenant, 'Grill');
  baseUrl = API_BASE_URL;
});

/** An order written as `new`, then handed to the trigger handler as if it had just been accepted. */
async function acceptedWrite(forTenant = tenant, extra: Record<string, unknown> = {}) {
  const orderId = await seedOrder(forTenant);
  const before = orderDocument(forTenant, orderId);
  const after = { ...before, status: { code: 'accepted' }, eta: { minutes: 15 }, ...extra };
  return { restaurantId: forTenant.restaurantId, storeId: forTenant.storeId, orderId, before, after };
}

const ticketPath = (orderId: string, suffix: string, forTenant: Tenant = tenant) =>
  `/api/kds/restaurants/${forTenant.restaurantId}/stores/${forTenant.storeId}/tickets/${orderId}/${suffix}`;
const post = (path: string, token: string) => callApi(path, { token, body: {}, baseUrl });

describe('ticket trigger', () => {
  it('creates the ticket once however often the trigger is delivered', async () => {
    const write = await acceptedWrite();
    expect(await syncTicketForOrderWrite(write)).toBe('created');
    const first = (await ticketRef(tenant, write.orderId).get()).data();
    expect(await syncTicketForOrderWrite(write)).toBe('alreadyExists');
    const second = (await ticketRef(tenant, write.orderId).get()).data();
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      id: write.orderId,
      orderId: write.orderId,
      orderSource: 'website',
      collectionType: 'pickup',
      status: 'NEW',
      customerName: 'Alex Diner',
      etaInMinutes: 15,
      displayNumber: orderDisplayNumber({ id: write.orderId }),
    });
  });

  it('routes each line to its stations with its allergens and choices', async () => {
    const write = await acceptedWrite();
    await syncTicketForOrderWrite(write);
    const ticket = (await ticketRef(tenant, write.orderId).get()).data();
    expect(ticket?.items).toEqual([
      expect.objectContaining({
        lineId: 'line-burger',
        name: 'Burger',
        quantity: 2,
        modifiers: ['BBQ'],
        comments: 'no pickles',
        stationIds: ['grill'],
        allergens: { contains: ['GLUTEN'], mayContain: [] },
        status: 'PENDING',
      }),
      expect.objectContaining({
        lineId: 'line-pizza',
        name: 'Margherita',
        sizeName: 'Large',
        toppingsAdded: ['Olives'],
        toppingsRemoved: ['Basil'],
        stationIds: ['oven'],
        allergens: { contains: ['MILK'], mayContain: [] },
      }),
      expect.objectContaining({ lineId: 'line-water', stationIds: [] }),
    ]);
    expect(ticket?.stationIds).toEqual(['*', 'grill', 'oven']);
  });

  it('makes no ticket when the store has no kitchen display add-on', async () => {
    const plain = await createTenant('nokds');
    const write = await acceptedWrite(plain);
    expect(await syncTicketForOrderWrite(write)).toBe('kitchenDisplayOff');
    expect((await ticketRef(plain, write.orderId).get()).exists).toBe(false);
  });

  it('an order created already accepted (auto-accepted dine-in) gets its ticket', async () => {
    const write = await acceptedWrite();
    expect(await syncTicketForOrderWrite({ ...write, before: undefined })).toBe('created');
  });

  it('ignores writes that do not change the status', async () => {
    const write = await acceptedWrite();
    expect(await syncTicketForOrderWrite({ ...write, before: write.after })).toBe('ignored');
    expect((await ticketRef(tenant, write.orderId).get()).exists).toBe(false);
  });

  it('cancel after accept marks the ticket CANCELLED with the reason, and keeps it', async () => {
    const write = await acceptedWrite();
    await syncTicketForOrderWrite(write);
    const cancelled = {
      ...write.after,
      status: { code: 'cancelled' },
      cancellationReason: 'Customer asked to cancel',
    };
    expect(await syncTicketForOrderWrite({ ...write, before: write.after, after: cancelled })).toBe('marked');
    const ticket = (await ticketRef(tenant, write.orderId).get()).data();
    expect(ticket).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Customer asked to cancel' });
    expect(ticket?.items).toHaveLength(3);
    // Delivered again: nothing more to do.
    expect(await syncTicketForOrderWrite({ ...write, before: write.after, after: cancelled })).toBe(
      'unchanged',
    );
  });

  it('a rejected order that never reached the kitchen changes nothing', async () => {
    const write = await acceptedWrite();
    const rejected = { ...write.before, status: { code: 'rejected' } };
    expect(await syncTicketForOrderWrite({ ...write, after: rejected })).toBe('unchanged');
  });

  it('the deployed trigger turns an accept through the API into a ticket', async () => {
    const orderId = await seedOrder(tenant);
    const accept = await callApi(actionPath(tenant, orderId, 'accept'), {
      token: tenant.owner.idToken,
      body: { etaInMinutes: 30 },
      baseUrl,
    });
    expect(accept.status).toBe(200);
    const deadline = Date.now() + 15_000;
    let exists = false;
    while (!exists && Date.now() < deadline) {
      exists = (await ticketRef(tenant, orderId).get()).exists;
      if (!exists) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(exists).toBe(true);
  }, 30_000);
});

describe('ticket routes', () => {
  async function ticketFor(): Promise<string> {
    const write = await acceptedWrite();
    await syncTicketForOrderWrite(write);
    return write.orderId;
  }

  it('a display starts, ticks, bumps and recalls a ticket', async () => {
    const id = await ticketFor();
    const started = await post(ticketPath(id, 'start'), kds.idToken);
    expect(started.status).toBe(200);
    expect(started.body.ticket).toMatchObject({ status: 'IN_PROGRESS' });

    const ticked = await post(ticketPath(id, 'items/line-burger/done'), kds.idToken);
    expect(ticked.status).toBe(200);
    const items = (ticked.body.ticket as { items: { lineId: string; status: string }[] }).items;
    expect(items.find((item) => item.lineId === 'line-burger')?.status).toBe('DONE');
    const unticked = await post(ticketPath(id, 'items/line-burger/undone'), kds.idToken);
    expect(unticked.status).toBe(200);

    expect((await post(ticketPath(id, 'bump'), kds.idToken)).status).toBe(200);
    const twice = await post(ticketPath(id, 'bump'), kds.idToken);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This ticket has already been bumped.');

    const recalled = await post(ticketPath(id, 'recall'), kds.idToken);
    expect(recalled.status).toBe(200);
    const stored = (await ticketRef(tenant, id).get()).data();
    expect(stored).toMatchObject({ status: 'RECALLED' });
    expect(
      stored?.items.find((item: { lineId: string }) => item.lineId === 'line-burger'),
    ).not.toHaveProperty('doneIsoDateTimeUtc');
  });

  it('five screens bumping at once: one wins, the others hear it was bumped', async () => {
    const id = await ticketFor();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(ticketPath(id, 'bump'), kds.idToken)),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(4);
  });

  it('only kitchen displays of this store may change tickets', async () => {
    const id = await ticketFor();
    expect((await callApi(ticketPath(id, 'start'), { body: {}, baseUrl })).status).toBe(401);
    expect((await post(ticketPath(id, 'start'), tenant.owner.idToken)).status).toBe(403);
    const otherStoreKds = await pairDevice('kds', await addStore(tenant), 'Other grill');
    expect((await post(ticketPath(id, 'start'), otherStoreKds.idToken)).status).toBe(403);
    const otherTenantKds = await pairDevice('kds', await createTenant('otherkitchen'), 'Elsewhere');
    expect((await post(ticketPath(id, 'start'), otherTenantKds.idToken)).status).toBe(403);
    const pos = await pairDevice('pos', tenant, 'Counter');
    expect((await post(ticketPath(id, 'start'), pos.idToken)).status).toBe(403);
    expect((await ticketRef(tenant, id).get()).get('status')).toBe('NEW');
  }, 60_000);

  it('unknown tickets and lines answer 404; a cancelled ticket can only be dismissed', async () => {
    expect((await post(ticketPath('no-such-ticket', 'start'), kds.idToken)).status).toBe(404);
    const id = await ticketFor();
    expect((await post(ticketPath(id, 'items/nope/done'), kds.idToken)).status).toBe(404);
    await firestore()
      .doc(`${storePath(tenant)}/kdsTickets/${id}`)
      .update({ status: 'CANCELLED' });
    const start = await post(ticketPath(id, 'start'), kds.idToken);
    expect(start.status).toBe(409);
    expect(start.body.message).toBe('This order was cancelled. Dismiss the ticket instead.');
    expect((await post(ticketPath(id, 'dismiss'), kds.idToken)).status).toBe(200);
  });
});

describe('display settings and heartbeat', () => {
  const settingsPath = (deviceId: string) => `${devicesPath('kds', tenant)}/${deviceId}/settings`;

  it('saves station filter, auto-refresh and sound without losing the prep time', async () => {
    const display = await pairDevice('kds', tenant, 'Oven');
    const first = await callApi(settingsPath(display.deviceId), {
      method: 'PUT',
      token: display.idToken,
      body: { prepTimeInMinutes: 20 },
      baseUrl,
    });
    expect(first.status).toBe(200);
    const second = await callApi(settingsPath(display.deviceId), {
      method: 'PUT',
      token: display.idToken,
      body: { stationIds: ['oven'], autoRefreshMinutes: 5, soundOn: false },
      baseUrl,
    });
    expect(second.status).toBe(200);
    expect(second.body.settings).toMatchObject({
      kdsDeviceId: display.deviceId,
      prepTimeInMinutes: 20,
      stationIds: ['oven'],
      autoRefreshMinutes: 5,
      soundOn: false,
    });
    const bad = await callApi(settingsPath(display.deviceId), {
      method: 'PUT',
      token: display.idToken,
      body: { autoRefreshMinutes: 3 },
      baseUrl,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'autoRefreshMinutes', message: 'Auto-refresh must be off, 1, 5 or 10 minutes' },
    ]);
  });

  it('a display reports itself alive; it cannot report for another display', async () => {
    const heartbeat = (deviceId: string, token: string) =>
      callApi(`${devicesPath('kds', tenant)}/${deviceId}/heartbeat`, { token, body: {}, baseUrl });
    const response = await heartbeat(kds.deviceId, kds.idToken);
    expect(response.status).toBe(200);
    const device = await firestore()
      .doc(`${storePath(tenant)}/kdsDevices/${kds.deviceId}`)
      .get();
    expect(device.get('lastSeenIsoDateTimeUtc')).toBe(response.body.lastSeenIsoDateTimeUtc);
    const other = await pairDevice('kds', tenant, 'Fryer');
    expect((await heartbeat(other.deviceId, kds.idToken)).status).toBe(403);
    expect((await heartbeat(kds.deviceId, tenant.owner.idToken)).status).toBe(403);
  });
});
