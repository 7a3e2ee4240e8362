import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeFirestoreFields,
  decodeFirestoreValue,
  firestoreDocumentUrl,
} from '../../src/publishedMenu/firestoreRest';
import { fetchStorefrontMenu, StorefrontMenuError } from '../../src/publishedMenu/loadStorefrontMenu';
import { prefetchStorefrontMenu } from '../../src/publishedMenu/prefetchStorefrontMenu';
import {
  cachedStorefrontMenu,
  clearStorefrontMenuCache,
  loadStorefrontMenu,
  storefrontMenuNeedsRead,
} from '../../src/publishedMenu/storefrontMenuCache';
import { storefrontMenuDocument, toRestValue } from './storefrontFixture';

const target = {
  projectId: 'demo-restaurant-platform',
  apiKey: 'key 1',
  useEmulators: true,
  firestoreEmulator: { host: '127.0.0.1', port: 8080 },
};

function restResponse(document: object, status = 200): Response {
  const value = toRestValue(document);
  const fields = 'mapValue' in value ? value.mapValue.fields : {};
  return new Response(JSON.stringify({ name: 'projects/p/databases/(default)/documents/x', fields }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('decoding Firestore REST values', () => {
  it('turns every value type into plain JSON', () => {
    expect(
      decodeFirestoreFields({
        nothing: { nullValue: 'NULL_VALUE' },
        yes: { booleanValue: true },
        count: { integerValue: '42' },
        ratio: { doubleValue: 0.5 },
        infinite: { doubleValue: 'Infinity' },
        when: { timestampValue: '2025-03-01T09:30:00Z' },
        name: { stringValue: 'Margherita' },
        ref: { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
        place: { geoPointValue: { latitude: -33.9 } },
        list: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'two' }] } },
        emptyList: { arrayValue: {} },
        nested: { mapValue: { fields: { inner: { mapValue: {} } } } },
      }),
    ).toEqual({
      nothing: null,
      yes: true,
      count: 42,
      ratio: 0.5,
      infinite: Number.POSITIVE_INFINITY,
      when: '2025-03-01T09:30:00Z',
      name: 'Margherita',
      ref: 'projects/p/databases/(default)/documents/a/b',
      place: { latitude: -33.9, longitude: 0 },
      list: [1, 'two'],
      emptyList: [],
      nested: { inner: {} },
    });
  });

  it('round-trips a whole published menu document', () => {
    const document = storefrontMenuDocument();
    expect(decodeFirestoreValue(toRestValue(document))).toEqual(JSON.parse(JSON.stringify(document)));
  });
});

describe('the document URL', () => {
  it('points at the emulator in emulator mode, path segments encoded', () => {
    expect(firestoreDocumentUrl(target, 'restaurants/r 1/stores/s1/publishedMenu/current')).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-restaurant-platform/databases/(default)/documents/restaurants/r%201/stores/s1/publishedMenu/current',
    );
  });

  it('points at Google with the web API key otherwise', () => {
    expect(firestoreDocumentUrl({ ...target, useEmulators: false, projectId: 'prod' }, 'a/b')).toBe(
      'https://firestore.googleapis.com/v1/projects/prod/databases/(default)/documents/a/b?key=key%201',
    );
  });
});

describe('fetchStorefrontMenu', () => {
  it('GETs the one document and fills in the defaults the published menu leaves out', async () => {
    const fetch = vi.fn(async (_url: string) => restResponse(storefrontMenuDocument()));
    const load = await fetchStorefrontMenu('r1', 's1', {
      fetch: fetch as unknown as typeof globalThis.fetch,
      target,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toContain('/documents/restaurants/r1/stores/s1/publishedMenu/current');
    if (load.status !== 'found') throw new Error('expected a menu');
    const burger = load.menu.categories[0]?.items.find((item) => item.id === 'burger');
    expect(burger).toMatchObject({ available: true, soldout: false, availableFor: { delivery: true } });
  });

  it('reads what it does not expect with the full schema instead (a newer publisher)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const newer = { ...storefrontMenuDocument(), addedByANewerPublisher: true };
    const expected = await fetchStorefrontMenu('r1', 's1', {
      fetch: vi.fn(async () => restResponse(storefrontMenuDocument())) as unknown as typeof globalThis.fetch,
      target,
    });
    const load = await fetchStorefrontMenu('r1', 's1', {
      fetch: vi.fn(async () => restResponse(newer)) as unknown as typeof globalThis.fetch,
      target,
    });
    // The zod parse drops the unknown field; everything else reads the same either way.
    expect(load).toStrictEqual(expected);
    expect(warn).toHaveBeenCalledWith(
      'Published menu read with the full schema:',
      expect.stringContaining('addedByANewerPublisher'),
    );
    warn.mockRestore();
  });

  it('takes the response the entry prefetched instead of reading again', async () => {
    const fetch = vi.fn(async (_url: string) => restResponse(storefrontMenuDocument()));
    vi.stubGlobal('fetch', fetch);
    try {
      prefetchStorefrontMenu('/restaurants/r1/stores/s1/categories/c1');
      prefetchStorefrontMenu('/restaurants/r1/stores/s1');
      prefetchStorefrontMenu('/somewhere/else');
      const load = await fetchStorefrontMenu('r1', 's1', { target });
      expect(load.status).toBe('found');
      expect(fetch).toHaveBeenCalledTimes(1);
      await fetchStorefrontMenu('r1', 's1', { target });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports a store without a published menu as not found', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 404 }));
    await expect(fetchStorefrontMenu('r1', 'nope', { fetch, target })).resolves.toEqual({
      status: 'notFound',
    });
  });

  it('explains server errors, network failures and unreadable documents', async () => {
    const failing = vi.fn(async () => new Response('{}', { status: 503 }));
    await expect(fetchStorefrontMenu('r1', 's1', { fetch: failing, target })).rejects.toThrow(/HTTP 503/);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchStorefrontMenu('r1', 's1', { fetch: offline, target })).rejects.toThrow(/connection/);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = vi.fn(async () => restResponse({ schemaVersion: 1, categories: 'nope' }));
    await expect(fetchStorefrontMenu('r1', 's1', { fetch: broken, target })).rejects.toBeInstanceOf(
      StorefrontMenuError,
    );
  });
});

describe('the storefront menu cache', () => {
  afterEach(() => {
    clearStorefrontMenuCache();
    vi.restoreAllMocks();
  });

  it('reads once for concurrent callers and not again on route changes', async () => {
    const fetch = vi.fn(async () => restResponse(storefrontMenuDocument()));
    expect(storefrontMenuNeedsRead('r1', 's1')).toBe(true);
    await Promise.all([
      loadStorefrontMenu('r1', 's1', { fetch, target }),
      loadStorefrontMenu('r1', 's1', { fetch, target }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storefrontMenuNeedsRead('r1', 's1')).toBe(false);
    expect(cachedStorefrontMenu('r1', 's1')?.status).toBe('found');
  });

  it('paints a reload from sessionStorage and re-reads only when that copy is old', async () => {
    const fetch = vi.fn(async () => restResponse(storefrontMenuDocument()));
    await loadStorefrontMenu('r1', 's1', { fetch, target });
    const saved = sessionStorage.getItem('resto:storefrontMenu:v1:r1/s1');
    clearStorefrontMenuCache();
    if (!saved) throw new Error('expected a session copy');
    sessionStorage.setItem('resto:storefrontMenu:v1:r1/s1', saved);
    expect(cachedStorefrontMenu('r1', 's1')?.status).toBe('found');
    const savedAt = (JSON.parse(saved) as { savedAt: number }).savedAt;
    expect(storefrontMenuNeedsRead('r1', 's1', savedAt + 120_000)).toBe(true);
    expect(storefrontMenuNeedsRead('r1', 's1', savedAt + 1_000)).toBe(false);
  });
});
