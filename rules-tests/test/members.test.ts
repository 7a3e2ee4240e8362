import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesEnvironment, seedTenants, TENANT_A, TENANT_B, USERS } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
  await seedTenants(env);
});
afterAll(() => env.cleanup());

const restaurantMembersA = `restaurants/${TENANT_A.restaurantId}/members`;
const storeMembersA = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}/members`;
const otherStoreMembersA = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.otherStoreId}/members`;
const as = (uid: string) => env.authenticatedContext(uid).firestore();

describe('restaurants/{restaurantId}/members/{uid}', () => {
  describe('unauthenticated', () => {
    it('cannot get a membership', () =>
      assertFails(
        getDoc(doc(env.unauthenticatedContext().firestore(), `${restaurantMembersA}/${USERS.ownerA}`)),
      ));
    it('cannot list memberships', () =>
      assertFails(getDocs(collection(env.unauthenticatedContext().firestore(), restaurantMembersA))));
  });

  describe('other tenant', () => {
    it('cannot get a membership of tenant A', () =>
      assertFails(getDoc(doc(as(USERS.ownerB), `${restaurantMembersA}/${USERS.ownerA}`))));
    it('cannot list tenant A’s members', () =>
      assertFails(getDocs(collection(as(USERS.ownerB), restaurantMembersA))));
    it('cannot make itself a member of tenant A', () =>
      assertFails(
        setDoc(doc(as(USERS.ownerB), `${restaurantMembersA}/${USERS.ownerB}`), {
          uid: USERS.ownerB,
          role: 'admin',
        }),
      ));
  });

  describe('own tenant', () => {
    it('a member can get its membership', () =>
      assertSucceeds(getDoc(doc(as(USERS.ownerA), `${restaurantMembersA}/${USERS.ownerA}`))));
    it('a restaurant member can list the restaurant’s members', () =>
      assertSucceeds(getDocs(collection(as(USERS.ownerA), restaurantMembersA))));
    it('a store-only user cannot list the restaurant’s members', () =>
      assertFails(getDocs(collection(as(USERS.storeUserA), restaurantMembersA))));
    it('an admin cannot write memberships directly (commands go through /api)', () =>
      assertFails(
        setDoc(doc(as(USERS.ownerA), `${restaurantMembersA}/someone`), { uid: 'someone', role: 'user' }),
      ));
  });
});

describe('restaurants/{restaurantId}/stores/{storeId}/members/{uid}', () => {
  it('other tenant cannot list a store’s members', () =>
    assertFails(getDocs(collection(as(USERS.ownerB), storeMembersA))));
  it('a restaurant member can list its store’s members', () =>
    assertSucceeds(getDocs(collection(as(USERS.ownerA), storeMembersA))));
  it('a store member can list its own store’s members', () =>
    assertSucceeds(getDocs(collection(as(USERS.storeUserA), storeMembersA))));
  it('a store member cannot list another store’s members', () =>
    assertFails(getDocs(collection(as(USERS.storeUserA), otherStoreMembersA))));
  it('a store member can get its own membership', () =>
    assertSucceeds(getDoc(doc(as(USERS.storeUserA), `${storeMembersA}/${USERS.storeUserA}`))));
});

describe('collectionGroup members ("my restaurants")', () => {
  it('a user lists exactly the memberships that name them', async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(collectionGroup(as(USERS.storeUserA), 'members'), where('uid', '==', USERS.storeUserA))),
    );
    expect(snapshot.docs.map((member) => member.data().storeId)).toEqual([TENANT_A.storeId]);
  });
  it('a user cannot list memberships of someone else', () =>
    assertFails(
      getDocs(query(collectionGroup(as(USERS.ownerB), 'members'), where('uid', '==', USERS.ownerA))),
    ));
  it('a user cannot list all memberships', () =>
    assertFails(getDocs(collectionGroup(as(USERS.ownerB), 'members'))));
  it('the other tenant’s owner sees only tenant B', async () => {
    const snapshot = await getDocs(
      query(collectionGroup(as(USERS.ownerB), 'members'), where('uid', '==', USERS.ownerB)),
    );
    expect(snapshot.docs.map((member) => member.data().restaurantId)).toEqual([TENANT_B.restaurantId]);
  });
});
