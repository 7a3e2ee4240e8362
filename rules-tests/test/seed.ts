/** The data every module reads: written once per run by globalSetup.ts, with the rules disabled. */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { type DocumentData, doc, writeBatch } from 'firebase/firestore';
import { MATRIX } from './matrix/expectations';
import { resolve, targetsOf } from './matrix/paths';
import {
  DEVICE_ACCOUNTS,
  DEVICES,
  firestoreOf,
  MEMBERSHIPS,
  OTHER_CUSTOMER_UID,
  ROLE_KEYS,
  ROLES,
  TENANT_A,
  TENANT_B,
} from './support';

const storeA1 = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}`;
const storeA2 = `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.otherStoreId}`;

/** Documents the special cases need beyond the matrix rows. */
export const EXTRA = {
  revokedPos: `${storeA1}/posTerminals/${DEVICES.posRevoked}`,
  revokedKds: `${storeA1}/kdsDevices/${DEVICES.kdsRevoked}`,
  revokedPrinter: `${storeA1}/printers/${DEVICES.printerRevoked}`,
  /** Another terminal and another kitchen screen of store a1. */
  otherPos: `${storeA1}/posTerminals/pos-2`,
  otherKds: `${storeA1}/kdsDevices/kds-2`,
  otherKdsSettings: `${storeA1}/kdsDeviceSettings/kds-2`,
  /** A terminal paired to store a2 only. */
  posOfA2: `${storeA2}/posTerminals/pos-a2`,
  /** A terminal the special cases revoke while it is in use. */
  posToRevoke: `${storeA1}/posTerminals/pos-to-revoke`,
  /** A demo terminal seeded before devices recorded their account (no authUid). */
  seededPos: `${storeA1}/posTerminals/pos-seeded`,
  otherCustomersOrder: `${storeA1}/orders/order-2`,
  otherCustomersBooking: `${storeA1}/tableBookings/booking-2`,
  /** Support sign-ins as tenant A's owner: one still live, one a super admin ended early. */
  liveSupportSession: 'supportSessions/support-live',
  endedSupportSession: 'supportSessions/support-ended',
  /** Connected stores: a virtual store of restaurant A linked to store a1 (its kitchen), and its order. */
  virtualStoreLink: 'restaurants/rest-a/storeLinks/store-a-virtual',
  virtualStoreOrder: 'restaurants/rest-a/stores/store-a-virtual/orders/order-v1',
} as const;

export function seedDocuments(): [string, DocumentData][] {
  const documents: [string, DocumentData][] = [];
  for (const row of MATRIX) {
    for (const target of targetsOf(row.path)) {
      const path = resolve(row.path, target);
      documents.push([path, { seeded: path, ...row.data }]);
    }
  }
  for (const key of ROLE_KEYS) {
    const { uid } = ROLES[key];
    if (uid) documents.push([`users/${uid}`, { uid, displayName: ROLES[key].label }]);
  }
  for (const { path, uid, role, storeId } of MEMBERSHIPS) {
    const restaurantId = path.split('/')[1];
    documents.push([path, { uid, role, restaurantId, ...(storeId ? { storeId } : {}) }]);
  }
  documents.push(
    [
      `restaurants/${TENANT_B.restaurantId}/stores/${TENANT_B.storeId}/members/store-user-b1`,
      { uid: 'store-user-b1', role: 'user' },
    ],
    [EXTRA.revokedPos, { name: 'Old till', revoked: true, authUid: DEVICE_ACCOUNTS.posRevoked }],
    [EXTRA.revokedKds, { name: 'Broken screen', revoked: true, authUid: DEVICE_ACCOUNTS.kdsRevoked }],
    [
      EXTRA.revokedPrinter,
      { name: 'Stolen printer', revoked: true, authUid: DEVICE_ACCOUNTS.printerRevoked },
    ],
    [EXTRA.otherPos, { name: 'Drive-through', revoked: false, authUid: 'device-pos-2' }],
    [EXTRA.otherKds, { name: 'Grill bench', revoked: false, authUid: 'device-kds-2' }],
    [EXTRA.otherKdsSettings, { kdsDeviceId: 'kds-2', prepTimeInMinutes: 20 }],
    [EXTRA.posOfA2, { name: 'Store a2 till', revoked: false, authUid: 'device-pos-a2' }],
    [
      EXTRA.posToRevoke,
      { name: 'Till about to be revoked', revoked: false, authUid: 'device-pos-to-revoke' },
    ],
    // Seeded demo devices predate authUid: any account with the claim may use them (as in the API).
    [EXTRA.seededPos, { name: 'Seeded demo till', revoked: false }],
    [EXTRA.otherCustomersOrder, { customerUid: OTHER_CUSTOMER_UID }],
    [EXTRA.otherCustomersBooking, { customerUid: OTHER_CUSTOMER_UID }],
    [EXTRA.liveSupportSession, { restaurantId: TENANT_A.restaurantId, ownerUid: 'owner-a' }],
    [
      EXTRA.endedSupportSession,
      {
        restaurantId: TENANT_A.restaurantId,
        ownerUid: 'owner-a',
        endedIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
      },
    ],
    [
      EXTRA.virtualStoreLink,
      { virtualStoreId: 'store-a-virtual', physicalStoreId: 'store-a1', brandName: 'Burger Bros' },
    ],
    [EXTRA.virtualStoreOrder, { source: 'website' }],
  );
  return documents;
}

export async function seedAll(env: RulesTestEnvironment): Promise<number> {
  await env.clearFirestore();
  const documents = seedDocuments();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (let start = 0; start < documents.length; start += 400) {
      const batch = writeBatch(db);
      for (const [path, data] of documents.slice(start, start + 400)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
  return documents.length;
}
