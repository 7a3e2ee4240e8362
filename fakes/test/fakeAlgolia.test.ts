/**
 * The fake Algolia against the official `algoliasearch` client: what the product's search port calls
 * (saveObjects, partialUpdateObjects, deleteObjects, setSettings, searchSingleIndex, search, waitForTask)
 * answers as Algolia would, and a secured key's embedded filter holds whatever the query asks.
 */
import { algoliasearch, type SearchClient } from 'algoliasearch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAlgolia, parseFilters, startFakeAlgolia, typoDistance, wordMatch } from '../src/algolia';

const APP_ID = 'FAKEAPP';
const ADMIN = 'admin-key-0123456789';
const SEARCH = 'search-key-0123456789';

/** The client's Node build's helper (its default type entry is the browser build's, without it). */
function securedKey(input: { parentApiKey: string; restrictions: Record<string, unknown> }): string {
  return (admin as unknown as { generateSecuredApiKey(i: typeof input): string }).generateSecuredApiKey(
    input,
  );
}

let fake: FakeAlgolia;
let admin: SearchClient;

function client(apiKey: string, appId = APP_ID): SearchClient {
  const port = Number(new URL(fake.url).port);
  return algoliasearch(appId, apiKey, {
    hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
  });
}

async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}

const RESTAURANTS = [
  { objectID: 'r1', name: 'Bella Vista Pizzeria', suburb: 'Bondi', restaurantId: 'r1', tags: ['pizza'] },
  {
    objectID: 'r2',
    name: 'Harbour Noodle Bar',
    suburb: 'Surry Hills',
    restaurantId: 'r2',
    tags: ['noodles'],
  },
  { objectID: 'r3', name: 'Café Crème', suburb: 'Newtown', restaurantId: 'r3', tags: ['coffee', 'pizza'] },
];

beforeAll(async () => {
  fake = await startFakeAlgolia({ port: 0, appId: APP_ID, adminApiKey: ADMIN, searchApiKey: SEARCH });
  admin = client(ADMIN);
});
afterAll(() => fake?.close());
beforeEach(async () => {
  fake.reset();
  await admin.setSettings({
    indexName: 'restaurants',
    indexSettings: {
      searchableAttributes: ['name', 'suburb'],
      attributesForFaceting: ['filterOnly(restaurantId)', 'tags'],
    },
  });
  const [batch] = await admin.saveObjects({ indexName: 'restaurants', objects: RESTAURANTS });
  await admin.waitForTask({ indexName: 'restaurants', taskID: batch?.taskID ?? 0 });
});

describe('indexing', () => {
  it('saves, partly updates and deletes objects in batches', async () => {
    expect(fake.records('restaurants').map((record) => record.objectID)).toEqual(['r1', 'r2', 'r3']);
    await admin.partialUpdateObjects({
      indexName: 'restaurants',
      objects: [
        { objectID: 'r2', suburb: 'Glebe' },
        { objectID: 'missing', name: 'Ghost' },
      ],
    });
    expect(fake.records('restaurants').find((record) => record.objectID === 'r2')).toMatchObject({
      name: 'Harbour Noodle Bar',
      suburb: 'Glebe',
    });
    // partialUpdateObjectNoCreate: an unknown object is not created.
    expect(fake.records('restaurants').some((record) => record.objectID === 'missing')).toBe(false);
    await admin.partialUpdateObjects({
      indexName: 'restaurants',
      objects: [{ objectID: 'r4', name: 'Created' }],
      createIfNotExists: true,
    });
    await admin.deleteObjects({ indexName: 'restaurants', objectIDs: ['r1', 'r4'] });
    expect(fake.records('restaurants').map((record) => record.objectID)).toEqual(['r2', 'r3']);
    expect(await admin.getObject({ indexName: 'restaurants', objectID: 'r3' })).toMatchObject({
      name: 'Café Crème',
    });
    expect(await status(admin.getObject({ indexName: 'restaurants', objectID: 'r1' }))).toBe(404);
  });

  it('refuses a batch with a bad action and changes nothing', async () => {
    const answer = await status(
      admin.batch({
        indexName: 'restaurants',
        batchWriteParams: {
          requests: [
            { action: 'deleteObject', body: { objectID: 'r1' } },
            { action: 'explode' as 'addObject', body: { objectID: 'r2' } },
          ],
        },
      }),
    );
    expect(answer).toBe(400);
    expect(fake.records('restaurants')).toHaveLength(3);
  });
});

describe('search', () => {
  const names = async (query: string, extra: Record<string, unknown> = {}) =>
    (
      await admin.searchSingleIndex<{ name: string }>({
        indexName: 'restaurants',
        searchParams: { query, ...extra },
      })
    ).hits.map((hit) => hit.name);

  it('matches word prefixes, ignores case and accents, and tolerates typos', async () => {
    expect(await names('vis')).toEqual(['Bella Vista Pizzeria']);
    expect(await names('BELLA vi')).toEqual(['Bella Vista Pizzeria']);
    expect(await names('creme')).toEqual(['Café Crème']);
    expect(await names('pizeria')).toEqual(['Bella Vista Pizzeria']); // one letter missing
    expect(await names('nodle')).toEqual(['Harbour Noodle Bar']);
    expect(await names('surry')).toEqual(['Harbour Noodle Bar']);
    expect(await names('xyz')).toEqual([]);
    // Short words get no typo: "bar" does not find "Bay".
    expect(await names('baz')).toEqual([]);
    expect(await names('')).toHaveLength(3);
  });

  it('filters, counts facets and pages', async () => {
    expect(await names('', { filters: 'tags:pizza' })).toEqual(['Bella Vista Pizzeria', 'Café Crème']);
    expect(await names('', { filters: 'tags:pizza AND NOT restaurantId:r1' })).toEqual(['Café Crème']);
    expect(await names('', { filters: '(restaurantId:r1 OR restaurantId:"r2")' })).toHaveLength(2);
    expect(await names('', { facetFilters: [['tags:coffee', 'tags:noodles']] })).toHaveLength(2);
    const page = await admin.searchSingleIndex({
      indexName: 'restaurants',
      searchParams: { query: '', hitsPerPage: 2, page: 1, facets: ['tags', 'restaurantId'] },
    });
    expect(page).toMatchObject({ nbHits: 3, nbPages: 2, page: 1, hitsPerPage: 2 });
    expect(page.hits.map((hit) => hit.objectID)).toEqual(['r3']);
    // Only attributes declared searchable for faceting are counted.
    expect(page.facets).toEqual({ tags: { pizza: 2, noodles: 1, coffee: 1 } });
    const multi = await admin.search({
      requests: [
        { indexName: 'restaurants', query: 'bella' },
        { indexName: 'restaurants', query: 'harbour' },
      ],
    });
    expect(multi.results).toHaveLength(2);
  });

  it('answers a bad filter with 400 and an unknown index with 404', async () => {
    expect(await status(names('', { filters: 'tags:pizza AND' }))).toBe(400);
    expect(await status(names('', { filters: 'price > abc' }))).toBe(400);
    expect(
      await status(admin.searchSingleIndex({ indexName: 'nowhere', searchParams: { query: 'a' } })),
    ).toBe(404);
  });
});

describe('keys', () => {
  it('refuses a wrong application or key, and writes with the search-only key', async () => {
    expect(await status(client('wrong').searchSingleIndex({ indexName: 'restaurants' }))).toBe(403);
    expect(await status(client(ADMIN, 'OTHERAPP').searchSingleIndex({ indexName: 'restaurants' }))).toBe(403);
    const search = client(SEARCH);
    expect(await status(search.searchSingleIndex({ indexName: 'restaurants' }))).toBe('ok');
    expect(await status(search.saveObjects({ indexName: 'restaurants', objects: [{ objectID: 'x' }] }))).toBe(
      403,
    );
  });

  it('a secured key keeps its filter whatever the query asks, and its indices and expiry', async () => {
    const key = securedKey({
      parentApiKey: SEARCH,
      restrictions: { filters: 'restaurantId:r1', restrictIndices: ['restaurants'] },
    });
    const tenant = client(key);
    const ids = async (filters?: string) =>
      (
        await tenant.searchSingleIndex({
          indexName: 'restaurants',
          searchParams: { query: '', ...(filters ? { filters } : {}) },
        })
      ).hits.map((hit) => hit.objectID);
    expect(await ids()).toEqual(['r1']);
    expect(await ids('restaurantId:r2')).toEqual([]);
    expect(await ids('restaurantId:r2 OR restaurantId:r1 OR NOT restaurantId:r1')).toEqual(['r1']);
    expect(await status(tenant.searchSingleIndex({ indexName: 'customers' }))).toBe(403);
    expect(await status(tenant.saveObjects({ indexName: 'restaurants', objects: [{ objectID: 'x' }] }))).toBe(
      403,
    );
    // Tampered: the filter changed, the signature not.
    const decoded = Buffer.from(key, 'base64')
      .toString('utf8')
      .replace('restaurantId%3Ar1', 'restaurantId%3Ar2');
    expect(
      await status(
        client(Buffer.from(decoded).toString('base64')).searchSingleIndex({ indexName: 'restaurants' }),
      ),
    ).toBe(403);
    const expired = securedKey({
      parentApiKey: SEARCH,
      restrictions: { filters: 'restaurantId:r1', validUntil: Math.floor(Date.now() / 1000) - 10 },
    });
    expect(await status(client(expired).searchSingleIndex({ indexName: 'restaurants' }))).toBe(403);
    // A key signed with another parent is refused.
    const forged = securedKey({ parentApiKey: 'guess', restrictions: { filters: 'x:y' } });
    expect(await status(client(forged).searchSingleIndex({ indexName: 'restaurants' }))).toBe(403);
  });
});

describe('matching rules', () => {
  it('counts a transposition as one typo, and allows typos by word length', () => {
    expect(typoDistance('pizza', 'pziza')).toBe(1);
    expect(wordMatch('piza', 'pizza', false)).toBe(1);
    expect(wordMatch('piz', 'pizza', true)).toBe(0);
    expect(wordMatch('pza', 'pizza', false)).toBeUndefined();
    expect(wordMatch('restarant', 'restaurant', false)).toBe(1);
    expect(wordMatch('restrnt', 'restaurant', false)).toBeUndefined();
  });

  it('parses the filter syntax and rejects what Algolia rejects', () => {
    expect(parseFilters('a:1 AND (b:2 OR NOT c:"x y")')).toEqual({
      kind: 'and',
      filters: [
        { kind: 'facet', attribute: 'a', value: '1' },
        {
          kind: 'or',
          filters: [
            { kind: 'facet', attribute: 'b', value: '2' },
            { kind: 'not', filter: { kind: 'facet', attribute: 'c', value: 'x y' } },
          ],
        },
      ],
    });
    expect(parseFilters('price >= 10')).toEqual({
      kind: 'numeric',
      attribute: 'price',
      operator: '>=',
      value: 10,
    });
    for (const bad of ['a:', '(a:1', 'a:1 b:2', 'AND a:1', 'a ! 2', 'a:"open'])
      expect(() => parseFilters(bad), bad).toThrow();
  });
});
