import { readFileSync } from 'node:fs';
import {
  catalogueFromPublishedMenu,
  type ImportJob,
  onlineOrderingBlockers,
  priceLine,
  ZImportJob,
  ZPublishedMenu,
} from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { post, storePath } from './support/menu';
import { createTenant, type Tenant } from './support/tenants';

/** Square's item library export as Square lays it out (see docs/menu-import.md, "From Square"). */
const SQUARE_EXPORT = readFileSync(
  new URL('../../docs/examples/square-item-library-example.csv', import.meta.url),
  'utf8',
);

async function finishedJob(tenant: Tenant, jobId: string): Promise<ImportJob> {
  const ref = firestore().doc(`${storePath(tenant)}/importJobs/${jobId}`);
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    const job = ZImportJob.parse((await ref.get()).data());
    if (job.status === 'success' || job.status === 'failure') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Import job ${jobId} did not finish`);
}

describe('menu import of a Square item library export', () => {
  it('becomes a working published menu: categories, sizes priced as in Square, ready for orders', async () => {
    const tenant = await createTenant();
    const started = await post(tenant, '/import-jobs', {
      fileName: 'square-items.csv',
      format: 'csv',
      content: SQUARE_EXPORT,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const job = await finishedJob(tenant, String(started.body.id));
    expect(job).toMatchObject({ status: 'success', counts: { created: 3, updated: 0, skipped: 1 } });

    const menu = ZPublishedMenu.parse(
      (
        await firestore()
          .doc(`${storePath(tenant)}/publishedMenu/current`)
          .get()
      ).data(),
    );
    expect(
      menu.categories.map((category) => [category.name, category.items.map((item) => item.name)]),
    ).toEqual([
      ['Pizzas', ['Margherita']],
      ['Sides', ['Garlic bread', 'Staff meal']],
    ]);
    expect(onlineOrderingBlockers(menu)).not.toContain('menu');

    // A customer's large Margherita costs what it cost in Square.
    const catalogue = catalogueFromPublishedMenu(menu);
    const margherita = menu.categories[0]?.items[0];
    const size =
      margherita?.type === 'basic' ? menu.modifierGroups[margherita.modifiers[0] ?? ''] : undefined;
    const large = size?.options.find((option) => option.name === 'Large');
    if (!margherita || !size || !large) throw new Error('Margherita should have a Size choice with Large');
    const priced = priceLine(
      {
        selection: {
          type: 'basic',
          specId: margherita.id,
          quantity: 1,
          comments: '',
          modifiersValue: { [size.id]: { [large.id]: 1 } },
        },
      },
      catalogue,
      { source: 'website', collectionType: 'pickup' },
    );
    expect(priced.ok && priced.value.total).toBe(2050);
  });
});
