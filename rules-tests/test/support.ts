import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';

/** A project of its own, so rules tests never see (or disturb) the demo data. */
const PROJECT_ID = 'demo-rules-tests';
const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
  ':',
);

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8'),
    },
  });
}

/** Two tenants, each with an admin, a store-only user and a store; plus a super admin. */
export const TENANT_A = { restaurantId: 'rest-a', storeId: 'store-a1', otherStoreId: 'store-a2' };
export const TENANT_B = { restaurantId: 'rest-b', storeId: 'store-b1' };
export const USERS = {
  ownerA: 'owner-a',
  storeUserA: 'store-user-a',
  ownerB: 'owner-b',
  superAdmin: 'platform-admin',
} as const;

export async function seedTenants(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const writes: [string, DocumentData][] = [
      [`users/${USERS.ownerA}`, { uid: USERS.ownerA, email: 'a@example.test' }],
      [`users/${USERS.ownerB}`, { uid: USERS.ownerB, email: 'b@example.test' }],
      [`restaurants/${TENANT_A.restaurantId}`, { name: 'Tenant A' }],
      [`restaurants/${TENANT_B.restaurantId}`, { name: 'Tenant B' }],
      [
        `restaurants/${TENANT_A.restaurantId}/members/${USERS.ownerA}`,
        { uid: USERS.ownerA, role: 'admin', restaurantId: TENANT_A.restaurantId },
      ],
      [
        `restaurants/${TENANT_B.restaurantId}/members/${USERS.ownerB}`,
        { uid: USERS.ownerB, role: 'admin', restaurantId: TENANT_B.restaurantId },
      ],
      [`restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}`, { name: 'Store A1' }],
      [`restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.otherStoreId}`, { name: 'Store A2' }],
      [`restaurants/${TENANT_B.restaurantId}/stores/${TENANT_B.storeId}`, { name: 'Store B1' }],
      [
        `restaurants/${TENANT_A.restaurantId}/stores/${TENANT_A.storeId}/members/${USERS.storeUserA}`,
        {
          uid: USERS.storeUserA,
          role: 'user',
          restaurantId: TENANT_A.restaurantId,
          storeId: TENANT_A.storeId,
        },
      ],
    ];
    const { doc, setDoc } = await import('firebase/firestore');
    for (const [path, data] of writes) await setDoc(doc(db, path), data);
  });
}
