import type { UserRole } from '@resto/domain';
import { expect } from 'vitest';
import { adminAuth, firestore } from './admin';
import {
  callApi,
  signInWithCustomToken,
  signInWithPassword,
  signUpTestUser,
  type TestUser,
} from './emulators';

/** Valid bodies, shared so each test states only what it changes. */
export const RESTAURANT_BODY = {
  name: 'Test Pizzeria',
  description: 'Wood-fired pizza for tests.',
  timezone: 'Australia/Sydney',
  country: { code: 'AU', name: 'Australia' },
};

export const STORE_BODY = {
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
};

export interface Tenant {
  owner: TestUser;
  restaurantId: string;
  storeId: string;
}

/** A fresh restaurant with one store, created through the API by a fresh owner (its admin). */
export async function createTenant(prefix = 'owner'): Promise<Tenant> {
  const owner = await signUpTestUser(prefix);
  const restaurant = await callApi('/api/restaurants', { token: owner.idToken, body: RESTAURANT_BODY });
  expect(restaurant.status).toBe(201);
  const restaurantId = String(restaurant.body.restaurantId);
  const store = await callApi(`/api/restaurants/${restaurantId}/stores`, {
    token: owner.idToken,
    body: STORE_BODY,
  });
  expect(store.status).toBe(201);
  return { owner, restaurantId, storeId: String(store.body.storeId) };
}

/** Arranges a restaurant membership directly (the routes that do this are tested on their own). */
export async function addRestaurantMember(
  restaurantId: string,
  user: TestUser,
  role: UserRole,
): Promise<void> {
  await firestore().doc(`restaurants/${restaurantId}/members/${user.uid}`).set({
    uid: user.uid,
    email: user.email,
    role,
    restaurantId,
    createdIsoDateTimeUtc: new Date().toISOString(),
  });
}

export async function addStoreMember(tenant: Tenant, user: TestUser, role: UserRole): Promise<void> {
  await firestore()
    .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/members/${user.uid}`)
    .set({
      uid: user.uid,
      email: user.email,
      role,
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      createdIsoDateTimeUtc: new Date().toISOString(),
    });
}

/** A fresh user with the superAdmin claim and a token that carries it. */
export async function signUpSuperAdmin(): Promise<TestUser> {
  const user = await signUpTestUser('super');
  await adminAuth().setCustomUserClaims(user.uid, { superAdmin: true });
  const { idToken } = await signInWithPassword(user.email);
  return { ...user, idToken };
}

export type DeviceRouteKind = 'pos' | 'kds' | 'printers';

export const DEVICE_ROUTES: Record<
  DeviceRouteKind,
  { segment: string; listKey: string; collection: string; claim: string }
> = {
  pos: {
    segment: 'pos_terminals',
    listKey: 'posTerminals',
    collection: 'posTerminals',
    claim: 'posTerminal',
  },
  kds: { segment: 'devices', listKey: 'kdsDevices', collection: 'kdsDevices', claim: 'kdsDevice' },
  printers: { segment: 'printers', listKey: 'printers', collection: 'printers', claim: 'printer' },
};

export function devicesPath(kind: DeviceRouteKind, tenant: Tenant): string {
  return `/api/${kind}/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/${DEVICE_ROUTES[kind].segment}`;
}

export interface PairedDevice {
  deviceId: string;
  uid: string;
  idToken: string;
}

/** Creates a device as the tenant's owner and signs it in with its pairing code. */
export async function pairDevice(
  kind: DeviceRouteKind,
  tenant: Tenant,
  name = 'Test device',
): Promise<PairedDevice> {
  const created = await callApi(devicesPath(kind, tenant), { token: tenant.owner.idToken, body: { name } });
  expect(created.status).toBe(201);
  const login = await callApi(`/api/${kind}/login`, { body: { pairingCode: created.body.pairingCode } });
  expect(login.status).toBe(200);
  const session = await signInWithCustomToken(String(login.body.customToken));
  return { deviceId: String(created.body.id), ...session };
}
