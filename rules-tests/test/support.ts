import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { type Firestore, setLogLevel } from 'firebase/firestore';

/** A project of its own, so rules tests never see (or disturb) the demo data. */
const PROJECT_ID = 'demo-rules-tests';
const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
  ':',
);

// Every denied case makes the SDK log the PERMISSION_DENIED it got; thousands of those drown the report.
setLogLevel('silent');

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      // RULES_FILE lets a mutation check load altered rules without touching the emulator's own file.
      rules: readFileSync(
        process.env.RULES_FILE ?? join(import.meta.dirname, '..', '..', 'firestore.rules'),
        'utf8',
      ),
    },
  });
}

// ---------------------------------------------------------------- tenants

/**
 * Where a document lives. Roles are defined relative to tenant A's store a1 ("own store"); a2 is a
 * sibling store of the same restaurant; tenant B is another restaurant altogether.
 */
export interface Target {
  key: 'ownStore' | 'siblingStore' | 'otherTenant' | 'ownRestaurant' | 'otherRestaurant' | 'platform';
  label: string;
  restaurantId?: string;
  storeId?: string;
}

export const TENANT_A = { restaurantId: 'rest-a', storeId: 'store-a1', otherStoreId: 'store-a2' } as const;
export const TENANT_B = { restaurantId: 'rest-b', storeId: 'store-b1' } as const;

export const STORE_TARGETS: Target[] = [
  { key: 'ownStore', label: 'own store', restaurantId: TENANT_A.restaurantId, storeId: TENANT_A.storeId },
  {
    key: 'siblingStore',
    label: 'sibling store, same restaurant',
    restaurantId: TENANT_A.restaurantId,
    storeId: TENANT_A.otherStoreId,
  },
  {
    key: 'otherTenant',
    label: 'other tenant',
    restaurantId: TENANT_B.restaurantId,
    storeId: TENANT_B.storeId,
  },
];
export const RESTAURANT_TARGETS: Target[] = [
  { key: 'ownRestaurant', label: 'own tenant', restaurantId: TENANT_A.restaurantId },
  { key: 'otherRestaurant', label: 'other tenant', restaurantId: TENANT_B.restaurantId },
];
export const PLATFORM_TARGETS: Target[] = [{ key: 'platform', label: 'platform' }];

// ---------------------------------------------------------------- roles

/** What a role may be granted in the expectation table (a role either has it, or acts as one). */
export type Capacity =
  | 'anonymous'
  | 'stranger'
  | 'customer'
  | 'otherCustomer'
  | 'storeUser'
  | 'storeAdmin'
  | 'restaurantUser'
  | 'restaurantAdmin'
  | 'superAdmin'
  | 'pos'
  | 'kds'
  | 'printer';

interface DeviceClaim {
  restaurantId: string;
  storeId: string;
  deviceId: string;
}

export interface Role {
  label: string;
  /** Null: not signed in. */
  uid: string | null;
  claims?: Record<string, unknown>;
  /**
   * The capacity the expectation table names this role by; null for roles that must never be
   * granted anything beyond public reads (revoked or deleted devices).
   */
  actsAs: Capacity | null;
  /**
   * The tenant the role belongs to. Tenant-bound roles (staff, devices) keep their capacity only
   * inside it (a store role inside its store, a restaurant role in all the restaurant's stores);
   * roles without a scope (customers, strangers, super admins) are the same everywhere.
   */
  scope?: { restaurantId: string; storeId?: string };
}

export const CUSTOMER_UID = 'phone:+61400000001';
export const OTHER_CUSTOMER_UID = 'phone:+61400000002';

const STORE_A1 = { restaurantId: TENANT_A.restaurantId, storeId: TENANT_A.storeId };
const deviceOfA1 = (deviceId: string): DeviceClaim => ({ ...STORE_A1, deviceId });

/** Device ids: the paired devices of store a1, and devices the rules must refuse. */
export const DEVICES = {
  pos: 'pos-1',
  kds: 'kds-1',
  printer: 'printer-1',
  posRevoked: 'pos-revoked',
  kdsRevoked: 'kds-revoked',
  printerRevoked: 'printer-revoked',
  /** Claim still in a valid ID token, device document deleted. */
  posDeleted: 'pos-deleted',
} as const;

/** The Auth account each paired device of store a1 signed in with (its document's `authUid`). */
export const DEVICE_ACCOUNTS = {
  pos: 'device-pos-1',
  kds: 'device-kds-1',
  printer: 'device-printer-1',
  posRevoked: 'device-pos-revoked',
  kdsRevoked: 'device-kds-revoked',
  printerRevoked: 'device-printer-revoked',
  posDeleted: 'device-pos-deleted',
} as const satisfies Record<keyof typeof DEVICES, string>;

export const ROLES = {
  anonymous: { label: 'anonymous', uid: null, actsAs: 'anonymous' },
  stranger: { label: 'signed-in stranger', uid: 'stranger', actsAs: 'stranger' },
  customer: { label: 'customer', uid: CUSTOMER_UID, actsAs: 'customer' },
  otherCustomer: { label: 'another customer', uid: OTHER_CUSTOMER_UID, actsAs: 'otherCustomer' },
  storeUser: { label: 'store user (a1)', uid: 'store-user-a1', actsAs: 'storeUser', scope: STORE_A1 },
  storeAdmin: { label: 'store admin (a1)', uid: 'store-admin-a1', actsAs: 'storeAdmin', scope: STORE_A1 },
  restaurantUser: {
    label: 'restaurant user (A)',
    uid: 'restaurant-user-a',
    actsAs: 'restaurantUser',
    scope: { restaurantId: TENANT_A.restaurantId },
  },
  restaurantAdmin: {
    label: 'restaurant admin (A)',
    uid: 'owner-a',
    actsAs: 'restaurantAdmin',
    scope: { restaurantId: TENANT_A.restaurantId },
  },
  otherAdmin: {
    label: 'admin of another restaurant (B)',
    uid: 'owner-b',
    actsAs: 'restaurantAdmin',
    scope: { restaurantId: TENANT_B.restaurantId },
  },
  superAdmin: {
    label: 'super admin',
    uid: 'platform-admin',
    claims: { superAdmin: true },
    actsAs: 'superAdmin',
  },
  pos: {
    label: 'POS terminal (a1)',
    uid: DEVICE_ACCOUNTS.pos,
    claims: { posTerminal: deviceOfA1(DEVICES.pos) },
    actsAs: 'pos',
    scope: STORE_A1,
  },
  kds: {
    label: 'KDS device (a1)',
    uid: DEVICE_ACCOUNTS.kds,
    claims: { kdsDevice: deviceOfA1(DEVICES.kds) },
    actsAs: 'kds',
    scope: STORE_A1,
  },
  printer: {
    label: 'printer (a1)',
    uid: DEVICE_ACCOUNTS.printer,
    claims: { printer: deviceOfA1(DEVICES.printer) },
    actsAs: 'printer',
    scope: STORE_A1,
  },
  posRevoked: {
    label: 'revoked POS terminal (a1)',
    uid: DEVICE_ACCOUNTS.posRevoked,
    claims: { posTerminal: deviceOfA1(DEVICES.posRevoked) },
    actsAs: null,
    scope: STORE_A1,
  },
  kdsRevoked: {
    label: 'revoked KDS device (a1)',
    uid: DEVICE_ACCOUNTS.kdsRevoked,
    claims: { kdsDevice: deviceOfA1(DEVICES.kdsRevoked) },
    actsAs: null,
    scope: STORE_A1,
  },
  printerRevoked: {
    label: 'revoked printer (a1)',
    uid: DEVICE_ACCOUNTS.printerRevoked,
    claims: { printer: deviceOfA1(DEVICES.printerRevoked) },
    actsAs: null,
    scope: STORE_A1,
  },
  posReplaced: {
    label: 'POS terminal paired again on another screen (old account, a1)',
    uid: 'device-pos-1-previous-screen',
    claims: { posTerminal: deviceOfA1(DEVICES.pos) },
    actsAs: null,
    scope: STORE_A1,
  },
  posDeleted: {
    label: 'POS terminal whose device doc was deleted (a1)',
    uid: DEVICE_ACCOUNTS.posDeleted,
    claims: { posTerminal: deviceOfA1(DEVICES.posDeleted) },
    actsAs: null,
    scope: STORE_A1,
  },
} as const satisfies Record<string, Role>;

export type RoleKey = keyof typeof ROLES;
export const ROLE_KEYS = Object.keys(ROLES) as RoleKey[];
export const SIGNED_IN_ROLE_KEYS = ROLE_KEYS.filter((key) => ROLES[key].uid !== null);

/** Memberships the roles above stand on (seeded with the rules disabled). */
export const MEMBERSHIPS: { path: string; uid: string; role: 'admin' | 'user'; storeId?: string }[] = [
  { path: `restaurants/${TENANT_A.restaurantId}/members/owner-a`, uid: 'owner-a', role: 'admin' },
  {
    path: `restaurants/${TENANT_A.restaurantId}/members/restaurant-user-a`,
    uid: 'restaurant-user-a',
    role: 'user',
  },
  { path: `restaurants/${TENANT_B.restaurantId}/members/owner-b`, uid: 'owner-b', role: 'admin' },
  {
    path: `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}/members/store-admin-a1`,
    uid: 'store-admin-a1',
    role: 'admin',
    storeId: TENANT_A.storeId,
  },
  {
    path: `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}/members/store-user-a1`,
    uid: 'store-user-a1',
    role: 'user',
    storeId: TENANT_A.storeId,
  },
];

/**
 * Firestore clients per role, reused by every case of a module. Reads and each kind of write get
 * clients of their own: the SDK applies a pending write to its local view until the server refuses
 * it, so a refused delete in the reading client would briefly hide the document from a concurrent get.
 */
export function clientsFor(env: RulesTestEnvironment): (role: RoleKey, purpose?: string) => Firestore {
  const cache = new Map<string, Firestore>();
  return (key, purpose = 'read') => {
    const cacheKey = `${key}/${purpose}`;
    let db = cache.get(cacheKey);
    if (!db) {
      const role: Role = ROLES[key];
      db = firestoreOf(
        role.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(role.uid, role.claims),
      );
      cache.set(cacheKey, db);
    }
    return db;
  };
}

/**
 * The context's Firestore, typed for the modular API. rules-unit-testing hands out the compat
 * instance; the modular functions accept it (they unwrap it), only the declared types differ.
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}
