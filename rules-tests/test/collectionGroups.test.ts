// Collection-group queries the apps run: "my restaurants" (members), a customer's order history and
// bookings across every restaurant. Constrained to the caller's own uid they are allowed to everyone
// signed in; constrained to someone else, or not at all, only where the table says so.
import { collectionGroup, getDocs, type QuerySnapshot, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTION_GROUP_MATRIX } from './matrix/expectations';
import { check, runCollectionGroupMatrix, useRulesEnvironment } from './matrix/runMatrix';
import { CUSTOMER_UID, OTHER_CUSTOMER_UID, ROLES, type RoleKey, TENANT_A, TENANT_B } from './support';

runCollectionGroupMatrix(COLLECTION_GROUP_MATRIX);

describe('collection-group results name only the caller', () => {
  const { tally, as } = useRulesEnvironment('collectionGroupResults');
  const a1 = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}`;
  const a2 = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.otherStoreId}`;
  const b1 = `restaurants/${TENANT_B.restaurantId}/stores/${TENANT_B.storeId}`;

  const search = (role: RoleKey, collectionId: string, field: string, uid: string) => () =>
    getDocs(query(collectionGroup(as(role), collectionId), where(field, '==', uid)));
  const paths = (snapshot: QuerySnapshot) => snapshot.docs.map((found) => found.ref.path).sort();

  const cases: [string, RoleKey, string, string, string[]][] = [
    [
      'a store user finds its store membership',
      'storeUser',
      'members',
      'uid',
      [`${a1}/members/store-user-a1`],
    ],
    [
      'a restaurant admin finds its restaurant membership',
      'restaurantAdmin',
      'members',
      'uid',
      [`restaurants/${TENANT_A.restaurantId}/members/owner-a`],
    ],
    [
      'the other tenant’s owner finds only tenant B',
      'otherAdmin',
      'members',
      'uid',
      [`restaurants/${TENANT_B.restaurantId}/members/owner-b`],
    ],
    [
      'a customer finds their orders in every store of every restaurant',
      'customer',
      'orders',
      'customerUid',
      [`${a1}/orders/order-1`, `${a2}/orders/order-1`, `${b1}/orders/order-1`],
    ],
    [
      'another customer finds only theirs',
      'otherCustomer',
      'orders',
      'customerUid',
      [`${a1}/orders/order-2`],
    ],
    [
      'a customer finds their bookings everywhere',
      'customer',
      'tableBookings',
      'customerUid',
      [`${a1}/tableBookings/booking-1`, `${a2}/tableBookings/booking-1`, `${b1}/tableBookings/booking-1`],
    ],
    ['a stranger finds no orders', 'stranger', 'orders', 'customerUid', []],
  ];
  for (const [title, role, collectionId, field, expected] of cases) {
    it(title, () =>
      check(tally, true, {
        run: search(role, collectionId, field, ROLES[role].uid ?? ''),
        verify: (snapshot: QuerySnapshot) => expect(paths(snapshot)).toEqual(expected),
      }),
    );
  }

  it('a customer cannot read another customer’s order history', () =>
    check(tally, false, { run: search('customer', 'orders', 'customerUid', OTHER_CUSTOMER_UID) }));
  it('a restaurant admin cannot read a customer’s history across restaurants', () =>
    check(tally, false, { run: search('restaurantAdmin', 'orders', 'customerUid', CUSTOMER_UID) }));
  it('the super admin sees new orders platform-wide', () =>
    check(tally, true, {
      run: () => getDocs(collectionGroup(as('superAdmin'), 'orders')),
      // order-1 in a1, a2 and b1, the other customer's order-2, and the linked virtual store's order-v1.
      verify: (snapshot: QuerySnapshot) => expect(snapshot.size).toBe(5),
    }));
});
