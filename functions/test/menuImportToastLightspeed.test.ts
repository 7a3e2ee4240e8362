import { readFileSync } from 'node:fs';
import {
  catalogueFromPublishedMenu,
  type ImportJob,
  type PublishedMenu,
  priceLine,
  ZImportJob,
  ZPublishedMenu,
} from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { post, storePath } from './support/menu';
import { createTenant, type Tenant } from './support/tenants';

/** Toast's and Lightspeed's exports as they lay them out (the admin's import guide, "From Toast"/"From Lightspeed"). */
const example = (name: string) =>
  readFileSync(new URL(`../../docs/examples/${name}`, import.meta.url), 'utf8');

async function finishedJob(tenant: Tenant, jobId: string): Promise<ImportJob> {
  const ref = firestore().doc(`${storePath(tenant)}/importJobs/${jobId}`);
  // The first import of a run also starts the worker's code (its bundle loads on first call).
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const job = ZImportJob.parse((await ref.get()).data());
    if (job.status === 'success' || job.status === 'failure') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Import job ${jobId} did not finish`);
}

async function importFile(
  tenant: Tenant,
  fileName: string,
): Promise<{ job: ImportJob; menu: PublishedMenu }> {
  const started = await post(tenant, '/import-jobs', { fileName, format: 'csv', content: example(fileName) });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const job = await finishedJob(tenant, String(started.body.id));
  const menu = ZPublishedMenu.parse(
    (
      await firestore()
        .doc(`${storePath(tenant)}/publishedMenu/current`)
        .get()
    ).data(),
  );
  return { job, menu };
}

/** What a customer pays for one of `itemName` with the named options of its groups chosen. */
function pay(menu: PublishedMenu, itemName: string, chosen: string[]): number | false {
  const item = menu.categories.flatMap((category) => category.items).find((entry) => entry.name === itemName);
  if (item?.type !== 'basic') throw new Error(`${itemName} should be a basic item`);
  const modifiersValue: Record<string, Record<string, number>> = {};
  for (const groupId of item.modifiers) {
    const group = menu.modifierGroups[groupId];
    for (const option of group?.options ?? [])
      if (chosen.includes(option.name)) modifiersValue[groupId] = { [option.id]: 1 };
  }
  const priced = priceLine(
    { selection: { type: 'basic', specId: item.id, quantity: 1, comments: '', modifiersValue } },
    catalogueFromPublishedMenu(menu),
    { source: 'website', collectionType: 'pickup' },
  );
  return priced.ok && priced.value.total;
}

describe('menu import of Toast and Lightspeed exports', () => {
  it("a Toast menu export becomes a published menu with Toast's sizes and modifier prices", async () => {
    const tenant = await createTenant();
    const { job, menu } = await importFile(tenant, 'toast-menu-export-example.csv');
    expect(job).toMatchObject({ status: 'success', counts: { created: 2, updated: 0, skipped: 1 } });
    expect(job.errors).toEqual([expect.objectContaining({ row: 6, field: 'Price' })]);
    expect(
      menu.categories.map((category) => [category.name, category.items.map((item) => item.name)]),
    ).toEqual([
      ['Pizzas', ['Margherita']],
      ['Sides', ['Garlic bread']],
    ]);
    // A large Margherita with extra cheese: 14.00 + 6.50 + 2.00, as in Toast.
    expect(pay(menu, 'Margherita', ['Large', 'Extra cheese'])).toBe(2250);
    expect(pay(menu, 'Garlic bread', ['Aioli'])).toBe(850);
  }, 90_000);

  it('a Lightspeed product export becomes a published menu with its variants priced as in Lightspeed', async () => {
    const tenant = await createTenant();
    const { job, menu } = await importFile(tenant, 'lightspeed-product-export-example.csv');
    expect(job).toMatchObject({ status: 'success', counts: { created: 3, updated: 0, skipped: 1 } });
    expect(menu.categories.map((category) => category.name)).toEqual(['Coffee', 'Food', 'Combos']);
    expect(pay(menu, 'Flat white', ['Large'])).toBe(550);
    expect(pay(menu, 'Banana bread', [])).toBe(600);
  }, 90_000);
});
