import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnvironment, seedTenants, TENANT_A, USERS } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
  await seedTenants(env);
});
afterAll(() => env.cleanup());

const restaurantA = `restaurants/${TENANT_A.restaurantId}`;
const storeA = `${restaurantA}/stores/${TENANT_A.storeId}`;

describe('restaurants/{restaurantId} (public profile for the storefront)', () => {
  describe('unauthenticated', () => {
    it('can get a restaurant', () =>
      assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore(), restaurantA))));
    it('cannot list all restaurants', () =>
      assertFails(getDocs(collection(env.unauthenticatedContext().firestore(), 'restaurants'))));
    it('cannot create a restaurant', () =>
      assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'restaurants/new'), { name: 'x' })));
  });

  describe('other tenant', () => {
    const ownerB = () => env.authenticatedContext(USERS.ownerB).firestore();
    it('cannot list all restaurants', () => assertFails(getDocs(collection(ownerB(), 'restaurants'))));
    it('cannot update tenant A', () =>
      assertFails(updateDoc(doc(ownerB(), restaurantA), { name: 'Hijacked' })));
    it('cannot delete tenant A', () => assertFails(deleteDoc(doc(ownerB(), restaurantA))));
  });

  describe('own tenant', () => {
    const ownerA = () => env.authenticatedContext(USERS.ownerA).firestore();
    it('can get its restaurant', () => assertSucceeds(getDoc(doc(ownerA(), restaurantA))));
    it('cannot update it directly (commands go through /api)', () =>
      assertFails(updateDoc(doc(ownerA(), restaurantA), { name: 'Renamed' })));
  });

  describe('super admin', () => {
    it('can list all restaurants', () =>
      assertSucceeds(
        getDocs(
          collection(
            env.authenticatedContext(USERS.superAdmin, { superAdmin: true }).firestore(),
            'restaurants',
          ),
        ),
      ));
  });
});

describe('restaurants/{restaurantId}/stores/{storeId} (public store profile)', () => {
  it('anyone can get a store', () =>
    assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore(), storeA))));
  it('anyone can list a restaurant’s stores', () =>
    assertSucceeds(getDocs(collection(env.unauthenticatedContext().firestore(), `${restaurantA}/stores`))));
  it('other tenant cannot write a store', () =>
    assertFails(updateDoc(doc(env.authenticatedContext(USERS.ownerB).firestore(), storeA), { name: 'x' })));
  it('own tenant cannot write a store directly', () =>
    assertFails(updateDoc(doc(env.authenticatedContext(USERS.ownerA).firestore(), storeA), { name: 'x' })));
});
