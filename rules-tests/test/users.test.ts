import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnvironment, seedTenants, USERS } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
  await seedTenants(env);
});
afterAll(() => env.cleanup());

const profile = (uid: string) => `users/${uid}`;

describe('users/{uid}', () => {
  describe('unauthenticated', () => {
    it('cannot get a profile', () =>
      assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), profile(USERS.ownerA)))));
    it('cannot list profiles', () =>
      assertFails(getDocs(collection(env.unauthenticatedContext().firestore(), 'users'))));
  });

  describe('another user', () => {
    it('cannot get someone else’s profile', () =>
      assertFails(getDoc(doc(env.authenticatedContext(USERS.ownerB).firestore(), profile(USERS.ownerA)))));
    it('cannot list profiles', () =>
      assertFails(getDocs(collection(env.authenticatedContext(USERS.ownerB).firestore(), 'users'))));
  });

  describe('the user themself', () => {
    it('can get their own profile', () =>
      assertSucceeds(getDoc(doc(env.authenticatedContext(USERS.ownerA).firestore(), profile(USERS.ownerA)))));
    it('cannot write their profile directly (commands go through /api)', () =>
      assertFails(
        setDoc(doc(env.authenticatedContext(USERS.ownerA).firestore(), profile(USERS.ownerA)), {
          email: 'x',
        }),
      ));
  });

  describe('super admin', () => {
    const superAdmin = () => env.authenticatedContext(USERS.superAdmin, { superAdmin: true }).firestore();
    it('can get any profile', () => assertSucceeds(getDoc(doc(superAdmin(), profile(USERS.ownerA)))));
    it('can list profiles', () => assertSucceeds(getDocs(collection(superAdmin(), 'users'))));
    it('cannot write profiles directly either', () =>
      assertFails(setDoc(doc(superAdmin(), profile(USERS.ownerA)), { email: 'x' })));
  });
});
