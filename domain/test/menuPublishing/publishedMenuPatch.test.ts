import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPublishedMenu,
  type ItemSpec,
  type PublishedMenuChange,
  patchPublishedMenu,
  publishedCategoryIds,
  publishedMenuInputFromDocuments,
  type StoredDocument,
  stableStringify,
  ZPublishedMenu,
  ZStore,
} from '../../src';
import { menuItems, pizzaSettings } from '../support/pricingMenu';

const NOW = '2025-03-01T09:30:00.000Z';
const LATER = '2025-03-01T09:31:00.000Z';
const ids = { restaurantId: 'r1', storeId: 's1' };

const store = ZStore.parse({
  restaurantId: 'r1',
  name: 'Bondi',
  address: {
    formattedAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
    suburb: 'Bondi Beach',
    state: 'NSW',
    postcode: '2026',
    country: { code: 'AU', name: 'Australia' },
    geoPoint: { latitude: '-33.8915', longitude: '151.2767' },
  },
  phoneNumber: '02 9876 5432',
  timezone: 'Australia/Sydney',
  collectionSettings: { pickup: { available: true }, delivery: { available: true } },
});

/** The store's menu documents as Firestore holds them: raw data by id. */
interface Source {
  categories: Map<string, unknown>;
  items: Map<string, unknown>;
}

/** What `publishMenu` does in full: parse every document and build. */
function fullBuild(source: Source, time: string) {
  const { input } = publishedMenuInputFromDocuments({
    ...ids,
    store,
    categories: [...source.categories].map(([id, data]) => ({ id, data })),
    items: [...source.items].map(([id, data]) => ({ id, data })),
    settings: { pizza: pizzaSettings, tradingHours: { monday: [{ start: '10:00', end: '21:00' }] } },
  });
  return buildPublishedMenu(input, time);
}

/** Stored data of an item spec: what the API writes (ids in the path, not in the data). */
function stored(spec: ItemSpec): Record<string, unknown> {
  const { id: _id, restaurantId: _r, storeId: _s, ...data } = spec;
  return JSON.parse(JSON.stringify(data));
}

/**
 * The change a command reports, completed as publishMenu completes it: a changed category the
 * previous document does not hold comes with every item stored in it.
 */
function completeChange(previous: unknown, source: Source, change: PublishedMenuChange): PublishedMenuChange {
  const held = publishedCategoryIds(previous);
  const absent = new Set((change.categories ?? []).map((c) => c.id).filter((id) => !held.has(id)));
  const members: StoredDocument[] = [...source.items]
    .filter(([, data]) => absent.has((data as { categoryId?: string } | undefined)?.categoryId ?? ''))
    .map(([id, data]) => ({ id, data }));
  return { ...change, items: [...(change.items ?? []), ...members] };
}

const categoryIds = ['c1', 'c2', 'c3', 'c4'];
const itemIds = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8'];

/** One command's effect on a single document. */
const editArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('item' as const),
    id: fc.constantFrom(...itemIds),
    action: fc.constantFrom('save', 'save', 'save', 'delete', 'corrupt'),
    template: fc.nat({ max: menuItems.length - 1 }),
    name: fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Alpha'),
    categoryId: fc.constantFrom(...categoryIds, 'missing'),
    sortOrder: fc.nat({ max: 3 }),
    soldout: fc.boolean(),
    renameGroup: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('category' as const),
    id: fc.constantFrom(...categoryIds),
    action: fc.constantFrom('save', 'save', 'delete', 'corrupt'),
    name: fc.constantFrom('Mains', 'Drinks', 'Sides'),
    sortOrder: fc.nat({ max: 3 }),
    backgroundColor: fc.constantFrom(undefined, '#336699'),
  }),
);
type Edit = typeof editArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** Applies an edit to the source and returns the changed document, as the command would report it. */
function apply(source: Source, edit: Edit): PublishedMenuChange {
  if (edit.kind === 'category') {
    if (edit.action === 'delete') source.categories.delete(edit.id);
    else
      source.categories.set(
        edit.id,
        edit.action === 'corrupt'
          ? { name: '' }
          : JSON.parse(
              JSON.stringify({
                name: edit.name,
                sortOrder: edit.sortOrder,
                backgroundColor: edit.backgroundColor,
              }),
            ),
      );
    return { categories: [{ id: edit.id, data: source.categories.get(edit.id) }] };
  }
  if (edit.action === 'delete') source.items.delete(edit.id);
  else if (edit.action === 'corrupt') source.items.set(edit.id, { type: 'basic', name: 42 });
  else {
    const template = menuItems[edit.template]!;
    let spec: ItemSpec = {
      ...template,
      id: edit.id,
      name: edit.name,
      categoryId: edit.categoryId,
      sortOrder: edit.sortOrder,
      soldout: edit.soldout,
    };
    // Same group id, other content: the modifier-group table must give it a `~2` key.
    if (spec.type === 'basic' && edit.renameGroup && spec.modifiers[0])
      spec = {
        ...spec,
        modifiers: [{ ...spec.modifiers[0], name: `${edit.name} sauce` }, ...spec.modifiers.slice(1)],
      };
    source.items.set(edit.id, stored(spec));
  }
  return { items: [{ id: edit.id, data: source.items.get(edit.id) }] };
}

describe('patchPublishedMenu', () => {
  it('gives the full build byte for byte after any sequence of single-document edits', () => {
    fc.assert(
      fc.property(
        fc.array(editArbitrary, { maxLength: 12 }),
        fc.array(editArbitrary, { minLength: 1, maxLength: 12 }),
        (setup, edits) => {
          const source: Source = { categories: new Map(), items: new Map() };
          for (const edit of setup) apply(source, edit);
          let document: unknown = fullBuild(source, NOW);
          for (const edit of edits) {
            const change = completeChange(document, source, apply(source, edit));
            const result = patchPublishedMenu(document, change, ids, LATER);
            if (!result.patched) throw new Error(result.reason);
            expect(stableStringify(result.document)).toBe(stableStringify(fullBuild(source, LATER)));
            document = result.document;
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('patches a document that went through JSON (as Firestore gives it back) and keeps it parseable', () => {
    const source: Source = {
      categories: new Map([['c1', { name: 'Mains', sortOrder: 1 }]]),
      items: new Map(),
    };
    menuItems.forEach((spec, index) => {
      source.items.set(spec.id, stored({ ...spec, sortOrder: index }));
    });
    const previous = JSON.parse(JSON.stringify(fullBuild(source, NOW)));
    const burger = { ...(source.items.get('burger') as object), soldout: true };
    source.items.set('burger', burger);
    const result = patchPublishedMenu(previous, { items: [{ id: 'burger', data: burger }] }, ids, LATER);
    if (!result.patched) throw new Error(result.reason);
    expect(result.document).toEqual(fullBuild(source, LATER));
    const menu = ZPublishedMenu.parse(result.document);
    expect(menu.categories[0]?.items.find((entry) => entry.id === 'burger')?.soldout).toBe(true);
    expect(result.document.contentHash).not.toBe(previous.contentHash);
  });

  it('refuses what it cannot patch exactly, so the caller rebuilds in full', () => {
    const source: Source = { categories: new Map([['c1', { name: 'Mains' }]]), items: new Map() };
    const previous = fullBuild(source, NOW);
    const change = { items: [] };
    const refuse = (document: unknown) => patchPublishedMenu(document, change, ids, LATER);
    expect(refuse(undefined)).toEqual({ patched: false, reason: 'no previous document' });
    expect(refuse({ ...previous, schemaVersion: 1 })).toMatchObject({
      patched: false,
      reason: expect.stringContaining('version 1'),
    });
    expect(refuse({ ...previous, itemCount: 5 })).toMatchObject({
      reason: 'previous document does not match its content hash',
    });
    expect(
      patchPublishedMenu(previous, change, { restaurantId: 'r1', storeId: 'other' }, LATER),
    ).toMatchObject({
      reason: 'previous document belongs to another store',
    });
    expect(refuse(previous)).toMatchObject({ patched: true });
  });

  it('names the categories a stored document holds', () => {
    const source: Source = {
      categories: new Map([
        ['c1', { name: 'Mains' }],
        ['c2', { name: 'Drinks' }],
      ]),
      items: new Map(),
    };
    expect(publishedCategoryIds(fullBuild(source, NOW))).toEqual(new Set(['c1', 'c2']));
    expect(publishedCategoryIds(undefined)).toEqual(new Set());
  });
});
