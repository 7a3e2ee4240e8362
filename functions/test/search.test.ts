/**
 * Search through the official algoliasearch client and the fake search server: the triggers keep the
 * restaurants, customers and orders indices in step with Firestore, and each secured key handed out
 * by `/api/search/search-only-api-keys/...` only ever returns its own tenant's records, even when the
 * browser sends a crafted filter.
 */
import type { SearchKeyAnswer } from '@resto/domain';
import { algoliasearch } from 'algoliasearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostsOf } from '../src/search/searchPort';
import { orderDocument, orderRef } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { addStoreMember, createTenant, pairDevice, signUpSuperAdmin, type Tenant } from './support/tenants';

const FAKE_SEARCH = 'http://127.0.0.1:12141';

async function indexed(index: string): Promise<Record<string, unknown>[]> {
  const answer = await fetch(`${FAKE_SEARCH}/_fake/indexes`);
  const all = (await answer.json()) as Record<string, Record<string, unknown>[]>;
  return all[index] ?? [];
}

function clientOf(key: SearchKeyAnswer) {
  const hosts = hostsOf(key.searchHost);
  return algoliasearch(key.appId, key.apiKey, hosts ? { hosts } : {});
}

async function searchIds(key: SearchKeyAnswer, indexName: string, query: string, filters?: string) {
  const answer = await clientOf(key).searchSingleIndex<{ restaurantId: string }>({
    indexName,
    searchParams: { query, ...(filters ? { filters } : {}) },
  });
  return answer.hits.map((hit) => hit.restaurantId);
}

async function keyFor(path: string, token?: string) {
  return callApi(`/api/search/search-only-api-keys/${path}`, token ? { token } : {});
}

let a: Tenant;
let b: Tenant;
const unique = Date.now().toString(36);
const nameA = `Quokka Kitchen ${unique}`;
const nameB = `Wombat Grill ${unique}`;

beforeAll(async () => {
  [a, b] = await Promise.all([createTenant('search-a'), createTenant('search-b')]);
  await Promise.all([
    firestore().doc(`restaurants/${a.restaurantId}`).update({ name: nameA }),
    firestore().doc(`restaurants/${b.restaurantId}`).update({ name: nameB }),
  ]);
});

describe('the indices follow Firestore', () => {
  it('restaurants, customers and orders are indexed by their triggers, renamed and removed with them', async () => {
    await expect
      .poll(async () => (await indexed('restaurants')).find((r) => r.objectID === a.restaurantId)?.name, {
        timeout: 60_000,
        interval: 300,
      })
      .toBe(nameA);

    const customer = firestore().doc(`restaurants/${a.restaurantId}/customers/phone:+61400000777`);
    await customer.set({
      name: 'Jo Quokka',
      mobileNumberE164: '+61400000777',
      unverifiedEmail: 'jo@example.com',
      lastOrderStoreId: a.storeId,
      marketingConsent: { granted: true },
    });
    await firestore()
      .doc(`restaurants/${b.restaurantId}/customers/phone:+61400000888`)
      .set({ name: 'Bo Wombat', mobileNumberE164: '+61400000888', lastOrderStoreId: b.storeId });
    const customerId = `${a.restaurantId}~phone:+61400000777`;
    await expect
      .poll(async () => (await indexed('customers')).find((r) => r.objectID === customerId), {
        timeout: 60_000,
        interval: 300,
      })
      .toMatchObject({ name: 'Jo Quokka', storeIds: [a.storeId], marketingConsent: true });

    await orderRef(a, 'search-order-a').set({ ...orderDocument(a, 'search-order-a'), displayNumber: '17' });
    await orderRef(b, 'search-order-b').set({ ...orderDocument(b, 'search-order-b'), displayNumber: '17' });
    const orderId = `${a.restaurantId}~${a.storeId}~search-order-a`;
    await expect
      .poll(async () => (await indexed('orders')).find((r) => r.objectID === orderId), {
        timeout: 60_000,
        interval: 300,
      })
      .toMatchObject({ restaurantId: a.restaurantId, storeId: a.storeId, displayNumber: '17' });

    await customer.delete();
    await expect
      .poll(async () => (await indexed('customers')).some((r) => r.objectID === customerId), {
        timeout: 60_000,
        interval: 300,
      })
      .toBe(false);
    await customer.set({
      name: 'Jo Quokka',
      mobileNumberE164: '+61400000777',
      lastOrderStoreId: a.storeId,
      marketingConsent: { granted: true },
    });
  });
});

describe('secured keys', () => {
  it('a super admin finds any restaurant by part of its name, with a typo', { timeout: 90_000 }, async () => {
    const superAdmin = await signUpSuperAdmin();
    const answer = await keyFor('super-admin', superAdmin.idToken);
    expect(answer.status).toBe(200);
    const key = answer.body as unknown as SearchKeyAnswer;
    expect(key.validUntil).toBeGreaterThan(Date.now() / 1000);
    await expect
      // The last word matches as a prefix, the others whole (a typo allowed), as on Algolia.
      .poll(() => searchIds(key, 'restaurants', `${unique} quok`), { timeout: 30_000 })
      .toEqual([a.restaurantId]);
    expect(await searchIds(key, 'restaurants', `wombta ${unique}`)).toEqual([b.restaurantId]);
    expect((await keyFor('super-admin', a.owner.idToken)).status).toBe(403);
    expect((await keyFor('super-admin')).status).toBe(401);
  });

  it("a tenant's key never returns another tenant's records, whatever filter it sends", {
    timeout: 120_000,
  }, async () => {
    const answer = await keyFor(`restaurants/${a.restaurantId}/pos`, a.owner.idToken);
    expect(answer.status).toBe(200);
    const key = answer.body as unknown as SearchKeyAnswer;
    await expect.poll(() => searchIds(key, 'orders', '17'), { timeout: 60_000 }).toEqual([a.restaurantId]);
    for (const crafted of [
      `restaurantId:"${b.restaurantId}"`,
      `restaurantId:"${b.restaurantId}" OR restaurantId:"${a.restaurantId}"`,
      `NOT restaurantId:"${a.restaurantId}"`,
    ]) {
      const ids = [
        ...(await searchIds(key, 'orders', '', crafted)),
        ...(await searchIds(key, 'customers', '', crafted)),
      ];
      expect(
        ids.every((id) => id === a.restaurantId),
        crafted,
      ).toBe(true);
    }
    expect(await searchIds(key, 'customers', 'wombat')).toEqual([]);
    // The restaurants index is not part of this key.
    await expect(searchIds(key, 'restaurants', '')).rejects.toMatchObject({ status: 403 });

    // Tenant B's admin, a plain customer and no one get no key for tenant A.
    expect((await keyFor(`restaurants/${a.restaurantId}/pos`, b.owner.idToken)).status).toBe(403);
    const stranger = await signUpTestUser('search-stranger');
    expect((await keyFor(`restaurants/${a.restaurantId}/pos`, stranger.idToken)).status).toBe(403);
    expect((await keyFor(`restaurants/${a.restaurantId}/pos`)).status).toBe(401);
    // A's paired POS terminal gets A's key; B's terminal does not.
    const terminalOfB = await pairDevice('pos', b);
    expect((await keyFor(`restaurants/${a.restaurantId}/pos`, terminalOfB.idToken)).status).toBe(403);
    const terminalOfA = await pairDevice('pos', a);
    expect((await keyFor(`restaurants/${a.restaurantId}/pos`, terminalOfA.idToken)).status).toBe(200);
  });

  it("a store's key (the admin's order search) finds its orders by number, never another store's", {
    timeout: 90_000,
  }, async () => {
    const path = `restaurants/${a.restaurantId}/pos?storeId=${a.storeId}`;
    const cashier = await signUpTestUser('search-store-cashier');
    await addStoreMember(a, cashier, 'user');
    const answer = await keyFor(path, cashier.idToken);
    expect(answer.status).toBe(200);
    const key = answer.body as unknown as SearchKeyAnswer;
    await expect.poll(() => searchIds(key, 'orders', '17'), { timeout: 60_000 }).toEqual([a.restaurantId]);
    expect(await searchIds(key, 'orders', '', `storeId:"${b.storeId}"`)).toEqual([]);
    expect(await searchIds(key, 'orders', '', `restaurantId:"${b.restaurantId}"`)).toEqual([]);
    await expect(searchIds(key, 'customers', '')).rejects.toMatchObject({ status: 403 });
    // The cashier has no restaurant-wide key, and B's owner no key for A's store.
    expect((await keyFor(`restaurants/${a.restaurantId}/pos`, cashier.idToken)).status).toBe(403);
    expect((await keyFor(path, b.owner.idToken)).status).toBe(403);
    expect(
      (await keyFor(`restaurants/${a.restaurantId}/pos?storeId=${'x'.repeat(200)}`, a.owner.idToken)).status,
    ).toBe(400);
  });

  it("SMS recipients: the store's consenting customers only, for its admins", {
    timeout: 90_000,
  }, async () => {
    const path = `restaurants/${a.restaurantId}/sms-campaign-recipients/${a.storeId}`;
    const cashier = await signUpTestUser('search-cashier');
    await addStoreMember(a, cashier, 'user');
    expect((await keyFor(path, cashier.idToken)).status).toBe(403);
    expect((await keyFor(path, b.owner.idToken)).status).toBe(403);
    expect(
      (await keyFor(`restaurants/${a.restaurantId}/sms-campaign-recipients/${b.storeId}`, a.owner.idToken))
        .status,
    ).toBe(404);
    await firestore()
      .doc(`restaurants/${a.restaurantId}/customers/phone:+61400000999`)
      .set({ name: 'No Thanks', mobileNumberE164: '+61400000999', lastOrderStoreId: a.storeId });
    const answer = await keyFor(path, a.owner.idToken);
    expect(answer.status).toBe(200);
    const key = answer.body as unknown as SearchKeyAnswer;
    const names = async (filters?: string) =>
      (
        await clientOf(key).searchSingleIndex<{ name: string }>({
          indexName: 'customers',
          searchParams: { query: '', ...(filters ? { filters } : {}) },
        })
      ).hits.map((hit) => hit.name);
    await expect.poll(() => names(), { timeout: 60_000 }).toEqual(['Jo Quokka']);
    expect(await names('marketingConsent:false')).toEqual([]);
    expect(await names(`restaurantId:"${b.restaurantId}"`)).toEqual([]);
  });
});
