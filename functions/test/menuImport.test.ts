import { readFileSync } from 'node:fs';
import { type ImportJob, MAX_MENU_IMPORT_BYTES, ZImportJob, ZPublishedMenu } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { handleImportJobCreated } from '../src/menu/import/jobRunner';
import { firestore } from './support/admin';
import { callApi, HOSTING_URL, signUpTestUser } from './support/emulators';
import { createCategory, createItem, menuBase, post, savePizzaSettings, storePath } from './support/menu';
import { addStoreMember, createTenant, type Tenant } from './support/tenants';

const exampleFile = (extension: 'csv' | 'json') =>
  readFileSync(new URL(`../../docs/examples/menu-import-example.${extension}`, import.meta.url), 'utf8');
const EXAMPLE_ITEMS = [
  'Margherita',
  'Pepperoni',
  'Garlic bread',
  'Chips',
  'Lemonade',
  'Peroni 330ml',
  'Tiramisu',
];

const importPath = (tenant: Tenant) => `${menuBase(tenant)}/import-jobs`;

async function startImport(
  tenant: Tenant,
  content: string,
  format: 'csv' | 'json' = 'csv',
  fileName = `menu.${format}`,
) {
  const response = await post(tenant, '/import-jobs', { fileName, format, content });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}

const jobRef = (tenant: Tenant, jobId: string) => firestore().doc(`${storePath(tenant)}/importJobs/${jobId}`);

/** Waits for the trigger to finish the job (the emulator runs it like production would). */
async function finishedJob(tenant: Tenant, jobId: string): Promise<ImportJob> {
  const deadline = Date.now() + 25_000;
  const seen: string[] = [];
  while (Date.now() < deadline) {
    const job = ZImportJob.parse((await jobRef(tenant, jobId).get()).data());
    if (seen.at(-1) !== job.status) seen.push(job.status);
    if (job.status === 'success' || job.status === 'failure') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Import job ${jobId} did not finish; statuses seen: ${seen.join(' → ')}`);
}

async function itemNames(tenant: Tenant): Promise<string[]> {
  const snapshot = await firestore()
    .collection(`${storePath(tenant)}/items`)
    .get();
  return snapshot.docs.map((doc) => String(doc.get('name'))).sort();
}

async function publishedItemNames(tenant: Tenant): Promise<string[]> {
  const menu = ZPublishedMenu.parse(
    (
      await firestore()
        .doc(`${storePath(tenant)}/publishedMenu/current`)
        .get()
    ).data(),
  );
  return menu.categories.flatMap((category) => category.items.map((item) => item.name)).sort();
}

describe('menu import: who may start one', () => {
  it('answers 401 without a token, 403 for another tenant and a store user, 404 for an unknown store', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(tenant, cashier, 'user');
    const body = { fileName: 'menu.csv', format: 'csv', content: exampleFile('csv') };
    expect((await callApi(importPath(tenant), { body })).status).toBe(401);
    expect((await callApi(importPath(tenant), { token: other.owner.idToken, body })).status).toBe(403);
    expect((await callApi(importPath(tenant), { token: cashier.idToken, body })).status).toBe(403);
    const unknownStore = `/api/menu/restaurants/${tenant.restaurantId}/stores/nope/import-jobs`;
    expect((await callApi(unknownStore, { token: tenant.owner.idToken, body })).status).toBe(404);
    expect(
      (
        await firestore()
          .collection(`${storePath(tenant)}/importJobs`)
          .get()
      ).empty,
    ).toBe(true);
  });

  it('lets a store admin import', async () => {
    const tenant = await createTenant();
    const manager = await signUpTestUser('manager');
    await addStoreMember(tenant, manager, 'admin');
    const response = await callApi(importPath(tenant), {
      token: manager.idToken,
      body: { fileName: 'drinks.csv', format: 'csv', content: 'category,name,price\nDrinks,Cola,3.50\n' },
    });
    expect(response.status).toBe(201);
    const job = await finishedJob(tenant, String(response.body.id));
    expect(job).toMatchObject({ status: 'success', createdByUid: manager.uid, counts: { created: 1 } });
  });
});

describe('menu import: invalid requests', () => {
  it('answers 400 with field issues for a missing or wrong body', async () => {
    const tenant = await createTenant();
    const missing = await post(tenant, '/import-jobs', { fileName: 'menu.xlsx', format: 'xlsx' });
    expect(missing.status).toBe(400);
    expect((missing.body.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual([
      'content',
      'format',
    ]);
    const empty = await post(tenant, '/import-jobs', { fileName: 'menu.csv', format: 'csv', content: '   ' });
    expect(empty.body).toMatchObject({ issues: [{ path: 'content', message: 'The file is empty' }] });
    // Malformed JSON: the emulator's front answers it before our parser does, so only the status is ours to check.
    const notJson = await fetch(`${HOSTING_URL}${importPath(tenant)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.owner.idToken}`, 'content-type': 'application/json' },
      body: '{"fileName":',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses a file over 2 MB with a clear message, whichever limit it passes', async () => {
    const tenant = await createTenant();
    const message = 'The file is larger than 2 MB; split it into smaller files';
    const justOver = await post(tenant, '/import-jobs', {
      fileName: 'huge.csv',
      format: 'csv',
      content: `category,name,price\n${'x'.repeat(MAX_MENU_IMPORT_BYTES)}`,
    });
    expect(justOver.status).toBe(400);
    expect(justOver.body.issues).toEqual([{ path: 'content', message }]);
    const farOver = await post(tenant, '/import-jobs', {
      fileName: 'huge.csv',
      format: 'csv',
      content: 'x'.repeat(9 * 1024 * 1024),
    });
    expect(farOver.status).toBe(400);
    expect(farOver.body.issues).toEqual([{ path: 'content', message }]);
    expect(
      (
        await firestore()
          .collection(`${storePath(tenant)}/importJobs`)
          .get()
      ).empty,
    ).toBe(true);
  });
});

describe('menu import jobs', () => {
  it('imports the example CSV: job succeeds, items and categories exist, the published menu has them', async () => {
    const tenant = await createTenant();
    await savePizzaSettings(tenant);
    const jobId = await startImport(tenant, exampleFile('csv'), 'csv', 'menu-import-example.csv');
    const job = await finishedJob(tenant, jobId);
    expect(job).toMatchObject({
      kind: 'menuImport',
      status: 'success',
      fileName: 'menu-import-example.csv',
      format: 'csv',
      createdByUid: tenant.owner.uid,
      progress: { done: 7, total: 7 },
      counts: { created: 7, updated: 0, skipped: 0 },
      errors: [],
      message: 'Created 7 items.',
    });
    expect(job.startedIsoDateTimeUtc).toBeDefined();
    expect(job.finishedIsoDateTimeUtc).toBeDefined();
    expect(await itemNames(tenant)).toEqual([...EXAMPLE_ITEMS].sort());
    const categories = await firestore()
      .collection(`${storePath(tenant)}/categories`)
      .orderBy('sortOrder')
      .get();
    expect(categories.docs.map((doc) => doc.get('name'))).toEqual(['Pizzas', 'Sides', 'Drinks', 'Desserts']);
    expect(await publishedItemNames(tenant)).toEqual([...EXAMPLE_ITEMS].sort());

    const items = await firestore()
      .collection(`${storePath(tenant)}/items`)
      .get();
    const garlic = items.docs.find((doc) => doc.get('name') === 'Garlic bread')?.data();
    expect(garlic).toMatchObject({
      type: 'basic',
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      price: { basePrice: 850 },
      modifiers: [
        { name: 'Size', min: 1, max: 1 },
        { name: 'Extras', max: 2 },
      ],
    });
    const margherita = items.docs.find((doc) => doc.get('name') === 'Margherita')?.data();
    expect(margherita?.sizes).toEqual({
      small: { price: 1400, halfAndHalfAvailable: true },
      large: { price: 2000, halfAndHalfAvailable: true },
    });
  });

  it('imports the example JSON, then a re-import updates the same items instead of duplicating them', async () => {
    const tenant = await createTenant();
    await savePizzaSettings(tenant);
    const first = await finishedJob(tenant, await startImport(tenant, exampleFile('json'), 'json'));
    expect(first).toMatchObject({ status: 'success', counts: { created: 7 } });
    const again = await finishedJob(tenant, await startImport(tenant, exampleFile('csv')));
    expect(again).toMatchObject({ status: 'success', counts: { created: 0, updated: 7, skipped: 0 } });
    expect(await itemNames(tenant)).toEqual([...EXAMPLE_ITEMS].sort());
  });

  it('keeps the good rows, lists the bad ones by row, and adds to existing categories', async () => {
    const tenant = await createTenant();
    const sides = await createCategory(tenant, 'Sides');
    await createItem(tenant, { type: 'basic', categoryId: sides, name: 'Wedges', price: { basePrice: 700 } });
    const content = [
      'category,type,name,price,sizes',
      'sides,,Onion rings,6.50,',
      'Sides,,Chips,abc,',
      '',
      'Pizzas,pizza,Supreme,,Large=20',
      '"Drinks, cold",,"Cola, can",3,',
    ].join('\r\n');
    const job = await finishedJob(tenant, await startImport(tenant, content));
    expect(job).toMatchObject({
      status: 'success',
      progress: { done: 2, total: 2 },
      counts: { created: 2, updated: 0, skipped: 2 },
      errorCount: 2,
    });
    expect(job.errors).toEqual([
      { row: 3, field: 'price', message: '"abc" is not an amount; write it like 12.50' },
      { row: 5, field: 'sizes', message: expect.stringContaining('no pizza sizes yet') },
    ]);
    expect(await itemNames(tenant)).toEqual(['Cola, can', 'Onion rings', 'Wedges']);
    const onionRings = await firestore()
      .collection(`${storePath(tenant)}/items`)
      .where('name', '==', 'Onion rings')
      .get();
    expect(onionRings.docs[0]?.data()).toMatchObject({ categoryId: sides, sortOrder: 1 });
    expect(await publishedItemNames(tenant)).toEqual(['Cola, can', 'Onion rings', 'Wedges']);
  });

  it('fails without writing anything when no row is valid', async () => {
    const tenant = await createTenant();
    const job = await finishedJob(
      tenant,
      await startImport(tenant, 'category,name,colour please\nSides,Chips,red\n'),
    );
    expect(job).toMatchObject({
      status: 'failure',
      progress: { done: 0, total: 0 },
      counts: { created: 0, updated: 0, skipped: 1 },
      errors: [{ row: 1, field: 'colour please' }],
      message: 'No row could be imported. Fix the problems listed and upload the file again.',
    });
    expect(await itemNames(tenant)).toEqual([]);
    expect(
      (
        await firestore()
          .collection(`${storePath(tenant)}/categories`)
          .get()
      ).empty,
    ).toBe(true);
  });

  it('does nothing when the trigger is delivered again for a finished job', async () => {
    const tenant = await createTenant();
    const jobId = await startImport(tenant, 'category,name,price\nDrinks,Cola,3\n');
    const finished = await finishedJob(tenant, jobId);
    expect(finished.status).toBe('success');
    const ids = { restaurantId: tenant.restaurantId, storeId: tenant.storeId, jobId };
    expect(await handleImportJobCreated(ids)).toBe('skipped');
    expect((await jobRef(tenant, jobId).get()).data()).toEqual(finished);
    expect(await itemNames(tenant)).toEqual(['Cola']);
  });

  it('lets an admin start by hand a job whose trigger event never came, once', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const jobId = await startImport(tenant, 'category,name,price\nDrinks,Cola,3\n');
    await finishedJob(tenant, jobId);
    // A lost event leaves the job `requested` with nobody to run it (an update fires no create trigger).
    await jobRef(tenant, jobId).update({ status: 'requested', progress: { done: 0, total: 0 } });
    const startPath = `${importPath(tenant)}/${jobId}/start`;

    expect((await callApi(startPath, { token: other.owner.idToken, body: {} })).status).toBe(403);
    expect((await post(tenant, '/import-jobs/no-such-job/start', {})).status).toBe(404);

    const started = await post(tenant, `/import-jobs/${jobId}/start`, {});
    expect(started.status).toBe(200);
    expect(started.body.job).toMatchObject({ status: 'success', counts: { updated: 1 } });
    expect(await itemNames(tenant)).toEqual(['Cola']);

    const again = await post(tenant, `/import-jobs/${jobId}/start`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ title: 'Import started' });
  });

  it('marks a job left running past the time limit as failed, keeping its counts', async () => {
    const tenant = await createTenant();
    const jobId = await startImport(tenant, 'category,name,price\nDrinks,Cola,3\n');
    await finishedJob(tenant, jobId);
    const long = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await jobRef(tenant, jobId).update({
      status: 'running',
      updatedIsoDateTimeUtc: long,
      progress: { done: 1, total: 3 },
    });
    expect(
      await handleImportJobCreated({ restaurantId: tenant.restaurantId, storeId: tenant.storeId, jobId }),
    ).toBe('skipped');
    const job = ZImportJob.parse((await jobRef(tenant, jobId).get()).data());
    expect(job.status).toBe('failure');
    expect(job.message).toContain('after writing 1 of 3 rows');
  });
});
