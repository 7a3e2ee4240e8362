/**
 * Super-admin batch uploads: one menu file into stores of two restaurants, each store's part an
 * ordinary menu import job run by the import trigger (requested → queued → running → success), the
 * batch summed from those jobs with each store's per-row errors.
 */
import type { BatchUploadSummary } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, type TestUser } from './support/emulators';
import { createTenant, signUpSuperAdmin, type Tenant } from './support/tenants';

const PATH = '/api/super-admin/batch-upload-jobs';
const CSV = [
  'category,name,price',
  'Drinks,Lemonade,4.50',
  'Drinks,Iced tea,abc',
  'Sides,Garlic bread,7',
].join('\n');

let a: Tenant;
let b: Tenant;
let superAdmin: TestUser;
beforeAll(async () => {
  [a, b, superAdmin] = await Promise.all([
    createTenant('batch-a'),
    createTenant('batch-b'),
    signUpSuperAdmin(),
  ]);
});

const body = (stores: { restaurantId: string; storeId: string }[]) => ({
  fileName: 'drinks.csv',
  format: 'csv',
  content: CSV,
  stores,
});

async function itemNames(tenant: Tenant): Promise<string[]> {
  const items = await firestore()
    .collection(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/items`)
    .get();
  return items.docs.map((doc) => String(doc.get('name'))).sort();
}

describe('/api/super-admin/batch-upload-jobs', () => {
  it('refuses everyone but super admins, and a batch naming a store that does not exist makes nothing', async () => {
    const stores = [{ restaurantId: a.restaurantId, storeId: a.storeId }];
    expect((await callApi(PATH, { body: body(stores) })).status).toBe(401);
    expect((await callApi(PATH, { token: a.owner.idToken, body: body(stores) })).status).toBe(403);
    expect((await callApi(PATH, { token: a.owner.idToken })).status).toBe(403);
    const unknown = await callApi(PATH, {
      token: superAdmin.idToken,
      body: body([...stores, { restaurantId: b.restaurantId, storeId: 'no-such-store' }]),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('no-such-store');
    const jobs = await firestore()
      .collection(`restaurants/${a.restaurantId}/stores/${a.storeId}/importJobs`)
      .get();
    expect(jobs.size).toBe(0);
    const invalid = await callApi(PATH, { token: superAdmin.idToken, body: body([]) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([{ path: 'stores', message: 'Choose at least one store' }]);
  });

  it('imports into stores of two restaurants on the import job runner, with progress and per-row errors', {
    timeout: 90_000,
  }, async () => {
    const created = await callApi(PATH, {
      token: superAdmin.idToken,
      body: body([
        { restaurantId: a.restaurantId, storeId: a.storeId },
        { restaurantId: b.restaurantId, storeId: b.storeId },
      ]),
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect(created.body.stores).toHaveLength(2);

    const read = async () =>
      (await callApi(`${PATH}/${id}`, { token: superAdmin.idToken })).body as unknown as BatchUploadSummary;
    await expect.poll(async () => (await read()).status, { timeout: 60_000, interval: 500 }).toBe('success');
    const done = await read();
    expect(done).toMatchObject({
      fileName: 'drinks.csv',
      progress: { done: 4, total: 4 },
      counts: { created: 4, updated: 0, skipped: 2 },
      errorCount: 2,
    });
    for (const store of done.stores) {
      expect(store.status).toBe('success');
      expect(store.errors).toEqual([
        { row: 3, field: 'price', message: '"abc" is not an amount; write it like 12.50' },
      ]);
    }
    expect(await itemNames(a)).toEqual(['Garlic bread', 'Lemonade']);
    expect(await itemNames(b)).toEqual(['Garlic bread', 'Lemonade']);
    // Each store's job is an ordinary import job of that store, marked as part of the batch.
    const job = await firestore()
      .doc(`restaurants/${a.restaurantId}/stores/${a.storeId}/importJobs/${done.stores[0]?.importJobId}`)
      .get();
    expect(job.get('batchUploadJobId')).toBe(id);

    const list = await callApi(`${PATH}?limit=5`, { token: superAdmin.idToken });
    expect(list.status).toBe(200);
    expect((list.body.jobs as BatchUploadSummary[]).map((each) => each.id)).toContain(id);
    expect((await callApi(`${PATH}/no-such-batch`, { token: superAdmin.idToken })).status).toBe(404);
  });
});
