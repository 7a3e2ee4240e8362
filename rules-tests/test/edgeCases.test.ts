// Cases that are not one row of the matrix: a caller's own documents, devices whose claim does not
// hold up (wrong store, wrong kind, malformed, revoked while in use), and a customer's queries.
import {
  collection,
  type DocumentSnapshot,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  type QuerySnapshot,
  query,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { check, type Operation, useRulesEnvironment } from './matrix/runMatrix';
import { EXTRA } from './seed';
import {
  CUSTOMER_UID,
  DEVICES,
  firestoreOf,
  OTHER_CUSTOMER_UID,
  ROLES,
  type RoleKey,
  SIGNED_IN_ROLE_KEYS,
  TENANT_A,
} from './support';

const { tally, env, as } = useRulesEnvironment('edgeCases');

const a1 = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}`;
const a2 = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.otherStoreId}`;
/** Get one document; when allowed, it must be there (the seed has it). */
const exists = (db: Firestore, path: string): Operation => ({
  run: () => getDoc(doc(db, path)),
  verify: (snapshot: DocumentSnapshot) => expect(snapshot.exists(), `${path} is seeded`).toBe(true),
});
const allows = (operation: Operation) => check(tally, true, operation);
const denies = (operation: Operation) => check(tally, false, operation);
/** A device account with hand-made claims (the kind an attacker or a stale token would carry). */
const device = (uid: string, claims: Record<string, unknown>) =>
  firestoreOf(env().authenticatedContext(uid, claims));

describe.concurrent('a caller’s own documents', () => {
  for (const key of SIGNED_IN_ROLE_KEYS) {
    const uid = ROLES[key].uid ?? '';
    it(`${ROLES[key].label} gets its own users/{uid} profile`, () => allows(exists(as(key), `users/${uid}`)));
  }
  const ownMemberships: [RoleKey, string][] = [
    ['storeUser', `${a1}/members/store-user-a1`],
    ['storeAdmin', `${a1}/members/store-admin-a1`],
    ['restaurantUser', `restaurants/${TENANT_A.restaurantId}/members/restaurant-user-a`],
  ];
  for (const [key, path] of ownMemberships) {
    it(`${ROLES[key].label} gets its own membership`, () => allows(exists(as(key), path)));
  }
  it('a store user cannot get the restaurant owner’s membership', () =>
    denies(exists(as('storeUser'), `restaurants/${TENANT_A.restaurantId}/members/owner-a`)));
  it('a stranger cannot get someone’s store membership', () =>
    denies(exists(as('stranger'), `${a1}/members/store-user-a1`)));
});

describe.concurrent('customers see their own orders and bookings, never another customer’s', () => {
  it('the other customer gets their own order (control)', () =>
    allows(exists(as('otherCustomer'), EXTRA.otherCustomersOrder)));
  it('a customer cannot get another customer’s order in the same store', () =>
    denies(exists(as('customer'), EXTRA.otherCustomersOrder)));
  it('a customer cannot get another customer’s booking', () =>
    denies(exists(as('customer'), EXTRA.otherCustomersBooking)));
  it('a customer’s query constrained to their uid returns exactly their order', () =>
    allows({
      run: () =>
        getDocs(query(collection(as('customer'), `${a1}/orders`), where('customerUid', '==', CUSTOMER_UID))),
      verify: (snapshot: QuerySnapshot) =>
        expect(snapshot.docs.map((found) => found.id)).toEqual(['order-1']),
    }));
  it('a customer cannot query orders constrained to another customer’s uid', () =>
    denies({
      run: () =>
        getDocs(
          query(collection(as('customer'), `${a1}/orders`), where('customerUid', '==', OTHER_CUSTOMER_UID)),
        ),
    }));
  it('a customer cannot list a store’s orders unconstrained', () =>
    denies({ run: () => getDocs(collection(as('customer'), `${a1}/orders`)) }));
  it('a customer cannot use a customerUid constraint on POS orders (no such grant there)', () =>
    denies({
      run: () =>
        getDocs(
          query(collection(as('customer'), `${a1}/posOrders`), where('customerUid', '==', CUSTOMER_UID)),
        ),
    }));
  it('a customer gets their own customer file but not someone else’s', () =>
    denies(exists(as('otherCustomer'), `restaurants/${TENANT_A.restaurantId}/customers/${CUSTOMER_UID}`)));
});

describe.concurrent('devices only count where their claim and their device document agree', () => {
  it('a terminal cannot read another terminal’s document', () => denies(exists(as('pos'), EXTRA.otherPos)));
  it('a kitchen screen cannot read another screen’s document', () =>
    denies(exists(as('kds'), EXTRA.otherKds)));
  it('a kitchen screen cannot read another screen’s settings', () =>
    denies(exists(as('kds'), EXTRA.otherKdsSettings)));
  it('staff can read that screen’s settings (control)', () =>
    allows(exists(as('storeUser'), EXTRA.otherKdsSettings)));
  it('a kitchen screen cannot list the store’s screen settings', () =>
    denies({ run: () => getDocs(collection(as('kds'), `${a1}/kdsDeviceSettings`)) }));

  const claimOf = (storeId: string, deviceId: string) => ({
    restaurantId: TENANT_A.restaurantId,
    storeId,
    deviceId,
  });
  it('a store a2 terminal reads store a2’s orders (control)', () =>
    allows(
      exists(
        device('device-pos-a2', { posTerminal: claimOf(TENANT_A.otherStoreId, 'pos-a2') }),
        `${a2}/orders/order-1`,
      ),
    ));
  it('a store a2 terminal cannot read store a1’s orders', () =>
    denies(
      exists(
        device('device-pos-a2', { posTerminal: claimOf(TENANT_A.otherStoreId, 'pos-a2') }),
        `${a1}/orders/order-1`,
      ),
    ));
  it('a claim naming store a1 with a device paired to a2 is refused', () =>
    denies(
      exists(
        device('device-pos-a2', { posTerminal: claimOf(TENANT_A.storeId, 'pos-a2') }),
        `${a1}/orders/order-1`,
      ),
    ));
  it('a kitchen claim naming a POS terminal’s id is refused (device kinds do not mix)', () =>
    denies(
      exists(
        device('device-mixed', { kdsDevice: claimOf(TENANT_A.storeId, DEVICES.pos) }),
        `${a1}/kdsTickets/ticket-1`,
      ),
    ));
  it('a claim without a deviceId is refused', () =>
    denies(
      exists(
        device('device-no-id', {
          posTerminal: { restaurantId: TENANT_A.restaurantId, storeId: TENANT_A.storeId },
        }),
        `${a1}/posOrders/pos-order-1`,
      ),
    ));
  it('a claim that is not an object is refused', () =>
    denies(exists(device('device-bool', { posTerminal: true }), `${a1}/posOrders/pos-order-1`)));
  it('a seeded demo terminal (no authUid recorded) is accepted for an account with its claim', () =>
    allows(
      exists(
        device('device-demo-till', { posTerminal: claimOf(TENANT_A.storeId, 'pos-seeded') }),
        `${a1}/posOrders/pos-order-1`,
      ),
    ));
  it('a device claim does not make its holder staff (no reviews)', () =>
    denies(exists(as('pos'), `${a1}/reviews/review-1`)));
});

describe.concurrent('a support sign-in reads its restaurant only while its session is live', () => {
  const order = `${a1}/orders/order-1`;
  const inAnHour = Date.now() + 3_600_000;
  /** Tenant A's owner, signed in by a super admin through the session the claim names. */
  const supportAs = (sessionId: string, untilMs = inAnHour, restaurantId: string = TENANT_A.restaurantId) =>
    device('owner-a', { supportSession: { sessionId, restaurantId, untilMs } });
  const live = EXTRA.liveSupportSession.split('/')[1] ?? '';
  const ended = EXTRA.endedSupportSession.split('/')[1] ?? '';
  it('reads the restaurant’s orders while the session is live (control)', () =>
    allows(exists(supportAs(live), order)));
  it('reads nothing once a super admin ended the session, though the token still lives', () =>
    denies(exists(supportAs(ended), order)));
  it('reads nothing after the session’s end time', () =>
    denies(exists(supportAs(live, Date.now() - 1_000), order)));
  it('reads nothing with a claim naming a session that does not exist', () =>
    denies(exists(supportAs('no-such-session'), order)));
  it('reads nothing when the claim names another restaurant', () =>
    denies(exists(supportAs(live, inAnHour, 'rest-b'), order)));
});

describe('a terminal revoked while in use loses access on its next read', () => {
  const till = () =>
    device('device-pos-to-revoke', {
      posTerminal: {
        restaurantId: TENANT_A.restaurantId,
        storeId: TENANT_A.storeId,
        deviceId: 'pos-to-revoke',
      },
    });
  const setRevoked = (revoked: boolean) =>
    env().withSecurityRulesDisabled((context) =>
      updateDoc(doc(firestoreOf(context), EXTRA.posToRevoke), { revoked }),
    );

  it('reads POS orders while active', () => allows(exists(till(), `${a1}/posOrders/pos-order-1`)));
  it('is refused once its device document says revoked: true', async () => {
    await setRevoked(true);
    await denies(exists(till(), `${a1}/posOrders/pos-order-1`));
  });
  it('reads again when un-revoked (the flag, not the token, decides)', async () => {
    await setRevoked(false);
    await allows(exists(till(), `${a1}/posOrders/pos-order-1`));
  });
  it('is refused once the terminal is paired again on another screen (authUid moves on)', async () => {
    await env().withSecurityRulesDisabled((context) =>
      updateDoc(doc(firestoreOf(context), EXTRA.posToRevoke), { authUid: 'device-pos-to-revoke-new-screen' }),
    );
    await denies(exists(till(), `${a1}/posOrders/pos-order-1`));
  });
});

describe.concurrent('connected stores: the kitchen’s staff see a linked virtual store’s orders', () => {
  const links = () => collection(as('storeUser'), `restaurants/${TENANT_A.restaurantId}/storeLinks`);
  it('a store user of the kitchen (a1) gets and lists the linked store’s orders', async () => {
    await allows(exists(as('storeUser'), EXTRA.virtualStoreOrder));
    await allows({
      run: () => getDocs(collection(as('storeUser'), 'restaurants/rest-a/stores/store-a-virtual/orders')),
      verify: (snapshot: QuerySnapshot) =>
        expect(snapshot.docs.map((found) => found.id)).toEqual(['order-v1']),
    });
  });
  it('the kitchen’s staff list the stores linked to it, but not every link of the restaurant', async () => {
    await allows({
      run: () => getDocs(query(links(), where('physicalStoreId', '==', TENANT_A.storeId))),
      verify: (snapshot: QuerySnapshot) =>
        expect(snapshot.docs.map((found) => found.id)).toEqual(['store-a-virtual']),
    });
    await denies({ run: () => getDocs(links()), verify: () => undefined });
  });
  it('nobody outside the kitchen and the restaurant reads the linked store’s order', async () => {
    await denies(exists(as('otherAdmin'), EXTRA.virtualStoreOrder));
    await denies(exists(as('customer'), EXTRA.virtualStoreOrder));
    await denies(exists(as('kds'), EXTRA.virtualStoreOrder));
  });
});
