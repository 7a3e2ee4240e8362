import { ZKdsTicket, ZPrintJob } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoPrintJobs } from '../src/printing/printJobsForOrders';
import { addStore, seedMenu, seedOrder, setStoreSetting, storePath } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi, signUpTestUser, type TestUser } from './support/emulators';
import { addStoreMember, createTenant, type Tenant } from './support/tenants';

/**
 * Connected stores through the real API, the emulated Firestore and the order trigger: an owner
 * links a virtual store (a brand without a kitchen) to a physical store; the virtual store's
 * accepted orders then print on the physical store's printers (once, however often the event comes)
 * and appear as tickets on its kitchen screens, labelled with the brand, and its staff act on them.
 * Links are refused across restaurants, to the store itself, in chains, and for anyone but an owner.
 */
const TOTALS = {
  itemTotal: 4900,
  couponDiscount: 0,
  loyaltyDiscount: 0,
  deliveryCharge: 0,
  deliveryDiscount: 0,
  publicHolidaySurcharge: 0,
  cardSurcharge: 0,
  discount: 0,
  charges: 0,
  grandTotal: 4900,
  gst: 445,
};

const PRINTERS = {
  stations: [{ id: 'grill', name: 'Grill' }],
  printers: [
    {
      id: 'kitchen-printer',
      name: 'Kitchen',
      printerModel: 'cloudKitchenPrinter',
      connectionKind: 'cloud',
      printDocumentKinds: ['orderTicket', 'orderStub'],
      stationIds: [],
    },
  ],
};

let kitchen: Tenant;
let brand: Tenant;
let third: Tenant;
let other: Tenant;
let kitchenStaff: TestUser;
let brandAdmin: TestUser;

const links = (tenant: Tenant, suffix = '') =>
  `/api/connected-stores/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/links${suffix}`;
const link = (tenant: Tenant, virtualStoreId: string, token = tenant.owner.idToken) =>
  callApi(links(tenant), { token, body: { virtualStoreId } });
const jobsIn = async (tenant: Tenant, orderId: string) =>
  (
    await firestore()
      .collection(`${storePath(tenant)}/printJobs`)
      .where('orderId', '==', orderId)
      .get()
  ).docs.map((doc) => ZPrintJob.parse(doc.data()));
const accept = (tenant: Tenant, orderId: string, token: string) =>
  callApi(
    `/api/orders/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders/${orderId}/accept`,
    {
      token,
      body: { etaInMinutes: 15 },
    },
  );

beforeAll(async () => {
  [kitchen, other] = await Promise.all([createTenant('kitchen'), createTenant('elsewhere')]);
  [brand, third] = await Promise.all([addStore(kitchen), addStore(kitchen)]);
  await firestore()
    .doc(`${storePath(brand)}`)
    .set({ name: 'Burger Bros' }, { merge: true });
  [kitchenStaff, brandAdmin] = await Promise.all([
    signUpTestUser('kitchen-staff'),
    signUpTestUser('brand-admin'),
  ]);
  await Promise.all([
    addStoreMember(kitchen, kitchenStaff, 'user'),
    addStoreMember(brand, brandAdmin, 'admin'),
    seedMenu(brand),
  ]);
  const saved = await callApi(
    `/api/printing/restaurants/${kitchen.restaurantId}/stores/${kitchen.storeId}/printer-settings`,
    { method: 'PUT', token: kitchen.owner.idToken, body: PRINTERS },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 120_000);

describe('linking a virtual store', { timeout: 60_000 }, () => {
  it('asks for the add-on first, then links a store of the same restaurant once', async () => {
    const off = await link(kitchen, brand.storeId);
    expect(off.status).toBe(400);
    expect(off.body.title).toBe('Connected stores is off');
    await setStoreSetting(kitchen, 'addOns', { connectedStores: true, kitchenDisplay: true });
    const linked = await link(kitchen, brand.storeId);
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body).toMatchObject({
      virtualStoreId: brand.storeId,
      physicalStoreId: kitchen.storeId,
      brandName: 'Burger Bros',
      linkedBy: kitchen.owner.uid,
    });
    const again = await link(kitchen, brand.storeId);
    expect([again.status, again.body.title]).toEqual([409, 'Already linked']);
  });

  it('refuses the store itself, chains in either direction and a store of another restaurant', async () => {
    expect((await link(kitchen, kitchen.storeId)).status).toBe(400);
    await setStoreSetting(brand, 'addOns', { connectedStores: true });
    await setStoreSetting(third, 'addOns', { connectedStores: true });
    // The brand sends its orders away, so it cannot receive; the kitchen receives, so it cannot be sent.
    const intoBrand = await link(brand, third.storeId);
    expect([intoBrand.status, intoBrand.body.title]).toEqual([409, 'This store is itself linked']);
    const kitchenAway = await link(third, kitchen.storeId);
    expect([kitchenAway.status, kitchenAway.body.title]).toEqual([
      409,
      'This store has its own linked stores',
    ]);
    const foreign = await link(kitchen, other.storeId);
    expect(foreign.status).toBe(404);
    expect(
      (await firestore().doc(`restaurants/${kitchen.restaurantId}/storeLinks/${other.storeId}`).get()).exists,
    ).toBe(false);
  });

  it('is for the restaurant’s owners only: not a store admin, not another restaurant', async () => {
    expect((await link(kitchen, third.storeId, brandAdmin.idToken)).status).toBe(403);
    expect((await link(kitchen, third.storeId, kitchenStaff.idToken)).status).toBe(403);
    expect((await link(kitchen, third.storeId, other.owner.idToken)).status).toBe(403);
    const unlinkAsOther = await callApi(links(kitchen, `/${brand.storeId}`), {
      method: 'DELETE',
      token: other.owner.idToken,
    });
    expect(unlinkAsOther.status).toBe(403);
    expect(
      (await firestore().doc(`restaurants/${kitchen.restaurantId}/storeLinks/${third.storeId}`).get()).exists,
    ).toBe(false);
  });
});

describe('a linked store’s orders in the kitchen', { timeout: 60_000 }, () => {
  it('prints on the kitchen’s printers exactly once and shows on its kitchen screens, labelled with the brand', async () => {
    const orderId = await seedOrder(brand, { extra: { displayNumber: '58', totals: TOTALS } });
    // The kitchen's store-level staff accept the brand's order from their own screens.
    const accepted = await accept(brand, orderId, kitchenStaff.idToken);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await expect.poll(async () => (await jobsIn(kitchen, orderId)).length, { timeout: 20_000 }).toBe(2);
    // The trigger delivered again (or a second instance) makes nothing more.
    const repeat = await autoPrintJobs(
      { restaurantId: brand.restaurantId, storeId: brand.storeId, orderId },
      'accepted',
    );
    expect(repeat.created).toEqual([]);
    const jobs = await jobsIn(kitchen, orderId);
    expect(
      jobs.map((job) => [job.documentKind, job.printerId, job.storeId, job.orderStoreId]).sort(),
    ).toEqual([
      ['orderStub', 'kitchen-printer', kitchen.storeId, brand.storeId],
      ['orderTicket', 'kitchen-printer', kitchen.storeId, brand.storeId],
    ]);
    for (const job of jobs) expect(job.markup).toContain('BURGER BROS');
    expect(await jobsIn(brand, orderId)).toEqual([]);

    const ticketIn = (tenant: Tenant) => firestore().doc(`${storePath(tenant)}/kdsTickets/${orderId}`);
    await expect.poll(async () => (await ticketIn(kitchen).get()).exists, { timeout: 20_000 }).toBe(true);
    const ticket = ZKdsTicket.parse((await ticketIn(kitchen).get()).data());
    expect(ticket).toMatchObject({
      storeId: kitchen.storeId,
      orderStoreId: brand.storeId,
      brandName: 'Burger Bros',
      displayNumber: '58',
      status: 'NEW',
    });
    expect((await ticketIn(brand).get()).exists).toBe(false);
    // Reports stay the brand's: the order itself never moved.
    expect(
      (
        await firestore()
          .doc(`${storePath(brand)}/orders/${orderId}`)
          .get()
      ).get('storeId'),
    ).toBe(brand.storeId);
  });

  it('keeps the staff of an unlinked store out, and after unlinking the kitchen no longer prints', async () => {
    const orderId = await seedOrder(brand, { extra: { displayNumber: '59', totals: TOTALS } });
    const outsider = await signUpTestUser('outsider');
    await addStoreMember(third, outsider, 'admin');
    expect((await accept(brand, orderId, outsider.idToken)).status).toBe(403);
    // The add-on cannot be switched off under a linked brand: the owner is told to unlink it first.
    const addOnsPath = `/api/store-settings/restaurants/${kitchen.restaurantId}/stores/${kitchen.storeId}/settings/addOns`;
    const addOns =
      (
        await firestore()
          .doc(`${storePath(kitchen)}/settings/addOns`)
          .get()
      ).data() ?? {};
    const { updatedIsoDateTimeUtc: _at, updatedByUid: _by, ...current } = addOns;
    const switchOff = () =>
      callApi(addOnsPath, {
        method: 'PUT',
        token: kitchen.owner.idToken,
        body: { ...current, connectedStores: false },
      });
    const refused = await switchOff();
    expect([refused.status, refused.body.title]).toEqual([409, 'Connected stores in use']);
    expect(refused.body.message).toContain('Burger Bros is linked to this store');
    expect(
      (
        await firestore()
          .doc(`${storePath(kitchen)}/settings/addOns`)
          .get()
      ).get('connectedStores'),
    ).toBe(true);
    const unlinked = await callApi(links(kitchen, `/${brand.storeId}`), {
      method: 'DELETE',
      token: kitchen.owner.idToken,
    });
    expect(unlinked.status).toBe(200);
    expect((await accept(brand, orderId, kitchenStaff.idToken)).status).toBe(403);
    expect((await accept(brand, orderId, kitchen.owner.idToken)).status).toBe(200);
    // The brand has no printers of its own: nothing is made anywhere.
    const made = await autoPrintJobs(
      { restaurantId: brand.restaurantId, storeId: brand.storeId, orderId },
      'accepted',
    );
    expect(made.created).toEqual([]);
    expect(await jobsIn(kitchen, orderId)).toEqual([]);
    const again = await callApi(links(kitchen, `/${brand.storeId}`), {
      method: 'DELETE',
      token: kitchen.owner.idToken,
    });
    expect(again.status).toBe(404);
    // Nothing linked any more: now it switches off.
    const off = await switchOff();
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(
      (
        await firestore()
          .doc(`${storePath(kitchen)}/settings/addOns`)
          .get()
      ).get('connectedStores'),
    ).toBe(false);
  });
});
